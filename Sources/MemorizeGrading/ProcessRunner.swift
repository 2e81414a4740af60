import Foundation
import MemorizeSupport
import MemorizePlatform

/// What a finished (or stopped) process produced.
public struct ProcessOutcome: Sendable, Equatable {
    /// The exit status, or the signal number when `signaled`.
    public var status: Int32
    /// Ended by a signal (a crash: a trap is SIGILL or SIGTRAP).
    public var signaled: Bool
    /// Stopped by the runner because it ran past its time limit.
    public var timedOut: Bool
    /// Of `timedOut`: stopped at the wall-clock backstop with its CPU time not spent (it waited).
    public var waitedPastBackstop = false
    /// Standard output and standard error, interleaved as written.
    public var output: String
    /// It wrote more than its output limit: stopped there, the rest not kept.
    public var overflowed: Bool
    /// Its processes held more than this many megabytes of memory together, and were stopped (`MemoryWatch`).
    public var memoryPassed: Int? = nil

    public init(status: Int32, signaled: Bool = false, timedOut: Bool = false, output: String, overflowed: Bool = false) {
        self.status = status
        self.signaled = signaled
        self.timedOut = timedOut
        self.output = output
        self.overflowed = overflowed
    }

    public var succeeded: Bool { status == 0 && !signaled && !timedOut && !overflowed }
}

/// Runs other programs: the seam between the grader and the toolchain.
public protocol ProcessRunner: Sendable {
    /// Runs `executable` with `arguments`; stops it after `timeLimit` seconds if given, or
    /// once it has written more than `outputLimit` bytes. `input` is its standard input.
    func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], timeLimit: Double?,
             input: Data?, outputLimit: Int?) throws -> ProcessOutcome
}

extension ProcessRunner {
    /// Runs it with nothing on standard input and no limit on its output.
    public func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], timeLimit: Double?) throws -> ProcessOutcome {
        try run(executable, arguments, in: directory, environment: environment, timeLimit: timeLimit, input: nil, outputLimit: nil)
    }
}

/// For in-process tests that must not start programs: any use fails the command loudly.
public struct UnavailableProcessRunner: ProcessRunner {
    public init() {}
    public func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], timeLimit: Double?,
                    input: Data?, outputLimit: Int?) throws -> ProcessOutcome {
        throw ToolError("this test's context may not run programs, but it tried: \(executable.lastPathComponent) \(arguments.joined(separator: " "))")
    }
}

/// Finds a program on `PATH`, as a shell would.
public func findOnPath(_ name: String, environment: [String: String]) -> URL? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}

import Foundation
import MemorizeSupport

/// A task's run: the checks' process holds no student code and runs unsandboxed; it starts the
/// student's program (`Serve`) in the sandbox, from a folder that holds that program alone, and
/// drives it over a pipe. What ends that program is the student's; what ends the checks'
/// process from outside is no fault of theirs.
extension RequirementRunner {
    static func runApart(_ program: URL, _ arguments: [String], server: URL, index: Int, key: String, directory: URL, temporary: URL,
                         runner: ProcessRunner, environment: [String: String], sandbox: Sandbox, userID user: UInt32,
                         timeLimit: Double) throws -> ProcessOutcome {
        let folder = try ServerCopy.folder(in: temporary, index: index, sandbox: sandbox)
        defer { ServerCopy.remove(folder, in: temporary) }
        let copy = try ServerCopy.place(server, in: folder)
        // As root without a sandbox, the copy is its task's user id's alone: no other task's program may run it.
        if sandbox.separatesByUserIDAlone { ServerCopy.give(copy, to: user) }
        // Its home and temporary folder are its own too (in bubblewrap, in memory).
        let home = folder.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        sandbox.prepare(writable: home)
        // The system calls it may not make: loaded by bubblewrap, or else by the checks' process before it starts the program.
        let filter = folder.appendingPathComponent("filter.bpf")
        let filters = sandbox.isIsolated ? SystemCallFilter.inBubblewrap : sandbox.confinementOff ? .unconfined : .confined
        let filtered = try filters.write(to: filter)
        var bubblewrapLoads = false
        if case .bubblewrap = sandbox.isolation { bubblewrapLoads = filtered }
        let (contained, containedArguments) = sandbox.command(URL(fileURLWithPath: "/usr/bin/env"), ["HOME=\(home.path)", "TMPDIR=\(home.path)/", copy.path],
                                                              package: folder, writable: home, userID: user, cpuSeconds: timeLimit, keepsNothing: true,
                                                              filter: bubblewrapLoads ? filter : nil)
        var environment = environment
        if filtered, !sandbox.isIsolated { environment[ConfineSource.filterVariable] = filter.path }
        environment[ClientSource.commandVariable] = ([contained.path] + containedArguments).joined(separator: "\n")
        environment[ClientSource.callSecondsVariable] = String(timeLimit * 3 + 5)
        // Where no sandbox runs it, the checks confine themselves to its folder before starting it.
        if sandbox.confinesWithLandlock { environment[ConfineSource.variable] = folder.path }
        if !sandbox.isIsolated, !sandbox.confinementOff { environment[ConfineSource.offlineVariable] = "1" }
        return try runner.run(program, arguments, in: directory, environment: environment, timeLimit: timeLimit * 4 + 20,
                              input: Data((key + "\n").utf8), outputLimit: outputLimit)
    }

    /// The result of a task whose checks' process was stopped from outside, or nil.
    static func stoppedFromOutside(_ requirement: ExerciseManifest.Requirement, _ outcome: ProcessOutcome, fatalError: String?) -> CheckReport.Requirement? {
        // Nothing in the checks' process sends these, and it holds none of the student's code:
        // something outside stopped it (a process of the same user, the kernel short of memory).
        guard let name = signalFromOutside(outcome, fatalError: fatalError) else { return nil }
        return notJudged(requirement, "\(stoppedWords) (\(name)), not by your code: run it again")
    }

    /// The words of a task whose checks' process was stopped from outside.
    static let stoppedWords = "the checks' own process was stopped from outside"

    /// The signal that stopped the checks' process from outside, or nil.
    static func signalFromOutside(_ outcome: ProcessOutcome, fatalError: String?) -> String? {
        guard outcome.signaled, !outcome.timedOut, fatalError == nil else { return nil }
        return outsideSignals[outcome.status]
    }

    /// A task stopped from outside once and again, where the student's program could have sent
    /// the signal (it runs as the checks' user: `Sandbox.programCanSignalTheChecks`): outside
    /// events do not come twice on cue, so it is the program's doing.
    static func stoppedTwice(_ requirement: ExerciseManifest.Requirement, signal: String) -> CheckReport.Requirement {
        Grader.result(requirement, passed: false, message: "the checks' own process was stopped by \(signal) twice, each time while your program ran: "
                      + "it may not stop other processes (kill, signals)", cause: .crashed)
    }

    /// Whether `result` is a task whose checks were stopped from outside.
    static func wasStoppedFromOutside(_ result: CheckReport.Requirement) -> Bool {
        result.status == .ungraded && result.message.contains(stoppedWords)
    }

    /// A task the tool could not judge, for a reason that is no one's code's: not graded, never failed.
    static func notJudged(_ requirement: ExerciseManifest.Requirement, _ why: String) -> CheckReport.Requirement {
        var result = Grader.result(requirement, passed: false, message: "")
        result.status = .ungraded
        result.message = CheckMessage.waitingPrefix + why
        result.cause = .notJudged
        return result
    }

    /// Signals that only come from outside a process: a Swift trap is SIGILL or SIGTRAP, an
    /// abort SIGABRT, a limit SIGXCPU or SIGXFSZ.
    static let outsideSignals: [Int32: String] = [SIGKILL: "SIGKILL", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT"]

    /// How long the program ran, when it ended with SIGXCPU (or 128 + SIGXCPU) too soon for its
    /// CPU limit to be why: its CPU time measured (`detail`: CPU and wall seconds, and cores), or
    /// where that was hidden (bubblewrap), too little time even with every core busy. Nil when
    /// the limit may have been why.
    static func tooSoonForItsLimit(_ detail: String, timeLimit: Double) -> Double? {
        let figures = detail.split(separator: " ").compactMap { Double($0) }
        guard figures.count == 3 else { return nil }
        let (cpu, wall, cores) = (figures[0], figures[1], max(figures[2], 1))
        return cpu < timeLimit * 0.8 && wall < timeLimit * 0.8 / cores ? wall : nil
    }

    /// The result of a task whose checks saw the student's program end in `end.check`.
    static func programEnded(_ requirement: ExerciseManifest.Requirement, _ end: (check: String, how: String, detail: String),
                             fatalError: String?, timeLimit: Double, fileSizeLimit: Int?, memoryLimit: Int?) -> CheckReport.Requirement {
        let during = " while checking: \(TestRunOutput.describe(end.check))"
        // SIGXCPU, or bubblewrap's 152, with its CPU time not spent: the program's own doing.
        if end.how == "timedOut", let wall = tooSoonForItsLimit(end.detail, timeLimit: timeLimit) {
            return Grader.result(requirement, passed: false, message: "ended with status \(128 + SIGXCPU) (exit(\(128 + SIGXCPU)), or signal \(SIGXCPU) "
                                 + "it gave itself) after \(String(format: "%.1f", wall)) s, too soon to have spent its \(Grader.seconds(timeLimit)) of CPU time\(during)",
                                 cause: .crashed)
        }
        switch end.how {
        case "timedOut":
            return Grader.result(requirement, passed: false, message: "timed out after \(Grader.seconds(timeLimit)) of CPU time\(during) (an endless loop?)",
                                 cause: .timedOut)
        case "hung":
            return Grader.result(requirement, passed: false, message: "gave no answer for \(end.detail) s\(during) (does your code wait for something that never comes?)",
                                 cause: .timedOut)
        case "fileTooLarge":
            let orExit = end.detail == "or exit" ? ", or ended itself with exit status \(128 + SIGXFSZ)," : ""
            return Grader.result(requirement, passed: false, message: "stopped for writing a file larger than \(fileSizeLimit ?? 0) MB\(orExit)\(during)", cause: .crashed)
        case "exited":
            return Grader.result(requirement, passed: false, message: "ended the program\(during) (does your code call exit()?), so its checks never finished",
                                 cause: .crashed)
        default:
            if let memoryLimit, fatalError?.hasPrefix("failed to allocate") == true {
                return Grader.result(requirement, passed: false, message: "stopped for using more than \(memoryLimit / 1024) GB of memory\(during) "
                                     + "(an array that grows without end?)", cause: .crashed)
            }
            return Grader.result(requirement, passed: false, message: "crashed\(fatalError.map { " (\($0))" } ?? "")\(during)", cause: .crashed)
        }
    }
}

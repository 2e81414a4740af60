import Foundation
import MemorizeSupport
import MemorizePlatform

/// Runs programs as `ChildProcess`es, waits for them by process id, and enforces time limits.
///
/// Not Foundation's `Process`: on Linux it learns that a child ended when a socket the child
/// inherited is closed, and that socket is not close-on-exec. A sibling started at the same
/// moment from another thread inherits it too, so a quick check looked "still running" until a
/// hanging sibling was killed, and was reported as timed out (issue 9).
///
/// A time limit is CPU time, which a busy machine does not eat into: the child runs with a soft
/// `RLIMIT_CPU` (SIGXCPU when it is spent) set by the `/bin/sh` that then `exec`s the program.
/// A child that waits without computing (a deadlock, a sleep) is stopped by a wall-clock
/// backstop of `backstop(for:)`. Either way the child's whole process group is killed.
public struct SystemProcessRunner: ProcessRunner {
    /// The least wall-clock time, beyond its limit, that a time-limited child is given.
    public let backstopSlack: Double

    public init(backstopSlack: Double = 15) { self.backstopSlack = backstopSlack }

    /// Wall-clock seconds after which a time-limited child is stopped however little CPU it used:
    /// four times its limit, and at least `backstopSlack` more than it.
    public func backstop(for limit: Double) -> Double { max(limit * 4, limit + backstopSlack) }

    public func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], timeLimit: Double?,
                    input: Data?, outputLimit: Int?) throws -> ProcessOutcome {
        // The shell would report a missing program or folder only as exit status 127.
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ToolError("could not start \(executable.path): no such program")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError("could not start \(executable.lastPathComponent) in \(directory.path): no such folder")
        }
        // The shell moves into the directory in the child only (this process's directory is
        // shared by all its threads), sets the limits, and becomes the program.
        var script = "cd \"$0\" || exit 127; "
        if let timeLimit {
            // The soft limit sends SIGXCPU when the budget is spent; the hard limit, two seconds
            // on, catches a program that ignores it. (Soft first: it may never exceed the hard.)
            // No core files.
            let seconds = Int(timeLimit.rounded(.up))
            script += "ulimit -c 0 && ulimit -S -t \(seconds) && ulimit -H -t \(seconds + 2) || exit 125; "
        }
        script += "exec \"$@\""
        let argv = ["/bin/sh", "-c", script, directory.path, executable.path] + arguments
        let child = try Self.start(argv, environment: environment, input: input,
                                   ownProcessGroup: timeLimit != nil || outputLimit != nil, name: executable.path)
        let deadline = timeLimit.map { Date().addingTimeInterval(self.backstop(for: $0)) }
        var output = Data()
        var stoppedByBackstop = false
        var overflowed = false
        var exitedAt: Date?
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pipeOpen = true
        let pipe = child.output!
        while true {
            if exitedAt == nil, child.poll() != nil {
                exitedAt = Date()
                ProcessSweep.live.remove(child.pid)
            }
            if let exitedAt {
                // The child is gone; a grandchild that kept the pipe open is not waited for long.
                if !pipeOpen || Date().timeIntervalSince(exitedAt) > 0.5 { break }
            } else if let deadline, Date() > deadline, !stoppedByBackstop {
                stoppedByBackstop = true
                Self.killTree(child.pid)
            }
            guard pipeOpen else { usleep(10_000); continue }
            var poller = pollfd(fd: pipe, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 20)
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(pipe, $0.baseAddress, $0.count) }
                if count > 0, overflowed {
                    continue   // stopped: what it still had in the pipe is not kept
                } else if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                    if let outputLimit, output.count > outputLimit {
                        overflowed = true
                        output.removeSubrange(outputLimit...)
                        Self.killTree(child.pid)
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    pipeOpen = false
                }
            }
        }
        child.closeOutput()
        if child.ownProcessGroup {   // nothing it started outlives it
            child.kill()
            Self.awaitGone(group: child.pid)
        }
        let ending = child.wait()
        let signaled = ending.signal != nil
        let signal = ending.signal ?? 0
        let cpu = ending.cpuSeconds
        let spentBudget = timeLimit.map { signaled && (signal == SIGXCPU || (signal == SIGKILL && cpu >= $0)) } ?? false
        let timedOut = stoppedByBackstop || spentBudget
        var outcome = ProcessOutcome(
            status: ending.signal ?? ending.exitStatus,
            signaled: signaled && !timedOut && !overflowed,
            timedOut: timedOut,
            output: String(decoding: output, as: UTF8.self),
            overflowed: overflowed
        )
        outcome.waitedPastBackstop = stoppedByBackstop && !spentBudget
        return outcome
    }
}

extension SystemProcessRunner {
    /// Starts a child whose output and errors come through one pipe, and records it as the
    /// runner's own before the lock children are started under is let go: the sweep of orphans
    /// (`ProcessSweep.killOrphans`) takes any other child of this process for one. `input` is
    /// small: it fits the pipe's buffer, so writing it never waits for the child.
    static func start(_ argv: [String], environment: [String: String], input: Data?, ownProcessGroup: Bool, name: String) throws -> ChildProcess {
        ChildProcess.starting.lock()
        defer { ChildProcess.starting.unlock() }
        let child = try ChildProcess(argv, environment: environment, input: input == nil ? .null : .pipe, output: .pipe, error: .output,
                                     ownProcessGroup: ownProcessGroup, name: name)
        ProcessSweep.live.insert(child.pid)
        if let input { child.send(Array(input)) }
        child.closeInput()
        return child
    }

    /// Kills `pid`, its process group, and every process descended from it, whatever group
    /// or session it put itself in: SwiftPM starts each compiler in a group of its own, so a
    /// build stopped by its group alone left compilers busy on both cores. Descendants are
    /// found (through /proc on Linux, `ps` elsewhere) before anything is killed, while they are still children.
    static func killTree(_ pid: pid_t) {
        let tree = [pid] + ProcessTable().descendants(of: pid)
        for member in tree {
            kill(-member, SIGKILL)
            kill(member, SIGKILL)
        }
    }

    /// Waits, a second at most, until no process of `group` still runs. SIGKILL takes effect
    /// when a process is next scheduled, so on a busy machine what a check started could still
    /// be seen running just after it was killed. Zombies run nothing and are not waited for:
    /// their new parent may never reap them. Reading /proc costs little, every 2 ms; where the
    /// table comes from running `ps` (a Mac), each look waits twice as long as the last, to 100 ms.
    static func awaitGone(group: pid_t) {
        let deadline = Date().addingTimeInterval(1)
        var pause: UInt32 = 2_000
        while kill(-group, 0) == 0, hasLiveMember(group), Date() < deadline {
            usleep(pause)
            if !Platforms.current.readsProcFiles { pause = min(pause * 2, 100_000) }
        }
    }

    private static func hasLiveMember(_ group: pid_t) -> Bool {
        ProcessTable().entries.contains { $0.group == group && $0.state != "Z" }
    }
}

import Foundation
import MemorizeSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs programs with `posix_spawn`, waits for them by process id, and enforces time limits.
///
/// Not Foundation's `Process`: on Linux it learns that a child ended when a socket the child
/// inherited is closed, and that socket is not close-on-exec. A sibling started at the same
/// moment from another thread inherits it too, so a quick check looked "still running" until a
/// hanging sibling was killed, and was reported as timed out (issue 9). Here every descriptor
/// this runner makes is close-on-exec, the child gets only its own pipe, and the end of a child
/// is learnt from `wait4` on its pid, which no other process can hold open.
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

    public func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], timeLimit: Double?) throws -> ProcessOutcome {
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
        let child = try Spawned(argv: argv, environment: environment, ownProcessGroup: timeLimit != nil)
        let deadline = timeLimit.map { Date().addingTimeInterval(self.backstop(for: $0)) }
        var output = Data()
        var status: Int32 = 0
        var usage = rusage()
        var stoppedByBackstop = false
        var exitedAt: Date?
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pipeOpen = true
        while true {
            if exitedAt == nil {
                let reaped = wait4(child.pid, &status, WNOHANG, &usage)
                if reaped == child.pid { exitedAt = Date() }
            }
            if let exitedAt {
                // The child is gone; a grandchild that kept the pipe open is not waited for long.
                if !pipeOpen || Date().timeIntervalSince(exitedAt) > 0.5 { break }
            } else if let deadline, Date() > deadline, !stoppedByBackstop {
                stoppedByBackstop = true
                kill(-child.pid, SIGKILL)
                kill(child.pid, SIGKILL)
            }
            guard pipeOpen else { usleep(10_000); continue }
            var poller = pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 20)
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(child.output, $0.baseAddress, $0.count) }
                if count > 0 {
                    output.append(contentsOf: buffer[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    pipeOpen = false
                }
            }
        }
        close(child.output)
        if child.ownProcessGroup {   // nothing it started outlives it
            kill(-child.pid, SIGKILL)
            Self.awaitGone(group: child.pid)
        }
        let signaled = status & 0x7f != 0 && status & 0x7f != 0x7f
        let signal = status & 0x7f
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_stime.tv_sec)
            + (Double(usage.ru_utime.tv_usec) + Double(usage.ru_stime.tv_usec)) / 1_000_000
        let spentBudget = timeLimit.map { signaled && (signal == SIGXCPU || (signal == SIGKILL && cpu >= $0)) } ?? false
        let timedOut = stoppedByBackstop || spentBudget
        return ProcessOutcome(
            status: signaled ? signal : (status >> 8) & 0xff,
            signaled: signaled && !timedOut,
            timedOut: timedOut,
            output: String(decoding: output, as: UTF8.self)
        )
    }
}

extension SystemProcessRunner {
    /// Waits, a second at most, until no process of `group` still runs. SIGKILL takes effect
    /// when a process is next scheduled, so on a busy machine what a check started could still
    /// be seen running just after it was killed. Zombies run nothing and are not waited for:
    /// their new parent may never reap them.
    static func awaitGone(group: pid_t) {
        let deadline = Date().addingTimeInterval(1)
        while kill(-group, 0) == 0, hasLiveMember(group), Date() < deadline {
            usleep(2_000)
        }
    }

    private static func hasLiveMember(_ group: pid_t) -> Bool {
        #if os(Linux)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] where entry.first?.isNumber == true {
            // "pid (name) state ppid pgrp …": the name may hold spaces and parentheses.
            guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, fields[0] != "Z", Int32(fields[2]) == group { return true }
        }
        return false
        #else
        return true   // no /proc: only kill(-group, 0) tells, and zombies count there
        #endif
    }
}

/// A started child: its pid and the read end of the pipe that carries its output and errors.
private struct Spawned {
    let pid: pid_t
    let output: Int32
    let ownProcessGroup: Bool

    /// Held from making the pipe to starting the child, so that no other child started by this
    /// runner can inherit the pipe in the moment before it is marked close-on-exec.
    private static let spawning = NSLock()

    init(argv: [String], environment: [String: String], ownProcessGroup: Bool) throws {
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ToolError("could not make a pipe to run \(argv[4])") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDERR_FILENO)
        var flags = Int32(0)
        if ownProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        #if canImport(Darwin)
        // Descriptors that other code in this process left inheritable stay out of the child.
        flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        // The child starts with no signal blocked and the limit signals at their defaults: a
        // Dispatch worker thread (where the requirements are started) blocks signals, and a
        // child that inherited a blocked SIGXCPU ran on to the hard limit's SIGKILL, which
        // under bubblewrap read as a crash instead of a time-out.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGXCPU, SIGXFSZ, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        flags |= Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        let cEnvironment: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        close(fds[1])
        guard result == 0 else {
            close(fds[0])
            throw ToolError("could not start \(argv[4]): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        self.output = fds[0]
        self.ownProcessGroup = ownProcessGroup
    }
}

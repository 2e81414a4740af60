import Foundation
import MemorizeSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A started child: its pid and the read end of the pipe that carries its output and errors.
struct Spawned {
    let pid: pid_t
    let output: Int32
    let ownProcessGroup: Bool

    /// Held from making the pipe to starting the child, so that no other child started by this
    /// runner can inherit the pipe in the moment before it is marked close-on-exec.
    static let spawning = NSLock()

    /// The children this runner started and has not yet reaped: any other child of this
    /// process is an orphan a check left behind (`ProcessSweep.killOrphans`).
    static let live = LivePIDs()

    init(argv: [String], environment: [String: String], ownProcessGroup: Bool, input: Data? = nil) throws {
        Self.spawning.lock()
        defer { Self.spawning.unlock() }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ToolError("could not make a pipe to run \(argv[4])") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        // Standard input: a pipe holding `input` and then closed (small: it fits the pipe's
        // buffer, so writing it never waits for the child), or /dev/null.
        var inputFDs: [Int32] = [-1, -1]
        if input != nil {
            guard pipe(&inputFDs) == 0 else { throw ToolError("could not make a pipe to run \(argv[4])") }
            _ = fcntl(inputFDs[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(inputFDs[1], F_SETFD, FD_CLOEXEC)
        }
        defer {
            if inputFDs[0] >= 0 { close(inputFDs[0]) }
            if inputFDs[1] >= 0 { close(inputFDs[1]) }
        }
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
        if input != nil {
            posix_spawn_file_actions_adddup2(&actions, inputFDs[0], STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
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
        if let input, result == 0 {
            _ = input.withUnsafeBytes { write(inputFDs[1], $0.baseAddress, $0.count) }
        }
        guard result == 0 else {
            close(fds[0])
            throw ToolError("could not start \(argv[4]): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        Self.live.insert(pid)
        self.output = fds[0]
        self.ownProcessGroup = ownProcessGroup
    }
}

/// A set of process ids, shared by the runner's threads.
final class LivePIDs: @unchecked Sendable {
    private var pids = Set<pid_t>()
    private let lock = NSLock()

    func insert(_ pid: pid_t) { lock.lock(); pids.insert(pid); lock.unlock() }
    func remove(_ pid: pid_t) { lock.lock(); pids.remove(pid); lock.unlock() }
    func contains(_ pid: pid_t) -> Bool { lock.lock(); defer { lock.unlock() }; return pids.contains(pid) }
}

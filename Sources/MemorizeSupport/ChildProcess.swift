import Foundation
import MemorizePlatform

/// A program started with `posix_spawn`: the one way this tool starts another program, for the
/// process runner of builds and checks, the pager, `play`'s game and the tests alike.
///
/// Not Foundation's `Process`: on Linux it starts the child in a session of its own, without
/// the terminal (less and the game then cannot read keys), and it learns that a child ended from
/// a descriptor a sibling or a daemonized grandchild can inherit and hold open. Here every
/// descriptor made for a child is close-on-exec, the child gets only its own, and its end is
/// learnt from `wait4` on its pid. The child starts with no signal blocked and the signals in
/// `defaultedSignals` at their defaults, whatever this process or the thread that started it
/// did with them.
public final class ChildProcess {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable, Equatable {
        /// This process's own: the terminal, for the pager and the game.
        case inherit
        /// `/dev/null`.
        case null
        /// A pipe whose other end this process holds: `input` or `output`.
        case pipe
        /// A file: read for standard input; for an output, created (or emptied), private to the user.
        case file(String)
        /// Standard error only: wherever standard output goes, interleaved as written.
        case output
    }

    /// Signals reset to their default action in the child: those this tool ignores while the
    /// pager or the game runs, and those the runner's limits stop a child with. (Not SIGHUP:
    /// under `nohup`, the children should outlive the terminal as this process does.)
    public static let defaultedSignals: [Int32] = [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGXCPU, SIGXFSZ]

    /// Held from making a child's pipes until it has started (so that no other child can inherit
    /// a pipe before it is marked close-on-exec). Recursive, so that a caller can hold it across
    /// the start to record the new pid before anyone else looks at this process's children.
    public static let starting = NSRecursiveLock()

    public let pid: pid_t
    /// The child leads a process group of its own, which `kill` reaches whole.
    public let ownProcessGroup: Bool
    /// The write end of the child's standard input, when it is a `.pipe`, until `closeInput()`.
    public internal(set) var input: Int32?
    /// The read end of the child's standard output (and error, when `.output`), when a `.pipe`.
    public internal(set) var output: Int32?
    /// How it ended, once `wait` or `poll` has reaped it.
    public internal(set) var termination: Termination?

    /// Starts `argv[0]` (an absolute path) with `argv` and exactly `environment`. `name` is how
    /// the program is called when it cannot be started (default: its path).
    public init(_ argv: [String], environment: [String: String], input: Stream = .inherit, output: Stream = .inherit,
                error: Stream = .inherit, ownProcessGroup: Bool = false, name: String? = nil) throws {
        precondition(!argv.isEmpty && input != .output && output != .output, "a child needs a program, and only its errors can follow its output")
        let name = name ?? argv[0]
        Self.starting.lock()
        defer { Self.starting.unlock() }
        var ours: [Int32] = []     // this process's ends: closed again if the child does not start
        var theirs: [Int32] = []   // the child's ends: closed here once it has them
        var started = false
        defer {
            theirs.forEach { close($0) }
            if !started { ours.forEach { close($0) } }
        }
        func makePipe() throws -> (read: Int32, write: Int32) {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw ToolError("could not make a pipe to run \(name)") }
            for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return (fds[0], fds[1])
        }
        var actions = emptySpawnFileActions()
        var attributes = emptySpawnAttributes()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (stream, fd) in [(input, STDIN_FILENO), (output, STDOUT_FILENO), (error, STDERR_FILENO)] {
            switch stream {
            case .inherit:
                break
            case .null:
                posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            case .file(let path):
                let flags = fd == STDIN_FILENO ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0o600)
            case .output:
                posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, fd)
            case .pipe:
                let ends = try makePipe()
                let (mine, child) = fd == STDIN_FILENO ? (ends.write, ends.read) : (ends.read, ends.write)
                ours.append(mine)
                theirs.append(child)
                posix_spawn_file_actions_adddup2(&actions, child, fd)
                if fd == STDIN_FILENO { self.input = mine } else { self.output = mine }
            }
        }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        if ownProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        // Descriptors that other code in this process left inheritable stay out of the child;
        // only where it inherits none of this process's standard streams, which this would close.
        if let closeOthers = spawnClosesOtherDescriptors, ![input, output, error].contains(.inherit) { flags |= closeOthers }
        // A Dispatch worker thread blocks signals, and a child that inherited a blocked SIGXCPU
        // ran on to the hard limit's SIGKILL; an ignored SIGINT would leave a hung game unstoppable.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Self.defaultedSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        let cEnvironment: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard result == 0 else { throw ToolError("could not start \(name): \(String(cString: strerror(result)))") }
        started = true
        self.pid = pid
        self.ownProcessGroup = ownProcessGroup
    }

    deinit {
        closeInput()
        closeOutput()
    }
}

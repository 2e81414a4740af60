import Foundation

/// Ends this process as SIGINT, SIGTERM, SIGHUP or SIGPIPE would, but only after a cleanup
/// has run: the tool's builds and checks run in process groups of their own, which neither
/// Ctrl-C at the terminal nor the tool's death reaches, so without it a `grade` stopped
/// (or piped through `head`) left compilers busy on every core.
///
/// The handler itself only writes the signal's number to a pipe (async-signal-safe); a thread
/// of its own reads it, runs the cleanup, and raises the signal again at its default action.
/// A signal this process was started ignoring (`nohup`, a background job) stays ignored.
public enum StopSignals {
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

    /// The pipe's write end, for the handler: -1 until `install`.
    nonisolated(unsafe) private static let writeEnd: UnsafeMutablePointer<Int32> = {
        let fd = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        fd.initialize(to: -1)
        return fd
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed = false

    /// Installs the handlers once per process; a second call does nothing. `cleanup` runs on
    /// the first stop signal, on a thread of its own, while the rest of the process runs on.
    public static func install(cleanup: @escaping @Sendable () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)   // a handler never waits
        writeEnd.pointee = fds[1]
        installed = true
        let readEnd = fds[0]
        let thread = Thread {
            var number: UInt8 = 0
            while read(readEnd, &number, 1) != 1 {}
            cleanup()
            end(Int32(number))
        }
        thread.name = "stop signals"
        thread.start()
        for number in handled {
            let previous = signal(number) { number in _ = StopSignals.deliver(number) }
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
    }

    /// Passes a stop signal to the cleanup thread: for another signal handler (raw terminal
    /// mode's) that has done its own part. Async-signal-safe. False when nothing is installed
    /// or the signal is not one of `handled`: the caller ends the process itself.
    public static func deliver(_ number: Int32) -> Bool {
        let fd = writeEnd.pointee
        guard fd >= 0, number == SIGINT || number == SIGTERM || number == SIGHUP || number == SIGPIPE else { return false }
        var byte = UInt8(truncatingIfNeeded: number)
        return write(fd, &byte, 1) == 1
    }

    /// Ends the process by `number` at its default action; should every thread block it, exits
    /// with the status a shell gives a process that signal ended.
    private static func end(_ number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        kill(getpid(), number)
        usleep(500_000)
        _exit(128 + number)
    }
}

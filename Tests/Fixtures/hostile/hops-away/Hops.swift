import Foundation
#if canImport(Glibc)
import Glibc
#endif

// A hostile submission (a fixture of memorize-course's own tests): the first time its code runs,
// its program forks a copy that wipes the grader's mark from its environment, starts a session
// of its own and waits for the checks to end (the calls' pipe closes). Then it forks and exits,
// again and again, so that each sweep of /proc meets a process already gone, until it is the
// child of no process of the grader's (at most 20,000 times, so a fixture never runs for ever).
// Without bubblewrap, as root, it ran under the task's user id after the tool had exited.

typealias Fork = @convention(c) () -> Int32
private let fork: Fork = unsafeBitCast(dlsym(nil, "fork")!, to: Fork.self)
nonisolated(unsafe) private var planted = false

func hostileHook() {
    guard !planted else { return }
    planted = true
    var index = 0
    while let entry = environ[index] {
        if strncmp(entry, "MEMORIZE_CHECK_RUN=", 19) == 0 { memset(entry, 0x58, strlen(entry)) }
        index += 1
    }
    guard fork() == 0 else { return }
    setsid()
    // Named, for the test that looks for it (its copies keep the name): "hops-away".
    typealias Prctl = @convention(c) (Int32, UnsafePointer<CChar>, UInt, UInt, UInt) -> Int32
    if let symbol = dlsym(nil, "prctl") { _ = "hops-away".withCString { unsafeBitCast(symbol, to: Prctl.self)(15 /* PR_SET_NAME */, $0, 0, 0, 0) } }
    // The calls' pipe: the descriptor past standard error that reads.
    var calls: Int32 = -1
    for descriptor in Int32(3)..<256 where fcntl(descriptor, F_GETFL) & O_ACCMODE == O_RDONLY {
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO { calls = descriptor; break }
    }
    for descriptor in Int32(0)..<256 where descriptor != calls { close(descriptor) }
    while calls >= 0 {
        var poller = pollfd(fd: calls, events: 0, revents: 0)
        if poll(&poller, 1, 1000) > 0, poller.revents & Int16(POLLHUP) != 0 { break }
    }
    for _ in 0..<20_000 {
        let child = fork()
        if child > 0 { _exit(0) }
        if child < 0 { usleep(100); continue }
        usleep(50)
        if getppid() == 1 { break }
    }
    sleep(60)
    _exit(0)
}

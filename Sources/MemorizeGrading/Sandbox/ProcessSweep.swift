import Foundation
import MemorizeSupport
import MemorizePlatform

/// Ends every process a check started, however detached. A check's process group is killed
/// when it ends, but a child that called `setsid` (or was started by one that did) is in no
/// group of the check's and, without bubblewrap's process namespace, outlived it. Each check
/// runs with a mark of its own in its environment (`variable`), which every process it starts
/// inherits; after the check, any process still carrying the mark is killed. (A process that
/// replaces its whole environment loses the mark: only bubblewrap's namespace holds then.)
public enum ProcessSweep {
    static let variable = "MEMORIZE_CHECK_RUN"

    /// The children the process runner started and has not yet reaped: any other child of this
    /// process is an orphan a check left behind.
    static let live = LivePIDs()

    /// A fresh mark for one check's run.
    static func makeMark() -> String { UUID().uuidString }

    /// Makes this process the one that orphans below it are given to (Linux's child subreaper),
    /// so that a check's process that detached itself in every other way (a session of its
    /// own, no environment) is still found: as a child of this process that it did not start.
    static func becomeSubreaper() {
        isSubreaper = Platforms.current.becomeSubreaper()
    }

    /// Whether `becomeSubreaper` worked: only then do orphans come back to be swept.
    nonisolated(unsafe) private(set) static var isSubreaper = false

    /// Makes this process's memory unreadable to other processes of the same user (Linux: not
    /// dumpable, so /proc/PID/mem and ptrace need root): it holds each run's key, and without a
    /// sandbox a student's program runs as that same user.
    static func hideMemory() {
        _ = Platforms.current.hideMemory()
    }

    /// Kills and reaps every child of this process that the runner did not start: orphans a
    /// check left behind, given to this process as their subreaper (none where the system has
    /// no subreaper). Round after round, since a killed orphan's own children (a chain of
    /// detached shells) come to this process only once their parent is gone.
    @discardableResult
    static func killOrphans() -> Int {
        guard isSubreaper else { return 0 }
        var total = 0
        for _ in 0..<200 {
            let killed = killOrphansOnce()
            total += killed
            if killed == 0 { break }
        }
        return total
    }

    /// Kills every process this one started and all their descendants, whatever group or
    /// session they are in: the tool is being stopped (`StopSignals`). Everything is found first
    /// and then killed in one quick pass, so that the runner's threads, still running, see their
    /// children end only moments before the process itself does.
    /// The lock children are started under is taken and never given back: nothing new starts.
    public static func stopEverything() {
        ChildProcess.starting.lock()
        let me = getpid()
        let table = ProcessTable()
        let children = Set(live.all).union(table.entries.filter { $0.parent == me }.map(\.pid))
        let everyone = children.flatMap { [$0] + table.descendants(of: $0) }
        for pid in everyone where pid != me {
            _ = sendSignal(-pid, SIGKILL)
            _ = sendSignal(pid, SIGKILL)
        }
    }

    private static func killOrphansOnce() -> Int {
        // Under the lock children are started with: a child just started is not yet in the list.
        ChildProcess.starting.lock()
        defer { ChildProcess.starting.unlock() }
        let me = getpid()
        let orphans = ProcessTable().entries.filter { $0.parent == me && !live.contains($0.pid) }.map(\.pid)
        for pid in orphans { sendSignal(pid, SIGKILL) }
        let deadline = Date().addingTimeInterval(1)
        for pid in orphans {
            while waitpid(pid, nil, WNOHANG) == 0, Date() < deadline { usleep(1_000) }
        }
        return orphans.count
    }

    /// Kills every process of `user` (a user id of one check's alone, as root): this finds even
    /// a process that dropped the mark with its environment. First as that user, with
    /// `setpriv`, by `kill -9 -1`: the kernel signals every process of the user in one pass
    /// that no fork can outrun (a chain that forks and exits faster than /proc can be read
    /// outlived sweeps); then by the process table, for what is left.
    @discardableResult
    static func kill(user: UInt32, setpriv: URL? = nil) -> Int {
        if let setpriv, getuid() == 0 {
            for _ in 0..<3 where owns(user) {
                // Started as the runner's own child, so that no sweep of orphans takes it for one.
                guard let killer = try? SystemProcessRunner.start(
                    [setpriv.path, "--reuid=\(user)", "--regid=\(user)", "--clear-groups", "/bin/sh", "-c", "kill -9 -1"],
                    environment: ["PATH": "/usr/bin:/bin"], input: nil, ownProcessGroup: false, name: "setpriv") else { break }
                _ = killer.wait()
                live.remove(killer.pid)
            }
        }
        guard Platforms.current.readsProcFiles else {
            return sweep(among: { ProcessTable().pids(ofUser: user) }, { _ in true })
        }
        return sweep(among: ProcFiles.pids) { pid in process(pid, isOwnedBy: user) }
    }

    /// Whether any process of `user` is left.
    static func owns(_ user: UInt32) -> Bool {
        guard Platforms.current.readsProcFiles else { return !ProcessTable().pids(ofUser: user).isEmpty }
        return ProcFiles.pids().contains { process($0, isOwnedBy: user) }
    }

    /// Whether any of the process's user ids (real, effective, saved, file system) is `user`.
    private static func process(_ pid: pid_t, isOwnedBy user: UInt32) -> Bool {
        ProcFiles.userIDs(pid)?.contains(user) == true
    }

    /// Kills the processes whose environment holds `variable=mark`; returns how many there
    /// were. Only where /proc shows other processes' environments: `ps` does not.
    @discardableResult
    static func kill(marked mark: String) -> Int {
        guard Platforms.current.readsProcFiles else { return 0 }
        return sweep(among: ProcFiles.pids) { pid in ProcFiles.environment(of: pid, holds: "\(variable)=\(mark)") }
    }

    /// Kills each process `among` lists that `matches`, as it is found, a few times over,
    /// since one may start another while the sweep runs.
    private static func sweep(among candidates: () -> [pid_t], _ matches: (pid_t) -> Bool) -> Int {
        var killed = 0
        for _ in 0..<3 {
            var found = 0
            for pid in candidates() where pid != getpid() && matches(pid) {
                sendSignal(pid, SIGKILL)
                found += 1
            }
            killed += found
            if found == 0 { break }
            usleep(5_000)
        }
        return killed
    }
}

/// A set of process ids, shared by the runner's threads.
final class LivePIDs: @unchecked Sendable {
    private var pids = Set<pid_t>()
    private let lock = NSLock()

    func insert(_ pid: pid_t) { lock.lock(); pids.insert(pid); lock.unlock() }
    func remove(_ pid: pid_t) { lock.lock(); pids.remove(pid); lock.unlock() }
    func contains(_ pid: pid_t) -> Bool { lock.lock(); defer { lock.unlock() }; return pids.contains(pid) }
    var all: [pid_t] { lock.lock(); defer { lock.unlock() }; return Array(pids) }
}

import Dispatch
import Foundation
import MemorizePlatform

/// Watches the memory a task's processes hold together. Each has a limit of its own (4 GB of
/// address space), but a program may start as many processes as the process limit allows
/// (128), each up to that limit: 12 GB was seen, more than many machines have, and the
/// kernel's out-of-memory killer then picks whom to stop (a classmate's task, the grader).
/// Every `interval`, it adds up the resident memory of the task's processes; once the sum passes
/// the limit, it kills them all, and the task is reported as stopped for it.
/// Without /proc (a Mac), `ps` gives the memory of a user's processes; marked ones are not
/// watched there, since `ps` shows no other process's environment.
final class MemoryWatch: @unchecked Sendable {
    /// Which processes are the task's.
    enum Members: Sendable {
        /// As root: those of the user id the task's program runs as (however they detached).
        case user(UInt32)
        /// Otherwise: those whose environment holds the task's mark (`ProcessSweep`), and every
        /// process below one that does: a program that empties its environment (rt23b held 6 GB
        /// so, as a user) is still below the checks' process however it detached (bubblewrap is
        /// its orphans' parent; without it, the checks' process is their subreaper, ConfineSource).
        case marked(String)
    }

    private let limitKilobytes: UInt64
    private let members: Members
    private let interval: Double
    private let lock = NSLock()
    private var stopped = false
    private var passed = false
    private var highest: UInt64 = 0
    private let done = DispatchSemaphore(value: 0)
    private let wake = DispatchSemaphore(value: 0)

    private let platform: any Platform

    init(limitMegabytes: Int, of members: Members, interval: Double = 0.2, platform: any Platform = Platforms.current) {
        limitKilobytes = UInt64(limitMegabytes) * 1024
        self.members = members
        self.interval = interval
        self.platform = platform
    }

    /// Starts watching, on a thread of its own.
    func start() {
        let thread = Thread { [self] in
            defer { done.signal() }
            while !isStopped {
                if measure() > limitKilobytes {
                    lock.lock(); passed = true; lock.unlock()
                    // Until none is left: a process may start another as it is killed.
                    for _ in 0..<20 {
                        let left = watched().map(\.pid)
                        if left.isEmpty { break }
                        for pid in left { sendSignal(pid, SIGKILL) }
                        usleep(10_000)
                    }
                }
                _ = wake.wait(timeout: .now() + interval)
            }
        }
        thread.name = "memory-watch"
        thread.start()
    }

    /// Stops watching; whether the processes ever held more than the limit together.
    func finish() -> Bool {
        lock.lock(); stopped = true; lock.unlock()
        wake.signal()
        done.wait()
        lock.lock(); defer { lock.unlock() }
        return passed
    }

    /// The most the processes held together at one look, in kilobytes.
    var highestKilobytes: UInt64 { lock.lock(); defer { lock.unlock() }; return highest }

    private var isStopped: Bool { lock.lock(); defer { lock.unlock() }; return stopped }

    /// The resident memory (VmRSS) of the watched processes, added up, and what they hold in
    /// files that live in memory alone, in kilobytes.
    private func measure() -> UInt64 {
        let processes = watched()
        let total = processes.reduce(0) { $0 + $1.kilobytes } + (platform.readsProcFiles ? Self.inMemoryFileKilobytes(of: processes.map(\.pid)) : 0)
        lock.lock(); highest = max(highest, total); lock.unlock()
        return total
    }

    /// The task's processes, each with its resident memory in kilobytes (0 for a zombie).
    private func watched() -> [(pid: pid_t, kilobytes: UInt64)] {
        guard platform.readsProcFiles else {
            guard case .user(let user) = members else { return [] }
            return ProcessTable(platform: platform).entries.filter { $0.user == user && $0.pid != getpid() }.map { ($0.pid, $0.residentKilobytes ?? 0) }
        }
        switch members {
        case .marked(let mark):
            let members = Self.markedOrBelow(mark, in: ProcessTable(platform: platform))
            return members.map { ($0, ProcFiles.status($0, ["VmRSS:"])?["VmRSS:"]?.first ?? 0) }
        case .user(let user):
            return ProcFiles.pids().compactMap { pid in pid == getpid() ? nil : memory(of: pid, user: user).map { (pid, $0) } }
        }
    }

    /// The processes whose environment holds `mark`, or whose parent's, or its parent's, does
    /// (this process, the tool, is never one).
    static func markedOrBelow(_ mark: String, in table: ProcessTable) -> [pid_t] {
        let me = getpid()
        let parents = Dictionary(table.entries.map { ($0.pid, $0.parent) }, uniquingKeysWith: { first, _ in first })
        var known: [pid_t: Bool] = [me: false, 0: false, 1: false]
        func isMember(_ pid: pid_t) -> Bool {
            var chain: [pid_t] = []
            var current = pid
            var answer = false
            while chain.count < 256 {
                if let found = known[current] { answer = found; break }
                chain.append(current)
                if ProcFiles.environment(of: current, holds: "\(ProcessSweep.variable)=\(mark)") { answer = true; break }
                guard let parent = parents[current], parent != current else { break }
                current = parent
            }
            for link in chain { known[link] = answer }
            return answer
        }
        return table.entries.map(\.pid).filter { $0 != me && isMember($0) }
    }

    /// What `pids` hold open in files that live in memory alone: a memfd, or a file in /dev/shm.
    /// Allocated, such a file is in no process's resident memory until it is mapped: rt18a held
    /// 4.7 GB in memfds, past the limit, unseen. Each file once, by its inode.
    static func inMemoryFileKilobytes(of pids: [pid_t]) -> UInt64 {
        var seen = Set<UInt64>()
        var total: UInt64 = 0
        for pid in pids {
            let folder = "/proc/\(pid)/fd"
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = folder + "/" + name
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
                      target.hasPrefix("/memfd:") || target.hasPrefix("/dev/shm/") else { continue }
                var info = stat()
                guard stat(path, &info) == 0, seen.insert(UInt64(info.st_ino)).inserted else { continue }
                total += UInt64(max(0, info.st_blocks)) / 2   // 512-byte blocks
            }
        }
        return total
    }

    /// The resident memory of `pid` in kilobytes (0 for a zombie) when it is `user`'s; else nil.
    private func memory(of pid: pid_t, user: UInt32) -> UInt64? {
        guard let status = ProcFiles.status(pid, ["Uid:", "VmRSS:"]), status["Uid:"]?.contains(UInt64(user)) == true else { return nil }
        return status["VmRSS:"]?.first ?? 0
    }
}

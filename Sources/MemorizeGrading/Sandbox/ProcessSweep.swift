import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends every process a check started, however detached. A check's process group is killed
/// when it ends, but a child that called `setsid` (or was started by one that did) is in no
/// group of the check's and, without bubblewrap's process namespace, outlived it. Each check
/// runs with a mark of its own in its environment (`variable`), which every process it starts
/// inherits; after the check, any process still carrying the mark is killed. (A process that
/// replaces its whole environment loses the mark: only bubblewrap's namespace holds then.)
enum ProcessSweep {
    static let variable = "MEMORIZE_CHECK_RUN"

    /// A fresh mark for one check's run.
    static func makeMark() -> String { UUID().uuidString }

    /// Kills every process of `user` (a user id of one check's alone, as root): this finds even
    /// a process that dropped the mark with its environment.
    @discardableResult
    static func kill(user: UInt32) -> Int {
        sweep { entry in
            guard let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }) else { return false }
            return line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().contains { $0 == Substring(String(user)) }
        }
    }

    /// Kills the processes whose environment holds `variable=mark`; returns how many there were.
    @discardableResult
    static func kill(marked mark: String) -> Int {
        let needle = Data("\(variable)=\(mark)\0".utf8)
        return sweep { entry in FileManager.default.contents(atPath: "/proc/\(entry)/environ")?.range(of: needle) != nil }
    }

    /// Kills each process (by its /proc entry) that `matches`, a few times over, since one may
    /// start another while the sweep runs.
    private static func sweep(_ matches: (String) -> Bool) -> Int {
        #if os(Linux)
        var killed = 0
        for _ in 0..<3 {
            var found = 0
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry), pid != getpid(), matches(entry) else { continue }
                Glibc.kill(pid, SIGKILL)
                found += 1
            }
            killed += found
            if found == 0 { break }
            usleep(5_000)
        }
        return killed
        #else
        return 0
        #endif
    }
}

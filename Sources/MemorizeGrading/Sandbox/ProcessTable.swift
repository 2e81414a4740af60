import Foundation
import MemorizePlatform

/// The processes of this machine, for finding what a check or a build left running: by
/// parent, by group, by user, and how much memory they hold. Read from /proc where the
/// platform has it (Linux); elsewhere, as on a Mac, from `ps` (`Platform.readsProcFiles`).
struct ProcessTable {
    struct Entry: Equatable {
        let pid: pid_t
        /// "R", "S", … or "Z" for a zombie, which runs nothing.
        let state: String
        let parent: pid_t
        let group: pid_t
        /// The real user id and the resident memory in kilobytes: `ps` gives them with the
        /// rest; from /proc they cost a second file, read only where asked (`ProcFiles.status`).
        var user: UInt32? = nil
        var residentKilobytes: UInt64? = nil
    }

    let entries: [Entry]

    init(platform: any Platform = Platforms.current) {
        entries = platform.readsProcFiles ? Self.fromProcFiles() : Self.fromPS()
    }

    init(entries: [Entry]) { self.entries = entries }

    /// The processes whose real user id is `user` (an entry from /proc has none: read `ProcFiles.userIDs`).
    func pids(ofUser user: UInt32) -> [pid_t] {
        entries.filter { $0.user == user }.map(\.pid)
    }

    /// Every process descended from `root`, however it grouped itself.
    func descendants(of root: pid_t) -> [pid_t] {
        let children = Dictionary(grouping: entries, by: \.parent).mapValues { $0.map(\.pid) }
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            for child in children[next] ?? [] where !found.contains(child) {
                found.append(child)
                frontier.append(child)
            }
        }
        return found
    }

    private static func fromProcFiles() -> [Entry] {
        ProcFiles.pids().compactMap { pid in
            ProcFiles.stat(pid).map { Entry(pid: pid, state: $0.state, parent: $0.parent, group: $0.group) }
        }
    }

    /// The keywords both BSD's `ps` (a Mac's) and Linux's procps know, without headers.
    static let psArguments = ["-A", "-o", "pid=,ppid=,pgid=,uid=,rss=,state="]

    private static func fromPS() -> [Entry] {
        guard let outcome = try? SystemProcessRunner().run(URL(fileURLWithPath: "/bin/ps"), psArguments, in: URL(fileURLWithPath: "/"),
                                                           environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"],
                                                           timeLimit: nil, input: nil, outputLimit: nil),
              outcome.status == 0, !outcome.signaled else { return [] }
        return parse(ps: outcome.output)
    }

    /// `ps`'s lines: pid, parent, group, user id, resident kilobytes, state (its first letter;
    /// a Mac adds flags such as "Ss"). A line that does not read so is left out.
    static func parse(ps output: String) -> [Entry] {
        output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6, let pid = pid_t(fields[0]), let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
                  let user = UInt32(fields[3]), let resident = UInt64(fields[4]), let state = fields[5].first else { return nil }
            return Entry(pid: pid, state: String(state), parent: parent, group: group, user: user, residentKilobytes: resident)
        }
    }
}

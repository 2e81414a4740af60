import Foundation

/// The processes of this machine as /proc lists them (Linux; empty elsewhere): for finding
/// what a check or a build left running, by parent or by group.
struct ProcessTable {
    struct Entry {
        let pid: pid_t
        /// "R", "S", … or "Z" for a zombie, which runs nothing.
        let state: String
        let parent: pid_t
        let group: pid_t
    }

    let entries: [Entry]

    init() {
        #if os(Linux)
        var entries: [Entry] = []
        for pid in ProcFiles.pids() {
            guard let stat = ProcFiles.stat(pid) else { continue }
            entries.append(Entry(pid: pid, state: stat.state, parent: stat.parent, group: stat.group))
        }
        self.entries = entries
        #else
        entries = []
        #endif
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
}

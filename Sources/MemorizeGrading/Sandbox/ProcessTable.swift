import Foundation

/// The processes of this machine as /proc lists them (Linux; empty elsewhere): for finding
/// what a check or a build left running, by parent or by group.
struct ProcessTable {
    struct Entry {
        let pid: pid_t
        /// "R", "S", … or "Z" for a zombie, which runs nothing.
        let state: Substring
        let parent: pid_t
        let group: pid_t
    }

    let entries: [Entry]

    init() {
        #if os(Linux)
        var entries: [Entry] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            // "pid (name) state ppid pgrp …": the name may hold spaces and parentheses.
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { continue }
            entries.append(Entry(pid: pid, state: fields[0], parent: parent, group: group))
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

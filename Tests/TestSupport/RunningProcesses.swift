import Foundation

/// The machine's processes as /proc lists them (Linux), for tests that must see what a child
/// left running.
public enum RunningProcesses {
    /// Process ids whose command line holds `marker` and that are not zombies.
    public static func withCommandLine(containing marker: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
            guard entry.first?.isNumber == true,
                  let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")),
                  String(decoding: command, as: UTF8.self).contains(marker),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
        }
    }

    /// Those of `withCommandLine(containing:)` that descend from this process: what a test's own
    /// runs left, not what other programs on a busy machine are running.
    public static func descendants(withCommandLine marker: String) -> [String] {
        let me = String(getpid())
        return withCommandLine(containing: marker).filter { pid in
            var current = pid
            for _ in 0..<64 {
                guard let stat = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
                      let close = stat.lastIndex(of: ")") else { return false }
                let fields = stat[stat.index(after: close)...].split(separator: " ")
                guard fields.count > 1 else { return false }
                current = String(fields[1])
                if current == me { return true }
                if current == "0" || current == "1" { return false }
            }
            return false
        }
    }
}

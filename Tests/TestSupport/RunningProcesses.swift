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
}

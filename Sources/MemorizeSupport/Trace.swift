import Foundation

/// With `MEMORIZE_COURSE_TRACE` set, each mark prints the milliseconds since the process began
/// and what was reached, to standard error: where a command's time goes, for bench/ and for
/// anyone asking why a check is slow. Costs one environment lookup when unset.
public enum Trace {
    private static let enabled = ProcessInfo.processInfo.environment["MEMORIZE_COURSE_TRACE"] != nil
    private static let start: Double = {
        #if os(Linux)
        // The process's own start, from /proc/self/stat (in clock ticks since boot).
        if let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") {
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 19, let ticks = Double(fields[19]) { return ticks / Double(sysconf(Int32(_SC_CLK_TCK))) }
        }
        #endif
        return ProcessInfo.processInfo.systemUptime
    }()

    public static func mark(_ what: @autoclosure () -> String) {
        guard enabled else { return }
        let milliseconds = (ProcessInfo.processInfo.systemUptime - start) * 1000
        FileHandle.standardError.write(Data("[trace \(Int(milliseconds)) ms] \(what())\n".utf8))
    }
}

import Foundation
import MemorizePlatform

/// With `MEMORIZE_COURSE_TRACE` set, each mark prints the milliseconds since the process began
/// and what was reached, to standard error: where a command's time goes, for bench/ and for
/// anyone asking why a check is slow. Costs one environment lookup when unset.
public enum Trace {
    private static let enabled = ProcessInfo.processInfo.environment["MEMORIZE_COURSE_TRACE"] != nil
    private static let start = Platforms.current.processStart()

    public static func mark(_ what: @autoclosure () -> String) {
        guard enabled else { return }
        let milliseconds = (ProcessInfo.processInfo.systemUptime - start) * 1000
        FileHandle.standardError.write(Data("[trace \(Int(milliseconds)) ms] \(what())\n".utf8))
    }
}

import Foundation
import MemorizePlatform

/// The free space where the tool builds. A build or a run that fails because the disk is full
/// is nobody's code's fault: the grader says so (a tool error, exit 2) instead of "does not
/// compile". Only the disk's own count decides, never what a build printed, which a student's
/// code can word as it likes (`#error("No space left on device")`).
enum DiskSpace {
    /// Below this, a failed build counts as the disk's fault: 256 MB, less than a build needs.
    /// (A variable only so that a test can make any disk "full".)
    nonisolated(unsafe) static var lowBytes: Int64 = 256 << 20

    /// The bytes an unprivileged process may still write on the file system that holds `url`;
    /// nil when the system cannot say.
    static func available(at url: URL) -> Int64? {
        var info = statvfs()
        guard statvfs(url.path, &info) == 0 else { return nil }
        return Int64(info.f_bavail) * Int64(info.f_frsize)
    }

    /// Whether the disk that holds `url` is (nearly) full.
    static func isLow(at url: URL) -> Bool {
        guard let free = available(at: url) else { return false }
        return free < lowBytes
    }
}

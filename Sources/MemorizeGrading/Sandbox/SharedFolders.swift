import Foundation
import MemorizeSupport
import MemorizePlatform

/// Every folder on this machine that any user may write to and reach: where a check's program,
/// run as root without bubblewrap under a user id of its own, can leave files. `/tmp` and its
/// like are known by name, but a folder of mode 1777 below one only its owner may write
/// (`/home/you/shared`) is found only by looking: the file system is walked once per run, in the
/// background while the first tasks build and run, and each task's sweep waits for the walk.
final class SharedFolders: @unchecked Sendable {
    private let walked = DispatchGroup()
    private var found: [String] = []

    /// Starts the walk from `root` on another thread.
    init(root: String = "/") {
        walked.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            let started = Date()
            found = Self.walk(from: root)
            Trace.mark("\(found.count) folders anyone may write to, found in \(Int(Date().timeIntervalSince(started) * 1000)) ms")
            walked.leave()
        }
    }

    /// The folders found, once the walk is over.
    var folders: [String] {
        walked.wait()
        return found
    }

    /// The file systems of the kernel's own, where no program leaves a file and which are large
    /// or endless to walk.
    static let kernelFolders: Set<String> = ["/proc", "/sys"]

    /// Folders below `root` that anyone may write to (mode o+w), reached through folders anyone
    /// may pass through (o+x): a user id with no groups gets no further. Never follows a link.
    static func walk(from root: String) -> [String] {
        var found: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard let stream = opendir(folder) else { continue }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let type = entry.pointee.d_type
                guard type == UInt8(DT_DIR) || type == UInt8(DT_UNKNOWN) else { continue }
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                guard name != ".", name != ".." else { continue }
                let path = folder == "/" ? "/" + name : folder + "/" + name
                guard !kernelFolders.contains(path) else { continue }
                var info = stat()
                guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_mode & 0o001 != 0 else { continue }
                if info.st_mode & 0o002 != 0 { found.append(path) }
                pending.append(path)
            }
        }
        return found.sorted()
    }
}

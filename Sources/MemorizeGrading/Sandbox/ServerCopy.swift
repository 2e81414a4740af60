import Foundation
import MemorizeSupport
import MemorizePlatform

/// Where the student's program (run apart from the checks) is started from: a folder that
/// holds that program alone, so that bubblewrap shows it nothing else of the scratch package.
/// As root without bubblewrap, the program runs as an unused user id that may read only what
/// any user may: the scratch folder may be under a home no other user can enter, so its copy
/// then goes to a private folder of the system's temporary folder, removed when the task ends.
enum ServerCopy {
    static func folder(in temporary: URL, index: Int, sandbox: Sandbox) throws -> URL {
        let manager = FileManager.default
        if sandbox.separatesByUserIDAlone {
            // A temporary folder every user can pass through: TMPDIR may be a folder of root's alone.
            let base = [NSTemporaryDirectory(), "/tmp", "/var/tmp", "/dev/shm"].first(where: enterableByAnyone) ?? NSTemporaryDirectory()
            var template = Array((base + "/memorize-serve-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { throw ToolError("cannot make a folder for the program in \(base)") }
            let path = String(cString: made)
            _ = chmod(path, 0o711)   // entered, not listed, by the program's user
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // What an earlier program left here, however it locked it, is not the next one's problem.
        var folder = temporary.appendingPathComponent("serve-\(index)", isDirectory: true)
        if !LeftFiles.removeTree(folder.path) {
            folder = temporary.appendingPathComponent("serve-\(index)-\(UUID().uuidString)", isDirectory: true)
        }
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Whether any user may pass through `path` and every folder above it.
    static func enterableByAnyone(_ path: String) -> Bool {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            var info = stat()
            guard stat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_mode & 0o001 != 0 else { return false }
            if url.path == "/" { return true }
            url.deleteLastPathComponent()
        }
    }

    /// Copies `server` into `folder`, readable and runnable by anyone; the copy's URL.
    /// The copy is written under the lock children are started with: a child forked while it
    /// was open for writing would hold it open, and running it would fail ("Text file busy").
    static func place(_ server: URL, in folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("Serve")
        ChildProcess.starting.lock()
        defer { ChildProcess.starting.unlock() }
        try FileManager.default.copyItem(at: server, to: copy)
        _ = chmod(copy.path, 0o755)
        return copy
    }

    /// Makes `copy` readable and runnable by `user` alone (as root): a classmate's program, run
    /// as a user id of its own, found it in the listable temporary folder and ran it to answer
    /// the checks for itself (95/95 for a starter).
    static func give(_ copy: URL, to user: UInt32) {
        _ = chown(copy.path, user, user)
        _ = chmod(copy.path, 0o500)
    }

    /// Removes a private folder once its task is over (one in the scratch folder goes with it).
    static func remove(_ folder: URL, in temporary: URL) {
        guard !folder.path.hasPrefix(temporary.path + "/") else { return }
        LeftFiles.removeTree(folder.path)
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files a check's program left where any user may write, as root without bubblewrap: the
/// program ran as a user id of its task's alone (`Sandbox.freshUserID`), so whatever that id
/// owns is the task's, and goes with it. (In bubblewrap those folders are the sandbox's own,
/// in memory; as any other user, the program is that user and its files cannot be told apart.)
enum LeftFiles {
    /// The folders every user may write to on a Linux system, and the temporary folder.
    static var writableByAnyone: [String] {
        ["/tmp", "/var/tmp", "/dev/shm", "/run/lock", "/dev/mqueue", NSTemporaryDirectory()]
    }

    /// Removes what `user` owns in `folders` (and in the folders any user may write below
    /// them, a few levels down); returns how many entries it removed. Never follows a link.
    @discardableResult
    static func remove(ownedBy user: UInt32, in folders: [String] = writableByAnyone) -> Int {
        var removed = 0
        var seen = Set<String>()
        for folder in folders {
            let path = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard seen.insert(path).inserted else { continue }
            removed += sweep(path, user: user, depth: 4)
        }
        return removed
    }

    private static func sweep(_ folder: String, user: UInt32, depth: Int) -> Int {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        var removed = 0
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_uid == user {
                // Its own folder: everything in it is the program's too, or nobody's to keep.
                if (try? FileManager.default.removeItem(atPath: path)) != nil { removed += 1 }
            } else if (info.st_mode & S_IFMT) == S_IFDIR, info.st_mode & 0o002 != 0 {
                removed += sweep(path, user: user, depth: depth - 1)
            }
        }
        return removed
    }
}

import Foundation
import MemorizePlatform

/// Files a check's program left where any user may write, as root without bubblewrap: the
/// program ran as a user id of its task's alone (`Sandbox.freshUserID`), so whatever that id
/// owns is the task's, and goes with it. (In bubblewrap those folders are the sandbox's own,
/// in memory; as any other user, the program is that user and its files cannot be told apart.)
enum LeftFiles {
    /// The folders every user may write to on a Linux system, and the temporary folder.
    /// (POSIX shared memory and message queues are files in /dev/shm and /dev/mqueue.)
    static var writableByAnyone: [String] {
        ["/tmp", "/var/tmp", "/dev/shm", "/run/lock", "/dev/mqueue", NSTemporaryDirectory()]
    }

    /// Removes what `user` owns in the folders any user may write to: those known by name and
    /// `shared`, those a walk of the file system found (and below each, a few levels down);
    /// and the System V objects it made. Returns how many it removed.
    @discardableResult
    static func remove(ownedBy user: UInt32, shared: SharedFolders? = nil) -> Int {
        remove(ownedBy: user, in: writableByAnyone + (shared?.folders ?? [])) + removeSystemVObjects(ownedBy: user)
    }

    /// Removes what `user` owns in `folders` (and in the folders any user may write below
    /// them, a few levels down); returns how many entries it removed. Never follows a link.
    @discardableResult
    static func remove(ownedBy user: UInt32, in folders: [String]) -> Int {
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
                if (try? FileManager.default.removeItem(atPath: path)) != nil || removeDeep(path) { removed += 1 }
            } else if (info.st_mode & S_IFMT) == S_IFDIR, info.st_mode & 0o002 != 0 {
                removed += sweep(path, user: user, depth: depth - 1)
            }
        }
        return removed
    }
}

extension LeftFiles {
    /// Removes `path` with `rm -rf`, which goes down a tree of any depth: a chain of folders
    /// deeper than a path may be long is beyond FileManager (a program left one in /tmp).
    static func removeDeep(_ path: String) -> Bool {
        run(["/bin/rm", "-rf", "--one-file-system", "--", path])
        return !FileManager.default.fileExists(atPath: path)
    }

    /// Removes a folder a program ran in, and all it made there, as its own user: FileManager
    /// first; what that cannot remove, a folder of mode 000 (rt18b: every later task on the
    /// same scratch package was then "not graded", a classmate's too) or a chain deeper than a
    /// path may be long (rt18b, in /tmp as root), `chmod -R u+rwx` and `rm -rf` can: they go
    /// down a tree of any depth, and follow no link. True when nothing is left.
    @discardableResult
    static func removeTree(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return true }
        if (try? FileManager.default.removeItem(atPath: path)) != nil { return true }
        if (info.st_mode & S_IFMT) == S_IFDIR { run(["/bin/chmod", "-R", "u+rwx", "--", path]) }
        run(["/bin/rm", "-rf", "--", path])
        return lstat(path, &info) != 0
    }

    /// Runs a system program to its end, as the runner's own child, so that no sweep of orphans takes it for one.
    private static func run(_ arguments: [String]) {
        guard let process = try? SystemProcessRunner.start(arguments, environment: ["PATH": "/usr/bin:/bin"], input: nil, ownProcessGroup: false,
                                                           name: URL(fileURLWithPath: arguments[0]).lastPathComponent) else { return }
        _ = process.wait()
        ProcessSweep.live.remove(process.pid)
    }

    /// Removes the System V shared memory segments, message queues and semaphore sets that
    /// `user` made or owns: they outlive every process and are in no folder. Returns how many.
    @discardableResult
    static func removeSystemVObjects(ownedBy user: UInt32) -> Int {
        guard Platforms.current.readsProcFiles else { return 0 }   // the tables are /proc's
        let removals: [(table: String, remove: (Int32) -> Int32)] = [
            ("shm", { shmctl($0, IPC_RMID, nil) }),
            ("msg", { msgctl($0, IPC_RMID, nil) }),
            ("sem", { Platforms.current.removeSemaphoreSet($0) }),
        ]
        return removals.reduce(0) { count, kind in
            count + systemVObjects(in: "/proc/sysvipc/\(kind.table)", ownedBy: user).filter { kind.remove($0) == 0 }.count
        }
    }

    /// The ids in one of the kernel's System V tables (`/proc/sysvipc/shm`, `msg`, `sem`) whose
    /// owner or maker is `user`. Its columns are named by its first line; the id is the second.
    static func systemVObjects(in table: String, ownedBy user: UInt32) -> [Int32] {
        guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { return [] }
        let rows = text.split(separator: "\n").map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
        guard let header = rows.first, let owner = header.firstIndex(of: "uid"), let maker = header.firstIndex(of: "cuid") else { return [] }
        return rows.dropFirst().compactMap { row in
            guard row.count > max(owner, maker), row[owner] == "\(user)" || row[maker] == "\(user)" else { return nil }
            return Int32(row[1])
        }
    }
}

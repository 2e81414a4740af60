import Foundation
import MemorizeSupport

/// Writing a scratch package's files so that its builds stay incremental: a file is rewritten
/// only when its bytes change, and a rewrite that SwiftPM will see waits out the driver's
/// one-second timestamps (`rewriteGate`).
enum ScratchFiles {
    /// Writes `files` (paths below `folder`) whose bytes differ, or all of them when `force`;
    /// with `removingOthers`, removes the other Swift files there. `rewrite` is called before
    /// anything changes. Returns whether any file was written or removed.
    @discardableResult
    static func sync(_ files: [(String, Data)], into folder: URL, removingOthers: Bool = true, force: Bool = false,
                     before rewrite: () -> Void) throws -> Bool {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let wanted = Set(files.map(\.0))
        var changed = false
        if removingOthers, let existing = manager.enumerator(atPath: folder.path) {
            for case let path as String in existing where path.hasSuffix(".swift") && !wanted.contains(path) {
                rewrite()
                try manager.removeItem(at: folder.appendingPathComponent(path))
                changed = true
            }
        }
        if removingOthers, removeEmptyFolders(below: folder) { changed = true }
        for (path, data) in files {
            let target = folder.appendingPathComponent(path)
            if !force && manager.contents(atPath: target.path) == data { continue }
            rewrite()
            // A folder where this file goes (one submission's `Game.swift/` folder, say) is the
            // scratch package's own leftover: it goes, or every later file of that name could not be written.
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: target.path, isDirectory: &isFolder), isFolder.boolValue { try manager.removeItem(at: target) }
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target, options: .atomic)
            changed = true
        }
        return changed
    }

    /// Removes the folders below `folder` that hold nothing, deepest first (what removing a
    /// submission's files left); whether any went.
    static func removeEmptyFolders(below folder: URL) -> Bool {
        let manager = FileManager.default
        guard let entries = manager.enumerator(atPath: folder.path) else { return false }
        var folders: [String] = []
        for case let path as String in entries {
            var isFolder: ObjCBool = false
            if manager.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), isFolder.boolValue { folders.append(path) }
        }
        var removed = false
        for path in folders.sorted(by: { $0.count > $1.count }) {
            let url = folder.appendingPathComponent(path)
            if (try? manager.contentsOfDirectory(atPath: url.path))?.isEmpty == true, (try? manager.removeItem(at: url)) != nil { removed = true }
        }
        return removed
    }

    /// Whether writing `files` into `folder` (as `sync` would, removing others) would change
    /// anything, leaving aside the Swift files below `skipping` (a subfolder's own files).
    static func differ(_ files: [(String, Data)], in folder: URL, skipping: String? = nil) -> Bool {
        let manager = FileManager.default
        if let existing = manager.enumerator(atPath: folder.path) {
            let wanted = Set(files.map(\.0))
            for case let path as String in existing where path.hasSuffix(".swift") && !wanted.contains(path) {
                if let skipping, path.hasPrefix(skipping + "/") { continue }
                return true
            }
        }
        return files.contains { manager.contents(atPath: folder.appendingPathComponent($0.0).path) != $0.1 }
    }

    /// SHA-256 over paths and contents: what one set of sources is known by. (A 64-bit FNV-1a
    /// hash let a student's files pass for others', the reference solution's among them.)
    static func digest(_ files: [(String, Data)]) -> String { SHA256.digest(files) }

    /// The digest of one file's bytes, or nil when it cannot be read.
    static func digest(of url: URL) -> String? {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
        var hash = FNV1a()
        hash.add(data)
        return hash.text
    }

    /// A little over the one-second resolution of the driver's timestamps.
    static let timestampResolution = 1.05

    /// Records that a SwiftPM build is starting; `rewriteGate` keeps later rewrites a second clear of it.
    static func markBuildStart(_ package: ScratchPackage) {
        try? Data("\(Date().timeIntervalSince1970)".utf8).write(to: package.directory.appendingPathComponent(".last-build-start"))
    }

    /// What to call before the first rewrite SwiftPM will see. The Swift driver's incremental
    /// build compares timestamps to the second: a file rewritten within a second of the previous
    /// build's start can be taken as unchanged, and the previous submission gets graded
    /// (measured: 3 stale builds in 12 quick swaps). So it waits, once, until the last build
    /// began at least that long ago, and does nothing after.
    static func rewriteGate(_ package: ScratchPackage) -> () -> Void {
        var waited = false
        return {
            guard !waited else { return }
            waited = true
            guard let data = FileManager.default.contents(atPath: package.directory.appendingPathComponent(".last-build-start").path),
                  let seconds = Double(String(decoding: data, as: UTF8.self)) else { return }
            let elapsed = Date().timeIntervalSince(Date(timeIntervalSince1970: seconds))
            if elapsed >= 0 && elapsed < timestampResolution { Thread.sleep(forTimeInterval: timestampResolution - elapsed) }
        }
    }
}

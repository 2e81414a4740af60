import Foundation
import MemorizeSupport

/// What `install` wrote under a prefix, kept in `PREFIX/share/memorize-course/install.json`:
/// the course folder the installed binary belongs to, each file written with a digest of its
/// bytes, and the folders install had to create. `uninstall` removes only those files, and
/// only while they are as install left them; the course path is how the installed binary,
/// run from anywhere, finds its lessons and exercises.
struct InstallRecord: Codable, Equatable {
    /// The record's place under the prefix.
    static let relativePath = "share/memorize-course/install.json"
    static let formatVersion = 1

    /// One file install wrote, relative to the prefix.
    struct File: Codable, Equatable {
        var path: String
        var digest: String
    }

    var format = InstallRecord.formatVersion
    /// The course folder (with Lessons/ and Exercises/) the binary was built from.
    var course: String
    var files: [File]
    /// Folders under the prefix that install created, deepest first: removed when empty.
    var createdFolders: [String]

    /// The record under `prefix`, or nil when there is none or it cannot be read as one.
    static func read(prefix: URL) -> InstallRecord? {
        guard let data = FileManager.default.contents(atPath: prefix.appendingPathComponent(relativePath).path),
              let record = try? JSONDecoder().decode(InstallRecord.self, from: data),
              record.format == formatVersion else { return nil }
        return record
    }

    func write(prefix: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try InstallFiles.replace(prefix.appendingPathComponent(Self.relativePath), with: encoder.encode(self), executable: false)
    }

    /// Whether `path` (relative to the prefix) is a file this record wrote, unchanged since.
    func wrote(_ path: String, prefix: URL) -> Bool {
        guard let entry = files.first(where: { $0.path == path }) else { return false }
        return InstallFiles.digest(of: prefix.appendingPathComponent(path)) == entry.digest
    }

    /// The course recorded beside an installed binary (`PREFIX/bin/memorize-course` reads
    /// `PREFIX/share/memorize-course/install.json`), if there is such a record.
    static func course(besideExecutable executable: URL) -> URL? {
        let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: prefix.appendingPathComponent(relativePath).path) else { return nil }
        return read(prefix: prefix).map { URL(fileURLWithPath: $0.course, isDirectory: true) }
    }
}

/// File operations install and uninstall share.
enum InstallFiles {
    /// A digest of a file's bytes (64-bit FNV-1a and the length): enough to tell whether a
    /// file is still the one install wrote. Nil when it cannot be read.
    static func digest(of url: URL) -> String? {
        guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        var hash = FNV1a()
        hash.add(data)
        return "fnv1a64:\(hash.text):\(data.count)"
    }

    /// Writes `data` beside `url` and renames it over `url`, so a running binary being
    /// replaced keeps running and a reader never sees half a file.
    static func replace(_ url: URL, with data: Data, executable: Bool) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).install-\(UUID().uuidString)")
        do {
            try data.write(to: temporary)
            try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: temporary.path)
            if rename(temporary.path, url.path) != 0 {
                throw ToolError("cannot write \(url.path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if let error = error as? ToolError { throw error }
            throw ToolError("cannot write \(url.path): \(FoundationErrorWords.reason(error))")
        }
    }

    /// Creates `folder` and any missing parents, returning those it created (deepest first),
    /// relative to `prefix`.
    static func createFolder(_ folder: URL, under prefix: URL) throws -> [String] {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot create \(folder.path): \(FoundationErrorWords.reason(error)); choose another --prefix")
        }
        let base = prefix.standardizedFileURL.path + "/"
        return missing.map(\.path).filter { $0.hasPrefix(base) }.map { String($0.dropFirst(base.count)) }
    }
}

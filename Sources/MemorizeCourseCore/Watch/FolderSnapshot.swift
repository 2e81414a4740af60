import Foundation

/// The Swift files of a folder with their sizes and modification times: two snapshots differ
/// when a file was saved, added, renamed or removed. Polling snapshots works on every file
/// system, network and virtual ones included, where change notifications often do not.
public struct FolderSnapshot: Equatable, Sendable {
    public struct Stamp: Equatable, Sendable {
        let size: Int
        let modified: Date?
    }

    public let files: [String: Stamp]

    public init(files: [String: Stamp]) { self.files = files }

    public static func take(_ folder: URL) -> FolderSnapshot {
        let manager = FileManager.default
        var files: [String: Stamp] = [:]
        guard let enumerator = manager.enumerator(atPath: folder.path) else { return FolderSnapshot(files: [:]) }
        for case let path as String in enumerator where path.hasSuffix(".swift") && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let attributes = try? manager.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            files[path] = Stamp(size: (attributes?[.size] as? NSNumber)?.intValue ?? -1, modified: attributes?[.modificationDate] as? Date)
        }
        return FolderSnapshot(files: files)
    }
}

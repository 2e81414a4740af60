import Foundation
import MemorizeSupport

/// A Swift file taken from a student's folder (or the starter, solution, checks).
public struct SourceFile: Equatable, Sendable {
    /// The path below the folder it came from, e.g. `Model/MemoryGame.swift`.
    public let relativePath: String
    /// Where it lives: compiler errors are shown here, never at the scratch copy.
    public let original: URL
    public let contents: Data

    /// Every `.swift` file under `folder`, skipping hidden folders, build folders, folders
    /// `skippingFolders` names and `Package.swift`. Only reads; never changes a file.
    public static func collect(from folder: URL, skippingFolders: (String) -> Bool = { _ in false }) throws -> [SourceFile] {
        try collectChecked(from: folder, skippingFolders: skippingFolders).files
    }

    /// The most a graded Swift file may hold, and all of them together: a Model or ViewModel
    /// is a few KB, and the compiler would take minutes and gigabytes over a 200 MB one.
    public static let fileSizeLimit = 1 << 20
    public static let submissionSizeLimit = 4 << 20
    /// The most Swift files a submission may have: a whole Xcode project has tens, and each
    /// file is an argument to the compiler (20,000 once overflowed its command line).
    public static let fileCountLimit = 1000

    /// `collect`, with what it would not read: links (a link to the reference solution or to a
    /// classmate's files is not the student's work), FIFOs and devices, each with its reason.
    /// A file over `fileSizeLimit`, or files over `submissionSizeLimit` together, are refused
    /// with their size before any is read.
    public static func collectChecked(from folder: URL, skippingFolders: (String) -> Bool = { _ in false }) throws
        -> (files: [SourceFile], notFollowed: [(path: String, reason: String)]) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GradingError(.notAFolder(path: folder.path))
        }
        var found: [(path: String, url: URL)] = []
        var notFollowed: [(path: String, reason: String)] = []
        var total = 0
        var fileCount = 0
        func walk(_ directory: URL, prefix: String) throws {
            for name in try manager.contentsOfDirectory(atPath: directory.path).sorted() {
                if name.hasPrefix(".") || name.hasPrefix(".build") { continue }
                let url = directory.appendingPathComponent(name)
                let attributes = (try? manager.attributesOfItem(atPath: url.path)) ?? [:]   // not following links
                let type = attributes[.type] as? FileAttributeType
                if type == .typeDirectory {
                    if skippingFolders(name) { continue }
                    try walk(url, prefix: prefix + name + "/")
                } else if name.hasSuffix(".swift") && name != "Package.swift" {
                    // A name that prints as something else (a line break, an escape, a direction
                    // mark), the file's or a folder's it is in, would reach every message and
                    // report that names the file (rt18a: a left-out View's folder wrote lines of
                    // its own into Gradescope's output): refused.
                    if PrintableText.line(prefix + name) != prefix + name {
                        throw GradingError(.unprintableFileName(path: PrintableText.line(prefix + name)))
                    }
                    guard type == .typeRegular else {
                        notFollowed.append((prefix + name, type == .typeSymbolicLink ? "a link to another file: not followed" : "not a regular file"))
                        continue
                    }
                    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
                    if size > fileSizeLimit {
                        throw GradingError(.fileTooLarge(path: prefix + name, bytes: size, limit: fileSizeLimit))
                    }
                    total += size
                    found.append((prefix + name, url))
                    fileCount += 1
                } else if type == .typeSymbolicLink, !name.contains(".") {
                    notFollowed.append((PrintableText.line(prefix + name + "/"), "a link to another folder: not followed"))
                }
            }
        }
        try walk(folder, prefix: "")
        if fileCount > fileCountLimit {
            throw GradingError(.tooManyFiles(folder: folder.lastPathComponent, count: fileCount, limit: fileCountLimit))
        }
        if total > submissionSizeLimit {
            throw GradingError(.submissionTooLarge(folder: folder.lastPathComponent, bytes: total, limit: submissionSizeLimit))
        }
        let files = try found.map { entry in
            guard let data = manager.contents(atPath: entry.url.path) else { throw ToolError("cannot read \(entry.url.path)") }
            return SourceFile(relativePath: entry.path, original: entry.url, contents: data)
        }
        return (files, notFollowed)
    }
}

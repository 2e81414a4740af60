import Foundation

/// Files Xcode does not build. A project folder often keeps Swift files that are in no target
/// (an old `ContentView.swift`, an `Extensions.swift` removed from the project but not deleted):
/// Xcode never compiles them, so neither does the grader. A classic project lists every file
/// it builds by name in `project.pbxproj`; a file it does not name is in no target. A project
/// that lists no Swift file at all (Xcode 16's folders synchronized with the disk) builds every
/// file in its folders, so nothing is left out for it.
extension SubmissionSelection {
    /// For each file (by relative path) that its Xcode project does not name, the reason.
    static func notInXcodeProject(_ files: [SourceFile], folder: URL) -> [String: String] {
        var projects: [String: String?] = [:]   // project folder → its project files' text, nil when it names no Swift file
        var reasons: [String: String] = [:]
        for file in files {
            let project = projectFolder(of: file, in: folder)
            if projects[project] == nil { projects[project] = listing(in: project.isEmpty ? folder : folder.appendingPathComponent(project)) }
            guard let text = projects[project] ?? nil else { continue }
            let name = (file.relativePath as NSString).lastPathComponent
            if !names(text, name) {
                reasons[file.relativePath] = "in no target of the Xcode project (its project.pbxproj does not name it)"
            }
        }
        return reasons
    }

    /// Whether the project's text names the file `name` itself: `Theme.swift` is not named
    /// by `GameTheme.swift`.
    static func names(_ text: String, _ name: String) -> Bool {
        var start = text.startIndex
        while let range = text.range(of: name, range: start..<text.endIndex) {
            if range.lowerBound == text.startIndex || " \t\"/=(".contains(text[text.index(before: range.lowerBound)]) { return true }
            start = range.upperBound
        }
        return false
    }

    /// The text of the `project.pbxproj` files directly in `folder`'s `.xcodeproj` folders, when
    /// they name Swift files one by one; nil otherwise.
    static func listing(in folder: URL) -> String? {
        let manager = FileManager.default
        let projects = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        let text = projects.compactMap { projectFile(folder.appendingPathComponent($0).appendingPathComponent("project.pbxproj")) }
            .map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
        guard text.contains(".swift"), !text.contains("PBXFileSystemSynchronizedRootGroup") else { return nil }
        return text
    }

    /// The most of a `project.pbxproj` read: a large app's is a few megabytes, a student's far less.
    static let projectFileLimit = 16 << 20

    /// A project file's bytes, or nil when it cannot be read or is larger than any real one
    /// (it then leaves nothing out). Read with a bound, never whole: a sparse file of
    /// gigabytes costs nothing to hand in.
    static func projectFile(_ file: URL) -> Data? {
        guard (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,   // never a pipe or a device
              let handle = try? FileHandle(forReadingFrom: file) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: projectFileLimit + 1), data.count <= projectFileLimit else { return nil }
        return data
    }
}

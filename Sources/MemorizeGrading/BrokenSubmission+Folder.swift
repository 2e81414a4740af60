import Foundation
import MemorizeSupport

/// The folder form of a broken submission, as instructors naturally write one: `broken/NAME/`
/// holds whole Swift files, only those that differ from the solution (each under the
/// solution's file name; the rest are taken from `solution/`), and `broken.json`, which says
/// what it fails: `{"description": "…", "fails": ["task-2"]}`.
extension BrokenSubmission {
    /// The name of the folder form's manifest.
    public static let folderManifest = "broken.json"

    struct FolderFile: Codable, KeyedFile {
        var description: String
        var fails: [String]

        enum CodingKeys: String, CodingKey, CaseIterable { case description, fails }
        static var keys: [String] { CodingKeys.allCases.map(\.stringValue) }
    }

    static func load(folder: URL, exercise: Exercise) throws -> BrokenSubmission {
        let manager = FileManager.default
        let name = folder.lastPathComponent
        let display = "Exercises/\(exercise.id)/broken/\(name)"
        let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        guard !entries.isEmpty else {
            throw ToolError("\(display)/ is empty: put in it the .swift files that differ from the solution and a \(folderManifest) "
                + "saying what they fail, or delete the folder")
        }
        let solution = ((try? manager.contentsOfDirectory(atPath: exercise.solution.path)) ?? []).filter { $0.hasSuffix(".swift") }
        var files: [String: String] = [:]
        for entry in entries where entry != folderManifest {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw ToolError("\(display)/\(entry)/ is a folder; a broken submission's folder holds only \(folderManifest) "
                    + "and .swift files named as in solution/: move the files up")
            }
            guard entry.hasSuffix(".swift") else {
                throw ToolError("\(display)/\(entry): " + (entry.hasSuffix(".json")
                    ? "the folder's manifest is called \(folderManifest); rename it"
                    : "is not a .swift file; a broken submission's folder holds only \(folderManifest) and .swift files: "
                        + "remove it (say what the submission is about in its \"description\")"))
            }
            if !solution.contains(entry), let same = solution.first(where: { $0.lowercased() == entry.lowercased() }) {
                throw ToolError("\(display)/\(entry): solution/ calls this file \(same); name it exactly so, to replace it")
            }
            guard let data = manager.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                throw ToolError("\(display)/\(entry): cannot be read as UTF-8 text")
            }
            files[entry] = text
        }
        guard entries.contains(folderManifest) else {
            throw ToolError("\(display)/ has no \(folderManifest): add one saying what it fails, "
                + "e.g. {\"description\": \"what is wrong\", \"fails\": [\"\(exercise.manifest.automatedRequirements.first?.id ?? "task-1")\"]}")
        }
        guard !files.isEmpty else {
            throw ToolError("\(display)/ has no .swift files: add the files that differ from the solution, each under the solution's file name")
        }
        let manifestDisplay = "\(display)/\(folderManifest)"
        let manifest = try decode(FolderFile.self, from: folder.appendingPathComponent(folderManifest), display: manifestDisplay,
                                  what: "a broken submission's \(folderManifest)")
        try checkFails(manifest.fails, display: manifestDisplay, exercise: exercise)
        let unchanged = files.allSatisfy { name, text in
            (try? String(contentsOf: exercise.solution.appendingPathComponent(name), encoding: .utf8)) == text
        }
        guard !unchanged else {
            throw ToolError("\(display)/: its .swift files are the same as the solution's, so it breaks nothing: put the mistake in them")
        }
        return BrokenSubmission(name: name, description: manifest.description, fails: manifest.fails, edits: [],
                                files: files, displayPath: "\(display)/")
    }
}

extension Exercise {
    /// The deliberately broken submissions, `broken/NAME.json` and `broken/NAME/` alike, sorted
    /// by name. A name used by both forms is an error: `validate` would show two of one name.
    public func brokenSubmissions() throws -> [BrokenSubmission] {
        let manager = FileManager.default
        var found: [(name: String, url: URL, isFolder: Bool)] = []
        for entry in (try? manager.contentsOfDirectory(atPath: broken.path)) ?? [] where !entry.hasPrefix(".") {
            let url = broken.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                found.append((entry, url, true))
            } else if entry.hasSuffix(".json") {
                found.append((String(entry.dropLast(".json".count)), url, false))
            }
        }
        let names = Dictionary(grouping: found, by: \.name)
        if let twice = names.keys.sorted().first(where: { names[$0]!.count > 1 }) {
            throw ToolError("Exercises/\(id)/broken/\(twice).json and broken/\(twice)/ are both a broken submission called \(twice): "
                + "rename one, or delete the one you no longer use")
        }
        return try found.sorted { $0.name < $1.name }.map { entry in
            try entry.isFolder ? BrokenSubmission.load(folder: entry.url, exercise: self) : BrokenSubmission.load(from: entry.url, exercise: self)
        }
    }
}

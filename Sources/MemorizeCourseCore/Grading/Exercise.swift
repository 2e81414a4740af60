import Foundation

/// An exercise folder under Exercises/: instructions, starter, solution, checks, contract,
/// broken submissions and the manifest. Instructors add one without touching the tool.
public struct Exercise: Sendable {
    public let folder: URL
    public let manifest: ExerciseManifest

    public var id: String { manifest.id }
    public var title: String { manifest.title }
    public var instructions: URL { folder.appendingPathComponent("instructions.md") }
    public var starter: URL { folder.appendingPathComponent("starter", isDirectory: true) }
    public var solution: URL { folder.appendingPathComponent("solution", isDirectory: true) }
    public var checks: URL { folder.appendingPathComponent("checks", isDirectory: true) }
    public var contract: URL { folder.appendingPathComponent("contract", isDirectory: true) }
    public var broken: URL { folder.appendingPathComponent("broken", isDirectory: true) }

    /// Where a student's working copy of this exercise lives in the course folder.
    public func workingCopy(in root: CourseRoot) -> URL {
        root.url.appendingPathComponent("Work", isDirectory: true).appendingPathComponent(id, isDirectory: true)
    }

    /// The deliberately broken submissions, sorted by name.
    public func brokenSubmissions() throws -> [BrokenSubmission] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: broken.path)) ?? []
        return try files.filter { $0.hasSuffix(".json") }.sorted().map { name in
            try BrokenSubmission.load(from: broken.appendingPathComponent(name), exercise: self)
        }
    }
}

/// Every exercise in a course folder, found from `Exercises/*/exercise.json`.
public struct ExerciseCatalog: Sendable {
    public let exercises: [Exercise]

    public static func load(from root: CourseRoot) throws -> ExerciseCatalog {
        let manager = FileManager.default
        let entries = ((try? manager.contentsOfDirectory(atPath: root.exercises.path)) ?? []).sorted()
        var exercises: [Exercise] = []
        for entry in entries where !entry.hasPrefix(".") {
            let folder = root.exercises.appendingPathComponent(entry, isDirectory: true)
            let manifestFile = folder.appendingPathComponent("exercise.json")
            guard manager.fileExists(atPath: manifestFile.path) else { continue }
            let display = "Exercises/\(entry)/exercise.json"
            guard let data = manager.contents(atPath: manifestFile.path) else { throw ToolError("cannot read \(display)") }
            let manifest = try ExerciseManifest.load(data, displayPath: display, folderName: entry)
            exercises.append(Exercise(folder: folder, manifest: manifest))
        }
        return ExerciseCatalog(exercises: exercises)
    }

    /// The exercise with this id, or a usage error naming the ones that exist.
    public func exercise(_ id: String) throws -> Exercise {
        if let exercise = exercises.first(where: { $0.id == id }) { return exercise }
        let ids = exercises.map(\.id)
        if let guess = Suggestion.closest(to: id, among: ids) {
            throw UsageError("no exercise '\(id)'", hint: "did you mean '\(guess)'? ('memorize-course exercises' lists them)")
        }
        let known = exercises.isEmpty ? "there are none in Exercises/" : "exercises are \(ids.joined(separator: ", "))"
        throw UsageError("no exercise '\(id)'; \(known)")
    }
}

/// A deliberately broken submission: the reference solution with a few text edits, and
/// the requirements it must fail. `validate` proves every check can fail.
public struct BrokenSubmission: Sendable {
    public struct Edit: Codable, Sendable {
        public var file: String
        public var find: String
        public var replace: String
    }

    struct File: Codable {
        var description: String
        var fails: [String]
        var edits: [Edit]
    }

    public let name: String
    public let description: String
    public let fails: [String]
    public let edits: [Edit]
    let displayPath: String

    static func load(from url: URL, exercise: Exercise) throws -> BrokenSubmission {
        let name = url.deletingPathExtension().lastPathComponent
        let display = "Exercises/\(exercise.id)/broken/\(url.lastPathComponent)"
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ToolError("cannot read \(display)") }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw ToolError("\(display): \(ExerciseManifest.describe(error))")
        }
        let automated = Set(exercise.manifest.automatedRequirements.map(\.id))
        guard !file.fails.isEmpty else { throw ToolError("\(display): \"fails\" must name at least one requirement") }
        for id in file.fails where !automated.contains(id) {
            throw ToolError("\(display): \"fails\" names \(id), which is not an automated requirement of \(exercise.id)")
        }
        guard !file.edits.isEmpty else { throw ToolError("\(display): has no edits") }
        return BrokenSubmission(name: name, description: file.description, fails: file.fails, edits: file.edits, displayPath: display)
    }

    /// Writes the solution with this submission's edits into `directory`.
    public func materialize(solution: URL, into directory: URL) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: directory)
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var files: [String: String] = [:]
        for name in try manager.contentsOfDirectory(atPath: solution.path) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: solution.appendingPathComponent(name), encoding: .utf8)
        }
        for (index, edit) in edits.enumerated() {
            guard let text = files[edit.file] else {
                throw ToolError("\(displayPath): edits[\(index)] names \(edit.file), which is not in the solution")
            }
            let occurrences = text.components(separatedBy: edit.find).count - 1
            guard occurrences == 1 else {
                throw ToolError("\(displayPath): edits[\(index)]: the text to find occurs \(occurrences) times in solution/\(edit.file); it must occur once")
            }
            files[edit.file] = text.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }
}

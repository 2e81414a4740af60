import Foundation
import MemorizeSupport

/// A deliberately broken submission: the reference solution with a mistake in it, and the
/// requirements it must fail. `validate` proves every check can fail with them. It is written
/// either as `broken/NAME.json`, text edits of the solution, or as a folder `broken/NAME/` of
/// whole files (see `BrokenSubmission+Folder.swift`); both are graded the same way.
public struct BrokenSubmission: Sendable {
    public struct Edit: Codable, Sendable {
        public var file: String
        public var find: String
        public var replace: String

        enum CodingKeys: String, CodingKey, CaseIterable { case file, find, replace }
    }

    struct File: Codable {
        var description: String
        var fails: [String]
        var edits: [Edit]

        enum CodingKeys: String, CodingKey, CaseIterable { case description, fails, edits }
    }

    public let name: String
    public let description: String
    public let fails: [String]
    /// Text edits of the solution (the `broken/NAME.json` form).
    public let edits: [Edit]
    /// Whole files by name, each replacing the solution's file of that name or joining them
    /// (the `broken/NAME/` form).
    public var files: [String: String] = [:]
    let displayPath: String

    static func load(from url: URL, exercise: Exercise) throws -> BrokenSubmission {
        let name = url.deletingPathExtension().lastPathComponent
        let display = "Exercises/\(exercise.id)/broken/\(url.lastPathComponent)"
        let file = try decode(File.self, from: url, display: display, what: "a broken submission's file")
        try checkFails(file.fails, display: display, exercise: exercise)
        guard !file.edits.isEmpty else { throw ToolError("\(display): has no edits") }
        return BrokenSubmission(name: name, description: file.description, fails: file.fails, edits: file.edits, displayPath: display)
    }

    /// Reads a small JSON file of the broken submission, naming its syntax errors by line and
    /// column and its unknown keys (and those of its edits) with a did-you-mean.
    static func decode<T: Decodable & KeyedFile>(_ type: T.Type, from url: URL, display: String, what: String) throws -> T {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw ToolError("cannot read \(display)") }
        if let problem = JSONSyntax.firstProblem(in: Array(data)) {
            throw ToolError("\(display):\(problem.line):\(problem.column): not valid JSON: \(problem.message)")
        }
        if let object = JSONKeys.object(data) {
            if let problem = JSONKeys.unknown(in: object, known: T.keys, what: what) { throw ToolError("\(display): \(problem)") }
            for (index, element) in ((object["edits"] as? [Any]) ?? []).enumerated() {
                guard let edit = element as? [String: Any],
                      let problem = JSONKeys.unknown(in: edit, known: Edit.CodingKeys.allCases.map(\.stringValue), what: "an edit") else { continue }
                throw ToolError("\(display): edits[\(index)]: \(problem)")
            }
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw ToolError("\(display): \(ExerciseManifest.describe(error))")
        }
    }

    /// `fails` must name automated requirements of the exercise, at least one.
    static func checkFails(_ fails: [String], display: String, exercise: Exercise) throws {
        let automated = exercise.manifest.automatedRequirements.map(\.id)
        guard !fails.isEmpty else { throw ToolError("\(display): \"fails\" must name at least one requirement") }
        for id in fails where !automated.contains(id) {
            if exercise.manifest.requirements.contains(where: { $0.id == id }) {
                throw ToolError("\(display): \"fails\" names \(id), which a person grades (it is \"manual\"), so no submission can fail it; remove it")
            }
            let known = "(the automated requirements are \(automated.joined(separator: ", ")))"
            throw ToolError("\(display): \"fails\" names \(id), which is not an automated requirement of \(exercise.id)"
                + (Suggestion.closest(to: id, among: automated).map { "; did you mean \($0)? \(known)" } ?? " \(known)"))
        }
    }

    /// Writes the solution with this submission's edits, or its whole files, into `directory`.
    public func materialize(solution: URL, into directory: URL) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: directory)
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        var texts: [String: String] = [:]
        for name in try manager.contentsOfDirectory(atPath: solution.path) where name.hasSuffix(".swift") {
            texts[name] = try String(contentsOf: solution.appendingPathComponent(name), encoding: .utf8)
        }
        texts.merge(files) { _, whole in whole }
        for (index, edit) in edits.enumerated() {
            guard let text = texts[edit.file] else {
                throw ToolError("\(displayPath): edits[\(index)] names \(edit.file), which is not in the solution")
            }
            let occurrences = text.components(separatedBy: edit.find).count - 1
            guard occurrences == 1 else {
                throw ToolError("\(displayPath): edits[\(index)]: the text to find occurs \(occurrences) times in solution/\(edit.file); it must occur once")
            }
            texts[edit.file] = text.replacingOccurrences(of: edit.find, with: edit.replace)
        }
        for (name, text) in texts {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }
}

/// A JSON file whose keys are checked before decoding.
protocol KeyedFile {
    static var keys: [String] { get }
}

extension BrokenSubmission.File: KeyedFile {
    static var keys: [String] { CodingKeys.allCases.map(\.stringValue) }
}

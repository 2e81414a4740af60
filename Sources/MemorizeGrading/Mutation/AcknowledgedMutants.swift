import Foundation
import MemorizeSupport

/// `mutants.json` in an exercise folder: the surviving mutants an instructor has looked at and
/// judged unable to change what the code does (an equivalent mutant), each with the reason.
///
///     {"acknowledged": [
///       {"file": "MemoryGame.swift", "code": "for pairIndex in 0..<max(0, numberOfPairsOfCards) {",
///        "change": "`max` → `min`", "why": "…"}
///     ]}
///
/// A mutant is named by its file, the code of its line and the change, not by line number,
/// so that editing the solution elsewhere does not lose the acknowledgement.
public struct AcknowledgedMutants: Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var file: String
        public var code: String
        public var change: String
        public var why: String

        public func matches(_ mutant: Mutant) -> Bool {
            file == mutant.file && code.trimmed == mutant.code && change == mutant.change
        }
    }

    public var entries: [Entry]

    public static let fileName = "mutants.json"

    /// The exercise's acknowledgements; none when it has no `mutants.json`.
    public static func load(for exercise: Exercise) throws -> AcknowledgedMutants {
        let file = exercise.folder.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path) else { return AcknowledgedMutants(entries: []) }
        let display = "Exercises/\(exercise.id)/\(fileName)"
        if let problem = JSONSyntax.firstProblem(in: Array(data)) {
            throw ToolError("\(display):\(problem.line):\(problem.column): not valid JSON: \(problem.message)")
        }
        struct Contents: Decodable { var acknowledged: [Entry] }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw ToolError("\(display): \(ExerciseManifest.describe(error)); each entry needs \"file\", \"code\", \"change\" and \"why\"")
        }
        for (index, entry) in contents.acknowledged.enumerated() where entry.why.trimmed.isEmpty {
            throw ToolError("\(display): acknowledged[\(index)] (\(entry.file): \(entry.change)) has no \"why\": say why it cannot change what the code does")
        }
        return AcknowledgedMutants(entries: contents.acknowledged)
    }

    public func entry(for mutant: Mutant) -> Entry? { entries.first { $0.matches(mutant) } }

    /// The entry to paste into `mutants.json` for a survivor, as one line of JSON.
    public static func snippet(for mutant: Mutant) -> String {
        let entry = Entry(file: mutant.file, code: mutant.code, change: mutant.change, why: "…why it cannot change behaviour…")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(entry)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

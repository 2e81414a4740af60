import Foundation
import MemorizeSupport

/// `exercise.json`: what an exercise grades. Instructors write it; the tool checks it.
public struct ExerciseManifest: Codable, Equatable, Sendable {
    public static let formatVersion = 1

    public var format: Int
    public var id: String
    public var title: String
    /// The lessons (lectures) the exercise practises, e.g. [4, 5]; optional. `lesson N` points
    /// to it and `exercises` lists it in lesson order. Manifests without it still load.
    public var lessons: [Int]?
    /// How long one requirement's checks may run before they count as "timed out".
    public var timeLimitSeconds: Double?
    public var requirements: [Requirement]
    /// Automated requirements the starter is meant to pass already (a free point on purpose);
    /// `validate` checks the starter fails every other one and passes exactly these.
    public var starterPasses: [String]?

    /// Every key the manifest may have; any other is named, not ignored (see `JSONKeys`).
    enum CodingKeys: String, CodingKey, CaseIterable {
        case format, id, title, lessons, timeLimitSeconds, requirements, starterPasses
    }

    /// One Required Task: graded by XCTest classes (`checks`) or by a person (`manual`).
    public struct Requirement: Codable, Equatable, Sendable {
        public var id: String
        public var title: String
        /// A whole number of 1 or more: a requirement worth nothing would count for nothing.
        public var points: Int
        /// XCTestCase classes (or `Class/testMethod`) in the Checks module.
        public var checks: [String]?
        /// Why this one is graded by a person, in one sentence.
        public var manual: String?

        public var isManual: Bool { manual != nil }

        enum CodingKeys: String, CodingKey, CaseIterable {
            case id, title, points, checks, manual
        }
    }

    public var timeLimit: Double { timeLimitSeconds ?? 10 }
    public var automatedRequirements: [Requirement] { requirements.filter { !$0.isManual } }

    /// Decodes and checks a manifest. Problems name the file: "…/exercise.json: …".
    public static func load(_ data: Data, displayPath: String, folderName: String) throws -> ExerciseManifest {
        func fail(_ problem: String) -> ToolError { ToolError("\(displayPath): \(problem)") }
        let bytes = Array(data)
        if let problem = JSONSyntax.firstProblem(in: bytes) {
            throw ToolError("\(displayPath):\(problem.line):\(problem.column): not valid JSON: \(problem.message)")
        }
        // A plainly well-formed manifest needs none of Foundation's decoders (see ExerciseManifest+Plain).
        if let manifest = JSONValue.parse(bytes).flatMap(ExerciseManifest.init(plain:)) {
            try manifest.check(fail: fail, folderName: folderName)
            return manifest
        }
        struct FormatOnly: Decodable { var format: Int? }
        let format: Int?
        do {
            format = try JSONDecoder().decode(FormatOnly.self, from: data).format
        } catch {
            throw fail("must be one JSON object, {\"format\": \(formatVersion), …}, with \"format\" a number")
        }
        guard let format else { throw fail("has no \"format\" (this tool reads format \(formatVersion))") }
        guard format == formatVersion else {
            throw fail("format \(format) is not supported (this tool reads format \(formatVersion)); update memorize-course")
        }
        if let problem = strictnessProblem(in: data) { throw fail(problem) }
        let manifest: ExerciseManifest
        do {
            manifest = try JSONDecoder().decode(ExerciseManifest.self, from: data)
        } catch {
            throw fail(Self.describe(error))
        }
        try manifest.check(fail: fail, folderName: folderName)
        return manifest
    }

    private func check(fail: (String) -> ToolError, folderName: String) throws {
        guard id == folderName else { throw fail("id \"\(id)\" must match its folder name \"\(folderName)\"") }
        guard !title.isEmpty else { throw fail("title is empty") }
        guard !requirements.isEmpty else { throw fail("has no requirements") }
        if let timeLimitSeconds, !(timeLimitSeconds > 0) { throw fail("timeLimitSeconds must be more than 0") }
        if let lessons {
            guard !lessons.isEmpty, lessons.allSatisfy({ $0 > 0 }) else {
                throw fail("\"lessons\" must list lesson numbers of 1 or more, e.g. [4, 5] (or leave it out)")
            }
        }
        var seen = Set<String>()
        for (index, requirement) in requirements.enumerated() {
            let name = "requirements[\(index)] (\(requirement.id))"
            guard !requirement.id.isEmpty else { throw fail("requirements[\(index)] has an empty id") }
            guard seen.insert(requirement.id).inserted else { throw fail("\(name): id appears twice") }
            if let problem = Self.pointsProblem(requirement.points) { throw fail("\(name): \(problem)") }
            switch (requirement.checks, requirement.manual) {
            case (nil, nil): throw fail("\(name): needs \"checks\" (test classes) or \"manual\" (why a person grades it)")
            case (.some, .some): throw fail("\(name): has both \"checks\" and \"manual\"; give one")
            case (let checks?, nil):
                guard !checks.isEmpty, checks.allSatisfy({ !$0.isEmpty && !$0.utf8.contains(UInt8(ascii: ",")) }) else {
                    throw fail("\(name): \"checks\" must list test class names")
                }
            case (nil, let manual?):
                guard !manual.isEmpty else { throw fail("\(name): \"manual\" must say why a person grades it") }
            }
        }
        let automated = automatedRequirements.map(\.id)
        for id in starterPasses ?? [] where !automated.contains(id) {
            let known = "automated requirements are \(automated.joined(separator: ", "))"
            throw fail("starterPasses names \"\(id)\", which is not an automated requirement; "
                + (Suggestion.closest(to: id, among: automated).map { "did you mean \"\($0)\"? (\(known))" } ?? known))
        }
    }

    /// A decoding error in plain words: where in the file, and what.
    static func describe(_ error: Error) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            let text = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        switch error as? DecodingError {
        case let .keyNotFound(key, context)?:
            let at = path(context.codingPath)
            return "missing \"\(key.stringValue)\"" + (at.isEmpty ? "" : " in \(at)")
        case let .typeMismatch(_, context)?, let .valueNotFound(_, context)?:
            return "\(path(context.codingPath)) has the wrong type (\(context.debugDescription))"
        case let .dataCorrupted(context)?:
            return context.codingPath.isEmpty ? "not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}

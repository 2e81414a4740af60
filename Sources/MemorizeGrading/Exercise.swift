import Foundation
import MemorizeSupport

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

    /// The contract's file that answers the checks' calls (`serve(_:_:_:)`), in the program
    /// built from the student's code: the checks reach that code through it alone.
    public var serveFile: URL { contract.appendingPathComponent("Serve.swift") }

    /// Throws the exercise's fault (exit 2) when its checks cannot be run: a check name it does
    /// not have, or no `contract/Serve.swift` to reach the student's code through.
    func requireGradable() throws {
        try requireKnownCheckNames()
        if let missingServe { throw GradingError(.contractMalformed(problem: missingServe)) }
    }

    /// What is wrong when the contract has no `Serve.swift`, or nil.
    var missingServe: String? {
        FileManager.default.fileExists(atPath: serveFile.path) ? nil
            : "contract/Serve.swift is missing: the checks reach the student's code only through its serve(_:_:_:) (Exercises/README.md shows one)"
    }

    /// Where a student's working copy of this exercise lives in the course folder.
    public func workingCopy(in root: CourseRoot) -> URL {
        root.url.appendingPathComponent("Work", isDirectory: true).appendingPathComponent(id, isDirectory: true)
    }
}

/// Every exercise in a course folder, found from `Exercises/*/exercise.json`. A folder whose
/// manifest cannot be read is kept aside with its problem, so one broken exercise never stops
/// the tool from working on the others.
public struct ExerciseCatalog: Sendable {
    public let exercises: [Exercise]
    /// Exercise folders whose manifest could not be read, sorted by folder name.
    public let unreadable: [UnreadableExercise]

    public static func load(from root: CourseRoot) throws -> ExerciseCatalog {
        let manager = FileManager.default
        let exercisesFolder = root.exercises
        let exercisesPath = exercisesFolder.path
        let entries = ((try? manager.contentsOfDirectory(atPath: exercisesPath)) ?? []).sorted()
        var exercises: [Exercise] = []
        var unreadable: [UnreadableExercise] = []
        for entry in entries where !entry.hasPrefix(".") {
            // Paths as text until a manifest is found: every URL built here cost `lesson N` time.
            let manifestPath = exercisesPath + "/" + entry + "/exercise.json"
            guard manager.fileExists(atPath: manifestPath) else { continue }
            let folder = exercisesFolder.appendingPathComponent(entry, isDirectory: true)
            let display = "Exercises/\(entry)/exercise.json"
            do {
                guard let data = manager.contents(atPath: manifestPath) else { throw ToolError("cannot read \(display)") }
                let manifest = try ExerciseManifest.load(data, displayPath: display, folderName: entry)
                exercises.append(Exercise(folder: folder, manifest: manifest))
            } catch let error as ToolError {
                unreadable.append(UnreadableExercise(id: entry, problem: error.message))
            }
        }
        return ExerciseCatalog(exercises: exercises, unreadable: unreadable)
    }

    /// The exercise with this id; a tool error naming the problem when its manifest is broken;
    /// a `GradingError` naming the ones that exist when there is no such exercise.
    public func exercise(_ id: String) throws -> Exercise {
        if let exercise = exercises.first(where: { $0.id == id }) { return exercise }
        if let broken = unreadable.first(where: { $0.id == id }) { throw ToolError(broken.refusal) }
        let ids = inLessonOrder.map(\.id) + unreadable.map(\.id).sorted()
        throw GradingError(.unknownExercise(id: id, suggestion: Suggestion.closest(to: id, among: ids), known: ids))
    }
}

/// An exercise folder whose `exercise.json` cannot be used, and why.
public struct UnreadableExercise: Equatable, Sendable {
    /// The folder's name, which is the id students would type.
    public let id: String
    /// The manifest's problem, naming the file (and line and column for a syntax error).
    public let problem: String

    /// What a command on this exercise says instead of running.
    public var refusal: String { "\(problem) (exercise \(id) cannot be used until its manifest is fixed)" }
}

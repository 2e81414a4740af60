import Foundation
import MemorizeSupport

/// Mutation testing of an exercise's checks: every mutant of the reference solution
/// (`Mutator`) is graded with the checks, one after another in the same scratch package, so
/// each costs an incremental build of one changed file. A mutant the checks fail is caught;
/// one that passes them all survived: a slip of that kind would get full marks.
public struct MutationTester {
    public let grader: Grader

    public init(grader: Grader) { self.grader = grader }

    /// Every mutant of the lines students write: the solution's lines that the starter does not
    /// already have (compared without comments), in file order. A line given in the starter
    /// and kept is not the exercise's to check.
    public func mutants() throws -> [Mutant] {
        var starter: [String: SourceFile] = [:]
        for file in (try? SourceFile.collect(from: grader.exercise.starter)) ?? [] { starter[file.relativePath] = file }
        return try SourceFile.collect(from: grader.exercise.solution).filter { $0.relativePath.hasSuffix(".swift") }.flatMap { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            let given = Set(starter[file.relativePath].map { Self.codeLines(String(decoding: $0.contents, as: UTF8.self)) } ?? [])
            let lines = Self.codeLines(text)
            return Mutator.mutants(file: file.relativePath, text: text).filter { !given.contains(lines[$0.line - 1]) }
        }
    }

    /// Each line's code, trimmed, with comments and strings blanked.
    static func codeLines(_ text: String) -> [String] {
        SwiftSourceScan.blankCommentsAndStrings(text).components(separatedBy: "\n").map(\.trimmed)
    }

    /// Grades every mutant; `progress` hears before each one.
    /// Throws when the reference itself does not get full marks: then no mutant proves anything.
    public func run(progress: (Int, Int, Mutant) -> Void = { _, _, _ in }) throws -> MutationReport {
        let exercise = grader.exercise
        let acknowledged = try AcknowledgedMutants.load(for: exercise)
        let mutants = try self.mutants()
        let started = Date()
        let workspace = grader.package.directory.deletingLastPathComponent()
            .appendingPathComponent("\(exercise.id)-mutant", isDirectory: true)
        let manager = FileManager.default
        try? manager.removeItem(at: workspace)
        defer { try? manager.removeItem(at: workspace) }
        try manager.createDirectory(at: workspace, withIntermediateDirectories: true)
        let solution = try SourceFile.collect(from: exercise.solution)
        for file in solution {
            let target = workspace.appendingPathComponent(file.relativePath)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: target)
        }
        let reference = try grader.grade(workspace)
        guard reference.build.isEmpty, reference.report.failedIDs.isEmpty else {
            throw GradingError(.referenceFailsItsChecks(exercise: exercise.id, failed: reference.report.failedIDs))
        }
        var results: [MutationReport.Result] = []
        for (index, mutant) in mutants.enumerated() {
            progress(index, mutants.count, mutant)
            let target = workspace.appendingPathComponent(mutant.file)
            try Data(mutant.text.utf8).write(to: target)
            let outcome = try grader.grade(workspace)
            try solution.first { $0.relativePath == mutant.file }?.contents.write(to: target)
            let fate: MutationReport.Fate
            if !outcome.build.isEmpty {
                fate = .notCompiling
            } else if !outcome.report.failedIDs.isEmpty {
                fate = .caught(outcome.report.failedIDs)
            } else if let entry = acknowledged.entry(for: mutant) {
                fate = .acknowledged(entry.why)
            } else {
                fate = .survived
            }
            results.append(MutationReport.Result(mutant: mutant, fate: fate))
        }
        let unused = acknowledged.entries.filter { entry in
            !results.contains { entry.matches($0.mutant) && $0.fate == .acknowledged(entry.why) }
        }
        return MutationReport(exercise: exercise.id, results: results, seconds: Date().timeIntervalSince(started), staleAcknowledgements: unused)
    }
}

/// What became of each mutant, with the score.
public struct MutationReport: Sendable {
    public enum Fate: Equatable, Sendable {
        case caught([String])          // the requirements that failed
        case survived
        case acknowledged(String)      // survived, and mutants.json says why that is fine
        case notCompiling              // left out of the score
    }

    public struct Result: Equatable, Sendable {
        public var mutant: Mutant
        public var fate: Fate
    }

    public var exercise: String
    public var results: [Result]
    public var seconds: Double
    /// Entries of mutants.json that match no surviving mutant any more.
    public var staleAcknowledgements: [AcknowledgedMutants.Entry]

    public var survivors: [Mutant] { results.filter { $0.fate == .survived }.map(\.mutant) }
    public var caught: Int { results.filter { if case .caught = $0.fate { true } else { false } }.count }
    public var acknowledged: Int { results.filter { if case .acknowledged = $0.fate { true } else { false } }.count }
    public var notCompiling: Int { results.filter { $0.fate == .notCompiling }.count }
    /// The mutants the score is out of: those that compile and are not acknowledged.
    public var scored: Int { results.count - notCompiling - acknowledged }
    public var isClean: Bool { survivors.isEmpty && staleAcknowledgements.isEmpty }

    /// "41 of 47 mutants caught (6 more did not compile, 2 acknowledged)".
    public var score: String {
        var extras: [String] = []
        if notCompiling > 0 { extras.append("\(notCompiling) more did not compile") }
        if acknowledged > 0 { extras.append("\(acknowledged) acknowledged in \(AcknowledgedMutants.fileName)") }
        return "\(caught) of \(scored) mutants caught" + (extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")")
    }
}

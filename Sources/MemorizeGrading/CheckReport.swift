import Foundation
import MemorizeSupport

/// The result of grading one submission: one entry per requirement. Rendered as a
/// scorecard for people or as JSON for tools; nothing in the grading logic prints.
public struct CheckReport: Codable, Equatable, Sendable {
    /// `ungraded`: the checks could not reach a part of the student's code a task needs (no
    /// New Game the grader can find, say). It is not a failure: it scores nothing and counts
    /// nothing against the student, and the instructor grades it, as a manual task.
    public enum Status: String, Codable, Sendable { case passed, failed, manual, ungraded }

    /// Why a failed requirement's checks did not get to say pass or fail: the code crashed (or
    /// was stopped at a limit of memory, file size or output), ran out of time, or was not
    /// built (a compile error, a missing framework, a refused declaration). A failed check has none.
    /// `notJudged`, on an ungraded task: for no fault of the code's (the checks could not start,
    /// the disk was full, something outside stopped them); in `grade` an error row, graded again
    /// next time, never a score.
    public enum Cause: String, Codable, Sendable { case crashed, timedOut = "timed-out", notBuilt = "not-built", notJudged = "not-judged" }

    /// One failed check: its name in words and its message.
    public struct Failure: Codable, Equatable, Sendable {
        public var check: String
        public var message: String
    }

    public struct Requirement: Codable, Equatable, Sendable {
        public var id: String
        public var title: String
        public var status: Status
        public var points: Int
        public var maxPoints: Int
        /// Empty when passed; the first failure in the student's terms when failed; why a
        /// person grades it when manual.
        public var message: String
        /// Every failed check, in the order the checks are written in their file (simplest
        /// first): `message` is the first one's. Empty when the checks did not get to run to the
        /// end (a crash, a time-out, a compile error): `message` says what happened.
        public var failures: [Failure] = []
        /// The checks (`Class.testName`) that failed or were cut short: what `validate` counts
        /// as seen to fail. Not part of the JSON report.
        public var failedChecks: [String] = []
        /// Set only when the checks were cut short (see `Cause`); in the JSON as `"cause"`, so
        /// `results.json` keeps it for a re-run that skips unchanged submissions.
        public var cause: Cause? = nil

        enum CodingKeys: String, CodingKey { case id, title, status, points, maxPoints, message, failures, cause }
    }

    public var exercise: String
    /// Every automated requirement passed (none failed, none ungraded).
    public var passed: Bool
    public var score: Int
    /// The points the automated requirements are worth, ungraded ones included: their points
    /// wait for a person, so code the checks cannot reach (a renamed part, a forged finding)
    /// never raises a score's share. Manual requirements are a person's alone, in neither.
    public var maxScore: Int
    public var requirements: [Requirement]
    /// The graded files, relative to the graded folder.
    public var files: [String]
    /// The files left out, and why (see `SubmissionSelection`).
    public var skipped: [SubmissionSelection.Skipped]

    public init(exercise: String, requirements: [Requirement], files: [String] = [], skipped: [SubmissionSelection.Skipped] = []) {
        self.exercise = exercise
        self.requirements = requirements
        self.files = files
        self.skipped = skipped
        let automated = requirements.filter { $0.status != .manual }
        passed = automated.allSatisfy { $0.status == .passed }
        let graded = automated.filter { $0.status != .ungraded }
        score = graded.reduce(0) { $0 + $1.points }
        maxScore = automated.reduce(0) { $0 + $1.maxPoints }
    }

    /// The automated requirements the checks could not grade, for a person to grade.
    public var ungraded: [Requirement] { requirements.filter { $0.status == .ungraded } }

    /// The report of the same files in the folder `folder`, where it names files of `original`'s
    /// (as `folder/File.swift`: a path shown from the class folder).
    func namingFolder(_ folder: String, for original: String) -> CheckReport {
        guard folder != original else { return self }
        let (from, to) = (original + "/", folder + "/")
        var report = self
        for index in report.requirements.indices {
            report.requirements[index].message = report.requirements[index].message.replacingOccurrences(of: from, with: to)
            for failure in report.requirements[index].failures.indices {
                report.requirements[index].failures[failure].message = report.requirements[index].failures[failure].message.replacingOccurrences(of: from, with: to)
            }
        }
        return report
    }

    /// Whether any automated requirement was graded and failed.
    public var anyFailed: Bool { requirements.contains { $0.status == .failed } }

    /// `task-8` → `Task 8`; other ids as they are: how a requirement is named to students.
    public static func taskNumber(_ id: String) -> String {
        id.hasPrefix("task-") ? "Task " + id.dropFirst(5) : id
    }

    /// The ids of the automated requirements that failed.
    public var failedIDs: [String] { requirements.filter { $0.status == .failed }.map(\.id) }

    /// One JSON object, keys sorted so the output is stable.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}

/// A graded submission with what the scorecard shows around the report.
public struct CheckOutcome: Sendable {
    public var report: CheckReport
    public var exerciseTitle: String
    /// How the graded folder is named to the student.
    public var submission: String
    public var build: BuildProblems
    /// How the build went about it (nil when nothing was built): for benches and tests.
    public var route: ScratchBuild.Route? = nil

    public var fileCount: Int { report.files.count }
}

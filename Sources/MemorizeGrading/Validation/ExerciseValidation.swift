import MemorizeSupport
/// The result of validating one exercise: a list of findings, each holding, a problem, or
/// a warning. Problems make the exercise invalid; warnings are things students would trip
/// over (no hints, a message that is only XCTest's text) but that still grade correctly.
public struct ExerciseValidation: Sendable {
    public struct Finding: Equatable, Sendable {
        public var holds: Bool
        public var summary: String
        /// Details under a finding: unexpected failures, or the messages students would read.
        public var details: [String] = []
        /// Holds, but deserves a look.
        public var isWarning = false
    }

    public var exercise: String
    public var title: String
    public var findings: [Finding] = []
    /// The reference solution got full marks, every time it was run: only then can changes
    /// of it (`validate --mutants`) show anything about the checks.
    public var referenceIsSound = false

    public init(exercise: String, title: String, findings: [Finding] = []) {
        self.exercise = exercise
        self.title = title
        self.findings = findings
    }

    public var isValid: Bool { findings.allSatisfy(\.holds) }
    public var problems: [Finding] { findings.filter { !$0.holds } }
    public var warnings: [Finding] { findings.filter(\.isWarning) }

    public mutating func add(_ holds: Bool, _ summary: String, _ details: [String] = []) {
        findings.append(Finding(holds: holds, summary: Self.forInstructor(summary), details: details.map(Self.forInstructor)))
    }

    public mutating func warn(_ summary: String, _ details: [String] = []) {
        findings.append(Finding(holds: true, summary: Self.forInstructor(summary), details: details.map(Self.forInstructor), isWarning: true))
    }

    /// A message worded for a student ("…; tell your instructor: …") as the instructor, who
    /// runs `validate`, should read it: they are the one to tell. Summaries and details alike
    /// pass through it (a broken submission's details can carry a grading error's text).
    public static func forInstructor(_ message: String) -> String {
        message.replacingOccurrences(of: "; tell your instructor: ", with: ": ")
            .replacingOccurrences(of: " (tell your instructor)", with: "")
    }
}

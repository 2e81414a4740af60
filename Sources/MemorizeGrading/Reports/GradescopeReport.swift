import Foundation
import MemorizeSupport

/// A check report in Gradescope's `results.json` form: the score, the execution time, and one
/// test per automated requirement (name, score, max_score, status, output, visibility).
/// Requirements a person grades are left to Gradescope's own rubric and named in `output`;
/// an ungraded one (the checks could not reach the student's code) is a test worth 0 of its
/// points until a person grades it, marked failed so it stands out, and named in `output`.
public struct GradescopeReport: Encodable, Equatable, Sendable {
    /// One requirement, as Gradescope shows it.
    public struct Test: Encodable, Equatable, Sendable {
        public var name: String
        public var number: String
        public var score: Int
        public var max_score: Int
        public var status: String
        public var output: String
        public var visibility: String
        public var output_format = Self.plainText
        /// Plain text: Gradescope's default renders `output` as HTML, which eats `Array<Int>`.
        public static let plainText = "text"
    }

    public var score: Int
    public var execution_time: Int
    public var output: String
    public var output_format = Test.plainText
    public var test_output_format = Test.plainText
    public var visibility: String
    public var tests: [Test]

    /// `outcome`'s report, graded in `seconds`; every test visible to the student at once.
    public init(_ outcome: CheckOutcome, seconds: Double) {
        let report = outcome.report
        score = report.score
        execution_time = Int(seconds.rounded(.up))
        visibility = "visible"
        tests = report.requirements.filter { $0.status != .manual }.map { requirement in
            let details = requirement.failures.count > 1
                ? "\n" + requirement.failures.map { "- \($0.check): \($0.message)" }.joined(separator: "\n") : ""
            return Test(name: "\(Self.title(requirement.id)): \(requirement.title)", number: requirement.id,
                        score: requirement.points, max_score: requirement.maxPoints,
                        status: requirement.status == .passed ? "passed" : "failed",
                        output: requirement.status == .passed ? ""
                            : requirement.status == .ungraded ? requirement.message + " (not graded automatically: your instructor grades it)"
                            : requirement.message + details,
                        visibility: "visible")
        }
        var lines = ["\(outcome.exerciseTitle): \(report.score)/\(report.maxScore) from the automated checks."]
        let build = outcome.build
        if !build.isEmpty {
            lines.append("Your code does not compile:")
            lines += (build.contractProblems + build.studentErrors + build.otherErrors).map { "  " + $0 }
        }
        let manual = report.requirements.filter { $0.status == .manual }
        if !manual.isEmpty {
            lines.append("Graded by a person: " + manual.map { "\(Self.title($0.id)) (\($0.maxPoints) pts)" }.joined(separator: ", ") + ".")
        }
        if !report.ungraded.isEmpty {
            lines.append("Not graded automatically, for a person to grade: "
                + report.ungraded.map { "\(Self.title($0.id)) (\($0.maxPoints) pts)" }.joined(separator: ", ") + ".")
        }
        if !report.skipped.isEmpty {
            lines.append("Not graded: " + report.skipped.map { "\($0.file) (\($0.reason))" }.joined(separator: "; ") + ".")
        }
        output = lines.joined(separator: "\n")
    }

    /// "task-3" → "Task 3"; any other id as it is.
    static func title(_ id: String) -> String {
        id.hasPrefix("task-") ? "Task " + id.dropFirst(5) : id
    }

    /// The JSON Gradescope reads, keys sorted so the output is stable.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}

import Foundation
import MemorizeSupport

/// A check report in Classroom 50's `result.json` form (schema `classroom50/result/v1`, from
/// its wiki's "Advanced Autograding"): the submission's identity, read from the variables the
/// Classroom 50 runner sets (CLASSROOM, ASSIGNMENT, SUBMISSION_TAG, COMMIT_URL, RELEASE_URL,
/// REVIEW_URL), the score, and one test per automated requirement. `owner` and
/// `assignment_type` are left out: the runner stamps them itself. Each test keeps the message
/// a student reads as an extra `message` field, which Classroom 50 preserves. An ungraded
/// requirement (the checks could not reach the student's code) is a test worth 0 of its points
/// until a person grades it, and its message flags it.
public struct Classroom50Result: Encodable, Equatable, Sendable {
    public struct Test: Encodable, Equatable, Sendable {
        public var testName: String
        public var passed: Bool
        public var score: Int
        public var maxScore: Int
        public var message: String

        enum CodingKeys: String, CodingKey {
            case testName = "test-name", passed, score, maxScore = "max-score", message
        }
    }

    public static let schemaName = "classroom50/result/v1"

    public var schema = Classroom50Result.schemaName
    public var classroom: String
    public var assignment: String
    public var submission: String
    public var commit: String
    public var release: String
    public var review: String
    public var datetime: String
    public var score: Int
    public var maxScore: Int
    public var tests: [Test]

    enum CodingKeys: String, CodingKey {
        case schema, classroom, assignment, submission, commit, release, review, datetime, score, maxScore = "max-score", tests
    }

    /// The variables the runner sets that `result.json` must repeat.
    public static let environmentNames = ["CLASSROOM", "ASSIGNMENT", "SUBMISSION_TAG", "COMMIT_URL", "RELEASE_URL"]

    public init(_ outcome: CheckOutcome, environment: [String: String], now: Date = Date()) {
        let report = outcome.report
        classroom = environment["CLASSROOM"] ?? ""
        assignment = environment["ASSIGNMENT"] ?? report.exercise
        submission = environment["SUBMISSION_TAG"] ?? ""
        commit = environment["COMMIT_URL"] ?? ""
        release = environment["RELEASE_URL"] ?? ""
        review = environment["REVIEW_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? commit
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        datetime = formatter.string(from: now)
        tests = report.requirements.filter { $0.status != .manual }.map { requirement in
            Test(testName: "\(GradescopeReport.title(requirement.id)): \(requirement.title)", passed: requirement.status == .passed,
                 score: requirement.points, maxScore: requirement.maxPoints,
                 message: requirement.status == .passed ? "" : PrintableText.of(requirement.message))
        }
        score = tests.reduce(0) { $0 + $1.score }
        maxScore = tests.reduce(0) { $0 + $1.maxScore }
    }

    /// The variables `result.json` needs that `environment` lacks: outside Classroom 50's runner.
    public static func missing(in environment: [String: String]) -> [String] {
        environmentNames.filter { (environment[$0] ?? "").isEmpty }
    }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}

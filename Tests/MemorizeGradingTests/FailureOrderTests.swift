import XCTest
@testable import MemorizeGrading
@testable import MemorizeSupport

/// A task's failures are reported in the order its checks are written (simplest first), not in
/// XCTest's alphabetical running order.
final class FailureOrderTests: XCTestCase {
    let checks = SourceFile(relativePath: "Task8Checks.swift", original: URL(fileURLWithPath: "/x/Task8Checks.swift"), contents: Data("""
        final class Task8Checks: XCTestCase {
            // func testCommentedOut() {}
            func testZeroForTwoNewCards() { let s = "func testInAString()" }
            class func helper() {}
            func testBothSeenAMatch() {}
            private func testLikeHelper() {}
        }
        final class Other: XCTestCase { func testA() {} }
        """.utf8))

    func testSourceOrderFollowsTheFile() {
        XCTAssertEqual(RequirementRunner.sourceOrder([checks]), [
            "Task8Checks.testZeroForTwoNewCards": 0, "Task8Checks.testBothSeenAMatch": 1,
            "Task8Checks.testLikeHelper": 2, "Other.testA": 3,
        ])
    }

    func testTheFirstFailureIsTheFirstWrittenAndAllAreKept() {
        let requirement = ExerciseManifest.Requirement(id: "task-8", title: "Scoring", points: 25, checks: ["Task8Checks"], manual: nil)
        // XCTest ran them alphabetically: testBothSeenAMatch first.
        let output = """
            Test Case 'Task8Checks.testBothSeenAMatch' started
            /x/Task8Checks.swift:5: error: Task8Checks.testBothSeenAMatch : failed - then both 🐦 (a match): expected 2, but it is 0
            Test Case 'Task8Checks.testBothSeenAMatch' failed (0.0 seconds)
            Test Case 'Task8Checks.testZeroForTwoNewCards' started
            /x/Task8Checks.swift:3: error: Task8Checks.testZeroForTwoNewCards : failed - Chose 🐦 then 🧸: expected 0, but it is -1
            Test Case 'Task8Checks.testZeroForTwoNewCards' failed (0.0 seconds)

            """
        let recorded = ProcessOutcome(status: 1, output: RecordedRun.output(output))
        let result = RequirementRunner.judge(requirement, outcome: recorded, key: RecordedRun.key, timeLimit: 5,
                                             sourceOrder: RequirementRunner.sourceOrder([checks]))
        XCTAssertEqual(result.message, "Chose 🐦 then 🧸: expected 0, but it is -1")
        XCTAssertEqual(result.failures, [
            .init(check: "zero for two new cards", message: "Chose 🐦 then 🧸: expected 0, but it is -1"),
            .init(check: "both seen a match", message: "then both 🐦 (a match): expected 2, but it is 0"),
        ])
        let unordered = RequirementRunner.judge(requirement, outcome: recorded, key: RecordedRun.key, timeLimit: 5)
        XCTAssertEqual(unordered.message, "then both 🐦 (a match): expected 2, but it is 0", "without the file's order, running order")
    }
}

import XCTest
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// How the scorecard shows a task with several failed checks: the first, and a count of the rest.
final class ScorecardFailuresTests: XCTestCase {
    func testTheScorecardShowsTheFirstAndCountsTheRest() {
        var requirement = CheckReport.Requirement(id: "task-8", title: "Scoring", status: .failed, points: 0, maxPoints: 25, message: "first")
        requirement.failures = [.init(check: "a", message: "first"), .init(check: "b", message: "second"), .init(check: "c", message: "third")]
        let outcome = CheckOutcome(report: CheckReport(exercise: "x", requirements: [requirement], files: ["A.swift"]),
                                   exerciseTitle: "X", submission: "Work/x", build: BuildProblems())
        let brief = ScorecardRenderer(terminal: .plain).render(outcome)
        XCTAssertTrue(brief.contains("first\n") && !brief.contains("second"), brief)
        XCTAssertTrue(brief.contains("(2 more checks of this task failed too; --verbose shows them)"), brief)
        let verbose = ScorecardRenderer(terminal: .plain, verbose: true).render(outcome)
        XCTAssertTrue(verbose.contains("• first\n") && verbose.contains("• second\n") && verbose.contains("• third\n"), verbose)
        XCTAssertFalse(verbose.contains("more checks"), verbose)
    }
}

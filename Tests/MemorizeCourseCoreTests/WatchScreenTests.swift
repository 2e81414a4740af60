import XCTest
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// `check --watch`'s screen fits the window: failing tasks first and in full, passing ones on
/// one line, a cut with a count when still too tall, and a pinned hint that stays.
final class WatchScreenTests: XCTestCase {
    func outcome(failing: Set<Int>, of count: Int = 9) -> CheckOutcome {
        let requirements = (1...count).map { number in
            let failed = failing.contains(number)
            return CheckReport.Requirement(id: "task-\(number)", title: "Task title \(number)", status: failed ? .failed : .passed,
                                           points: failed ? 0 : 10, maxPoints: 10,
                                           message: failed ? "expected the cards of task \(number) to be dealt in pairs, but one card had no match" : "")
        }
        return CheckOutcome(report: CheckReport(exercise: "assignment2", requirements: requirements, files: ["MemoryGame.swift"]),
                            exerciseTitle: "Assignment II", submission: "Work/assignment2", build: BuildProblems())
    }

    func testACondensedScorecardPutsFailuresFirstAndPassesOnOneLine() {
        let text = ScorecardRenderer(terminal: .plain, condensed: true).render(outcome(failing: [3, 8]))
        XCTAssertTrue(text.contains("  ✔ Tasks 1, 2, 4, 5, 6, 7, 9 pass\n"), text)
        XCTAssertFalse(text.contains("Task title 1"), "a passing task gets no line of its own:\n\(text)")
        let three = text.range(of: "Task title 3")!, eight = text.range(of: "Task title 8")!
        XCTAssertLessThan(three.lowerBound, eight.lowerBound)
        XCTAssertTrue(text.contains("task 3 to be dealt") && text.contains("task 8 to be dealt"), "failures in full:\n\(text)")
        XCTAssertTrue(text.contains("Score 70/90 · 7 of 9 automated tasks pass"), text)
        let full = ScorecardRenderer(terminal: .plain).render(outcome(failing: [3, 8]))
        XCTAssertTrue(full.contains("Task title 1"), "the plain scorecard is unchanged:\n\(full)")
        XCTAssertEqual(ScorecardRenderer.passingLine(["task-4"]), "Task 4 passes")
    }

    func testATallScreenIsCutToTheWindowWithACount() {
        let body = (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let screen = WatchScreen(body: body, pinned: nil, status: "Watching Work/x · q: quit", height: 30)
        let lines = screen.lines()
        XCTAssertEqual(lines.count, 29, "one row is left for the cursor")
        XCTAssertEqual(lines.first, "line 1")
        XCTAssertEqual(lines[27], "… 13 more lines (q, then check)")
        XCTAssertEqual(lines.last, "Watching Work/x · q: quit")
        XCTAssertEqual(WatchScreen(body: body, pinned: nil, status: "s", height: nil).lines().count, 41, "no height known: nothing is cut")
    }

    func testAPinnedHintStaysUnderTheScorecardAndALongOneIsCut() {
        let body = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let short = WatchScreen(body: body, pinned: "Hint 1 of 3\nUse an enum.", status: "status", height: 30).lines()
        XCTAssertEqual(short, (1...10).map { "line \($0)" } + ["", "Hint 1 of 3", "Use an enum.", "status"])
        let longHint = (1...40).map { "hint \($0)" }.joined(separator: "\n")
        let cut = WatchScreen(body: body, pinned: longHint, status: "status", height: 30).lines()
        XCTAssertEqual(cut.count, 29)
        XCTAssertEqual(Array(cut.prefix(10)), (1...10).map { "line \($0)" }, "the scorecard keeps its rows")
        XCTAssertTrue(cut.contains { $0.hasPrefix("… ") && $0.contains("of this hint") }, cut.joined(separator: "\n"))
        XCTAssertEqual(cut.last, "status")
    }

    func testTheDismissKeyHidesTheHint() {
        XCTAssertEqual(WatchLoop.key("x"), .dismiss)
        XCTAssertEqual(WatchLoop.key("h"), .hint)
        var dismissed = 0
        WatchLoop(snapshot: { FolderSnapshot(files: [:]) }, check: {}, keys: ScriptedKeys(["h", "x"]), onHint: {},
                  onDismiss: { dismissed += 1 }).run()
        XCTAssertEqual(dismissed, 1)
    }
}

extension WatchScreenTests {
    func testATallScorecardAndALongHintShareTheWindow() {
        let body = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let hint = (1...40).map { "hint \($0)" }.joined(separator: "\n")
        let lines = WatchScreen(body: body, pinned: hint, status: "status", height: 30).lines()
        XCTAssertEqual(lines.count, 29)
        XCTAssertEqual(lines.first, "line 1")
        XCTAssertTrue(lines.contains("… 27 more lines (q, then check)"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("hint 1"), lines.joined(separator: "\n"))
        XCTAssertEqual(lines.last, "status")
    }
}

extension WatchScreenTests {
    func testTheScoreStaysInViewUnderACutScorecard() {
        let body = (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let lines = WatchScreen(body: body, summary: "\nScore 0/95\nProgress [░░░] 0/9 tasks\n", pinned: "Hint 1 of 9\nUse an enum.",
                                status: "status", height: 30).lines()
        XCTAssertEqual(lines.count, 29)
        XCTAssertEqual(lines, (1...21).map { "line \($0)" } + ["… 19 more lines (q, then check)", "", "Score 0/95",
                                                         "Progress [░░░] 0/9 tasks", "", "Hint 1 of 9", "Use an enum.", "status"])
        XCTAssertEqual(lines.last, "status")
        XCTAssertTrue(lines.contains("Score 0/95") && lines.contains("Progress [░░░] 0/9 tasks"), lines.joined(separator: "\n"))
        let score = lines.firstIndex(of: "Score 0/95")!, hint = lines.firstIndex(of: "Hint 1 of 9")!, cut = lines.firstIndex { $0.hasPrefix("… ") }!
        XCTAssertLessThan(cut, score, "the cut is above the score")
        XCTAssertLessThan(score, hint, "the hint is pinned under the score")
    }
}

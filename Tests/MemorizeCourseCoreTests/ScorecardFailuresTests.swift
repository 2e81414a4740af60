import XCTest
import TestSupport
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

    /// The scorecard offers the next hint of the first failing task that has one left, in one line.
    func testTheScorecardOffersAHintForTheFirstFailingTaskWithOneLeft() {
        let requirements = [
            CheckReport.Requirement(id: "task-1", title: "Counting", status: .passed, points: 2, maxPoints: 2, message: ""),
            CheckReport.Requirement(id: "task-2", title: "Themes", status: .failed, points: 0, maxPoints: 5, message: "No themes."),
            CheckReport.Requirement(id: "task-3", title: "Scoring", status: .failed, points: 0, maxPoints: 5, message: "A match scored 0."),
            CheckReport.Requirement(id: "task-4", title: "Looks", status: .manual, points: 0, maxPoints: 1, message: ""),
        ]
        let report = CheckReport(exercise: "memory", requirements: requirements, files: ["A.swift"])
        let hints = [Hint(number: 1, tasks: [1], blocks: []), Hint(number: 2, tasks: [2], blocks: []),
                     Hint(number: 3, tasks: [3, 4], blocks: []), Hint(number: 4, tasks: [], blocks: [])]
        XCTAssertEqual(HintOffer.first(for: report, hints: hints, seen: [1]), HintOffer(exercise: "memory", task: "task-2"))
        XCTAssertEqual(HintOffer.first(for: report, hints: hints, seen: [2]), HintOffer(exercise: "memory", task: "task-3"),
                       "task 2's hints are all seen: the next failing task with a hint left")
        XCTAssertNil(HintOffer.first(for: report, hints: hints, seen: [2, 3]), "no failing task has a hint left")
        XCTAssertNil(HintOffer.first(for: report, hints: [hints[0], Hint(number: 5, tasks: [4], blocks: []), hints[3]], seen: []),
                     "passed and manual tasks are never offered")

        let outcome = CheckOutcome(report: report, exerciseTitle: "Memory", submission: "Work/memory", build: BuildProblems())
        let offer = HintOffer.first(for: report, hints: hints, seen: [])
        let card = ScorecardRenderer(terminal: .plain).render(outcome, hintOffer: offer)
        XCTAssertTrue(card.hasSuffix("automated tasks pass\nStuck on Task 2? memorize-course hint memory task-2\n"), card)
        if let mismatch = Snapshot.mismatch(card, named: "scorecard-hint-offer") { XCTFail(mismatch) }
        XCTAssertFalse(ScorecardRenderer(terminal: .plain).render(outcome).contains("Stuck"))
    }

    /// A failure is what the student must read, so it is not dimmed; the "more checks" aside is.
    func testAFailureIsPrintedAtNormalWeight() {
        var requirement = CheckReport.Requirement(id: "task-8", title: "Scoring", status: .failed, points: 0, maxPoints: 25, message: "the score is 0")
        requirement.failures = [.init(check: "a", message: "the score is 0"), .init(check: "b", message: "second")]
        let outcome = CheckOutcome(report: CheckReport(exercise: "x", requirements: [requirement], files: ["A.swift"]),
                                   exerciseTitle: "X", submission: "Work/x", build: BuildProblems())
        let colour = TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: true)
        let lines = ScorecardRenderer(terminal: colour).render(outcome).split(separator: "\n")
        let failure = lines.first { $0.contains("the score is 0") } ?? ""
        XCTAssertFalse(failure.contains("\u{1B}[2m"), "the failure is dim: \(failure.debugDescription)")
        XCTAssertEqual(failure.trimmingCharacters(in: .whitespaces), "the score is 0")
        let aside = lines.first { $0.contains("more check") } ?? ""
        XCTAssertTrue(aside.contains("\u{1B}[2m"), "the aside is not dim: \(aside.debugDescription)")
    }

    /// A compiler error longer than the screen is broken between words: its file:line:col
    /// starts the first line and the rest is indented under it.
    func testALongCompilerErrorIsWrappedUnderItsPlace() {
        let error = "Work/memory/Model/MemoryGame.swift:12:9: cannot convert value of type 'String' "
            + "to expected argument type 'Int' in the call to choose(_:) of MemoryGame"
        let outcome = CheckOutcome(report: CheckReport(exercise: "x", requirements: [], files: ["A.swift"]),
                                   exerciseTitle: "X", submission: "Work/x", build: BuildProblems(studentErrors: [error]))
        let card = ScorecardRenderer(terminal: .plain).render(outcome)
        let shown = card.components(separatedBy: "Your code does not compile:\n")[1].components(separatedBy: "\n\n")[0]
        let lines = shown.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 1, shown)
        XCTAssertTrue(lines[0].hasPrefix("  Work/memory/Model/MemoryGame.swift:12:9: cannot"), shown)
        for line in lines {
            XCTAssertLessThanOrEqual(DisplayWidth.of(line), 80, String(line))
        }
        for line in lines.dropFirst() { XCTAssertTrue(line.hasPrefix("      ") && line.dropFirst(6).first != " ", String(line)) }
        XCTAssertEqual(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "), error)
    }

    /// An ungraded task is marked ?, shows what it waits for, is no failure, counts in the
    /// maximum (its points wait for a person), and is named once at the end for what it means.
    func testAnUngradedTaskIsNoFailureAndItsPointsWaitForAPerson() {
        let requirements = [
            CheckReport.Requirement(id: "task-1", title: "Game", status: .passed, points: 15, maxPoints: 15, message: ""),
            CheckReport.Requirement(id: "task-6", title: "New Game", status: .ungraded, points: 0, maxPoints: 10,
                                    message: "not graded: EmojiMemoryGame has no New Game intent"),
        ]
        let outcome = CheckOutcome(report: CheckReport(exercise: "x", requirements: requirements, files: ["A.swift"]),
                                   exerciseTitle: "X", submission: "Work/x", build: BuildProblems())
        let card = ScorecardRenderer(terminal: .plain).render(outcome)
        XCTAssertTrue(card.contains("? Task 6  New Game  ungraded, 10 pts\n"), card)
        XCTAssertTrue(card.contains("not graded: EmojiMemoryGame has no New Game intent"), card)
        XCTAssertTrue(card.contains("Score 15/25 · 1 of 1 automated tasks pass"), card)
        XCTAssertTrue(card.contains("? Task 6 (10 pts) could not be graded"), card)
        XCTAssertFalse(card.contains("✘"), card)
        XCTAssertEqual(CheckCommand.exitCode(outcome.report), .toolError, "nothing failed: the tool could not grade a task")
    }
}

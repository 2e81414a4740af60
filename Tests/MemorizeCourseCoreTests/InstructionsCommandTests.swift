import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `instructions EXERCISE`: the tasks rendered like a lesson, without the hints.
final class InstructionsCommandTests: XCTestCase {
    var course: FixtureCourse!

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String], terminal: TerminalInfo = .plain, pager: Pager = NoPager()) -> RunResult {
        Harness.run(arguments, terminal: terminal, currentDirectory: course.root, demos: [], pager: pager)
    }

    func testPipedItIsPlainTextWithoutTheHints() {
        let result = run(["instructions", "counter"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        Counter (counter)
        ═════════════════

        ── What to build ───────────────────────────────────────────────────────────────

        A counter that starts at zero and counts up by one.

        ── Required Tasks ──────────────────────────────────────────────────────────────

          1. Count up by one with `increment()`.
          2. Start at zero.
          3. Make it look nice (checked by a person).

        Start with `memorize-course start counter`, grade your work with
        `memorize-course check counter`. Stuck? 3 hints, one at a time: `memorize-course
        hint counter`.

        """)
        XCTAssertFalse(result.stdout.contains("the only state you need"), "hints stay with 'hint'")
    }

    func testATallPageOnATerminalGoesToThePagerUnlessTold() {
        let short = TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false, height: 10)
        let pager = RecordingPager()
        let paged = run(["instructions", "counter"], terminal: short, pager: pager)
        XCTAssertEqual(paged.stdout, "")
        XCTAssertEqual(pager.pages.count, 1)
        XCTAssertTrue(pager.pages[0].hasPrefix("Counter (counter)\n"))
        let unpaged = run(["instructions", "counter", "--no-pager"], terminal: short, pager: pager)
        XCTAssertEqual(pager.pages.count, 1, "--no-pager prints it")
        XCTAssertTrue(unpaged.stdout.hasPrefix("Counter (counter)\n"))
    }

    func testStartAndExercisesPointToIt() {
        XCTAssertTrue(run(["exercises"]).stdout.contains("the tasks: memorize-course instructions counter\n"))
        let started = run(["start", "counter"])
        XCTAssertEqual(started.stdout, """
        Created Work/counter/ with Counter.swift.
        Read the tasks with: memorize-course instructions counter
        Edit the files in Work/counter/, then grade your work with: memorize-course check counter

        """)
        XCTAssertEqual(run(["instructions", "nope"]).stderr, "error: no exercise 'nope'; exercises are counter\n")
    }
}

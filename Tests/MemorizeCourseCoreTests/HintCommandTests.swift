import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `hint` by task and by number (issue 24), on the counter fixture, whose hints are
/// 1 (Task 2), 2 (Task 1) and 3 (Task 1); Task 3 is graded by a person and has none.
final class HintCommandTests: XCTestCase {
    var course: FixtureCourse!
    var progressFile: URL { course.root.appendingPathComponent(Progress.fileName) }

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String], terminal: TerminalInfo = .plain, input: [String] = [], pager: Pager = NoPager()) -> RunResult {
        Harness.run(arguments, terminal: terminal, input: input, currentDirectory: course.root, demos: [], pager: pager)
    }

    func seen() throws -> Set<Int> {
        let (progress, warning) = ProgressStore(course: CourseRoot(url: course.root)).load()
        XCTAssertNil(warning)
        return progress["counter"].seenHints
    }

    func testATaskGetsItsOwnHintsInOrderAndTheyCountForPlainHintToo() throws {
        let first = run(["hint", "counter", "task-1"])
        XCTAssertEqual(first.status, 0)
        XCTAssertTrue(first.stdout.hasPrefix("Hint 2 of 3 (Task 1)\n\nAdding one is `value += 1`."), first.stdout)
        XCTAssertTrue(first.stdout.hasSuffix("\nNext time for Task 1: hint 3 of 3.\n"), first.stdout)
        XCTAssertTrue(run(["hint", "counter", "task-1"]).stdout.hasSuffix("\nThat was the last hint for Task 1.\n"))
        XCTAssertEqual(run(["hint", "counter", "task-1"]).stdout, "You have seen all 2 hints for Task 1 (hints 2, 3). "
            + "Reread one by its number ('memorize-course hint counter 2'), see them all with --all, or start over with --reset.\n")
        XCTAssertEqual(try seen(), [2, 3])
        XCTAssertEqual(run(["hint", "counter"]).stdout, "Hint 1 of 3 (Task 2)\n\n`value` is the only state you need.\n\nThat was the last hint.\n",
                       "plain hint gives the one not seen yet, whichever task asked for the others")

        XCTAssertEqual(run(["hint", "counter", "task-1", "--reset"]).stdout, "Hints for counter Task 1 start again from hint 2.\n")
        XCTAssertEqual(try seen(), [1], "resetting a task forgets only its hints")
        XCTAssertTrue(run(["hint", "counter", "TASK-1"]).stdout.hasPrefix("Hint 2 of 3 (Task 1)"))
    }

    func testAHintByNumberIsShownAgainWithoutCounting() throws {
        XCTAssertEqual(run(["hint", "counter"]).status, 0)
        let reread = run(["hint", "counter", "1"])
        XCTAssertEqual(reread.stdout, "Hint 1 of 3 (Task 2)\n\n`value` is the only state you need.\n\n"
            + "Not counted (asked for by number): hint 2 of 3 is still the next one.\n")
        let early = run(["hint", "counter", "3"])
        XCTAssertTrue(early.stdout.hasPrefix("Hint 3 of 3 (Task 1)\n"), early.stdout)
        XCTAssertEqual(try seen(), [1], "neither rereading nor reading ahead moves the count")
        XCTAssertTrue(run(["hint", "counter"]).stdout.hasPrefix("Hint 2 of 3 (Task 1)"))
    }

    func testWrongNumbersAndTasksAreUsageErrors() {
        let cases: [([String], String)] = [
            (["hint", "counter", "4"], "error: counter has no hint 4; its hints are 1–3; for example: memorize-course hint counter 1\n"),
            (["hint", "counter", "task-9"], "error: counter has no Task 9; its tasks are task-1, task-2, task-3; for example: memorize-course hint counter task-1\n"),
            (["hint", "counter", "soon"], "error: 'soon' is neither a hint number nor a task; give a number (hint 3) or a task (task-8); "
                + "for example: memorize-course hint assignment2 task-8\n"),
            (["hint", "counter", "2", "--all"], "error: hint 2 is one hint, shown without counting; it does not go with --all; see 'memorize-course hint --help'\n"),
            (["hint", "counter", "--yes"], "error: --yes answers the question --all asks; give it with --all; see 'memorize-course hint --help'\n"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message)
        }
        XCTAssertEqual(run(["hint", "counter", "task-3"]).stdout,
                       "Task 3 of counter has no hints of its own; 'memorize-course hint counter' gives the next hint.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))
    }

    func testAnOlderProgressFileCountsItsFirstHintsAsSeen() throws {
        try #"{"format": 1, "exercises": {"counter": {"everPassed": false, "hintsShown": 1}}}"#
            .write(to: progressFile, atomically: true, encoding: .utf8)
        XCTAssertEqual(try seen(), [1])
        XCTAssertTrue(run(["hint", "counter"]).stdout.hasPrefix("Hint 2 of 3 (Task 1)"))
        let written = try String(contentsOf: progressFile, encoding: .utf8)
        XCTAssertTrue(written.contains(#""hintsSeen" : ["#) && written.contains(#""hintsShown" : 2"#), written)
        XCTAssertEqual(try seen(), [1, 2])
    }

    func testAllAsksOnATerminalAndNeedsYesElsewhere() throws {
        let piped = run(["hint", "counter", "--all"])
        XCTAssertEqual(piped.status, 64)
        XCTAssertEqual(piped.stderr, "error: --all shows all 3 hints, the worked answers too, and needs a yes; run it in a terminal to be asked, or add --yes\n")
        XCTAssertEqual(piped.stdout, "")

        let redirected = TerminalInfo(outputIsTerminal: false, inputIsTerminal: true, width: 80, usesColor: false)
        XCTAssertEqual(run(["hint", "counter", "--all"], terminal: redirected, input: ["y"]).status, 64,
                       "output into a file or a pipe: the question would wait unseen, so --yes it is")

        let declined = run(["hint", "counter", "--all"], terminal: Harness.interactiveTerminal(), input: ["n"])
        XCTAssertEqual(declined.stdout, "Show all 3 hints at once, the worked answers too? One at a time teaches more.\n"
            + "[y/N] Nothing shown. The next hint: 'memorize-course hint counter'.\n",
                       "the question is broken between words to the terminal's 80 columns")

        let tall = TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false, height: 5)
        let pager = RecordingPager()
        let accepted = run(["hint", "counter", "--all"], terminal: tall, input: ["y"], pager: pager)
        XCTAssertEqual(accepted.status, 0)
        XCTAssertEqual(pager.pages.count, 1, "every hint at once is longer than the screen: it is paged")
        XCTAssertEqual(["Hint 1 of 3 (Task 2)", "Hint 2 of 3 (Task 1)", "Hint 3 of 3 (Task 1)"].filter(pager.pages[0].contains).count, 3)

        let oneTask = run(["hint", "counter", "task-1", "--all", "--yes"]).stdout
        XCTAssertTrue(oneTask.hasPrefix("Hint 2 of 3 (Task 1)") && oneTask.contains("Hint 3 of 3 (Task 1)") && !oneTask.contains("Hint 1 "), oneTask)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path), "--all counts nothing")
    }

    func testTheSolutionIsPagedOnATallTerminal() {
        let tall = TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false, height: 5)
        let pager = RecordingPager()
        let paged = run(["solution", "counter", "--force"], terminal: tall, pager: pager)
        XCTAssertEqual(paged.stdout, "")
        XCTAssertTrue(pager.pages.first?.contains("mutating func increment() { value += 1 }") == true, "\(pager.pages)")
        let printed = run(["solution", "counter", "--force", "--no-pager"], terminal: tall, pager: pager)
        XCTAssertEqual(pager.pages.count, 1)
        XCTAssertTrue(printed.stdout.contains("mutating func increment() { value += 1 }"))
    }

    func testInsideAWorkingCopyTheExerciseMayBeLeftOut() throws {
        let work = course.root.appendingPathComponent("Work/counter/Model", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        func run(_ arguments: [String], from folder: URL) -> RunResult {
            Harness.run(arguments, currentDirectory: folder, demos: [])
        }
        XCTAssertTrue(run(["hint", "task-1"], from: work).stdout.hasPrefix("Hint 2 of 3 (Task 1)"))
        XCTAssertTrue(run(["hint", "3"], from: work).stdout.hasPrefix("Hint 3 of 3 (Task 1)"))
        XCTAssertTrue(run(["hint"], from: work).stdout.hasPrefix("Hint 1 of 3 (Task 2)"))
        let solution = run(["solution"], from: work)
        XCTAssertEqual(solution.status, 1, "the solution stays shut until the work passes")
        XCTAssertTrue(solution.stderr.contains("The solution to counter opens once"), solution.stderr)
        let outside = run(["hint", "task-1"], from: course.root)
        XCTAssertEqual(outside.status, 64)
        XCTAssertTrue(outside.stderr.contains("'hint' needs an exercise"), outside.stderr)
    }
}

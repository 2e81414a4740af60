import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// The [y/N] questions of `reset` and `hint --all` take one key on a terminal, like every other
/// prompt: a student pressed y, then q for the pager, and the line "yq" was read as a no.
final class ConfirmKeyTests: XCTestCase {
    var course: FixtureCourse!
    var work: URL { course.root.appendingPathComponent("Work/counter", isDirectory: true) }

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try "// my work\n".write(to: work.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDown() { course.remove() }

    func run(_ arguments: [String], keys: String) -> (RunResult, ScriptedKeyboard) {
        let keyboard = ScriptedKeyboard(keys: keys)
        let result = Harness.run(arguments, terminal: TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 200, usesColor: false),
                                 currentDirectory: course.root, demos: [], keyboard: keyboard)
        return (result, keyboard)
    }

    var workIsMine: Bool {
        (try? String(contentsOf: work.appendingPathComponent("Counter.swift"), encoding: .utf8)) == "// my work\n"
    }

    func testResetTakesOneKeyAndOnlyYIsYes() {
        for keys in ["n", "\n", "q", "\u{1B}", "\u{4}", "N"] {
            let (result, keyboard) = run(["reset", "counter"], keys: keys)
            XCTAssertEqual(result.stdout, "Replace Work/counter with the starter files? Your files are copied to a backup first. [y/N] n\nNothing changed.\n",
                           "key \(keys.debugDescription)")
            XCTAssertEqual(keyboard.keyReads, 1)
            XCTAssertEqual(keyboard.lineReads, 0)
            XCTAssertEqual(result.input.reads, 0, "no line is read from standard input")
            XCTAssertTrue(workIsMine)
        }
        let (result, keyboard) = run(["reset", "counter"], keys: "Yq")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Replace Work/counter with the starter files? Your files are copied to a backup first. [y/N] y\nReset Work/counter"),
                      result.stdout)
        XCTAssertEqual(keyboard.keyReads, 1, "the q after the y is left for what comes next")
        XCTAssertFalse(workIsMine)
    }

    func testHintAllTakesOneKey() {
        let (declined, _) = run(["hint", "counter", "--all"], keys: "q")
        XCTAssertEqual(declined.stdout, "Show all 3 hints at once, the worked answers too? One at a time teaches more. [y/N] n\n"
            + "Nothing shown. The next hint: 'memorize-course hint counter'.\n")
        let (accepted, _) = run(["hint", "counter", "--all"], keys: "y")
        XCTAssertTrue(accepted.stdout.hasPrefix("Show all 3 hints at once, the worked answers too? One at a time teaches more. [y/N] y\nHint 1 of 3 (Task 2)"),
                      accepted.stdout)
    }
}

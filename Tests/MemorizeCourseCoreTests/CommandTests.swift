import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Help, version, lessons, bad input and broken lessons, in process (see `CommandFixture`).
final class CommandTests: CommandFixture {
    // MARK: help and version

    func testHelpListsEveryCommandWithItsDescription() {
        for arguments in [[], ["--help"], ["-h"], ["help"]] {
            let result = run(arguments)
            XCTAssertEqual(result.status, 0)
            for type in CommandRegistry.all {
                XCTAssertTrue(result.stdout.contains("  \(type.spec.name)"), "\(arguments) lacks \(type.spec.name)")
                XCTAssertTrue(result.stdout.contains(type.spec.abstract))
            }
        }
        if let mismatch = Snapshot.mismatch(run(["--help"]).stdout, named: "help") { XCTFail(mismatch) }
    }

    func testCommandHelpBothWays() {
        let viaHelp = run(["help", "demo"])
        let viaFlag = run(["demo", "--help"])
        XCTAssertEqual(viaHelp.status, 0)
        XCTAssertEqual(viaHelp.stdout, viaFlag.stdout)
        XCTAssertTrue(viaHelp.stdout.contains("USAGE: memorize-course demo [ID] [--step]"))
        XCTAssertTrue(viaHelp.stdout.contains("--course PATH"))
        if let mismatch = Snapshot.mismatch(run(["lesson", "--help"]).stdout, named: "lesson-help") { XCTFail(mismatch) }
    }

    func testVersion() {
        XCTAssertEqual(run(["--version"]).stdout, "memorize-course \(CommandLineInterface.version)\n")
    }

    // MARK: lessons and lesson

    func testLessonsListsNumbersTitlesAndDemoIDs() {
        let result = run(["lessons"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains(" 1  Getting started\n"))
        XCTAssertTrue(result.stdout.contains(" 4  Game logic\n"))
        XCTAssertTrue(result.stdout.contains("    demos: alpha beta\n"), result.stdout)
    }

    func testLessonPagePlainAndColouredSnapshots() {
        let plain = run(["lesson", "4"])
        XCTAssertEqual(plain.status, 0)
        XCTAssertFalse(plain.stdout.contains("\u{1B}"), "no escape codes when piped")
        if let mismatch = Snapshot.mismatch(plain.stdout, named: "lesson-plain") { XCTFail(mismatch) }
        let coloured = run(["lesson", "4"], terminal: Harness.interactiveTerminal())
        XCTAssertTrue(coloured.stdout.contains("\u{1B}[35;1menum\u{1B}[0m"), "Swift keywords are highlighted on a terminal")
        if let mismatch = Snapshot.mismatch(coloured.stdout, named: "lesson-colour") { XCTFail(mismatch) }
    }

    func testLessonProseWrapsToTheTerminalWidth() {
        let terminal = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: 60, usesColor: false)
        let page = run(["lesson", "4"], terminal: terminal).stdout
        let prose = page.split(separator: "\n").filter { !$0.hasPrefix("    ") } // code keeps its own lines
        XCTAssertFalse(prose.isEmpty)
        for line in prose { XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), 60, String(line)) }
        XCTAssertTrue(page.contains("  • a list item that is long enough to be wrapped onto a\n    second line at sixty columns wide\n"), page)
    }

    func testLessonPageListsDemosWithTheirCommands() {
        let page = run(["lesson", "4"]).stdout
        XCTAssertTrue(page.contains("alpha  Alpha  memorize-course demo alpha"), page)
        XCTAssertTrue(page.contains("memorize-course lesson 4 --step"))
        XCTAssertTrue(run(["lesson", "1"]).stdout.contains("This lesson has no demos: its code is SwiftUI views, which do not run on Linux\n"
            + "or in a terminal. The notes above teach it.\n"), "no quiz to point to in this fixture")
    }

    func testLessonStepRunsEveryDemoOfTheLessonInOrder() {
        let result = run(["lesson", "4", "--step"])
        XCTAssertEqual(result.status, 0)
        let alpha = result.stdout.range(of: "alpha · step 2 of 2: Use")
        let beta = result.stdout.range(of: "beta · step 1 of 1: Quiet")
        XCTAssertNotNil(alpha)
        XCTAssertNotNil(beta)
        XCTAssertLessThan(alpha!.lowerBound, beta!.lowerBound)
        XCTAssertEqual(result.input.reads, 0, "piped input: runs straight through")
    }

    // MARK: bad input

    func testBadInputIsOneLineAndExit64() {
        assertUsageError(["lesson", "99"], "error: no lesson 99; lessons are 1, 4; try 'memorize-course lessons'")
        assertUsageError(["lesson", "four"], "error: 'four' is not a lesson number; lessons are 1, 4; try 'memorize-course lessons'")
        assertUsageError(["lesson"], "error: 'lesson' needs a lesson number; for example: memorize-course lesson 4")
        assertUsageError(["lesson", "4", "5"], "error: 'lesson' takes one argument, got 2: 4 5; see 'memorize-course lesson --help'")
        assertUsageError(["demo", "nope"], "error: no demo 'nope'; demos are alpha, beta; 'memorize-course demo' lists them by lesson")
        assertUsageError(["demo", "--step"], "error: 'demo' needs a demo id; for example: memorize-course demo enums")
        assertUsageError(["bogus"], "error: unknown command 'bogus'; commands are lessons, lesson, demo, quiz, exercises, next, instructions, start, warm, check, play, hint, solution, reset, validate, grade, export, doctor, install, uninstall, completion, help; see 'memorize-course --help'")
        assertUsageError(["--bogus"], "error: unknown option '--bogus'; see 'memorize-course --help'")
        assertUsageError(["lesson", "4", "--fast"], "error: unknown option '--fast' for 'lesson'; see 'memorize-course lesson --help'")
        assertUsageError(["help", "nope"], "error: no command 'nope'; commands are lessons, lesson, demo, quiz, exercises, next, instructions, start, warm, check, play, hint, solution, reset, validate, grade, export, doctor, install, uninstall, completion, help")
        assertUsageError(["lessons", "4"], "error: 'lessons' takes no arguments, got: 4; see 'memorize-course lessons --help'")
        assertUsageError(["lesson", "1", "--step"], "error: lesson 1 has no demos: its code is SwiftUI views, which do not run on Linux or in a terminal; "
            + "read its notes with 'memorize-course lesson 1'")
    }

    func testAMistypedNameGetsADidYouMean() {
        assertUsageError(["demo", "alpah"], "error: no demo 'alpah'; did you mean 'alpha'? ('memorize-course demo' lists every demo)")
        assertUsageError(["demo", "BETA"], "error: no demo 'BETA'; did you mean 'beta'? ('memorize-course demo' lists every demo)")
        assertUsageError(["lesons"], "error: unknown command 'lesons'; did you mean 'lessons'? (see 'memorize-course --help')")
        assertUsageError(["help", "chek"], "error: no command 'chek'; did you mean 'check'?")
    }

    func testBrokenLessonFileFailsOnlyItsOwnLessonWithExit2() throws {
        try "---\nformat: 1\nlesson: 4\n".write(to: course.root.appendingPathComponent("Lessons/04-logic/lesson.md"), atomically: true, encoding: .utf8)
        let broken = run(["lesson", "4"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "error: Lessons/04-logic/lesson.md:1: front matter opened here is not closed by a '---' line\n")
        let other = run(["lesson", "1"])
        XCTAssertEqual(other.status, 0, other.stderr)
        XCTAssertTrue(other.stdout.hasPrefix("Lesson 1 · Getting started"))
    }

    func testBrokenNotesFailOnlyTheirOwnLessonNamingFileAndLine() throws {
        let text = TemporaryCourse.lessonText(number: 4, title: "Game logic", body: "## Notes\n\n```swift\nlet x = 1\n")
        try text.write(to: course.root.appendingPathComponent("Lessons/04-logic/lesson.md"), atomically: true, encoding: .utf8)
        let broken = run(["lesson", "4"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "error: Lessons/04-logic/lesson.md:10: the code block opened here is never closed with ```\n")
        XCTAssertEqual(run(["lesson", "1"]).status, 0, "the other lessons still show")
    }

    func testCourseOptionBeforeOrAfterTheCommand() {
        let elsewhere = FileManager.default.temporaryDirectory
        for arguments in [["--course", course.root.path, "lessons"], ["lessons", "--course", course.root.path], ["--course=\(course.root.path)", "lessons"]] {
            let result = Harness.run(arguments, currentDirectory: elsewhere, demos: Self.demos)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("Game logic"))
        }
        let missing = Harness.run(["lessons"], currentDirectory: elsewhere, demos: Self.demos)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr.filter { $0 == "\n" }.count, 1, "one line")
    }
}

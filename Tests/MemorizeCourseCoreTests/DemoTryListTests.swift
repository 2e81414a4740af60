import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// The "Try this" list of `demo ID --edit`: the suggestions main.swift holds as comments were
/// never on screen, where the student watches the output. Numbered by step, cut to the width,
/// and given only the rows the output leaves.
final class DemoTryListTests: XCTestCase {
    static let demo = Demo(id: "lights", title: "Lights", lesson: 4) {
        [
            DemoStep("Declare", explanation: "An enum.", code: "enum Light { case on, off }",
                     tryThis: "add a case `dimmed` and see the switch stop compiling") { _ in },
            DemoStep("Use", explanation: "Pick one.", code: "print(Light.on)") { print in print("on") },
            DemoStep("Flip", explanation: "A method.", code: "let x = 1", tryThis: "flip it twice") { _ in },
            DemoStep("Count", explanation: "Count.", code: "let y = 2", tryThis: "count to three") { _ in },
        ]
    }

    let list = DemoTryList(demo)

    func testPipedEverySuggestionInFullAfterTheOutput() {
        XCTAssertEqual(list.plain(), "\nTry:\n  1. add a case `dimmed` and see the switch stop compiling\n  3. flip it twice\n  4. count to three\n")
        XCTAssertEqual(DemoTryList(Demo(id: "none", title: "None", lesson: 4) { [] }).plain(), "")
    }

    func testOnATerminalLinesAreCutAndFewerShownWhenTheWindowIsShort() {
        XCTAssertEqual(list.lines(width: 30, rows: nil),
                       ["", "Try:", "  1. add a case `dimmed` and …", "  3. flip it twice", "  4. count to three"])
        XCTAssertEqual(list.lines(width: 30, rows: 4), ["Try:", "  1. add a case `dimmed` and …", "  3. flip it twice", "  4. count to three"],
                       "no blank line when it would cost a suggestion")
        XCTAssertEqual(list.lines(width: 40, rows: 3), ["Try:", "  1. add a case `dimmed` and see the sw…", "  … 2 more in main.swift's comments"])
        XCTAssertEqual(list.lines(width: 80, rows: 1), ["Try (step 1; 2 more in main.swift): add a case `dimmed` and see the switch stop…"])
        XCTAssertEqual(list.lines(width: 40, rows: -5), ["Try (step 1; 2 more in main.swift): add…"], "always one line: the first suggestion")
    }

    func testTheEditScreenKeepsTheOutputAndFitsTheTryLinesUnderIt() throws {
        let course = try TemporaryCourse(lessons: [:])
        defer { course.remove() }
        let folder = EditableFolder(course: course.root, id: "lights")
        let runner = EditableRunner(swiftc: URL(fileURLWithPath: "/bin/false"), scratch: course.root, processRunner: UnavailableProcessRunner(), environment: [:])
        var context = CommandContext(stdout: CapturedText(), stderr: CapturedText(), stdin: ScriptedInput(), environment: [:],
                                     currentDirectory: course.root, executableURL: nil,
                                     terminal: TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false, height: 8),
                                     demos: [Self.demo])
        context.editableDemos = []
        let session = DemoEditSession(demo: Self.demo, folder: folder, runner: runner, shown: "Work/demos/lights", context: context)
        // 8 rows: 7 for text, 1 for the status line, so 6 for the output and the list.
        XCTAssertEqual(session.tryLines(under: "Run #1:\none\ntwo\n"), ["Try:", "  1. add a case `dimmed` and see the switch stop compiling", "  … 2 more in main.swift's comments"])
        XCTAssertEqual(session.tryLines(under: "Run #1:\n"), ["", "Try:", "  1. add a case `dimmed` and see the switch stop compiling", "  3. flip it twice", "  4. count to three"])
    }
}

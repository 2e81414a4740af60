import Foundation
import TestSupport
import XCTest
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport
@testable import MemorizeDemos

/// A lesson page taller than the terminal goes to the pager; anything else is printed.
final class PagerTests: XCTestCase {
    private func terminal(rows: Int?) -> TerminalInfo {
        TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false, height: rows)
    }

    func testALongPageOnATerminalGoesToThePager() throws {
        let pager = RecordingPager()
        let result = Harness.run(["lesson", "5"], terminal: terminal(rows: 24), demos: DemoCatalog.all, pager: pager)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "", "the page went to the pager, not straight out")
        XCTAssertEqual(pager.pages.count, 1)
        let page = try XCTUnwrap(pager.pages.first)
        XCTAssertTrue(page.hasPrefix("Lesson 5 · Properties, layout and @ViewBuilder"))
        XCTAssertTrue(page.contains("memorize-course demo view-builder"), "the whole page, demos list included")
    }

    func testWhatIsNotPaged() {
        // Told not to; piped; an unknown height; a page that fits; stepping through demos.
        let cases: [(arguments: [String], terminal: TerminalInfo)] = [
            (["lesson", "5", "--no-pager"], terminal(rows: 24)),
            (["lesson", "5"], .plain),
            (["lesson", "5"], terminal(rows: nil)),
            (["lesson", "5"], terminal(rows: 10_000)),
        ]
        for (arguments, terminal) in cases {
            let pager = RecordingPager()
            let result = Harness.run(arguments, terminal: terminal, demos: DemoCatalog.all, pager: pager)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(pager.pages.isEmpty, "\(arguments) on \(terminal) is not paged")
            XCTAssertTrue(result.stdout.contains("Lesson 5"), "\(arguments) prints the page")
        }
        let pager = RecordingPager()
        let stepped = Harness.run(["lesson", "5", "--step"], terminal: terminal(rows: 24), input: Array(repeating: "", count: 40),
                                  demos: DemoCatalog.all, pager: pager)
        XCTAssertEqual(stepped.status, 0)
        XCTAssertTrue(pager.pages.isEmpty, "stepping is interactive: never paged")
    }

    func testAPagerThatCannotRunLeavesThePagePrinted() {
        let pager = RecordingPager(shows: false)
        let result = Harness.run(["lesson", "5"], terminal: terminal(rows: 24), demos: DemoCatalog.all, pager: pager)
        XCTAssertEqual(pager.pages.count, 1, "it was tried")
        XCTAssertTrue(result.stdout.hasPrefix("Lesson 5"), "and the page was printed after all")
    }

    func testLinesOverridesTheMeasuredHeightOnlyOnATerminal() {
        let resolved = TerminalInfo.resolve(environment: ["LINES": "50"], outputIsTerminal: true, inputIsTerminal: true,
                                            measuredWidth: 80, measuredHeight: 24)
        XCTAssertEqual(resolved.height, 50)
        XCTAssertEqual(TerminalInfo.resolve(environment: [:], outputIsTerminal: true, inputIsTerminal: true,
                                            measuredWidth: 80, measuredHeight: 24).height, 24)
        XCTAssertNil(TerminalInfo.resolve(environment: ["LINES": "50"], outputIsTerminal: false, inputIsTerminal: false,
                                          measuredWidth: nil, measuredHeight: nil).height, "piped output has no height")
    }

    // MARK: the system pager

    func testThePagerTheEnvironmentChooses() throws {
        let path = ["PATH": "/usr/bin:/bin"]
        XCTAssertEqual(SystemPager.chosen(environment: path.merging(["PAGER": "sh -e"]) { $1 })?.command, "sh -e")
        XCTAssertEqual(SystemPager.chosen(environment: path.merging(["PAGER": "nope", "MEMORIZE_COURSE_PAGER": "sh"]) { $1 })?.command, "sh",
                       "the tool's own variable wins")
        XCTAssertNil(SystemPager.chosen(environment: path.merging(["PAGER": "cat"]) { $1 }), "cat means no pager")
        XCTAssertNil(SystemPager.chosen(environment: path.merging(["PAGER": ""]) { $1 }), "empty means no pager")
        XCTAssertNil(SystemPager.chosen(environment: path.merging(["PAGER": "no-such-pager-anywhere"]) { $1 }), "not installed")
        let less = SystemPager(command: "less", environment: [:])
        XCTAssertEqual(less.environment["LESS"], "FRX", "quit if it fits, keep colours, leave the text on screen")
        XCTAssertEqual(SystemPager(command: "less", environment: ["LESS": "-S"]).environment["LESS"], "-S", "the reader's own LESS stays")
        XCTAssertEqual(less.environment["LESSHISTFILE"], "-", "less writes no ~/.lesshst: the tool leaves no file outside its scratch folder")
        let own = SystemPager(command: "less", environment: ["LESSHISTFILE": "/home/me/.lesshst", "HOME": "/home/me"])
        XCTAssertEqual(own.environment["LESSHISTFILE"], "-", "not even where the reader asked for one")
        XCTAssertEqual(own.environment["HOME"], "/home/me", "the reader's other variables stay")
    }

    func testTheSystemPagerGetsTheWholeTextOnItsInput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("paged-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let text = String(repeating: "a line of the lesson 👻\n", count: 20_000)   // more than a pipe holds at once
        let pager = SystemPager(command: "cat > '\(file.path)'", environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertTrue(pager.page(text))
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), text)
        XCTAssertFalse(SystemPager(command: "no-such-pager-anywhere", environment: ["PATH": "/usr/bin:/bin"]).page(text),
                       "a shell that cannot run the pager showed nothing")
        let seen = FileManager.default.temporaryDirectory.appendingPathComponent("pager-environment-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: seen) }
        XCTAssertTrue(SystemPager(command: "cat >/dev/null; echo \"$LESSHISTFILE\" > '\(seen.path)'", environment: ["PATH": "/usr/bin:/bin"]).page("x\n"))
        XCTAssertEqual(try String(contentsOf: seen, encoding: .utf8), "-\n", "the started pager has LESSHISTFILE=-")
        XCTAssertTrue(SystemPager(command: "head -c 10 >/dev/null", environment: ["PATH": "/usr/bin:/bin"]).page(text),
                      "a reader who quits early is fine: the rest is dropped, nothing crashes")
    }
}

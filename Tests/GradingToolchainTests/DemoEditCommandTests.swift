import Foundation
@testable import MemorizeCourseCore
import MemorizeDemos
import MemorizeGrading
import TestSupport
import XCTest

/// `demo ID --edit` piped, with the real compiler: what a student's edit gives, from a
/// compile error at their line to a crash and an endless loop, each stopped and reported.
final class DemoEditCommandTests: XCTestCase {
    var course: TemporaryCourse!
    var main: URL { course.root.appendingPathComponent("Work/demos/one-and-only/main.swift") }

    override func setUpWithError() throws { course = try TemporaryCourse(lessons: [:]) }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String]) -> RunResult {
        Harness.run(arguments, environment: FixtureCourse.gradingEnvironment(["MEMORIZE_COURSE_SCRATCH": course.root.appendingPathComponent(".scratch").path]),
                    currentDirectory: course.root, demos: DemoCatalog.all, processRunner: SystemProcessRunner())
    }

    func testPipedItRunsOnceAndLeavesOnlyTheTwoFilesInWork() throws {
        let result = run(["demo", "one-and-only", "--edit"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Wrote the demo's code to Work/demos/one-and-only/main.swift.\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("nil\nOptional(\"👻\")\nnil\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nTry:\n  1. Change `count == 1` to `count >= 1` and run again"), "the steps' Try this, after the output: \(result.stdout)")
        XCTAssertTrue(result.stdout.hasSuffix(". Change `= 3` to `= 0` and run again: only the first 👻 stays up, and the getter answers `Optional(0)`.\n"), result.stdout)
        let files = try FileManager.default.contentsOfDirectory(atPath: main.deletingLastPathComponent().path).sorted()
        XCTAssertEqual(files, ["Support.swift", "main.swift"], "the program is built in scratch, not in Work/")
    }

    func testACompileErrorIsShownAtTheStudentsLine() throws {
        XCTAssertEqual(run(["demo", "one-and-only", "--edit"]).status, 0)
        let text = try String(contentsOf: main, encoding: .utf8).replacingOccurrences(of: "return first", with: "return firstt")
        try text.write(to: main, atomically: true, encoding: .utf8)
        let row = try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0.contains("return firstt") }) + 1

        let result = run(["demo", "one-and-only", "--edit"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("Your copy of the demo's code is Work/demos/one-and-only/main.swift"), result.stdout)
        XCTAssertTrue(result.stdout.contains("It does not compile (1 error):\nmain.swift:\(row):20: error: cannot find 'firstt' in scope\n"
            + "                return firstt\n                       ^\n"), result.stdout)
    }

    func testResetPutsTheDemoBackAndSaysWhereTheEditWent() throws {
        XCTAssertEqual(run(["demo", "one-and-only", "--edit"]).status, 0)
        try "print(\"mine\")\n".write(to: main, atomically: true, encoding: .utf8)
        XCTAssertTrue(run(["demo", "one-and-only", "--edit"]).stdout.contains("\nmine\n\nTry:\n"))

        let result = run(["demo", "one-and-only", "--edit", "--reset"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("Put the demo's code back in Work/demos/one-and-only/main.swift; "
            + "yours is kept as Work/demos/one-and-only/main.swift.bak.\n"), result.stdout)
        XCTAssertEqual(try String(contentsOf: main.appendingPathExtension("bak"), encoding: .utf8), "print(\"mine\")\n")
        XCTAssertTrue(result.stdout.contains("Optional(\"👻\")"))
    }

    func testACrashIsReportedWithWhatItPrintedFirst() throws {
        XCTAssertEqual(run(["demo", "one-and-only", "--edit"]).status, 0)
        try "print(\"before\")\nlet empty: [Int] = []\nprint(empty[1])\n".write(to: main, atomically: true, encoding: .utf8)
        let result = run(["demo", "one-and-only", "--edit"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("before\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Fatal error: Index out of range"), result.stdout)
        XCTAssertTrue(result.stdout.contains("The program crashed (signal"), result.stdout)
    }

    func testAnEndlessLoopIsStoppedByTheTimeLimit() throws {
        let demo = try XCTUnwrap(DemoCatalog.all.first { $0.id == "one-and-only" })
        let editable = try XCTUnwrap(EditableCatalog.all.first { $0.id == "one-and-only" })
        let folder = EditableFolder(url: course.root.appendingPathComponent("Work/demos/one-and-only"))
        try folder.prepare(EditableProgram(demo: demo, editable: editable))
        try "print(\"spinning\")\nvar n = 0\nwhile true { n &+= 1 }\n".write(to: folder.main, atomically: true, encoding: .utf8)
        let swiftc = try XCTUnwrap(findOnPath("swiftc", environment: ProcessInfo.processInfo.environment))
        var runner = EditableRunner(swiftc: swiftc, scratch: course.root.appendingPathComponent(".scratch/demos/one-and-only"),
                                    processRunner: SystemProcessRunner(), environment: ProcessInfo.processInfo.environment)
        runner.timeLimit = 1
        let started = Date()
        let outcome = try runner.run(folder)
        guard case let .timedOut(output, seconds) = outcome else { return XCTFail("not stopped: \(outcome)") }
        XCTAssertEqual(seconds, 1)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "stopped, not left to run")
        XCTAssertEqual(DemoEditSession.describe(outcome, styler: Styler(enabled: false)),
                       output + "Stopped after 1 s of running: an endless loop?\n")
    }
}

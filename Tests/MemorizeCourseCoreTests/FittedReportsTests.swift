import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeDemos
@testable import MemorizeGrading

/// `doctor`, `reset` and `demo ID --edit` print lines of paths and advice; on a terminal they
/// are broken between words to its width, which the terminal would otherwise break mid-word.
final class FittedReportsTests: XCTestCase {
    var course: FixtureCourse!
    /// A deep scratch folder, so the paths printed are wider than the terminal's lines.
    var scratch: URL!
    let terminal = TerminalInfo(outputIsTerminal: true, inputIsTerminal: false, width: 60, usesColor: false)

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        scratch = course.root.appendingPathComponent("a-rather-long-scratch-folder/for-memorize-course")
    }

    override func tearDown() { course.remove() }

    func run(_ arguments: [String], terminal: TerminalInfo = .plain) -> RunResult {
        Harness.run(arguments, terminal: terminal, environment: ["PATH": "/nonexistent", "MEMORIZE_COURSE_SCRATCH": scratch.path],
                    currentDirectory: course.root, demos: DemoCatalog.all)
    }

    func testDoctorsLinesFitTheTerminalUnderTheirMarks() {
        let piped = run(["doctor"])
        let fitted = run(["doctor"], terminal: terminal)
        XCTAssertEqual(fitted.status, piped.status)
        Self.assertFits(fitted.stdout, width: 60, sameWordsAs: piped.stdout)
        XCTAssertTrue(fitted.stdout.contains("✘ no `swift` on PATH: install a Swift toolchain\n  (swift.org/install) and open a new shell\n"), fitted.stdout)
    }

    /// "All is well." right under a "!" line read as if the warning did not count.
    func testDoctorsLastLineCountsTheWarnings() {
        XCTAssertEqual(DoctorCommand.summary(problems: 0, warnings: 0), "All is well.")
        XCTAssertEqual(DoctorCommand.summary(problems: 0, warnings: 1), "All is well, with 1 warning above.")
        XCTAssertEqual(DoctorCommand.summary(problems: 0, warnings: 2), "All is well, with 2 warnings above.")
        XCTAssertEqual(DoctorCommand.summary(problems: 1, warnings: 0), "1 problem to fix.")
        XCTAssertEqual(DoctorCommand.summary(problems: 2, warnings: 1), "2 problems to fix, and 1 warning above.")
        let result = run(["doctor"]) // no toolchain on that PATH, so no sandbox either: a warning
        XCTAssertTrue(result.stdout.contains("\n! "), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix(" to fix, and 1 warning above.\n"), result.stdout)
    }

    func testResetsLinesFitTheTerminal() {
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        let result = run(["reset", "counter", "--yes"], terminal: terminal)
        XCTAssertEqual(result.status, 0, result.stderr)
        Self.assertFits(result.stdout, width: 60, sameWordsAs: nil)
        XCTAssertTrue(result.stdout.hasPrefix("Reset Work/counter to the starter. Your files are in\n"), result.stdout)
    }

    func testDemoEditsLinesFitTheTerminal() throws {
        let toolchain = course.root.appendingPathComponent("toolchain")
        try FileManager.default.createDirectory(at: toolchain, withIntermediateDirectories: true)
        let swiftc = toolchain.appendingPathComponent("swiftc")
        try "#!/bin/sh\nexit 1\n".write(to: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        let id = try XCTUnwrap(EditableCatalog.all.first?.id)
        let elsewhere = FileManager.default.temporaryDirectory
        func edit(_ extra: [String], _ terminal: TerminalInfo) -> RunResult {
            Harness.run(["--course", course.root.path, "demo", id, "--edit"] + extra, terminal: terminal,
                        environment: ["PATH": toolchain.path, "MEMORIZE_COURSE_SCRATCH": scratch.path],
                        currentDirectory: elsewhere, demos: DemoCatalog.all)
        }
        _ = edit([], .plain)
        try "// mine\n".write(to: course.root.appendingPathComponent("Work/demos/\(id)/main.swift"), atomically: true, encoding: .utf8)
        let reset = edit(["--reset"], terminal)
        let intro = String(reset.stdout.prefix { $0 != "\u{1B}" }.split(separator: "\n").prefix(4).joined(separator: "\n"))
        Self.assertFits(intro, width: 60, sameWordsAs: nil)
        XCTAssertTrue(intro.split(separator: "\n").contains { $0.hasPrefix("  ") && $0.hasSuffix("/Work/demos/\(id)/main.swift.bak.") }, intro)
    }

    /// No line wider than `width` unless it is one word (a path wider than the line), and,
    /// when the piped text is given, the same words in the same order: none was cut.
    static func assertFits(_ text: String, width: Int, sameWordsAs piped: String?, file: StaticString = #filePath, line: UInt = #line) {
        for row in text.split(separator: "\n") where DisplayWidth.of(String(row)) > width {
            XCTAssertEqual(row.split(separator: " ").count, 1, "wider than \(width) columns: \(row)", file: file, line: line)
        }
        if let piped {
            XCTAssertEqual(text.split(whereSeparator: \.isWhitespace), piped.split(whereSeparator: \.isWhitespace), file: file, line: line)
        }
    }
}

import XCTest
@testable import MemorizeGrading

/// A student's `#sourceLocation` cannot move their compile error to the grader's files.
final class SourceLocationDirectivesTests: XCTestCase {
    func file(_ text: String) -> SourceFile {
        SourceFile(relativePath: "Model.swift", original: URL(fileURLWithPath: "/s/Model.swift"), contents: Data(text.utf8))
    }

    func testEachDirectiveInCodeIsBlankedAndEveryLineKeepsItsPlace() {
        let text = """
            let a = 1
            #sourceLocation(file: "/x/Sources/Serve/main.swift", line: 27)
            let b: Int = "two"
            #sourceLocation()
            // #sourceLocation(file: "a comment", line: 1)
            let c = "#sourceLocation(file: \\"a string\\", line: 1)"
            """
        let compiled = String(decoding: SourceLocationDirectives.removed([file(text)])[0].contents, as: UTF8.self)
        let lines = compiled.components(separatedBy: "\n")
        let original = text.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, original.count)
        XCTAssertEqual(lines[1].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(lines[1].count, original[1].count, "columns stay the student's")
        XCTAssertEqual(lines[3].trimmingCharacters(in: .whitespaces), "")
        XCTAssertEqual(lines[4].trimmingCharacters(in: .whitespaces), "//", "in a comment, the directive is blanked too")
        XCTAssertFalse(lines[5].contains("sourceLocation"), lines[5])
        XCTAssertEqual(lines[2], original[2])
    }

    /// A raw string whose one character is a backslash (`#"\"#`) was read as an escape by the
    /// scan that tells code from strings, so the directive after it was taken for a string and
    /// kept: the student's type error was blamed on the grader (exit 2). The name is blanked
    /// wherever it occurs.
    func testADirectiveAfterARawStringIsBlankedToo() {
        let text = #"""
            let slash = #"\"#
            #sourceLocation(file: "/x/Sources/Serve/main.swift", line: 27)
            let b: Int = "two"
            """#
        let lines = String(decoding: SourceLocationDirectives.removed([file(text)])[0].contents, as: UTF8.self).components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "let slash = #\"\\\"#")
        XCTAssertEqual(lines[1].trimmingCharacters(in: .whitespaces), "")
    }

    func testAFileWithoutOneIsTheSameFile() {
        let plain = file("let a = 1\n")
        XCTAssertEqual(SourceLocationDirectives.removed([plain])[0].contents, plain.contents)
    }
}

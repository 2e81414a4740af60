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
        XCTAssertEqual(Array(lines[4...]), Array(original[4...]), "a comment or a string is left as it is")
        XCTAssertEqual(lines[2], original[2])
    }

    func testAFileWithoutOneIsTheSameFile() {
        let plain = file("let a = 1\n")
        XCTAssertEqual(SourceLocationDirectives.removed([plain])[0].contents, plain.contents)
    }
}

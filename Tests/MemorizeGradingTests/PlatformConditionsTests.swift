import XCTest
@testable import MemorizeGrading

/// The grader compiles a student's files as an iPhone would decide `os(…)`: code written for
/// the grader's own platform is not what is graded (rt17a).
final class PlatformConditionsTests: XCTestCase {
    func compiled(_ text: String) -> String {
        let file = SourceFile(relativePath: "A.swift", original: URL(fileURLWithPath: "/s/A.swift"), contents: Data(text.utf8))
        return String(decoding: PlatformConditions.asOnIOS([file])[0].contents, as: UTF8.self)
    }

    func testEachOSConditionIsIOSsValueAndEveryColumnStays() {
        let text = """
            #if os(Linux) || os(macOS)
            let a = 1
            #elseif !os( iOS )
            let b = 2
            #endif
              #if os(iOS) && canImport(UIKit)
            let os = "os(Linux)"   // not a directive: left alone
            #endif
            """
        let result = compiled(text)
        let lines = result.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }, [
            "#if false     || false", "let a = 1", "#elseif !true", "let b = 2", "#endif",
            "  #if true    && canImport(UIKit)", "let os = \"os(Linux)\"   // not a directive: left alone", "#endif",
        ])
        XCTAssertEqual(result.split(separator: "\n", omittingEmptySubsequences: false).map(\.count),
                       text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count), "every line keeps its length")
    }

    func testAFileWithoutConditionsIsTheSameFile() {
        XCTAssertEqual(compiled("let x = 1\n"), "let x = 1\n")
    }
}

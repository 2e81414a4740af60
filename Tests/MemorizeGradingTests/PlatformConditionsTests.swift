import XCTest
@testable import MemorizeGrading

/// The grader compiles a student's files as an iPhone would decide its platform conditions:
/// code written for the grader's own platform is not what is graded (rt17a, rt18a).
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
            "  #if true    && true", "let os = \"os(Linux)\"   // not a directive: left alone", "#endif",
        ])
        XCTAssertEqual(result.split(separator: "\n", omittingEmptySubsequences: false).map(\.count),
                       text.split(separator: "\n", omittingEmptySubsequences: false).map(\.count), "every line keeps its length")
    }

    func testAFileWithoutConditionsIsTheSameFile() {
        XCTAssertEqual(compiled("let x = 1\n"), "let x = 1\n")
    }

    /// rt18a: `canImport`, `_runtime` and `arch` decide a platform too; a comment before the
    /// directive, or CR or CRLF line endings, hid it from a reading that split lines at LF.
    func testEveryPlatformConditionIsDecidedWhateverTheLineEndingsOrTheCommentBefore() {
        XCTAssertEqual(compiled("#if canImport(Glibc) || canImport(XCTest) || canImport(Wire)\n#endif\n"),
                       "#if false            || false             || false          \n#endif\n")
        // Each condition becomes its value, padded to the condition's own length.
        let conditions = [("canImport(UIKit, _version: 1.0)", "true"), ("_runtime(_ObjC)", "true"), ("!_runtime(_Native)", "!false"),
                          ("arch(arm64)", "true"), ("!arch(x86_64)", "!false")]
        func padded(_ value: String, as condition: String) -> String { value + String(repeating: " ", count: condition.count - value.count) }
        XCTAssertEqual(compiled("#if " + conditions.map(\.0).joined(separator: " && ") + "\n"),
                       "#if " + conditions.map { padded($0.1, as: $0.0) }.joined(separator: " && ") + "\n")
        XCTAssertEqual(compiled("#if targetEnvironment(simulator)\n"), "#if targetEnvironment(simulator)\n", "a simulator or a device: not decided")
        XCTAssertEqual(compiled("let a = 1\r\n#if os(Linux)\r\nlet b = 2\r\n#endif\r\n"), "let a = 1\r\n#if false    \r\nlet b = 2\r\n#endif\r\n")
        XCTAssertEqual(compiled("let a = 1\r#if os(Linux)\rlet b = 2\r#endif\r"), "let a = 1\r#if false    \rlet b = 2\r#endif\r")
        XCTAssertEqual(compiled("var x: Bool {\n    /* platform */ #if os(Linux)\n    true\n    #else\n    false\n    #endif\n}\n"),
                       "var x: Bool {\n    /* platform */ #if false    \n    true\n    #else\n    false\n    #endif\n}\n")
        XCTAssertEqual(compiled("let s = \"\"\"\n#if os(Linux)\n\"\"\"\n"), "let s = \"\"\"\n#if os(Linux)\n\"\"\"\n", "a string's text is no directive")
        XCTAssertEqual(compiled("#ifdef os(Linux)\n"), "#ifdef os(Linux)\n")
    }
}

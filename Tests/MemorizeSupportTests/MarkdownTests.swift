import XCTest
@testable import MemorizeSupport

final class MarkdownTests: XCTestCase {
    func testBlocks() throws {
        let blocks = try MarkdownParser.parse("""
        ## Enums
        An enum has
        discrete cases.

        - one
          continued
          - nested
        1. first
        > **Try it:** demo

        ```swift
            let x = 1
              let y = 2
        ```
        """)
        XCTAssertEqual(blocks, [
            .heading(level: 2, text: [InlineSpan("Enums")]),
            .paragraph([InlineSpan("An enum has discrete cases.")]),
            .list([
                ListItem(depth: 0, number: nil, text: [InlineSpan("one continued")]),
                ListItem(depth: 1, number: nil, text: [InlineSpan("nested")]),
                ListItem(depth: 0, number: 1, text: [InlineSpan("first")]),
            ]),
            .quote([InlineSpan("Try it:", .strong), InlineSpan(" demo")]),
            .code(language: "swift", text: "let x = 1\n  let y = 2"),
        ])
    }

    func testUnclosedCodeFenceNamesItsLine() {
        XCTAssertThrowsError(try MarkdownParser.parse("text\n\n```swift\nlet x = 1\n")) { error in
            XCTAssertEqual(error as? MarkdownError, MarkdownError(line: 3, problem: "the code block opened here is never closed with ```"))
        }
    }

    func testInlineStyles() {
        XCTAssertEqual(InlineParser.parse("a *b* **c** `d*e*` f"), [
            InlineSpan("a "), InlineSpan("b", .emphasis), InlineSpan(" "), InlineSpan("c", .strong),
            InlineSpan(" "), InlineSpan("d*e*", .code), InlineSpan(" f"),
        ])
    }

    func testUnpairedMarkersStayLiteral() {
        XCTAssertEqual(InlineParser.parse("2 * 3 and `open"), [InlineSpan("2 * 3 and `open")])
    }
}

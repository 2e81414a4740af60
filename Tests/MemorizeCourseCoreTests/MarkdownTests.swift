import XCTest
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

final class WrappingTests: XCTestCase {
    func testWrapsByDisplayWidthCountingEmojiAsTwo() {
        let wrapper = TextWrapper(styler: Styler(enabled: false))
        let lines = wrapper.wrap("👻👻👻 ab cd", width: 8)
        XCTAssertEqual(lines, ["👻👻👻", "ab cd"])
        XCTAssertEqual(DisplayWidth.of("👻"), 2)
        XCTAssertEqual(DisplayWidth.of("\u{1B}[1mab\u{1B}[0m"), 2)
    }

    func testPrefixesAndLongWords() {
        let wrapper = TextWrapper(styler: Styler(enabled: false))
        XCTAssertEqual(wrapper.wrap("one two three", width: 9, firstPrefix: "• ", continuationPrefix: "  "),
                       ["• one two", "  three"])
        XCTAssertEqual(wrapper.wrap("extraordinarily long", width: 5), ["extraordinarily", "long"])
    }

    func testCodeSpansKeepBackticksOnlyWithoutColour() {
        let spans = [InlineSpan("use "), InlineSpan("nil", .code), InlineSpan(".")]
        XCTAssertEqual(TextWrapper(styler: Styler(enabled: false)).wrap(spans, width: 40), ["use `nil`."])
        XCTAssertEqual(TextWrapper(styler: Styler(enabled: true)).wrap(spans, width: 40), ["use \u{1B}[33mnil\u{1B}[0m."])
    }
}

final class HighlighterTests: XCTestCase {
    func testTokenKinds() {
        var inComment = false
        let tokens = SwiftHighlighter().tokenize(#"@Observable let x: Int? = nil // "hi" 42"#, inBlockComment: &inComment)
        let kinds = tokens.filter { $0.kind != .plain }.map { "\($0.kind):\($0.text)" }
        XCTAssertEqual(kinds, ["attribute:@Observable", "keyword:let", "type:Int", "keyword:nil", #"comment:// "hi" 42"#])
    }

    func testHighlightingNeverChangesTheText() {
        let code = """
        enum FastFoodMenuItem { case drink(String, ounces: Int) }
        /* a block
           comment */ let s = "a \\"quoted\\" word", n = 3.5
        items.first?.isFaceUp
        """
        // Through the one place code is highlighted, wide enough that no line is broken.
        let plain = CodeWrapper.swiftBlock(code, width: 1000, indent: "", styler: Styler(enabled: false)).joined(separator: "\n")
        XCTAssertEqual(plain, code)
        let coloured = CodeWrapper.swiftBlock(code, width: 1000, indent: "", styler: Styler(enabled: true)).joined(separator: "\n")
        XCTAssertEqual(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression), code)
        XCTAssertTrue(coloured.contains("\u{1B}[35;1menum\u{1B}[0m"))
    }

    func testMemberNamedLikeAKeywordIsNotAKeyword() {
        var inComment = false
        let tokens = SwiftHighlighter().tokenize("menu.default", inBlockComment: &inComment)
        XCTAssertEqual(tokens.last, SwiftHighlighter.Token(text: "default", kind: .plain))
    }
}

final class TerminalInfoTests: XCTestCase {
    func testColourOnlyOnATerminalWithoutNoColorOrDumbTerm() {
        XCTAssertTrue(TerminalInfo.resolve(environment: [:], outputIsTerminal: true, inputIsTerminal: true, measuredWidth: 120).usesColor)
        XCTAssertFalse(TerminalInfo.resolve(environment: [:], outputIsTerminal: false, inputIsTerminal: true, measuredWidth: nil).usesColor)
        XCTAssertFalse(TerminalInfo.resolve(environment: ["NO_COLOR": "1"], outputIsTerminal: true, inputIsTerminal: true, measuredWidth: 120).usesColor)
        XCTAssertTrue(TerminalInfo.resolve(environment: ["NO_COLOR": ""], outputIsTerminal: true, inputIsTerminal: true, measuredWidth: 120).usesColor)
        XCTAssertFalse(TerminalInfo.resolve(environment: ["TERM": "dumb"], outputIsTerminal: true, inputIsTerminal: true, measuredWidth: 120).usesColor)
    }

    func testWidthFromColumnsThenMeasurementThenDefault() {
        XCTAssertEqual(TerminalInfo.resolve(environment: ["COLUMNS": "60"], outputIsTerminal: true, inputIsTerminal: false, measuredWidth: 120).width, 60)
        XCTAssertEqual(TerminalInfo.resolve(environment: [:], outputIsTerminal: true, inputIsTerminal: false, measuredWidth: 120).width, 120)
        XCTAssertEqual(TerminalInfo.resolve(environment: ["COLUMNS": "x"], outputIsTerminal: false, inputIsTerminal: false, measuredWidth: nil).width, 80)
    }
}

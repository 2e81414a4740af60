import XCTest
@testable import MemorizeCourseCore

/// Code in a lesson page is fitted to a narrow terminal between tokens, never inside one, and
/// each continued part is marked, so it cannot be read as a line of its own.
final class CodeWrapperTests: XCTestCase {
    let line = "        let index = cards.firstIndex(where: { $0.id == card.id }) ?? fallbackIndexForTheCard"

    func pieces(width: Int) -> [String] {
        var inComment = false
        let tokens = SwiftHighlighter().tokenize(line, inBlockComment: &inComment)
        return CodeWrapper(width: width, styler: Styler(enabled: false)).wrap(tokens) { $0.text }
    }

    func testALongLineIsBrokenBetweenTokensWithMarkedContinuations() {
        let lines = pieces(width: 40)
        XCTAssertGreaterThan(lines.count, 1)
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 40, line) }
        XCTAssertFalse(lines[0].contains("↪"))
        for continued in lines.dropFirst() { XCTAssertTrue(continued.hasPrefix("        ↪ "), continued) }
        // Joined back, the parts are the line: nothing lost, and every break fell where a space was
        // or between two tokens (no word cut in two).
        let parts = lines.enumerated().map { $0 == 0 ? $1 : String($1.dropFirst("        ↪ ".count)) }
        XCTAssertEqual(parts.joined(separator: " ").split(separator: " "), line.split(separator: " "))
        for word in ["firstIndex", "fallbackIndexForTheCard", "cards", "where"] {
            XCTAssertTrue(lines.contains { $0.contains(word) }, "\(word) was cut: \(lines)")
        }
    }

    func testAShortLineIsLeftAlone() {
        XCTAssertEqual(pieces(width: 100), [line])
    }

    func testATokenWiderThanTheLineIsCutWhereItMust() {
        var inComment = false
        let tokens = SwiftHighlighter().tokenize(#"print("\#(String(repeating: "x", count: 50))")"#, inBlockComment: &inComment)
        let lines = CodeWrapper(width: 24, styler: Styler(enabled: false)).wrap(tokens) { $0.text }
        for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(line), 24, line) }
        XCTAssertEqual(lines.map { $0.replacingOccurrences(of: "↪ ", with: "") }.joined(), #"print("\#(String(repeating: "x", count: 50))")"#)
    }

    func testALessonPageWrapsCodeToANarrowTerminal() throws {
        let terminal = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: 40, usesColor: false)
        let rendered = MarkdownRenderer(terminal: terminal).render([.code(language: "swift", text: line)])
        for printed in rendered.split(separator: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(printed), 40, String(printed)) }
        XCTAssertTrue(rendered.hasPrefix("            let index =\n"), rendered)
        XCTAssertTrue(rendered.contains("\n            ↪ "), rendered)
    }

    /// A demo step's code and a quiz's code are fitted the same way (`demo deal` once showed
    /// a line of 149 columns).
    func testDemoAndQuizCodeIsWrappedToANarrowTerminal() {
        let terminal = TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 40, usesColor: false)
        let step = DemoStep("find", explanation: "Finds a card.", code: line) { _ in }
        let demo = Demo(id: "find", title: "Find", lesson: 7) { [step] }
        let header = DemoStepRenderer(terminal: terminal).stepHeader(step, of: demo, number: 1, count: 1)
        let question = QuizQuestion(id: "q", ask: "What prints?", code: nil,
                                    kind: .output(code: line, answer: "1", why: "It does."), reread: "Arrays")
        let asked = QuizRenderer(terminal: terminal).question(question, number: 1, of: 1)
        for shown in [header, asked] {
            for printed in shown.split(separator: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(printed), 40, String(printed)) }
            XCTAssertTrue(shown.contains("\n            let index =\n"), shown)
            XCTAssertTrue(shown.contains("\n            ↪ "), shown)
        }
    }
}

import Testing
@testable import MemorizeCourseCore

/// The byte-level text helpers that lesson rendering relies on (Swift Testing).
@Suite struct TextHelpersTests {
    @Test(arguments: [("  a b \t", "a b"), ("", ""), ("   ", ""), ("x", "x"), (" 👻 ", "👻"), ("a\r", "a")])
    func trimmedRemovesOnlyOuterBlanks(input: String, expected: String) {
        #expect(input.trimmed == expected)
    }

    @Test func linesSplitAtEveryNewline() {
        #expect("a\n\nb\n".lines() == ["a", "", "b", ""])
        #expect("a\n\nb\n".lines(keepingTrailingEmpty: false) == ["a", "", "b"])
        #expect("".lines() == [""])
        #expect("🎃\n🦇".lines() == ["🎃", "🦇"])
    }

    @Test func blankMeansOnlySpacesTabsAndReturns() {
        #expect(" \t\r".isBlank)
        #expect(!" x ".isBlank)
    }

    @Test(arguments: [("abc", 3), ("👻🎃", 4), ("é", 1), ("\u{1B}[1mab\u{1B}[0m", 2), ("漢字", 4)])
    func displayWidth(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }
}

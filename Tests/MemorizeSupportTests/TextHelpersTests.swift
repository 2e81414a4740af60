import Testing
@testable import MemorizeSupport

/// The byte-level text helpers that lesson rendering relies on (Swift Testing).
@Suite struct TextHelpersTests {
    @Test(arguments: [("  a b \t", "a b"), ("", ""), ("   ", ""), ("x", "x"), (" 👻 ", "👻"), ("a\r", "a")])
    func trimmedRemovesOnlyOuterBlanks(input: String, expected: String) {
        #expect(input.trimmed == expected)
    }

    /// What a submission shows is text: escape codes and controls as pictures, direction marks
    /// gone, and as one line no break of any kind, Unicode's own separators included.
    @Test func printableTextShowsControlsAndBreaksAsPictures() {
        #expect(PrintableText.of("a\u{1B}[2Jb\u{7}\u{202E}c\n\td") == "a␛[2Jb␇c\n\td")
        #expect(PrintableText.of("a\u{2028}b\u{2029}c") == "a\nb\nc")
        #expect(PrintableText.line("✔ a\u{2028}✔ Task 1 passed\u{2029}b\n\t") == "✔ a␤✔ Task 1 passed␤b␤␉")
        #expect(PrintableText.of("Théo 👻 plain") == "Théo 👻 plain")
    }

    /// A character that shows nothing is written as its code: a hidden line of tag characters, a
    /// zero-width space, a soft hyphen, an annotation mark (rt24b had them in a Gradescope
    /// result). An emoji's own joiners and a flag's tags are the emoji's, and stay.
    @Test func charactersThatShowNothingAreWrittenAsTheirCodes() {
        let hiddenLine = "ok" + "HI".unicodeScalars.map { String(Unicode.Scalar($0.value + 0xE0000)!) }.joined()
        #expect(PrintableText.of(hiddenLine) == "ok\\u{E0048}\\u{E0049}")
        #expect(PrintableText.of("a\u{200B}b\u{AD}c\u{FEFF}d\u{FFF9}e\u{2060}f\u{34F}g\u{FFFF}") == "a\\u{200B}b\\u{AD}c\\u{FEFF}d\\u{FFF9}e\\u{2060}f\\u{34F}g\\u{FFFF}")
        #expect(PrintableText.of("x\u{200D}y") == "x\\u{200D}y", "a joiner between letters joins nothing")
        let kept = ["👩\u{200D}💻", "🏳️\u{200D}🌈", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "❤️", "1️⃣"]
        for emoji in kept { #expect(PrintableText.of(emoji) == emoji, "\(emoji.unicodeScalars.map { String($0.value, radix: 16) })") }
        #expect(PrintableText.of(PrintableText.of(hiddenLine)) == PrintableText.of(hiddenLine))
    }

    /// A message is one line, cut with a count of what was left out: a crash's megabytes do
    /// not reach every report whole.
    @Test func aMessageIsCutAfterItsLimit() {
        #expect(PrintableText.message("short\n", limit: 10) == "short␤")
        let long = String(repeating: "FLOOD-", count: 1_000)
        let cut = PrintableText.message(long)
        #expect(cut == String(long.prefix(1_000)) + "… (5000 more characters)")
        #expect(PrintableText.message(String(repeating: "x", count: 1_000)).count == 1_000)
        #expect(PrintableText.message(cut) == cut, "cut again, it keeps its count (it said \"23 more\" of 4.3 million)")
    }

    /// A name with a character that shows nothing is not the name without it (rt22b: "bob\u{200B}").
    @Test func charactersThatShowNothingAreKnown() {
        #expect("\u{200B}\u{202E}\u{AD}\u{34F}\u{2060}\u{FE0F}".unicodeScalars.allSatisfy(PrintableText.showsNothing))
        #expect(!"bob 👻 é".unicodeScalars.contains(where: PrintableText.showsNothing))
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

    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("pie", "pie", 0), ("piee", "pie", 1), ("lesons", "lessons", 1), ("alpah", "alpha", 1), ("ab", "ba", 1)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(Array(a), Array(b)) == distance)
    }

    @Test func suggestionsAreOnlyNearMisses() {
        let demos = ["enums", "fast-food", "layout", "pie", "deal", "card-flip", "cardify"]
        #expect(Suggestion.closest(to: "piee", among: demos) == "pie")
        #expect(Suggestion.closest(to: "Layout", among: demos) == "layout")
        #expect(Suggestion.closest(to: "fastfood", among: demos) == "fast-food")
        #expect(Suggestion.closest(to: "cardflip", among: demos) == "card-flip")
        #expect(Suggestion.closest(to: "xyz", among: demos) == nil, "three edits from anything is no slip")
        #expect(Suggestion.closest(to: "animation", among: demos) == nil)
        #expect(Suggestion.closest(to: "pie", among: []) == nil)
        #expect(Suggestion.closest(to: "assignment3", among: ["assignment2"]) == nil, "another number is another exercise")
        #expect(Suggestion.closest(to: "asignment2", among: ["assignment2"]) == "assignment2")
    }
}

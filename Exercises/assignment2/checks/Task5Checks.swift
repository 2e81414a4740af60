// Required Task 5: a new theme takes a single line of code. A theme written as one line,
// unknown to the view model, must come through it whole and play. This is the one task that
// needs names the assignment leaves open: a way to write a theme (`Theme(name:emojis:
// numberOfPairs:color:)`) and to start a game with it (`EmojiMemoryGame(theme:)`), because
// the check adds a theme of its own, as the task says a programmer would.
import XCTest
import Contract

final class Task5Checks: XCTestCase {
    let weather = ["🌞", "🌈", "🌊", "🔥", "⚡", "🌙", "🌀", "🌟"]

    private func checkRoundTrip(_ spec: ThemeSpec, expectedCards: ClosedRange<Int>) throws {
        let viewModel = try ViewModel(theme: spec)
        let made = "Started EmojiMemoryGame(theme:) with a new one-line theme \"\(spec.name)\" (\(spec.emojis.count) emoji, \(spec.numberOfPairs.map { "\($0) pairs" } ?? "a random number of pairs"), \(spec.color))"
        let name = try viewModel.themeName
        expect(name == spec.name, "\(made): expected the theme's name \"\(spec.name)\", but it is \"\(name)\".")
        let color = try viewModel.themeColor
        expect(color == spec.color, "\(made): expected the theme's colour \(spec.color), but it is \(color) (a new theme should need no other code, not even for its colour).")

        let cards = try viewModel.cards
        expect(expectedCards.contains(cards.count), "\(made): expected \(expectedCards.lowerBound == expectedCards.upperBound ? "\(expectedCards.lowerBound)" : "\(expectedCards.lowerBound) to \(expectedCards.upperBound)") cards, but there are \(cards.count).")
        let strangers = distinctContents(cards).filter { !spec.emojis.contains($0) }
        expect(strangers.isEmpty, "\(made): expected the cards to show its emoji, but some show \(list(strangers)).")

        try playThrough(viewModel)
        let unmatched = try viewModel.cards.filter { !$0.isMatched }
        expect(!cards.isEmpty && unmatched.isEmpty, "\(made), then chose both cards of every pair: expected every card matched, but \(cards.isEmpty ? "the game has no cards" : "\(list(unmatched.map(\.content))) \(unmatched.count == 1 ? "is" : "are") not").")
    }

    func testAThemeWrittenInOneLineWithAFixedNumberOfPairsComesThroughWhole() throws {
        try checkRoundTrip(ThemeSpec(name: "Weather", emojis: weather, numberOfPairs: 4, color: "teal"), expectedCards: 8...8)
    }

    func testAThemeWrittenInOneLineWithARandomNumberOfPairsComesThroughWhole() throws {
        try checkRoundTrip(ThemeSpec(name: "Sky", emojis: weather, numberOfPairs: nil, color: "indigo"), expectedCards: 2...16)
    }
}

// Required Task 5: a new theme takes a single line of code. A theme written as one
// Theme(...) expression, unknown to the view model, must come through it whole and play.
import XCTest
@testable import Submission

final class Task5Checks: XCTestCase {
    let weather = ["🌞", "🌈", "🌊", "🔥", "⚡", "🌙", "🌀", "🌟"]

    private func checkRoundTrip(_ theme: Theme, expectedCards: ClosedRange<Int>) {
        let viewModel = EmojiMemoryGame(theme: theme)
        let got = viewModel.theme
        let made = "Started EmojiMemoryGame(theme:) with a new one-line theme \(describe(theme))"
        expect(got.name == theme.name, "\(made): expected viewModel.theme.name \"\(theme.name)\", but it is \"\(got.name)\".")
        expect(got.emojis == theme.emojis, "\(made): expected viewModel.theme.emojis \(list(theme.emojis)), but they are \(list(got.emojis)).")
        expect(got.numberOfPairs == theme.numberOfPairs, "\(made): expected viewModel.theme.numberOfPairs \(theme.numberOfPairs.map(String.init) ?? "nil"), but it is \(got.numberOfPairs.map(String.init) ?? "nil").")
        expect(got.color == theme.color, "\(made): expected viewModel.theme.color \"\(theme.color)\", but it is \"\(got.color)\" (a new theme should need no other code, not even for its colour).")

        let cards = viewModel.cards
        expect(expectedCards.contains(cards.count), "\(made): expected \(expectedCards.lowerBound == expectedCards.upperBound ? "\(expectedCards.lowerBound)" : "\(expectedCards.lowerBound) to \(expectedCards.upperBound)") cards, but there are \(cards.count).")
        let strangers = distinctContents(cards).filter { !theme.emojis.contains($0) }
        expect(strangers.isEmpty, "\(made): expected the cards to show its emoji, but some show \(list(strangers)).")

        playThrough(viewModel)
        let unmatched = viewModel.cards.filter { !$0.isMatched }
        expect(!cards.isEmpty && unmatched.isEmpty, "\(made), then chose both cards of every pair: expected every card matched, but \(cards.isEmpty ? "the game has no cards" : "\(list(unmatched.map(\.content))) \(unmatched.count == 1 ? "is" : "are") not").")
    }

    func testAOneLineThemeWithAFixedNumberComesThroughWhole() {
        checkRoundTrip(Theme(name: "Weather", emojis: weather, numberOfPairs: 4, color: "teal"), expectedCards: 8...8)
    }

    func testAOneLineThemeWithARandomNumberComesThroughWhole() {
        checkRoundTrip(Theme(name: "Sky", emojis: weather, numberOfPairs: nil, color: "indigo"), expectedCards: 2...16)
    }
}

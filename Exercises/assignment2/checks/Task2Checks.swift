// Required Task 2: the cards are still shuffled.
import XCTest
@testable import Submission

final class Task2Checks: XCTestCase {
    let sixEmoji = ["🍏", "🍋", "🍒", "🥝", "🍑", "🥥"]
    let eightEmoji = ["🐙", "🦀", "🐠", "🐳", "🦑", "🐚", "🦈", "🐢"]

    func testANewGameIsShuffled() {
        // Where a game is shuffled (in MemoryGame or the view model) is up to you; a new
        // game from the view model must be. The check compares arrangements (which
        // positions hold the two cards of a pair), whatever emoji each game uses.
        // False failure: 12 cards in 6 pairs can be arranged 10395 ways; four uniformly
        // shuffled games all alike has probability 10395^-3 < 1e-12.
        let theme = Theme(name: "Fruit", emojis: sixEmoji, numberOfPairs: 6, color: "green")
        let layouts = (0..<4).map { _ in arrangement(EmojiMemoryGame(theme: theme).cards) }
        let first = layouts[0]
        expect(first.count >= 4, "Started a game with the theme \(describe(theme)): expected 12 cards to shuffle, but there are \(first.count).")
        guard first.count >= 4 else { return }
        expect(layouts.contains { $0 != first },
               "Started 4 new games with the theme \(describe(theme)): expected the cards laid out differently at least once, but every game placed the pairs the same way (\(first.map(String.init).joined(separator: " ")), each number one pair): are the cards shuffled?")
    }

    func testShuffleReordersTheModelsCards() throws {
        // False failure: shuffle() leaving 16 cards in their order has probability 1/16! < 1e-13.
        var table = try Table(eightEmoji)
        try table.choose("🐙", 0)
        let before = table.game.cards
        table.shuffle()
        let after = table.game.cards
        expect(after.map(\.id) != before.map(\.id), "Called shuffle() on a MemoryGame of 8 pairs: expected the cards in a new order, but the order did not change.")
        expect(states(after) == states(before), "Chose a 🐙, then called shuffle() on the MemoryGame: expected the same cards (same ids, emoji, face up or down) in a new order, but \(changes(from: states(before), to: states(after))).")
    }

    func testShuffleReordersTheViewModelsCards() {
        // False failure: shuffle() leaving 16 cards in their order has probability 1/16! < 1e-13.
        let theme = Theme(name: "Sea", emojis: eightEmoji, numberOfPairs: 8, color: "blue")
        let viewModel = EmojiMemoryGame(theme: theme)
        let before = viewModel.cards
        expect(before.count >= 4, "Started a game with the theme \(describe(theme)): expected 16 cards to shuffle, but there are \(before.count).")
        guard before.count >= 4 else { return }
        viewModel.shuffle()
        let after = viewModel.cards
        expect(after.map(\.id) != before.map(\.id), "Called shuffle() on the view model (a game of 16 cards): expected the cards in a new order, but the order did not change.")
        expect(states(after) == states(before), "Called shuffle() on the view model: expected the same cards (same ids, emoji, face up or down) in a new order, but \(changes(from: states(before), to: states(after))).")
    }
}

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

    func testANewViewModelIsShuffled() {
        // EmojiMemoryGame() deals on a path of its own; its games are compared as newGame()'s
        // are (the false-failure bound is at sameLayoutEveryTime).
        let problem = sameLayoutEveryTime("Made EmojiMemoryGame()") { EmojiMemoryGame().cards }
        expect(problem == nil, problem ?? "")
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

    func testShuffleReordersTheViewModelsCards() throws {
        // False failure: shuffle() leaving 16 cards in their order has probability 1/16! < 1e-13.
        // Cards are face up and the score has moved first, so a shuffle that deals a new game
        // instead is seen whatever the emoji.
        let theme = Theme(name: "Sea", emojis: eightEmoji, numberOfPairs: 8, color: "blue")
        let viewModel = EmojiMemoryGame(theme: theme)
        let cards = viewModel.cards
        let contents = Array(distinctContents(cards).prefix(3))
        try require(cards.count >= 4 && contents.count == 3, "Started a game with the theme \(describe(theme)): expected 16 cards of 8 emoji to shuffle, but there are \(plural(cards.count, "card")) (\(list(distinctContents(cards)))).")
        let ids = contents.compactMap { content in cards.first { $0.content == content }?.id }
        for id in [ids[0], ids[1], ids[2], ids[0]] {
            if let card = currentCard(viewModel, id: id) { viewModel.choose(card) }
        }
        let (a, b, c) = (contents[0], contents[1], contents[2])
        let done = "Chose \(a) then \(b), then \(c) then the same \(a), then called shuffle() on the view model"
        let before = viewModel.cards
        let scoreBefore = viewModel.score
        viewModel.shuffle()
        let after = viewModel.cards
        expect(after.map(\.id) != before.map(\.id), "\(done) (a game of 16 cards): expected the cards in a new order, but the order did not change.")
        expect(states(after) == states(before), "\(done): expected the same cards (same ids, emoji, face up or down) in a new order, but \(changes(from: states(before), to: states(after))).")
        expect(viewModel.score == scoreBefore, "\(done): expected the score to stay \(scoreBefore), but it is \(viewModel.score).")
    }
}

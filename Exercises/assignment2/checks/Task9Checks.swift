// Required Task 9: the score is there for the UI to show, and a UI observing the view
// model hears about every change. The view model's score must be its model's: each choice
// made through the view model is replayed on a MemoryGame of the same cards, and the two
// scores compared, so these checks hold whatever scoring rule the model has.
import XCTest
import Observation
@testable import Submission

final class Task9Checks: XCTestCase {
    let sixteen = ["🍏", "🍋", "🍒", "🥝", "🍑", "🥥", "🍌", "🍉", "🍍", "🍐", "🍈", "🍇", "🍓", "🥭", "🍊", "🌽"]

    func testTheViewModelsScoreIsItsModelsScore() throws {
        let theme = Theme(name: "Fruit", emojis: sixteen, numberOfPairs: 16, color: "green")
        let viewModel = EmojiMemoryGame(theme: theme)
        let cards = viewModel.cards
        // The same cards in a MemoryGame of our own, matched up by emoji and id order.
        var vmIDs: [String: [Int]] = [:]
        for card in cards { vmIDs[card.content, default: []].append(card.id) }
        var pairContents: [String] = []
        for content in distinctContents(cards) {
            let count = vmIDs[content]?.count ?? 0
            try require(count % 2 == 0, "Started a game with the theme \(describe(theme)): expected every emoji on whole pairs of cards, but \(content) is on \(count).")
            pairContents += Array(repeating: content, count: count / 2)
        }
        try require(distinctContents(cards).count >= 3, "Started a game with the theme \(describe(theme)): expected cards with at least 3 different emoji, but there are \(plural(cards.count, "card")) (\(list(distinctContents(cards)))).")
        var model = MemoryGame<String>(numberOfPairsOfCards: pairContents.count) { pairContent(pairContents, $0) }
        var modelIDs: [String: [Int]] = [:]
        for card in model.cards { modelIDs[card.content, default: []].append(card.id) }
        var toModel: [Int: Int] = [:]
        for (content, ids) in vmIDs {
            let theirs = (modelIDs[content] ?? []).sorted()
            for (vmID, modelID) in zip(ids.sorted(), theirs) { toModel[vmID] = modelID }
        }
        expect(viewModel.score == model.score, "Started a new game: expected viewModel.score to be the game's score, \(model.score), but it is \(viewModel.score).")

        let contents = distinctContents(cards)
        let (a, b, c) = (contents[0], contents[1], contents[2])
        // Mismatches of new and seen cards, then a match: scores 0, -1, -3, -1, -2 with the
        // assignment's rule.
        let taps: [(String, Int)] = [(a, 0), (b, 0), (c, 0), (a, 0), (b, 0), (a, 0), (a, 1), (a, 0), (b, 1), (c, 0)]
        var done: [String] = []
        for (content, copy) in taps {
            let vmID = vmIDs[content]!.sorted()[copy]
            let vmCard = try unwrap(currentCard(viewModel, id: vmID), "Chose \(list(done + [content])) through the view model: the last card is no longer among viewModel.cards.")
            viewModel.choose(vmCard)
            if let modelID = toModel[vmID], let modelCard = model.cards.first(where: { $0.id == modelID }) {
                model.choose(modelCard)
            }
            done.append(content)
            try require(viewModel.score == model.score, "Chose \(list(done)) through the view model: expected viewModel.score to follow the game's scoring, \(model.score), but it is \(viewModel.score).")
        }
    }

    func testChoosingACardNotifiesObservers() throws {
        let viewModel = EmojiMemoryGame(theme: Theme(name: "Fruit", emojis: Array(sixteen.prefix(4)), numberOfPairs: 4, color: "green"))
        let card = try unwrap(viewModel.cards.first { !$0.isFaceUp && !$0.isMatched }, "Started a game of 4 pairs: expected face-down cards to choose, but there are none.")
        let notified = observersAreNotified(viewModel) { viewModel.choose(card) }
        expect(notified, "Watched the view model's cards, score and theme (as a View does), then chose a face-down \(card.content): expected the observer to be told of the change, but it was not (is EmojiMemoryGame @Observable, and does choose change what it reads?).")
    }

    func testShufflingNotifiesObservers() {
        let viewModel = EmojiMemoryGame(theme: Theme(name: "Fruit", emojis: Array(sixteen.prefix(4)), numberOfPairs: 4, color: "green"))
        let notified = observersAreNotified(viewModel) { viewModel.shuffle() }
        expect(notified, "Watched the view model's cards, score and theme (as a View does), then called shuffle(): expected the observer to be told of the change, but it was not (is EmojiMemoryGame @Observable?).")
    }

    func testNewGameNotifiesObservers() {
        let viewModel = EmojiMemoryGame()
        let notified = observersAreNotified(viewModel) { viewModel.newGame() }
        expect(notified, "Watched the view model's cards, score and theme (as a View does), then called newGame(): expected the observer to be told of the change, but it was not (is EmojiMemoryGame @Observable?).")
    }
}

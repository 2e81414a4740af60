// Required Task 9: the score is there for the UI to show, and a UI observing the view model
// hears about every change. The view model's score must be its model's: each choice made
// through the view model is replayed on a MemoryGame of the same cards, and the two scores
// compared, so these checks hold whatever scoring rule the model has.
import XCTest

final class Task9Checks: XCTestCase {
    // As Task 8's: a ViewModel and a Model with no whole number at all have no score to show.
    func testThereIsAScoreToShow() throws {
        expect(!(ModelGame.keepsNoNumber && ViewModel.keepsNoNumber), "Read EmojiMemoryGame and MemoryGame: neither keeps a score (no `Int` at all), so the View has none to show.")
    }

    func testTheViewModelShowsTheScoreOfItsModel() throws {
        // Two emoji are enough to mismatch and match; a third, when the game has one, adds a card never seen.
        let viewModel = try viewModelWithAtLeast(2, "Made EmojiMemoryGame()")
        let cards = try viewModel.cards
        // The same cards in a MemoryGame of our own, matched up by emoji and the order dealt.
        let vmIDs = idsByContent(cards)
        var pairContents: [String] = []
        for content in distinctContents(cards) {
            let count = vmIDs[content]?.count ?? 0
            try require(count % 2 == 0, "Made EmojiMemoryGame(): expected every emoji on whole pairs of cards, but \(content) is on \(count).")
            pairContents += Array(repeating: content, count: count / 2)
        }
        var model = try ModelGame(numberOfPairsOfCards: pairContents.count, emojis: pairContents)
        let modelIDs = idsByContent(try model.cards)
        var toModel: [AnyHashable: AnyHashable] = [:]
        for (content, ids) in vmIDs {
            for (vmID, modelID) in zip(ids, modelIDs[content] ?? []) { toModel[vmID] = modelID }
        }
        let startScore = try viewModel.score
        let modelStart = try model.score
        expect(startScore == modelStart, "Made EmojiMemoryGame(): expected the view model's score to be the game's score, \(modelStart), but it is \(startScore).")

        let contents = distinctContents(cards)
        let (a, b, c) = (contents[0], contents[1], contents.count > 2 ? contents[2] : contents[1])
        // Mismatches of new and seen cards, then a match: scores 0, -1, -3, -1, -2 with the
        // assignment's rule.
        let taps: [(String, Int)] = [(a, 0), (b, 0), (c, 0), (a, 0), (b, 0), (a, 0), (a, 1), (a, 0), (b, 1), (c, 0)]
        var done: [String] = []
        for (content, copy) in taps {
            let vmID = vmIDs[content]![copy]
            let vmCard = try unwrap(try currentCard(viewModel, id: vmID), "Chose \(list(done + [content])) through the view model: the last card is no longer among its cards.")
            try viewModel.choose(vmCard)
            if let modelID = toModel[vmID], let modelCard = try model.cards.first(where: { $0.id == modelID }) {
                try model.choose(modelCard)
            }
            done.append(content)
            let (shown, expected) = (try viewModel.score, try model.score)
            try require(shown == expected, "Chose \(list(done)) through the view model: expected its score to follow the game's scoring, \(expected), but it is \(shown).")
        }
    }

    func testChoosingACardNotifiesObservers() throws {
        let viewModel = try ViewModel()
        let card = try unwrap(try viewModel.cards.first { !$0.isFaceUp && !$0.isMatched }, "Made EmojiMemoryGame(): expected face-down cards to choose, but there are none.")
        let notified = try observersAreNotified(viewModel) { try viewModel.choose(card) }
        expect(notified, "Watched the view model's cards, score and theme (as a View does), then chose a face-down \(card.content): expected the observer to be told of the change, but it was not (\(observableHint)).")
    }

    func testShufflingNotifiesObservers() throws {
        let viewModel = try ViewModel()
        var present = true
        let notified = try observersAreNotified(viewModel) { present = try ifPresent(OptionalPart.shuffle) { try viewModel.shuffle() } }
        guard present else { return }  // a shuffle() intent is not asked for
        expect(notified, "Watched the view model's cards, score and theme (as a View does), then called shuffle(): expected the observer to be told of the change, but it was not (\(observableHint)).")
    }

    func testNewGameNotifiesObservers() throws {
        let viewModel = try ViewModel()
        var present = true
        let notified = try observersAreNotified(viewModel) { present = try ifPresent(OptionalPart.newGame) { try viewModel.newGame() } }
        guard present else { return }  // New Game itself is Required Task 6's
        expect(notified, "Watched the view model's cards, score and theme (as a View does), then called New Game: expected the observer to be told of the change, but it was not (\(observableHint)).")
    }
}

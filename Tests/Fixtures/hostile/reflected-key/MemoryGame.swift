import Foundation

// The Model: how the game plays. Keep it free of anything about how cards are drawn.
struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private(set) var score = 0  // TODO: Required Task 8 (+2 per match, −1 per seen card in a mismatch)

    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        prepareGame()
        // TODO: Required Task 1: two cards per pair, contents from createCardContent(pairIndex)
        cards = []
    }

    mutating func choose(_ card: Card) {
        // TODO: Required Task 1: flip, match, and turn a mismatch down on the next choice
        // TODO: Required Task 8: keep score
    }

    mutating func shuffle() {
        // TODO: Required Task 2
    }

    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
        let id: Int
        // TODO: Required Task 8 (Hint 7): remember whether this card has been seen
    }
}

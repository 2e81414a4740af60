import Foundation

struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private var indexOfTheOneAndOnlyFaceUpCard: Int?

    mutating func choose(_ card: Card) {
        guard let tappedIndex = cards.firstIndex(where: { $0.id == card.id }),
              !cards[tappedIndex].isFaceUp,
              !cards[tappedIndex].isMatched
        else { return }

        if let faceUpIndex = indexOfTheOneAndOnlyFaceUpCard {
            // Exactly one card was face up: this is the second card of a turn.
            if cards[tappedIndex].content == cards[faceUpIndex].content {
                cards[tappedIndex].isMatched = true
                cards[faceUpIndex].isMatched = true
            }
            indexOfTheOneAndOnlyFaceUpCard = nil      // two cards are up now
        } else {
            // Zero or two cards were face up: start a new turn.
            for index in cards.indices {
                cards[index].isFaceUp = false
            }
            indexOfTheOneAndOnlyFaceUpCard = tappedIndex
        }
        cards[tappedIndex].isFaceUp = true
    }

    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2))
            cards.append(Card(content: content, id: pairIndex * 2 + 1))
        }
        cards.shuffle()
    }

    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
        let id: Int
    }
}

import Foundation

// The Model: how the game plays. Nothing here knows how a card is drawn.
struct MemoryGame<CardContent> where CardContent: Equatable {
    private(set) var cards: [Card]
    private(set) var score = 0

    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<max(0, numberOfPairsOfCards) {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2))
            cards.append(Card(content: content, id: pairIndex * 2 + 1))
        }
        cards.shuffle()
    }

    /// The index of the only face-up card, if exactly one is face up. Setting it turns
    /// that card face up and every other card face down.
    private var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp }.oneAndOnly }
        set { cards.indices.forEach { cards[$0].isFaceUp = ($0 == newValue) } }
    }

    mutating func choose(_ card: Card) {
        guard let chosenIndex = cards.firstIndex(where: { $0.id == card.id }),
              !cards[chosenIndex].isFaceUp,
              !cards[chosenIndex].isMatched
        else { return }

        if let waitingIndex = indexOfTheOneAndOnlyFaceUpCard {
            // The second card of a turn: a match, or a mismatch that may cost points.
            if cards[chosenIndex].content == cards[waitingIndex].content {
                cards[chosenIndex].isMatched = true
                cards[waitingIndex].isMatched = true
                score += 1
            } else {
            }
            cards[chosenIndex].isFaceUp = true
        } else {
            // The first card of a turn: everything else goes face down.
            indexOfTheOneAndOnlyFaceUpCard = chosenIndex
        }
    }

    mutating func shuffle() {
        cards.shuffle()
    }

    struct Card: Identifiable {
        var isFaceUp = false {
            didSet {
                // Seen: it was face up and has just been turned back down.
                if oldValue && !isFaceUp { hasBeenSeen = true }
            }
        }
        var isMatched = false
        var hasBeenSeen = false
        let content: CardContent
        let id: Int
    }
}

extension Array {
    /// The only element, or nil when there are none or several.
    var oneAndOnly: Element? {
        count == 1 ? first : nil
    }
}

// The Model from lectures 4 and 5, cut down to what this exercise is about. `choose` is
// written for you: it shows what the property below is for.

struct MemoryGame<CardContent> where CardContent: Equatable {
    /// Settable here so the checks can lay the cards out as they like; a real game keeps it
    /// `private(set)`.
    var cards: [Card]

    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2))
            cards.append(Card(content: content, id: pairIndex * 2 + 1))
        }
    }

    /// The only face-up card's index, or nil when none or several are face up. Setting it
    /// turns that card face up and every other card face down; setting nil turns all down.
    var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get {
            // TODO: Required Task 2 (use oneAndOnly)
            return nil
        }
        set {
            // TODO: Required Task 3
        }
    }

    mutating func choose(_ card: Card) {
        if let chosenIndex = cards.firstIndex(matching: card),
           !cards[chosenIndex].isFaceUp,
           !cards[chosenIndex].isMatched {
            if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                    cards[chosenIndex].isMatched = true
                    cards[potentialMatchIndex].isMatched = true
                }
                cards[chosenIndex].isFaceUp = true
            } else {
                indexOfTheOneAndOnlyFaceUpCard = chosenIndex
            }
        }
    }

    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
        let id: Int
    }
}

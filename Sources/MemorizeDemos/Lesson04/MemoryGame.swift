/// The Model of Memorize: a deck of cards and the rules of the game, knowing nothing about any UI.
///
/// Each demo may only show code from its own file, so MemoryGame's pieces sit beside the demos
/// that show them: `choose(_:)` in GameLogicDemo.swift, `indexOfTheOneAndOnlyFaceUpCard` and
/// `oneAndOnly` in OneAndOnlyDemo.swift, `firstIndex(matching:)` in ArrayIdentifiableDemo.swift.
struct MemoryGame<CardContent> where CardContent: Equatable {
    /// The lecture makes this `private(set)`. Here `choose(_:)` and the face-up index are
    /// extensions in other files, which `private(set)` would lock out, so the setter is internal;
    /// the ViewModel's `private var model` still keeps any View from changing it.
    var cards: [Card]

    /// Deals two cards per pair, in order and unshuffled, so demos print the same every time.
    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2))
            cards.append(Card(content: content, id: pairIndex * 2 + 1))
        }
    }

    /// One card on the table; `id` tells apart the two cards of a pair.
    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        let content: CardContent
        let id: Int
    }
}

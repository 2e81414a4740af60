/// The lesson 4 helpers that demos' editable programs use, as text for their Support.swift:
/// copies of the declarations in Lesson04/ (EditableDemoTests proves each program still prints what its demo does).
enum Support04 {
    /// MemoryGame.swift's Model.
    static let memoryGame = #"""
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
    """#

    /// CardsText.swift's `draw`.
    static let draw = #"""
    /// Draws cards as one line of text, the demos' stand-in for SwiftUI's card views:
    /// `[👻]` face up (matched or not), `[??]` face down, and blank for a matched card that has
    /// been turned face down. The lesson's View draws that card with `.opacity(0)`: it is gone
    /// from sight but keeps its place, so the other cards do not move.
    func draw<CardContent>(_ cards: [MemoryGame<CardContent>.Card]) -> String {
        cards.map { card in
            if card.isFaceUp {
                return "[\(card.content)]"
            }
            return card.isMatched ? "    " : "[??]"
        }
        .joined(separator: " ")
    }
    """#

    /// ArrayIdentifiableDemo.swift's `firstIndex(matching:)`.
    static let firstIndexMatching = #"""
    // `choose(_:)` uses this to find the chosen card in `cards`.
    extension Array where Element: Identifiable {
        func firstIndex(matching: Element) -> Int? {
            for index in indices {
                if self[index].id == matching.id {
                    return index
                }
            }
            return nil
        }
    }
    """#

    /// OneAndOnlyDemo.swift's `oneAndOnly`.
    static let oneAndOnly = #"""
    // `choose(_:)` uses both of these to find, and to set, the one face-up card.
    extension Array {
        var oneAndOnly: Element? {
            if count == 1 {
                return first
            } else {
                return nil
            }
        }
    }
    """#

    /// OneAndOnlyDemo.swift's `indexOfTheOneAndOnlyFaceUpCard`.
    static let faceUpIndex = #"""
    // The lecture declares this `private` inside MemoryGame; as an extension beside its demo it is internal.
    extension MemoryGame {
        var indexOfTheOneAndOnlyFaceUpCard: Int? {
            get { cards.indices.filter { cards[$0].isFaceUp }.oneAndOnly }
            set { cards.indices.forEach { cards[$0].isFaceUp = ($0 == newValue) } }
        }
    }
    """#

    /// GameLogicDemo.swift's `choose(_:)`.
    static let choose = #"""
    // MemoryGame's rules. The lecture writes this inside MemoryGame; here it sits beside its demo.
    extension MemoryGame {
        mutating func choose(_ card: Card) {
            guard let chosenIndex = cards.firstIndex(matching: card),
                  !cards[chosenIndex].isFaceUp,
                  !cards[chosenIndex].isMatched
            else { return }
            if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                    cards[chosenIndex].isMatched = true
                    cards[potentialMatchIndex].isMatched = true
                }
            } else {
                indexOfTheOneAndOnlyFaceUpCard = chosenIndex   // every other card turns face down
            }
            cards[chosenIndex].isFaceUp = true
        }
    }
    """#
}

import MemorizeCourseCore

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

// The lecture declares this `private` inside MemoryGame; as an extension beside its demo it is internal.
extension MemoryGame {
    var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { cards.indices.filter { cards[$0].isFaceUp }.oneAndOnly }
        set { cards.indices.forEach { cards[$0].isFaceUp = ($0 == newValue) } }
    }
}

extension Lesson04 {
    /// `one-and-only`: `Array.oneAndOnly`, and MemoryGame's computed get/set index built on it.
    static let oneAndOnly = Demo(id: "one-and-only", title: "oneAndOnly", lesson: 4) {
        [
            DemoStep(
                "oneAndOnly",
                explanation: "An extension on every Array: its only element if it has exactly one, otherwise `nil`. `Element` is the array's own don't-care type, so this works for arrays of anything.",
                code: #"""
                    extension Array {
                        var oneAndOnly: Element? {
                            if count == 1 {
                                return first
                            } else {
                                return nil
                            }
                        }
                    }
                    """#,
                run: { _ in }
            ),
            DemoStep(
                "Zero, one, two",
                explanation: "Only the array with exactly one element gives a value back; the empty array and the array of two both give `nil`.",
                code: #"""
                    let none: [String] = []
                    let one = ["👻"]
                    let two = ["👻", "🎃"]
                    print(none.oneAndOnly as Any)
                    print(one.oneAndOnly as Any)
                    print(two.oneAndOnly as Any)
                    """#
            ) { print in
                let none: [String] = []
                let one = ["👻"]
                let two = ["👻", "🎃"]
                print(none.oneAndOnly as Any)
                print(one.oneAndOnly as Any)
                print(two.oneAndOnly as Any)
            },
            DemoStep(
                "A computed get and set",
                explanation: "MemoryGame needs the index of the one face-up card, if there is exactly one. It is computed, never stored: `get` keeps the indices of face-up cards and asks for `oneAndOnly`; `set` turns every card face down except the one at the new index.",
                code: #"""
                    extension MemoryGame {
                        var indexOfTheOneAndOnlyFaceUpCard: Int? {
                            get { cards.indices.filter { cards[$0].isFaceUp }.oneAndOnly }
                            set { cards.indices.forEach { cards[$0].isFaceUp = ($0 == newValue) } }
                        }
                    }
                    """#,
                run: { _ in }
            ),
            DemoStep(
                "Getting it",
                explanation: "Here cards are turned up by hand, from outside the game. That compiles only because this demo's MemoryGame leaves `cards` settable (its pieces live in several files, which `private(set)` would lock out); the lecture's `private(set) var cards` forbids it, so in the app only `choose(_:)` turns cards. With no card face up the answer is `nil`; with one it is that card's index; with two it is `nil` again, because there is no one-and-only.",
                code: #"""
                    var game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                    print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                    game.cards[1].isFaceUp = true
                    print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                    game.cards[2].isFaceUp = true
                    print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                    """#
            ) { print in
                var game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                game.cards[1].isFaceUp = true
                print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                game.cards[2].isFaceUp = true
                print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
            },
            DemoStep(
                "Setting it",
                explanation: "Setting the index turns that card face up and every other card face down, however many were up before. Setting `nil` turns them all down.",
                code: #"""
                    var game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                    game.cards[0].isFaceUp = true
                    game.cards[1].isFaceUp = true
                    print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                    game.indexOfTheOneAndOnlyFaceUpCard = 3
                    print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                    game.indexOfTheOneAndOnlyFaceUpCard = nil
                    print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                    """#
            ) { print in
                var game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                game.cards[0].isFaceUp = true
                game.cards[1].isFaceUp = true
                print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                game.indexOfTheOneAndOnlyFaceUpCard = 3
                print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
                game.indexOfTheOneAndOnlyFaceUpCard = nil
                print(draw(game.cards), "→", game.indexOfTheOneAndOnlyFaceUpCard as Any)
            },
        ]
    }
}

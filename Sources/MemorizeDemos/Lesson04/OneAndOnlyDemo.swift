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
                tryThis: #"Change `count == 1` to `count >= 1` and run again: in step 2, `two.oneAndOnly` now gives `Optional("👻")`, and the game would take two face-up cards for one."#,
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
                    """#,
                tryThis: #"Change the last line to `print(two.oneAndOnly ?? "no one-and-only")` and run again: instead of nil it prints the default."#,
                predict: DemoPrediction(
                    "What do the three lines print?",
                    choices: ["nil / 👻 / nil", #"nil / Optional("👻") / nil"#, #"nil / Optional("👻") / Optional("👻")"#],
                    answer: 1,
                    why: "Only an array of exactly one gives a value, and that value comes back wrapped, since `oneAndOnly` is optional."
                )
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
                tryThis: "Change the setter's `($0 == newValue)` to `($0 == newValue) || cards[$0].isFaceUp` and run again: in step 5, setting the index to 3 leaves both 👻 up, so the getter still answers nil.",
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
                    """#,
                tryThis: "Add `game.cards[1].isFaceUp = false` before the last print and run again: with only card 2 up, the last line answers `Optional(2)`.",
                predict: DemoPrediction(
                    "At the end cards 1 and 2 are face up. What does the getter give then?",
                    choices: ["Optional(2)", "Optional(1)", "nil"],
                    answer: 2,
                    why: "The getter asks `oneAndOnly` of the face-up indices, and two of them are not one."
                )
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
                    """#,
                tryThis: "Change `= 3` to `= 0` and run again: only the first 👻 stays up, and the getter answers `Optional(0)`.",
                predict: DemoPrediction(
                    "Both 👻 are up when the index is set to 3. What does the getter give right after?",
                    choices: ["Optional(3)", "nil", "Optional(0)"],
                    answer: 0,
                    why: "Setting turns every card but card 3 face down, so exactly one is up again: card 3."
                )
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

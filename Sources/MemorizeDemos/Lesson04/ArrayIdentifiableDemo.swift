import MemorizeCourseCore

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

extension Lesson04 {
    /// `array-identifiable`: an Array extension, constrained to Identifiable elements, that finds a card.
    static let arrayIdentifiable = Demo(id: "array-identifiable", title: "Array+Identifiable", lesson: 4) {
        [
            DemoStep(
                "Extending Array",
                explanation: "An extension adds a method to a type you did not write, even Array. `where Element: Identifiable` adds it only to arrays whose elements have an `id`, which is what this method compares. It returns `Int?`: `nil` when nothing matches.",
                code: #"""
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
                    """#,
                tryThis: "Change `return index` to `return index + 1` and run again: step 2 now answers `Optional(2)`, the index of a 🎃, a slip the type checker cannot catch.",
                run: { _ in }
            ),
            DemoStep(
                "Finding a card",
                explanation: "A MemoryGame card is Identifiable, so an array of cards gets the method. The second ghost is found at index 1, not 0: the match is by `id`, and the two ghosts have different ids.",
                code: #"""
                    let game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                    let secondGhost = game.cards[1]
                    print("looking for \(secondGhost.content) with id \(secondGhost.id)")
                    print(game.cards.firstIndex(matching: secondGhost) as Any)
                    """#,
                tryThis: "Look for `game.cards[3]` instead of `game.cards[1]` and run again: that is the second 🎃, with id 3, found at `Optional(3)`.",
                predict: DemoPrediction(
                    "The cards are 👻 👻 🎃 🎃, with ids 0 to 3. What does the last line print?",
                    choices: ["Optional(0)", "1", "Optional(1)"],
                    answer: 2,
                    why: "The match is on `id`, not on the emoji, and the index comes back optional because a card might not be found."
                )
            ) { print in
                let game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                let secondGhost = game.cards[1]
                print("looking for \(secondGhost.content) with id \(secondGhost.id)")
                print(game.cards.firstIndex(matching: secondGhost) as Any)
            },
            DemoStep(
                "Not finding one",
                explanation: "A card from somewhere else has an id no card in this game has, so the answer is `nil`, even though its face is a ghost too.",
                code: #"""
                    let game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                    let stranger = MemoryGame<String>.Card(content: "👻", id: 42)
                    print("looking for \(stranger.content) with id \(stranger.id)")
                    print(game.cards.firstIndex(matching: stranger) as Any)
                    """#,
                tryThis: "Change the stranger's `id: 42` to `id: 0` and run again: it is found at `Optional(0)`, because only ids are compared, never the content.",
                predict: DemoPrediction(
                    "The stranger is a 👻 like the first two cards, but with id 42. What does the last line print?",
                    choices: ["nil", "Optional(0)", "Optional(42)"],
                    answer: 0,
                    why: "No card has id 42, so the loop ends and `return nil` runs; the matching 👻 makes no difference."
                )
            ) { print in
                let game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                let stranger = MemoryGame<String>.Card(content: "👻", id: 42)
                print("looking for \(stranger.content) with id \(stranger.id)")
                print(game.cards.firstIndex(matching: stranger) as Any)
            },
        ]
    }
}

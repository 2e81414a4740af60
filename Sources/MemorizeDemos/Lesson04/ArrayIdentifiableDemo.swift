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
                    """#
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
                    """#
            ) { print in
                let game = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                let stranger = MemoryGame<String>.Card(content: "👻", id: 42)
                print("looking for \(stranger.content) with id \(stranger.id)")
                print(game.cards.firstIndex(matching: stranger) as Any)
            },
        ]
    }
}

import MemorizeCourseCore

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

extension Lesson04 {
    /// `game-logic`: MemoryGame's `choose(_:)`, then a short scripted game on an unshuffled deck.
    static let gameLogic = Demo(id: "game-logic", title: "Game logic", lesson: 4) {
        // One game for the whole run, dealt in order: 👻 👻 🎃 🎃 🦇 🦇.
        let table = Shared(MemoryGame<String>(numberOfPairsOfCards: 3) { pairIndex in ["👻", "🎃", "🦇"][pairIndex] })

        return [
            DemoStep(
                "Which card was chosen?",
                explanation: "`choose(_:)` first finds the chosen card's index with `firstIndex(matching:)`. A `guard` ignores the choice if the card is already face up or already matched.",
                code: #"""
                    mutating func choose(_ card: Card) {
                        guard let chosenIndex = cards.firstIndex(matching: card),
                              !cards[chosenIndex].isFaceUp,
                              !cards[chosenIndex].isMatched
                        else { return }
                    """#,
                tryThis: "Delete the line `!cards[chosenIndex].isFaceUp,`, then in step 3 choose `game.cards[0]` a second time and `print(game.cards[0].isMatched)`: it says true, a card matched with itself.",
                run: { _ in }
            ),
            DemoStep(
                "Match, or start over",
                explanation: "If exactly one card is already face up, compare the two: `==` works on the contents because MemoryGame requires `CardContent: Equatable`. Otherwise (no card, or two cards face up) the setter turns every other card down; either way the chosen card ends face up.",
                code: #"""
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
                    """#,
                tryThis: "Delete the line `indexOfTheOneAndOnlyFaceUpCard = chosenIndex` and run again: in step 6 the 🎃 and 🦇 of the mismatch stay up beside the new card: with the matched 👻 pair, five cards face up at once.",
                run: { _ in }
            ),
            DemoStep(
                "The first card",
                explanation: "Now a game, dealt in order so it plays the same every time: 👻 👻 🎃 🎃 🦇 🦇. `[??]` is a face-down card. Choosing the first card turns it face up.",
                code: #"""
                    print(draw(game.cards))
                    game.choose(game.cards[0])
                    print(draw(game.cards))
                    """#,
                tryThis: "Choose `game.cards[5]` instead of `game.cards[0]` and run again: the last card, a 🦇, turns up, and the later steps play out differently from there.",
                run: table.step { game, print in
                    print(draw(game.cards))
                    game.choose(game.cards[0])
                    print(draw(game.cards))
                }
            ),
            DemoStep(
                "A match",
                explanation: "The second ghost matches the face-up ghost, so both are marked matched. They stay face up until the next choice, so they still look like any face-up card; `isMatched` tells them apart. Choosing a matched card again does nothing.",
                code: #"""
                    game.choose(game.cards[1])
                    print(draw(game.cards))
                    print("matched:", game.cards[0].isMatched, game.cards[1].isMatched)
                    game.choose(game.cards[1])
                    print(draw(game.cards))
                    """#,
                tryThis: "Choose `game.cards[2]` instead of the first `game.cards[1]` and run again: 👻 and 🎃 do not match, so the line reads 'matched: false false'.",
                predict: DemoPrediction(
                    "After the two 👻 match, the code chooses `game.cards[1]` again. How does the last line look?",
                    choices: ["[👻] [??] [??] [??] [??] [??]", "[👻] [👻] [??] [??] [??] [??]", "[??] [👻] [??] [??] [??] [??]"],
                    answer: 1,
                    why: "The `guard` ignores a card that is already face up or matched, so choosing it again changes nothing."
                ),
                run: table.step { game, print in
                    game.choose(game.cards[1])
                    print(draw(game.cards))
                    print("matched:", game.cards[0].isMatched, game.cards[1].isMatched)
                    game.choose(game.cards[1])
                    print(draw(game.cards))
                }
            ),
            DemoStep(
                "A mismatch",
                explanation: "Two ghosts are face up, so there is no one-and-only face-up card: choosing the pumpkin turns the others down. The matched ghosts are now face down and drawn as gone (blank), as the View hides them with `.opacity(0)` while they keep their places. The bat does not match the pumpkin, so both simply stay face up.",
                code: #"""
                    game.choose(game.cards[2])
                    print(draw(game.cards))
                    game.choose(game.cards[4])
                    print(draw(game.cards))
                    """#,
                tryThis: "Choose `game.cards[3]` instead of `game.cards[4]` and run again: the two 🎃 match, and step 6 finds nothing to turn back down.",
                predict: DemoPrediction(
                    "The 🎃 and then the 🦇 are chosen, and they do not match. How do the last four cards look?",
                    choices: ["[??] [??] [??] [??]", "[??] [??] [🦇] [??]", "[🎃] [??] [🦇] [??]"],
                    answer: 2,
                    why: "Nothing turns a mismatch face down straight away: both stay up until the next card is chosen."
                ),
                run: table.step { game, print in
                    game.choose(game.cards[2])
                    print(draw(game.cards))
                    game.choose(game.cards[4])
                    print(draw(game.cards))
                }
            ),
            DemoStep(
                "Turning them back down",
                explanation: "Choosing a third card turns the mismatched pumpkin and bat back down, leaving only the new card up. Then the other pumpkin makes a match.",
                code: #"""
                    game.choose(game.cards[3])
                    print(draw(game.cards))
                    game.choose(game.cards[2])
                    print(draw(game.cards))
                    """#,
                tryThis: "Change the second choice to `game.cards[5]` and run again: 🎃 and 🦇 do not match, so both stay up until another card is chosen.",
                predict: DemoPrediction(
                    "With 🎃 and 🦇 up, the other 🎃 (card 3) is chosen. How do the last four cards look right after?",
                    choices: ["[🎃] [🎃] [🦇] [??]", "[??] [🎃] [??] [??]", "[🎃] [🎃] [??] [??]"],
                    answer: 1,
                    why: "Two cards were up, so there was no one-and-only: setting the index turns both down and leaves only the new card up."
                ),
                run: table.step { game, print in
                    game.choose(game.cards[3])
                    print(draw(game.cards))
                    game.choose(game.cards[2])
                    print(draw(game.cards))
                }
            ),
        ]
    }
}

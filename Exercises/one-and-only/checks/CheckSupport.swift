// Helpers shared by the checks: failures that say what was done, what was expected and
// what happened, and games laid out with chosen cards face up.
import XCTest

/// Records a failure with `message` unless `condition` holds. Returns `condition`.
@discardableResult
func expect(_ condition: Bool, _ message: @autoclosure () -> String,
            file: StaticString = #filePath, line: UInt = #line) -> Bool {
    if !condition { XCTFail(message(), file: file, line: line) }
    return condition
}

/// An Identifiable type the submission has never seen, with ids that are not Ints.
struct Planet: Identifiable {
    let id: String
    var moons: Int
}

/// A game of `pairs` pairs (8 cards for 4 pairs) with the cards at `faceUp` face up and
/// those at `matched` matched.
func game(pairs: Int = 4, faceUp: [Int] = [], matched: [Int] = []) -> MemoryGame {
    let game = MemoryGame(numberOfPairsOfCards: pairs, emojis: ["🐙", "🦀", "🐠", "🐳", "🦑", "🐚"])
    for index in faceUp { game.turnFaceUp(index) }
    for index in matched { game.match(index) }
    return game
}

/// The indices of the face-up cards.
func faceUpIndices(_ game: MemoryGame) -> [Int] { game.cards.enumerated().filter { $0.element.isFaceUp }.map(\.offset) }

/// The face-up cards, in words: "cards 0, 3 are face up".
func faceUpWords(_ game: MemoryGame) -> String {
    let up = faceUpIndices(game)
    switch up.count {
    case 0: return "no card is face up"
    case 1: return "only card \(up[0]) is face up"
    default: return "cards \(up.map(String.init).joined(separator: ", ")) are face up"
    }
}

func optional(_ value: Int?) -> String { value.map(String.init) ?? "nil" }

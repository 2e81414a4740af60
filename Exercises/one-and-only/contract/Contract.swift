// The contract: every part of the exercise's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Serve.swift calls the
// `contract` functions for the checks; a game of the student's travels as `Any`.
@testable internal import Submission

struct _ContractThing: Identifiable { let id: _ContractName }
/// An id of text whose hash is the same for every text: two ids are the same only when `==`
/// says so, never because their hashes are (a search by `hashValue` finds the first element).
/// Its description, and its debug description, are the same for every text too, so a search
/// that compares `String(describing: id)` (or `"\(id)"`) finds the first element as well
/// (red team rt25a: such a search had full marks while each id's description was its own).
struct _ContractName: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    let text: String
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "an id" }
    var debugDescription: String { "an id" }
}
/// A word that is nothing more (not Equatable, not Hashable): `oneAndOnly` is for every Array.
struct _ContractWord { let word: String }

func _contractFirstIndex(_ things: [_ContractThing], _ thing: _ContractThing) -> Int? { things.firstIndex(matching: thing) }  // contract: there is no `func firstIndex(matching: Element) -> Int?` on arrays of Identifiable elements (an `extension Array where Element: Identifiable`)
func _contractOneAndOnlyInts(_ numbers: [Int]) -> Int? { numbers.oneAndOnly }  // contract: there is no `var oneAndOnly: Element?` on every Array (an `extension Array`, with no `where`)
func _contractGameInit() -> MemoryGame<String> { MemoryGame<String>(numberOfPairsOfCards: 2, createCardContent: { (pairIndex: Int) -> String in "\(pairIndex)" }) }  // contract: MemoryGame has no `init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent)`
func _contractGameCards(_ game: inout MemoryGame<String>) { game.cards[0].isFaceUp = true }  // contract: MemoryGame has no settable `cards` of type [Card] whose cards have a settable `isFaceUp`
func _contractCardMatched(_ game: inout MemoryGame<String>) { game.cards[0].isMatched = true }  // contract: MemoryGame.Card has no settable `isMatched` of type Bool
func _contractCardContent() -> KeyPath<MemoryGame<String>.Card, String> { \MemoryGame<String>.Card.content }  // contract: MemoryGame.Card has no `content` of type CardContent
func _contractCardID() -> KeyPath<MemoryGame<String>.Card, Int> { \MemoryGame<String>.Card.id }  // contract: MemoryGame.Card has no `id` of type Int
func _contractGetter(_ game: MemoryGame<String>) -> Int? { game.indexOfTheOneAndOnlyFaceUpCard }  // contract: MemoryGame has no `indexOfTheOneAndOnlyFaceUpCard` of type Int? (it must not be private)
func _contractSetter(_ game: inout MemoryGame<String>) { game.indexOfTheOneAndOnlyFaceUpCard = nil }  // contract: MemoryGame's `indexOfTheOneAndOnlyFaceUpCard` has no `set` (or it is private)

func contractFirstIndexOfID(_ ids: [String], _ id: String) -> Int? { ids.map { _ContractThing(id: _ContractName(text: $0)) }.firstIndex(matching: _ContractThing(id: _ContractName(text: id))) }  // contract: there is no `func firstIndex(matching: Element) -> Int?` on arrays of Identifiable elements (an `extension Array where Element: Identifiable`)
func contractOneAndOnlyWord(_ words: [String]) -> String? { words.oneAndOnly }  // contract: there is no `var oneAndOnly: Element?` on every Array (an `extension Array`, with no `where`)
func contractMakeGame(_ pairs: Int, _ emojis: [String]) -> Any { MemoryGame<String>(numberOfPairsOfCards: pairs, createCardContent: { (pairIndex: Int) -> String in emojis[pairIndex % emojis.count] }) }  // contract: MemoryGame has no `init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent)`
func contractSetFaceUp(_ game: inout Any, _ index: Int) { var played = game as! MemoryGame<String>; played.cards[index].isFaceUp = true; game = played }  // contract: MemoryGame has no settable `cards` of type [Card] whose cards have a settable `isFaceUp`
func contractSetMatched(_ game: inout Any, _ index: Int) { var played = game as! MemoryGame<String>; played.cards[index].isMatched = true; game = played }  // contract: MemoryGame.Card has no settable `isMatched` of type Bool
func contractCards(_ game: Any) -> [[Any]] { (game as! MemoryGame<String>).cards.map { [$0.id as Int, $0.content as String, $0.isFaceUp, $0.isMatched] } }  // contract: MemoryGame.Card has no `id` of type Int
func contractFirstIndexOfTurnedCopy(_ game: Any, _ index: Int) -> Int? { let cards = (game as! MemoryGame<String>).cards; var copy = cards[index]; copy.isFaceUp.toggle(); return cards.firstIndex(matching: copy) }  // contract: there is no `func firstIndex(matching: Element) -> Int?` on arrays of Identifiable elements (an `extension Array where Element: Identifiable`)
func contractOnlyFaceUp(_ game: Any) -> Int? { (game as! MemoryGame<String>).indexOfTheOneAndOnlyFaceUpCard }  // contract: MemoryGame has no `indexOfTheOneAndOnlyFaceUpCard` of type Int? (it must not be private)
func contractSetOnlyFaceUp(_ game: inout Any, _ index: Int?) { var played = game as! MemoryGame<String>; played.indexOfTheOneAndOnlyFaceUpCard = index; game = played }  // contract: MemoryGame's `indexOfTheOneAndOnlyFaceUpCard` has no `set` (or it is private)

// Whether `oneAndOnly` is on every Array, as Required Task 2 asks, and not only on arrays of
// some elements (`extension Array where Element: Hashable`): an array of things that are
// nothing more has it too.
// contract: the build could not tell whether `oneAndOnly` is on every Array
func contractOneAndOnlyIsOnEveryArray() -> Bool {
    [_ContractWord(word: "🦀")].oneAndOnly?.word == "🦀"
}
// or: `oneAndOnly` is on some arrays only
func contractOneAndOnlyIsOnEveryArray() -> Bool {
    false
}

// The student's extensions and game as the checks see them: each a call to the program built
// from the student's code (contract/Serve.swift answers). The checks hold no line of the
// student's code: an array of the checks' own type goes to the student's `firstIndex` as its
// ids, and a game is that program's object, read as plain cards.
import Wire

/// The student's `firstIndex(matching:)` on an array of Identifiable elements with ids of
/// these texts, looking for `id`. The ids' hashes are all alike (contract's `_ContractName`),
/// and so are their descriptions: only `==` tells two apart, so a search by `hashValue` or by
/// `String(describing:)` is wrong whatever it is given.
func studentFirstIndex(ids: [String], matching id: String) -> Int? {
    StudentProgram.answer("firstIndex(matching:)", [.list(ids.map(WireValue.string)), .string(id)])?.int
}

/// The student's `oneAndOnly` of an array of numbers, and of words.
func studentOneAndOnly(_ numbers: [Int]) -> Int? {
    StudentProgram.answer("oneAndOnly of numbers", [.list(numbers.map(WireValue.int))])?.int
}
func studentOneAndOnly(_ words: [String]) -> String? {
    StudentProgram.answer("oneAndOnly of words", [.list(words.map(WireValue.string))])?.string
}

/// Whether the student's `oneAndOnly` is on every Array, as the build found: an array of
/// elements that are nothing more (not Equatable, not Hashable) has it too.
func studentOneAndOnlyIsOnEveryArray() -> Bool {
    StudentProgram.answer("oneAndOnly on every Array")?.bool == true
}

/// A card of the student's game, as read.
struct Card {
    let id: Int
    let content: String
    let isFaceUp: Bool
    let isMatched: Bool
}

/// A MemoryGame<String> of the student's, in their program.
struct MemoryGame {
    private let object: WireValue?

    init(numberOfPairsOfCards pairs: Int, emojis: [String]) {
        object = StudentProgram.answer("newGame", [.int(pairs), .list(emojis.map(WireValue.string))])
    }

    var cards: [Card] {
        (call("cards")?.list ?? []).compactMap { value in
            guard let parts = value.list, parts.count == 4, let id = parts[0].int, let content = parts[1].string,
                  let isFaceUp = parts[2].bool, let isMatched = parts[3].bool else { return nil }
            return Card(id: id, content: content, isFaceUp: isFaceUp, isMatched: isMatched)
        }
    }

    func turnFaceUp(_ index: Int) { _ = call("turn face up", .int(index)) }
    func match(_ index: Int) { _ = call("match", .int(index)) }

    /// The student's `cards.firstIndex(matching:)` given a copy of card `index` with its face turned over.
    func firstIndexOfTurnedCopy(of index: Int) -> Int? { call("firstIndex of a turned copy", .int(index))?.int }

    var indexOfTheOneAndOnlyFaceUpCard: Int? {
        get { call("indexOfTheOneAndOnlyFaceUpCard")?.int }
        nonmutating set { _ = call("indexOfTheOneAndOnlyFaceUpCard=", newValue.map(WireValue.int) ?? .none) }
    }

    private func call(_ name: String, _ arguments: WireValue...) -> WireValue? {
        guard let object else { return nil }
        return StudentProgram.answer(name, [object] + arguments)
    }
}

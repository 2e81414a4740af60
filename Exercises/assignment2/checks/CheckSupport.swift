// Helpers shared by the checks. They use only the contract (contract/Contract.swift):
// cards are found by content and id, never by position, because cards are shuffled.
import XCTest
import Observation
@testable import Submission

typealias GameCard = MemoryGame<String>.Card

// MARK: - Failing with a readable message

/// Records a failure with `message` (what was done, what was expected, what happened)
/// unless `condition` holds. Returns `condition`.
@discardableResult
func expect(_ condition: Bool, _ message: @autoclosure () -> String,
            file: StaticString = #filePath, line: UInt = #line) -> Bool {
    if !condition { XCTFail(message(), file: file, line: line) }
    return condition
}

/// Thrown after a failure has been recorded, to stop a check that cannot go on.
struct CheckStopped: Error, CustomStringConvertible {
    var description: String { "the check stopped after the failure above" }
}

/// Like `expect`, but stops the check when `condition` does not hold.
func require(_ condition: Bool, _ message: @autoclosure () -> String,
             file: StaticString = #filePath, line: UInt = #line) throws {
    if !condition {
        XCTFail(message(), file: file, line: line)
        throw CheckStopped()
    }
}

/// The value, or a recorded failure with `message` that stops the check.
func unwrap<T>(_ value: T?, _ message: @autoclosure () -> String,
               file: StaticString = #filePath, line: UInt = #line) throws -> T {
    guard let value else {
        XCTFail(message(), file: file, line: line)
        throw CheckStopped()
    }
    return value
}

// MARK: - Describing cards

/// `emojis[index]`, or "?" for an index outside them (a submission that asks for a pair
/// index it should not ask for gets a card it cannot match, not a crash).
func pairContent(_ emojis: [String], _ index: Int) -> String {
    emojis.indices.contains(index) ? emojis[index] : "?"
}

/// How many cards show each content.
func contentCounts(_ cards: [GameCard]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for card in cards { counts[card.content, default: 0] += 1 }
    return counts
}

/// The contents, each once, in the order they first appear.
func distinctContents(_ cards: [GameCard]) -> [String] {
    var seen: [String] = []
    for card in cards where !seen.contains(card.content) { seen.append(card.content) }
    return seen
}

/// The emoji of a list, each once.
func distinct(_ emojis: [String]) -> [String] {
    var seen: [String] = []
    for emoji in emojis where !seen.contains(emoji) { seen.append(emoji) }
    return seen
}

/// The arrangement of a deck regardless of which emoji it uses: each card is replaced by the
/// number of its content in order of first appearance, so 🐦🧸🐦🧸 and 🍎🍕🍎🍕 are both [0, 1, 0, 1].
func arrangement(_ cards: [GameCard]) -> [Int] {
    var numbers: [String: Int] = [:]
    return cards.map { card in
        if let number = numbers[card.content] { return number }
        numbers[card.content] = numbers.count
        return numbers.count - 1
    }
}

func list(_ contents: [String]) -> String {
    contents.isEmpty ? "none" : contents.joined(separator: " ")
}

func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
}

/// What a card looks like to the player, by id.
struct CardState: Equatable {
    var isFaceUp: Bool
    var isMatched: Bool
    var content: String
}

func states(_ cards: [GameCard]) -> [Int: CardState] {
    Dictionary(cards.map { ($0.id, CardState(isFaceUp: $0.isFaceUp, isMatched: $0.isMatched, content: $0.content)) },
               uniquingKeysWith: { first, _ in first })
}

/// Which cards changed between two snapshots, in words.
func changes(from before: [Int: CardState], to after: [Int: CardState]) -> String {
    var words: [String] = []
    for (id, old) in before.sorted(by: { $0.key < $1.key }) {
        guard let new = after[id] else { words.append("a \(old.content) card disappeared"); continue }
        if old.isFaceUp != new.isFaceUp { words.append("a \(old.content) turned face \(new.isFaceUp ? "up" : "down")") }
        if old.isMatched != new.isMatched { words.append("a \(old.content) became \(new.isMatched ? "matched" : "unmatched")") }
    }
    if after.count != before.count { words.append("the game now has \(after.count) cards instead of \(before.count)") }
    return words.isEmpty ? "nothing" : words.joined(separator: ", ")
}

// MARK: - Shuffled deals

/// Deals games until two with the same number of cards (two pairs or more) place their
/// pairs differently; nil once they do, else a message that starts with `what`.
// False failure: two pairs can be arranged 3 ways, so a count's first 30 games all alike has
// probability at most 3^-29 < 2e-14; over even 10,000 different counts, less than 2e-10.
func sameLayoutEveryTime(_ what: String, deal: () -> [GameCard]) -> String? {
    var firstLayout: [Int: [Int]] = [:]
    var games: [Int: Int] = [:]
    for _ in 0..<10_000 {
        let layout = arrangement(deal())
        guard layout.count >= 4 else { continue }
        guard let first = firstLayout[layout.count] else {
            firstLayout[layout.count] = layout
            games[layout.count] = 1
            continue
        }
        if first != layout { return nil }
        games[layout.count, default: 0] += 1
        if games[layout.count, default: 0] >= 30 {
            return "\(what) until 30 games had \(layout.count) cards: expected them shuffled, but all 30 placed their pairs the same way (\(first.map(String.init).joined(separator: " ")), each number one pair)."
        }
    }
    return "\(what) 10000 times: expected games of at least two pairs to compare, but \(firstLayout.isEmpty ? "none had two pairs" : "no card count came up 30 times")."
}

// MARK: - A model game whose cards have names

/// A `MemoryGame<String>` with one pair per emoji, whose cards are named as a player would:
/// copy 0 of 🐦 ("the first 🐦") is the 🐦 card with the smaller id, copy 1 the other one.
/// Cards are looked up by id before every choice, wherever shuffling has put them.
struct Table {
    private(set) var game: MemoryGame<String>
    let emojis: [String]
    private let ids: [String: [Int]]

    init(_ emojis: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        self.emojis = emojis
        game = MemoryGame<String>(numberOfPairsOfCards: emojis.count) { pairContent(emojis, $0) }
        var ids: [String: [Int]] = [:]
        for card in game.cards { ids[card.content, default: []].append(card.id) }
        for emoji in emojis {
            let count = ids[emoji]?.count ?? 0
            try require(count == 2, "Made a MemoryGame of \(emojis.count) pairs (\(list(emojis))): expected two cards showing \(emoji), but \(count == 1 ? "1 does" : "\(count) do").",
                        file: file, line: line)
        }
        self.ids = ids.mapValues { $0.sorted() }
    }

    var score: Int { game.score }

    func name(_ emoji: String, _ copy: Int) -> String {
        "the \(copy == 0 ? "first" : "second") \(emoji)"
    }

    /// The card as it is now.
    func card(_ emoji: String, _ copy: Int) -> GameCard? {
        guard let id = ids[emoji]?[copy] else { return nil }
        return game.cards.first { $0.id == id }
    }

    mutating func choose(_ emoji: String, _ copy: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let card = try unwrap(card(emoji, copy), "Looked for \(name(emoji, copy)) in the game's cards, but it is no longer there.",
                              file: file, line: line)
        game.choose(card)
    }

    mutating func shuffle() { game.shuffle() }
}

// MARK: - The view model

/// The view model's card with this id, as it is now.
func currentCard(_ viewModel: EmojiMemoryGame, id: Int) -> GameCard? {
    viewModel.cards.first { $0.id == id }
}

/// Chooses both cards of every pair, content by content, re-reading each card before
/// choosing it. Afterwards every card should be matched.
func playThrough(_ viewModel: EmojiMemoryGame) {
    var idsByContent: [String: [Int]] = [:]
    for card in viewModel.cards { idsByContent[card.content, default: []].append(card.id) }
    for content in distinctContents(viewModel.cards) {
        let ids = idsByContent[content] ?? []
        var index = 0
        while index + 1 < ids.count {
            for id in [ids[index], ids[index + 1]] {
                if let card = currentCard(viewModel, id: id) { viewModel.choose(card) }
            }
            index += 2
        }
    }
}

/// The indices of the built-in themes that could have dealt these cards: every emoji on
/// them belongs to the theme.
func candidateThemes(for cards: [GameCard]) -> Set<Int> {
    let shown = Set(cards.map(\.content))
    return Set(EmojiMemoryGame.themes.indices.filter { shown.isSubset(of: Set(EmojiMemoryGame.themes[$0].emojis)) })
}

/// Whether `pairs` pairs is what `theme` asks for: its fixed number (no more than its emoji),
/// or, for a random theme, between one and the number of its emoji.
func themeAllows(_ theme: Theme, pairs: Int) -> Bool {
    let available = distinct(theme.emojis).count
    if let fixed = theme.numberOfPairs { return pairs == max(0, min(fixed, available)) }
    return pairs >= 1 && pairs <= available
}

func describe(_ theme: Theme) -> String {
    "\"\(theme.name)\" (\(theme.emojis.count) emoji, \(theme.numberOfPairs.map { "\($0) pairs" } ?? "a random number of pairs"), \(theme.color))"
}

// MARK: - Observation

final class ChangeFlag: @unchecked Sendable {
    var fired = false
}

/// Whether an observer that read the view model's `cards`, `score` and `theme` (as a View
/// drawing them would) is told of a change when `intent` runs.
func observersAreNotified(_ viewModel: EmojiMemoryGame, by intent: () -> Void) -> Bool {
    let flag = ChangeFlag()
    withObservationTracking {
        _ = viewModel.cards
        _ = viewModel.score
        _ = viewModel.theme
    } onChange: {
        flag.fired = true
    }
    intent()
    return flag.fired
}

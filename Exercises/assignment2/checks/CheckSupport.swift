// Helpers shared by the checks. The checks reach the student's code only through its program
// (checks/Remote.swift): cards are found by content and id, never by position, because cards
// are shuffled.
import XCTest

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

/// Runs `body`, which uses `parts` (`OptionalPart`s: one part, or the ways to one), a part of
/// the assignment's API the student need not have: false, having checked nothing, when the
/// build has no such part (a fact of the build: `lacks`). Any
/// other gap (another part's, or a finding) stops the check: it is never skipped to a pass.
func ifPresent(_ parts: String..., body: () throws -> Void) throws -> Bool {
    do {
        try body()
        return true
    } catch where lacks(error, parts) {
        return false
    }
}

/// The value of `parts` (`OptionalPart`s), or nil when the build has no such part.
func ifPresent<T>(_ parts: String..., body: () throws -> T) throws -> T? {
    do {
        return try body()
    } catch where lacks(error, parts) {
        return nil
    }
}

// MARK: - Describing cards

/// How many cards show each content.
func contentCounts(_ cards: [GameCard]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for card in cards { counts[card.content, default: 0] += 1 }
    return counts
}

/// The contents, each once, in the order they first appear.
func distinctContents(_ cards: [GameCard]) -> [String] {
    distinct(cards.map(\.content))
}

/// The emoji of a list, each once, in order.
func distinct(_ emojis: [String]) -> [String] {
    var seen = Set<String>()   // a Set: a theme of thousands of emoji is read in a blink
    return emojis.filter { seen.insert($0).inserted }
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

/// Whether `text` shows anything: a character that is no space, line break, control or
/// invisible format mark (a zero-width space, a direction mark).
func isVisible(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        !scalar.properties.isWhitespace && ![.control, .format, .unassigned, .surrogate].contains(scalar.properties.generalCategory)
    }
}

/// Whether `text` can be a card's emoji: it shows something, and more than plain letters,
/// digits and punctuation (an emoji, a symbol such as ♠, a letter of another alphabet).
func isEmojiLike(_ text: String) -> Bool {
    isVisible(text) && text.unicodeScalars.contains { !$0.isASCII && isVisible(String($0)) }
}

/// `text` as a reader can see it: each invisible or control character written as its code (`\u{200B}`).
func shown(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { isVisible(String($0)) || $0 == " " ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined() + "\""
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

func states(_ cards: [GameCard]) -> [AnyHashable: CardState] {
    Dictionary(cards.map { ($0.id, CardState(isFaceUp: $0.isFaceUp, isMatched: $0.isMatched, content: $0.content)) },
               uniquingKeysWith: { first, _ in first })
}

/// Which cards changed between two snapshots, in words.
func changes(from before: [AnyHashable: CardState], to after: [AnyHashable: CardState]) -> String {
    var words: [String] = []
    for (id, old) in before.sorted(by: { "\($0.key)" < "\($1.key)" }) {
        guard let new = after[id] else { words.append("a \(old.content) card disappeared"); continue }
        if old.isFaceUp != new.isFaceUp { words.append("a \(old.content) turned face \(new.isFaceUp ? "up" : "down")") }
        if old.isMatched != new.isMatched { words.append("a \(old.content) became \(new.isMatched ? "matched" : "unmatched")") }
    }
    if after.count != before.count { words.append("the game now has \(after.count) cards instead of \(before.count)") }
    return words.isEmpty ? "nothing" : words.joined(separator: ", ")
}

/// The ids of each content's cards, in the order the cards are dealt.
func idsByContent(_ cards: [GameCard]) -> [String: [AnyHashable]] {
    var ids: [String: [AnyHashable]] = [:]
    for card in cards { ids[card.content, default: []].append(card.id) }
    return ids
}

// MARK: - Shuffled deals

/// Deals games until enough are in to tell whether every one is shuffled: nil when they are,
/// else what a student reads. Games are compared by their arrangement (which positions hold
/// each pair), whatever emoji they use. From 6 cards on, a shuffle gives a new arrangement
/// nearly every time, and a deal that is only turned round (or two cards swapped) gives at
/// most as many as it has cards: such a count decides. A game of 4 cards has only 3
/// arrangements, and decides only where no larger game comes up in 200 deals.
/// Some games may go unshuffled where others are (rt20: only the themes with a fixed number
/// of pairs were shuffled, a third of all games dealt in order): an unshuffled deal of n cards
/// is the same arrangement every time, so from 12 cards on an arrangement that comes again
/// and again among a count's games decides too, over 600 deals; below 12 cards, the first
/// games of a count all alike decide (a red team shuffled only games of 5 pairs or more, so
/// the reference's random themes dealt one game in nine of 2 to 4 pairs in order: 6 cards
/// alike 10 times, 8 cards 6 times or 4 cards 30 times misses that in 600 deals about once
/// in 10^9).
// False failure: 30 games of 4 cards all alike has probability 3^-29 < 1e-13; 60 games of
// n ≥ 6 cards in at most n of their A = n!/(2^(n/2)(n/2)!) ≥ 15 arrangements, at most
// C(A, n)(n/A)^60, which is largest for n = 6: 5005 · 0.4^60 < 1e-20. The first g games of
// n cards all alike, A^-(g-1): 10 of 6 cards (A = 15) < 2.7e-11, 6 of 8 cards (105)
// < 7.9e-11, 5 of 10 cards (945) < 1.3e-12. Among the first 200
// games of n cards, some arrangement k times has probability at most C(200, k) / A^(k-1):
// k = 7 for 12 cards (A = 10395) < 2e-12, k = 5 for 14 (135135) < 8e-12, k = 4 from 16 on
// (2027025 and more) < 8e-12; each count's games are counted once, so the sum stays < 1e-9.
func sameLayoutEveryTime(_ what: String, deal: () throws -> [GameCard]) throws -> String? {
    var layouts: [Int: [[Int]]] = [:]
    var smallOnesDiffer = false
    var varied = false   // some count of 6 or more cards came in more arrangements than it has cards
    var times: [Int: [[Int]: Int]] = [:]
    for dealt in 1...10_000 {
        let layout = arrangement(try deal())
        let count = layout.count
        if count >= 4 {
            layouts[count, default: []].append(layout)
            let seen = layouts[count] ?? []
            let distinct = Set(seen).count
            if count >= 12, seen.count <= 200 {
                let again = (times[count]?[layout] ?? 0) + 1
                times[count, default: [:]][layout] = again
                if again >= (count == 12 ? 7 : count == 14 ? 5 : 4) {
                    return "\(what) until \(seen.count) games had \(count) cards: expected each shuffled anew, but \(again) of them placed their pairs the same way (\(layout.map(String.init).joined(separator: " ")), each number one pair): are some games (of some themes, say) dealt without a shuffle?"
                }
            }
            // How many games of this count all alike decide that it is dealt unshuffled.
            let alike = [4: 30, 6: 10, 8: 6, 10: 5][count]
            if let alike, distinct == 1, seen.count >= alike {
                return "\(what) until \(alike) games had \(count) cards: expected them shuffled, but all \(alike) placed their pairs the same way (\(seen[0].map(String.init).joined(separator: " ")), each number one pair)."
            }
            if count < 6 {
                smallOnesDiffer = smallOnesDiffer || distinct > 1
            } else if distinct > min(count, 59) {
                // More arrangements than a deal only turned round could give; from 60 cards
                // on, a new one every time is all 60 games can show (the corpus's 64-card
                // themes failed here once every count was judged).
                varied = true
            } else if seen.count >= 60 {
                return distinct == 1
                    ? "\(what) until 60 games had \(count) cards: expected them shuffled, but all 60 placed their pairs the same way (\(seen[0].map(String.init).joined(separator: " ")), each number one pair)."
                    : "\(what) until 60 games had \(count) cards: expected them shuffled, a new arrangement nearly every time, but they came in only \(distinct) arrangements: is the whole deck shuffled, or only turned round or two cards swapped?"
            }
        }
        if varied, dealt >= 600 { return nil }
        if smallOnesDiffer, dealt >= 200, !layouts.keys.contains(where: { $0 >= 6 }) { return nil }
    }
    if varied || smallOnesDiffer { return nil }
    return "\(what) 10000 times: expected games of at least two pairs to compare, but \(layouts.isEmpty ? "none had two pairs" : "no card count came up often enough")."
}

// MARK: - A model game whose cards have names

/// A MemoryGame<String> with one pair per emoji, whose cards are named as a player would:
/// copy 0 of 🐦 ("the first 🐦") is the 🐦 card dealt first, copy 1 the other one. Cards
/// are looked up by id before every choice, wherever shuffling has put them.
struct Table {
    private(set) var game: ModelGame
    let emojis: [String]
    private let ids: [String: [AnyHashable]]

    init(_ emojis: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        self.emojis = emojis
        game = try ModelGame(numberOfPairsOfCards: emojis.count, emojis: emojis)
        let ids = idsByContent(try game.cards)
        for emoji in emojis {
            let count = ids[emoji]?.count ?? 0
            try require(count == 2, "Made a MemoryGame of \(emojis.count) pairs (\(list(emojis))): expected two cards showing \(emoji), but \(count == 1 ? "1 does" : "\(count) do").",
                        file: file, line: line)
        }
        self.ids = ids
    }

    var score: Int { get throws { try game.score } }
    var cards: [GameCard] { get throws { try game.cards } }

    func name(_ emoji: String, _ copy: Int) -> String {
        "the \(copy == 0 ? "first" : "second") \(emoji)"
    }

    /// The card as it is now.
    func card(_ emoji: String, _ copy: Int) throws -> GameCard? {
        guard let id = ids[emoji]?[copy] else { return nil }
        return try game.cards.first { $0.id == id }
    }

    mutating func choose(_ emoji: String, _ copy: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let card = try unwrap(try card(emoji, copy), "Looked for \(name(emoji, copy)) in the game's cards, but it is no longer there.",
                              file: file, line: line)
        try game.choose(card)
    }

    mutating func shuffle() throws { try game.shuffle() }
}

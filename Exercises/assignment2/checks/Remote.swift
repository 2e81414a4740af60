// The student's Model and ViewModel as the checks see them: each property and intent a call
// to the program built from the student's code, answered there through the contract's façade
// (contract/Serve.swift). The checks hold no line of the student's code; what they judge are
// the plain values that program answers. A part of the assignment the student's code does not
// have throws `ProgramGap` where it is used, so only the tasks that need it wait for it.
import Foundation
import Wire

/// A card as the checks see it: a copy of a MemoryGame<String>.Card at one moment.
struct GameCard: CustomStringConvertible {
    /// The card's id, as a number the student's program gives each id it meets.
    let id: AnyHashable
    private(set) var content: String
    let isFaceUp: Bool
    let isMatched: Bool
    /// The student's card, to hand back to `choose`.
    let raw: WireValue

    init?(_ value: WireValue) {
        guard let parts = value.list, parts.count == 5, let id = parts[0].int, let content = parts[1].string,
              let isFaceUp = parts[2].bool, let isMatched = parts[3].bool else { return nil }
        (self.id, self.content, self.isFaceUp, self.isMatched, raw) = (AnyHashable(id), content, isFaceUp, isMatched, parts[4])
    }

    var description: String { content }

    /// The same card with `content` in place of its own.
    func showing(_ content: String) -> GameCard {
        var card = self
        card.content = content
        return card
    }

    static func deck(_ value: WireValue) throws -> [GameCard] {
        guard let cards = value.list?.compactMap(GameCard.init), cards.count == value.list?.count else {
            throw ProgramError(words: "the program answered \(value), which is no list of cards")
        }
        return cards
    }
}

/// A MemoryGame<String>, made and played in the student's program.
struct ModelGame {
    private let object: WireValue

    /// A game whose card content for pair `index` is `emojis[index]` ("?" past its end), as the
    /// checks see it: the program is shown other emoji (`ShownEmoji`).
    init(numberOfPairsOfCards pairs: Int, emojis: [String]) throws {
        object = try StudentProgram.call("newModel", [.int(pairs), .list(emojis.map { .string(ShownEmoji.shown($0)) })])
    }

    /// A game whose card content for pair `index` is the index written out ("0", "1", …).
    init(numberOfPairsOfCards pairs: Int) throws {
        object = try StudentProgram.call("newModel", [.int(pairs), .none])
    }

    var cards: [GameCard] { get throws { try GameCard.deck(try call("model.cards")).map(ShownEmoji.read) } }
    var score: Int { get throws { try number(try call("model.score")) } }
    /// Whether MemoryGame keeps no whole number at all: no score, whatever its name.
    static var keepsNoNumber: Bool { buildKeepsNoNumber("modelKeepsNoNumber") }
    mutating func choose(_ card: GameCard) throws { _ = try call("model.choose", card.raw) }
    mutating func shuffle() throws { _ = try call("model.shuffle") }

    private func call(_ name: String, _ arguments: WireValue...) throws -> WireValue {
        try StudentProgram.call(name, [object] + arguments)
    }
}

/// What the student's program is shown of the emoji a check writes: for each, one drawn
/// afresh in every run of the checks, and read back as the check wrote it, so every message
/// names the check's own. A program that knew the checks' emoji (🐦🧸📎) charged for a seen
/// card only in their games, and passed Task 8 with a game that never charges a player (rt18b).
enum ShownEmoji {
    /// Animals and food (an emoji a check writes may be among them: it is then shown as another).
    private static let pool = (0x1F400...0x1F43E).compactMap(Unicode.Scalar.init).map(String.init)
        + (0x1F345...0x1F37F).compactMap(Unicode.Scalar.init).map(String.init)
    private static let lock = NSLock()
    nonisolated(unsafe) private static var free = pool.shuffled()
    nonisolated(unsafe) private static var shownFor: [String: String] = [:]
    nonisolated(unsafe) private static var wrote: [String: String] = [:]

    static func shown(_ emoji: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let shown = shownFor[emoji] { return shown }
        guard let shown = free.popLast() else { return emoji }
        shownFor[emoji] = shown
        wrote[shown] = emoji
        return shown
    }

    static func read(_ card: GameCard) -> GameCard {
        lock.lock()
        defer { lock.unlock() }
        return card.showing(wrote[card.content] ?? card.content)
    }
}

/// A new theme for Required Task 5, as one line of the checks: its colour is a name.
struct ThemeSpec {
    let name: String
    let emojis: [String]
    let numberOfPairs: Int?
    let color: String
}

/// The enum whose cases are the student's themes: its name and how many cases it has.
struct ContractCases {
    let type: String
    let count: Int
}

/// The student's EmojiMemoryGame, in their program.
final class ViewModel {
    private let object: WireValue

    /// `EmojiMemoryGame()`: a game with a theme the view model chooses (New Game pressed
    /// first when it starts with none).
    init() throws { object = try StudentProgram.call("newViewModel") }

    private init(object: WireValue) { self.object = object }

    /// A game and what the View shows of it, read in one call: `EmojiMemoryGame()`, or New Game
    /// on `playing`; then its theme (its colour only `withColor`) and its cards (none unless
    /// `withCards`). The same calls one by one, in the same order, give the same answers; the
    /// checks deal thousands of games, and one call each is a quarter of the time.
    static func deal(newGameOn playing: ViewModel? = nil, withColor: Bool = true, withCards: Bool = true) throws -> (viewModel: ViewModel, theme: ThemeShown, cards: [GameCard]) {
        let answer = try StudentProgram.call(playing == nil ? "deal" : "dealAgain", [playing?.object ?? .none, .bool(withColor), .bool(withCards)])
        guard let parts = answer.list, parts.count == 6, let emojis = parts[3].list?.compactMap(\.string) else {
            throw ProgramError(words: "the program answered \(answer), which is no game")
        }
        let theme = ThemeShown(name: try text(parts[1]), color: withColor ? try text(parts[2]) : "", emojis: emojis, pairs: parts[4].int)
        return (playing ?? ViewModel(object: parts[0]), theme, withCards ? try GameCard.deck(parts[5]) : [])
    }

    /// `EmojiMemoryGame(theme:)` with a new theme made from `spec`.
    init(theme spec: ThemeSpec) throws {
        object = try StudentProgram.call("newViewModelOfTheme", [.string(spec.name), .list(spec.emojis.map(WireValue.string)),
                                                                     spec.numberOfPairs.map(WireValue.int) ?? .none, .string(spec.color)])
    }

    var cards: [GameCard] { get throws { try GameCard.deck(try call("cards")) } }
    var score: Int { get throws { try number(try call("score")) } }
    /// Whether EmojiMemoryGame keeps no whole number at all: no score for the View, whatever its name.
    static var keepsNoNumber: Bool { buildKeepsNoNumber("viewModelKeepsNoNumber") }
    /// The enum whose cases are the themes new games show, if there is one.
    static var themesAreCases: ContractCases? {
        guard let parts = (try? StudentProgram.call("themesAreCases"))?.list, parts.count == 2,
              let type = parts[0].string, let count = parts[1].int else { return nil }
        return ContractCases(type: type, count: count)
    }
    /// The two lists (by the names they go by) that keep the themes' names and emoji side by
    /// side, the i-th of each one theme, if the themes are kept so.
    static var themesAreParallel: (names: String, emojis: String)? {
        guard let parts = (try? StudentProgram.call("themesAreParallel"))?.list, parts.count == 2,
              let names = parts[0].string, let emojis = parts[1].string else { return nil }
        return (names, emojis)
    }
    var themeName: String { get throws { try text(try call("themeName")) } }
    /// The theme's colour as it prints: "orange" for a name, for `Color.orange` or for `UIColor.systemOrange`.
    var themeColor: String { get throws { try text(try call("themeColor")) } }
    /// The colours of the themes this view model keeps, as they print, lower-cased.
    var keptThemeColors: [String] { ((try? call("keptThemeColors"))?.list ?? []).compactMap(\.string) }
    /// The theme's emoji as the View could read them, else as the view model keeps them.
    var themeEmojis: [String] {
        get throws {
            let value = try call("themeEmojis")
            guard let emojis = value.list?.compactMap(\.string) else { throw ProgramError(words: "the program answered \(value), which is no list of emoji") }
            return emojis
        }
    }
    /// The theme's number of pairs (nil for a random number).
    var themePairs: Int? { get throws { try call("themePairs").int } }
    /// Whether the theme type keeps no whole number at all (its number of pairs is not the theme's).
    var themeKeepsNoNumber: Bool { buildKeepsNoNumber("themeKeepsNoNumber", object) }

    func choose(_ card: GameCard) throws { _ = try call("choose", card.raw) }
    func newGame() throws { _ = try call("newGame") }
    func shuffle() throws { _ = try call("shuffle") }

    /// Starts watching the view model as a View drawing its cards, score and theme would.
    func watch() throws -> WireValue { try call("watch") }
    /// Whether the watcher `watch` gave has been told of a change.
    func wasNotified(_ watcher: WireValue) throws -> Bool { try call("notified", watcher).bool == true }

    private func call(_ name: String, _ arguments: WireValue...) throws -> WireValue {
        try StudentProgram.call(name, [object] + arguments)
    }
}

private func number(_ value: WireValue) throws -> Int {
    guard let number = value.int else { throw ProgramError(words: "the program answered \(value), which is no whole number") }
    return number
}

private func text(_ value: WireValue) throws -> String {
    guard let text = value.string else { throw ProgramError(words: "the program answered \(value), which is no text") }
    return text
}

/// Whether `error` is a part of the assignment the student's code does not have.
func isContractGap(_ error: Error) -> Bool { error is ProgramGap }

/// The parts a student's code need not have, each by the words of its stub (contract/) after
/// the type's name, which is the student's own (`EmojiMatchingGame has no intent …`).
enum OptionalPart {
    static let modelShuffle = " has no `mutating func shuffle()`"
    static let shuffle = " has no intent `shuffle()`"
    static let score = " has no score for the View to show"
    static let newGame = " has no New Game intent: none of its methods that take nothing deals a fresh game"
    static let themedGame = " has no initializer that takes a theme, nor a list of themes the checks can add one to"
    static let newTheme = "there is no way to write a new theme in one line"
    /// Not a part but its absence: the reason the contract gives where a type keeps no `Int`.
    static let noNumber = " keeps no whole number at all"
}

/// Whether `call` says its type keeps no whole number at all: only the build's reason for it,
/// a fact. Any other answer, a program's "yes" of its own included, lets the check go on.
func buildKeepsNoNumber(_ call: String, _ arguments: WireValue...) -> Bool {
    do {
        _ = try StudentProgram.call(call, arguments)
        return false
    } catch {
        return lacks(error, [OptionalPart.noNumber])
    }
}

/// Whether `error` says the build has no `part` (an `OptionalPart`): its stub, a fact of the
/// build. A finding from running the code (no method dealt a fresh game) is not: the program
/// could say so falsely, so a check that meets one stops there, its task not graded.
func lacks(_ error: Error, _ parts: [String]) -> Bool {
    guard let gap = error as? ProgramGap else { return false }
    return gap.isFact && parts.contains { gap.words.contains($0) }
}

/// What `error` means to the student: the words of the part their code lacks, or the error itself.
func studentWords(_ error: Error) -> String { (error as? ProgramGap)?.words ?? "\(error)" }

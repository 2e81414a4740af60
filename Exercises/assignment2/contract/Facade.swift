// What the checks see of a student's Model and ViewModel. Nothing here names the student's
// code: each part goes through a contract item (Model.swift, ViewModel.swift, Theme.swift),
// and a part the student's code does not have throws ContractGap where it is used, so only
// the tasks that need it fail, each saying what it waits for.

/// A card as the checks see it: a copy of a MemoryGame<String>.Card at one moment.
struct GameCard: CustomStringConvertible {
    let id: AnyHashable
    let content: String
    let isFaceUp: Bool
    let isMatched: Bool
    /// The student's card, to hand back to `choose`.
    let raw: Any

    init(_ raw: Any) throws {
        id = try contractCardID(raw)
        content = try contractCardContent(raw)
        isFaceUp = try contractCardIsFaceUp(raw)
        isMatched = try contractCardIsMatched(raw)
        self.raw = raw
    }

    var description: String { content }
}

/// A MemoryGame<String>, made and played through the contract.
struct ModelGame {
    private var raw: Any

    init(numberOfPairsOfCards pairs: Int, content: @escaping (Int) -> String) throws {
        raw = try contractMakeGame(pairs: pairs, content: content)
    }

    var cards: [GameCard] { get throws { try contractGameCards(raw).map(GameCard.init) } }
    var score: Int { get throws { try contractGameScore(raw) } }
    mutating func choose(_ card: GameCard) throws { try contractGameChoose(&raw, card.raw) }
    mutating func shuffle() throws { try contractGameShuffle(&raw) }
}

/// A new theme for Required Task 5, as one line of the checks: its colour is a name.
struct ThemeSpec {
    let name: String
    let emojis: [String]
    let numberOfPairs: Int?
    let color: String
}

/// The student's EmojiMemoryGame, reached through the contract.
final class ViewModel {
    let raw: AnyObject

    /// `EmojiMemoryGame()`: a game with a theme the view model chooses.
    init() throws { raw = try contractMakeViewModel() }

    /// `EmojiMemoryGame(theme:)` with a new theme made from `spec`.
    init(theme spec: ThemeSpec) throws { raw = try contractMakeViewModel(theme: try contractMakeTheme(spec)) }

    var cards: [GameCard] { get throws { try contractViewModelCards(raw).map(GameCard.init) } }
    var score: Int { get throws { try contractViewModelScore(raw) } }
    var themeName: String { get throws { try contractThemeName(raw) } }
    /// The theme's colour as it prints: "orange" for a name, for `Color.orange` or for
    /// `UIColor.systemOrange`.
    var themeColor: String {
        get throws {
            let color = try contractThemeColor(raw)
            guard color.hasPrefix("system"), let first = color.dropFirst(6).first, first.isUppercase else { return color }
            return first.lowercased() + color.dropFirst(7)
        }
    }
    /// The theme's emoji as the View could read them, else as the view model keeps them.
    var themeEmojis: [String] {
        get throws {
            do { return try contractThemeEmojis(raw) } catch where isContractGap(error) { return try keptTheme(else: error).emojis }
        }
    }
    /// The theme's number of pairs (nil for a random number), read like its emoji.
    var themePairs: Int? {
        get throws {
            do { return try contractThemePairs(raw) } catch where isContractGap(error) {
                guard let pairs = try keptTheme(else: error).pairs else { throw error }
                return pairs
            }
        }
    }

    /// The theme this view model keeps under the name it shows, or `gap` when there is none.
    private func keptTheme(else gap: Error) throws -> KeptTheme {
        guard let theme = KeptTheme.find(in: raw, named: try themeName) else { throw gap }
        return theme
    }

    func choose(_ card: GameCard) throws { try contractViewModelChoose(raw, card.raw) }
    func newGame() throws { try contractViewModelNewGame(raw) }
    func shuffle() throws { try contractViewModelShuffle(raw) }
}

/// Whether `error` is a part of the assignment the student's code does not have.
func isContractGap(_ error: Error) -> Bool { error is ContractGap }

/// What `error` means to the student: the words of the part their code lacks, or the error itself.
func studentWords(_ error: Error) -> String { (error as? ContractGap)?.words ?? "\(error)" }

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
    /// The theme's colour as it prints: "orange" for a name or for `Color.orange`.
    var themeColor: String { get throws { try contractThemeColor(raw) } }
    var themeEmojis: [String] { get throws { try contractThemeEmojis(raw) } }
    var themePairs: Int? { get throws { try contractThemePairs(raw) } }

    func choose(_ card: GameCard) throws { try contractViewModelChoose(raw, card.raw) }
    func newGame() throws { try contractViewModelNewGame(raw) }
    func shuffle() throws { try contractViewModelShuffle(raw) }
}

/// Whether `error` is a part of the assignment the student's code does not have.
func isContractGap(_ error: Error) -> Bool { error is ContractGap }

/// What `error` means to the student: the words of the part their code lacks, or the error itself.
func studentWords(_ error: Error) -> String { (error as? ContractGap)?.words ?? "\(error)" }

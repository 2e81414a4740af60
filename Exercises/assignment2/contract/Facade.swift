// The student's Model and ViewModel as Serve.swift answers the checks' calls about them.
// Nothing here names the student's code: each part goes through a contract item (Model.swift,
// ViewModel.swift, Theme.swift), and a part the student's code does not have throws
// ContractGap where it is used, which reaches the checks as a gap, so only the tasks that need
// it wait, each saying for what.

/// A card as the checks see it: a copy of a MemoryGame<String>.Card at one moment.
package struct ContractCard: CustomStringConvertible {
    package let id: AnyHashable
    package let content: String
    package let isFaceUp: Bool
    package let isMatched: Bool
    /// The student's card, to hand back to `choose`.
    package let raw: Any

    package init(_ raw: Any) throws {
        id = try contractCardID(raw)
        content = try contractCardContent(raw)
        isFaceUp = try contractCardIsFaceUp(raw)
        isMatched = try contractCardIsMatched(raw)
        self.raw = raw
    }

    package var description: String { content }
}

/// A MemoryGame<String>, made and played through the contract.
package struct ContractGame {
    private var raw: Any

    package init(numberOfPairsOfCards pairs: Int, content: @escaping (Int) -> String) throws {
        raw = try contractMakeGame(pairs: pairs, content: content)
    }

    package var cards: [ContractCard] { get throws { try contractGameCards(raw).map(ContractCard.init) } }
    package var score: Int { get throws { try contractGameScore(raw) } }
    /// Whether MemoryGame keeps no whole number at all: no score, whatever its name.
    package static var keepsNoNumber: Bool { contractKeepsNoNumber(contractGameKeepsANumber) }
    package mutating func choose(_ card: ContractCard) throws { try contractGameChoose(&raw, card.raw) }
    package mutating func shuffle() throws { try contractGameShuffle(&raw) }
}

/// A new theme for Required Task 5, as one line of the checks: its colour is a name.
package struct ContractThemeSpec {
    package let name: String
    package let emojis: [String]
    package let numberOfPairs: Int?
    package let color: String

    package init(name: String, emojis: [String], numberOfPairs: Int?, color: String) {
        (self.name, self.emojis, self.numberOfPairs, self.color) = (name, emojis, numberOfPairs, color)
    }
}

/// The student's EmojiMemoryGame, reached through the contract.
package final class ContractViewModel {
    package let raw: AnyObject

    /// `EmojiMemoryGame()`: a game with a theme the view model chooses (New Game pressed
    /// first when it starts with none).
    package init() throws { raw = try contractStartedViewModel() }

    /// `EmojiMemoryGame(theme:)` with a new theme made from `spec`.
    package init(theme spec: ContractThemeSpec) throws { raw = try contractMakeViewModel(theme: try contractMakeTheme(spec)) }

    package var cards: [ContractCard] { get throws { try contractViewModelCards(raw).map(ContractCard.init) } }
    package var score: Int { get throws { try contractViewModelScore(raw) } }
    /// Whether EmojiMemoryGame keeps no whole number at all: no score for the View, whatever its name.
    package static var keepsNoNumber: Bool { contractKeepsNoNumber(contractViewModelKeepsANumber) }
    package var themeName: String { get throws { try contractThemeName(raw) } }
    /// The theme's colour as it prints: "orange" for a name, for `Color.orange` or for
    /// `UIColor.systemOrange`.
    package var themeColor: String {
        get throws {
            do { return Self.colorName(try contractThemeColor(raw)) } catch where isContractGap(error) {
                guard let color = try keptTheme(else: error).color else { throw error }
                return Self.colorName(color)
            }
        }
    }
    /// The colours of the themes this view model keeps (its list of themes too), as they
    /// print, lower-cased: the app's palette, for a new theme in colours the app can show.
    package var keptThemeColors: [String] {
        ((try? contractThemesOfViewModel(raw)) ?? []).compactMap { try? contractColorOfTheme($0) }.map { Self.colorName($0).lowercased() }
    }

    private static func colorName(_ color: String) -> String {
        guard color.hasPrefix("system"), let first = color.dropFirst(6).first, first.isUppercase else { return color }
        return first.lowercased() + color.dropFirst(7)
    }
    /// The theme's emoji as the View could read them, else as the view model keeps them.
    package var themeEmojis: [String] {
        get throws {
            do { return try contractThemeEmojis(raw) } catch where isContractGap(error) { return try keptTheme(else: error).emojis }
        }
    }
    /// The theme's number of pairs (nil for a random number), read like its emoji. A theme
    /// type that keeps no whole number at all says nothing of its number of pairs: nil, any.
    package var themePairs: Int? {
        get throws {
            do { return try contractThemePairs(raw) } catch where isContractGap(error) {
                if themeKeepsNoNumber { return nil }
                guard let pairs = try keptTheme(else: error).pairs else { throw error }
                return pairs
            }
        }
    }
    /// Whether the theme type keeps no whole number at all (its number of pairs is not the theme's).
    package var themeKeepsNoNumber: Bool { contractKeepsNoNumber(contractThemeKeepsANumber) }

    /// The theme this view model shows by name, wherever it is kept (`ShownTheme`), or `gap` when there is none.
    private func keptTheme(else gap: Error) throws -> ContractKeptTheme {
        guard let theme = ContractShownTheme.find(in: raw, named: try themeName) else { throw gap }
        return theme
    }

    package func choose(_ card: ContractCard) throws { try contractViewModelChoose(raw, card.raw) }
    package func newGame() throws { try contractNewGame(raw) }
    package func shuffle() throws { try contractViewModelShuffle(raw) }
}

/// Whether `error` is a part of the assignment the student's code does not have.
package func isContractGap(_ error: Error) -> Bool { error is ContractGap }

/// Whether `keepsANumber` (an item whose last alternative throws that reason) says its type
/// keeps no whole number at all. Its stub (no such type found) says nothing of the kind.
package func contractKeepsNoNumber(_ keepsANumber: () throws -> Bool) -> Bool {
    do { return try !keepsANumber() } catch { return studentWords(error).hasSuffix(" keeps no whole number at all") }
}

/// What `error` means to the student: the words of the part their code lacks, or the error itself.
package func studentWords(_ error: Error) -> String { (error as? ContractGap)?.words ?? "\(error)" }

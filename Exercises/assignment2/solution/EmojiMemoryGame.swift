import Foundation
import Observation

// The ViewModel: chooses the theme, builds the Model for it, and turns the View's
// intents into changes to the Model.
@Observable
final class EmojiMemoryGame {
    static let themes: [Theme] = [
        Theme(name: "Halloween", emojis: ["👻", "🎃", "🦇", "🍬", "🧙", "💀", "🍭", "🌕"], numberOfPairs: 6, color: "orange"),
        Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯"], numberOfPairs: nil, color: "brown"),
        Theme(name: "Sports", emojis: ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏉", "🎱"], numberOfPairs: 8, color: "blue"),
        Theme(name: "Faces", emojis: ["😀", "😂", "😍", "😎", "😭", "😡", "🤔", "😴", "🥳"], numberOfPairs: nil, color: "yellow"),
        Theme(name: "Food", emojis: ["🍎", "🍕", "🍔", "🌮", "🍩", "🍣", "🥑", "🍇"], numberOfPairs: 5, color: "red"),
        Theme(name: "Vehicles", emojis: ["🚗", "🚕", "🚌", "🚑", "🚒", "🚜", "🚲", "🛵", "🚀", "🚁"], numberOfPairs: 7, color: "purple"),
    ]

    private(set) var theme: Theme
    private var model: MemoryGame<String>

    convenience init() {
        self.init(theme: Self.themes.randomElement() ?? Theme(name: "Empty", emojis: [], numberOfPairs: 0, color: "gray"))
    }

    init(theme: Theme) {
        self.theme = theme
        model = Self.makeGame(for: theme)
    }

    // MARK: - What the View reads

    var cards: [MemoryGame<String>.Card] { model.cards }
    var score: Int { model.score }
    var themeName: String { theme.name }
    /// The colour's name; the View turns it into a Color.
    var themeColor: String { theme.color }

    // MARK: - Intents

    func choose(_ card: MemoryGame<String>.Card) {
        model.choose(card)
    }

    func shuffle() {
        model.shuffle()
    }

    func newGame() {
        let next = Self.themes.randomElement() ?? theme
        theme = next
        model = Self.makeGame(for: next)
    }

    // MARK: - Building a game

    private static func makeGame(for theme: Theme) -> MemoryGame<String> {
        let available = distinct(theme.emojis)
        let chosen = Array(available.shuffled().prefix(numberOfPairs(for: theme, available: available.count)))
        return MemoryGame(numberOfPairsOfCards: chosen.count) { pairIndex in chosen[pairIndex] }
    }

    private static func numberOfPairs(for theme: Theme, available: Int) -> Int {
        if let fixed = theme.numberOfPairs { return max(0, min(fixed, available)) }
        return available < 2 ? available : Int.random(in: 2...available)
    }

    /// The emoji in their order, each once: a theme that lists one twice still puts it on one pair.
    private static func distinct(_ emojis: [String]) -> [String] {
        var result: [String] = []
        for emoji in emojis where !result.contains(emoji) {
            result.append(emoji)
        }
        return result
    }
}

import Foundation
import Observation

// The ViewModel. Your View (in your Xcode project) reads `theme`, `cards` and `score`
// and calls the intents below.
@Observable
final class EmojiMemoryGame {
    // TODO: Required Tasks 4 and 5: at least 6 themes, each a single line
    static let themes: [Theme] = []

    private(set) var theme: Theme
    private var model: MemoryGame<String>

    init() {
        prepareGame()
        // TODO: Required Task 6: start with a randomly chosen theme
        theme = Theme(name: "", emojis: [], numberOfPairs: 0, color: "")
        model = MemoryGame(numberOfPairsOfCards: 0) { _ in "" }
    }

    init(theme: Theme) {
        prepareGame()
        self.theme = theme
        // TODO: Required Task 3: deal the theme's number of pairs, from its emoji
        model = MemoryGame(numberOfPairsOfCards: 0) { _ in "" }
    }

    var cards: [MemoryGame<String>.Card] { model.cards }

    var score: Int {
        // TODO: Required Task 9: the game's score, for the View to show
        0
    }

    // MARK: - Intents

    func choose(_ card: MemoryGame<String>.Card) {
        // TODO: Required Task 1
    }

    func shuffle() {
        // TODO: Required Task 2
    }

    func newGame() {
        // TODO: Required Task 6: a brand-new game with a randomly chosen theme
    }
}

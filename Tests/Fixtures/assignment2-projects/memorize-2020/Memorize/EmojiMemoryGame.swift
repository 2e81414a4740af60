//
//  EmojiMemoryGame.swift
//  Memorize
//

import SwiftUI

class EmojiMemoryGame: ObservableObject {
    @Published private var model: MemoryGame<String>
    private(set) var theme: Theme

    init() {
        let theme = ThemeFactory.randomTheme()
        self.theme = theme
        model = EmojiMemoryGame.createMemoryGame(theme: theme)
    }

    static func createMemoryGame(theme: Theme) -> MemoryGame<String> {
        let emojis = theme.emojis.shuffled()
        let numberOfPairs = theme.numberOfPairs ?? Int.random(in: 2...emojis.count)
        return MemoryGame<String>(numberOfPairsOfCards: numberOfPairs) { pairIndex in
            return emojis[pairIndex]
        }
    }

    // MARK: - Access to the Model

    var cards: Array<MemoryGame<String>.Card> {
        model.cards
    }

    var score: Int {
        model.score
    }

    var themeColor: Color {
        switch theme.color {
        case "orange": return .orange
        case "brown": return .brown
        case "blue": return .blue
        case "yellow": return .yellow
        case "red": return .red
        default: return .gray
        }
    }

    // MARK: - Intent(s)

    func choose(card: MemoryGame<String>.Card) {
        objectWillChange.send()
        model.choose(card: card)
    }

    func resetGame() {
        theme = ThemeFactory.randomTheme()
        model = EmojiMemoryGame.createMemoryGame(theme: theme)
    }
}

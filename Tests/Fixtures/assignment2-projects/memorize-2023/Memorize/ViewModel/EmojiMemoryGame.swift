//
//  EmojiMemoryGame.swift
//  Memorize
//

import SwiftUI

class EmojiMemoryGame: ObservableObject {
    private static let colors: [String: Color] = [
        "orange": .orange, "brown": .brown, "blue": .blue, "red": .red, "green": .green, "cyan": .cyan,
    ]

    private static func createMemoryGame(with theme: EmojiMemoryGameTheme) -> MemoryGame<String> {
        let emojis = theme.emojis.shuffled()
        let pairs = theme.numberOfPairs ?? Int.random(in: 2...emojis.count)
        return MemoryGame(numberOfPairsOfCards: pairs) { pairIndex in
            if emojis.indices.contains(pairIndex) {
                return emojis[pairIndex]
            } else {
                return "⁉️"
            }
        }
    }

    private var theme: EmojiMemoryGameTheme
    @Published private var game: MemoryGame<String>

    init() {
        let theme = EmojiMemoryGameTheme.themes.randomElement()!
        self.theme = theme
        game = EmojiMemoryGame.createMemoryGame(with: theme)
    }

    var cards: Array<MemoryGame<String>.Card> {
        game.cards
    }

    var score: Int {
        game.score
    }

    var themeTitle: String {
        theme.title
    }

    var themeColor: Color {
        EmojiMemoryGame.colors[theme.colorName] ?? .gray
    }

    // MARK: - Intents

    func shuffle() {
        game.shuffle()
    }

    func choose(_ card: MemoryGame<String>.Card) {
        game.choose(card)
    }

    func createNewGame() {
        theme = EmojiMemoryGameTheme.themes.randomElement()!
        game = EmojiMemoryGame.createMemoryGame(with: theme)
    }
}

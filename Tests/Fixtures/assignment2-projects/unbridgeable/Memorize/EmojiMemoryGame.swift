//
//  EmojiMemoryGame.swift
//  Memorize
//

import SwiftUI

class EmojiMemoryGame: ObservableObject {
    static let themes = [
        Theme(name: "Vehicles", emojis: ["🚗", "🚕", "🚙", "🚌", "🚎", "🏎", "🚓", "🚑", "🚒", "🚐"], numberOfPairs: 8, color: .red),
        Theme(name: "Animals", emojis: ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼"], numberOfPairs: nil, color: .orange),
        Theme(name: "Food", emojis: ["🍏", "🍎", "🍐", "🍊", "🍋", "🍌", "🍉", "🍇"], numberOfPairs: 6, color: .green),
        Theme(name: "Sports", emojis: ["⚽️", "🏀", "🏈", "⚾️", "🥎", "🎾", "🏐", "🏉"], numberOfPairs: 5, color: .blue),
        Theme(name: "Faces", emojis: ["😀", "😃", "😄", "😁", "😆", "😅", "😂", "🤣", "🥲"], numberOfPairs: nil, color: .yellow),
        Theme(name: "Halloween", emojis: ["👻", "🎃", "🕷", "🦇", "🍬", "🧙"], numberOfPairs: 6, color: .purple),
    ]

    private static func createMemoryGame(with theme: Theme) -> MemoryGame<String> {
        let emojis = theme.emojis.shuffled()
        let pairs = min(theme.numberOfPairs ?? Int.random(in: 2...emojis.count), emojis.count)
        return MemoryGame<String>(numberOfPairsOfCards: pairs) { pairIndex in
            emojis[pairIndex]
        }
    }

    @Published private var model: MemoryGame<String>
    private(set) var theme: Theme

    init() {
        theme = EmojiMemoryGame.themes.randomElement()!
        model = EmojiMemoryGame.createMemoryGame(with: theme)
    }

    var cards: Array<MemoryGame<String>.Card> {
        model.cards
    }

    var tally: Int {
        model.tally
    }

    // MARK: - Intent(s)

    func choose(_ card: MemoryGame<String>.Card) {
        model.choose(card)
    }

    func dealAnotherHand() {
        theme = EmojiMemoryGame.themes.randomElement()!
        model = EmojiMemoryGame.createMemoryGame(with: theme)
    }
}

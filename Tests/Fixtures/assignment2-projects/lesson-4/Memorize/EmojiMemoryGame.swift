import SwiftUI

class EmojiMemoryGame: ObservableObject {
    private static let emojis = ["👻", "🎃", "🕷️", "🦇", "🍬", "🧙"]

    private static func makeGame() -> MemoryGame<String> {
        MemoryGame(numberOfPairsOfCards: 4) { pairIndex in emojis[pairIndex] }
    }

    @Published private var model = makeGame()

    var cards: [MemoryGame<String>.Card] { model.cards }

    // MARK: - Intents

    func choose(_ card: MemoryGame<String>.Card) {
        model.choose(card)
    }
}

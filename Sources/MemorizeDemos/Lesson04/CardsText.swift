/// Draws cards as one line of text, the demos' stand-in for SwiftUI's card views:
/// `[👻]` face up, `[??]` face down, `(👻)` matched.
func draw<CardContent>(_ cards: [MemoryGame<CardContent>.Card]) -> String {
    cards.map { card in
        if card.isMatched {
            return "(\(card.content))"
        }
        return card.isFaceUp ? "[\(card.content)]" : "[??]"
    }
    .joined(separator: " ")
}

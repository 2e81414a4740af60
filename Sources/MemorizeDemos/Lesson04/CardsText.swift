/// Draws cards as one line of text, the demos' stand-in for SwiftUI's card views:
/// `[👻]` face up (matched or not), `[??]` face down, and blank for a matched card that has
/// been turned face down. The lesson's View draws that card with `.opacity(0)`: it is gone
/// from sight but keeps its place, so the other cards do not move.
func draw<CardContent>(_ cards: [MemoryGame<CardContent>.Card]) -> String {
    cards.map { card in
        if card.isFaceUp {
            return "[\(card.content)]"
        }
        return card.isMatched ? "    " : "[??]"
    }
    .joined(separator: " ")
}

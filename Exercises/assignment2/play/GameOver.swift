// The end of a game: every card matched. Both ways of playing say so, with the score and how
// to play again, instead of leaving an empty table.

enum GameOver {
    /// Every card is matched (a game with cards in it).
    static func isOver(_ game: GameSnapshot) -> Bool {
        !game.cards.isEmpty && game.cards.allSatisfy(\.isMatched)
    }

    /// The line that ends a game, with the score and how to play again.
    static func message(_ game: GameSnapshot, again: String) -> String {
        "All \(game.cards.count / 2) pairs matched: your score is \(game.score). \(again)"
    }

    /// Why the table is empty: a game with no cards is the starter's, before Task 1. The
    /// first is told when the game ends; the second fits the screen's bottom line.
    static let noCards = "This game has no cards yet: write MemoryGame's init(numberOfPairsOfCards:createCardContent:) to deal two cards per pair (Required Task 1)."
    static let noCardsShort = "No cards yet: write MemoryGame's init (Required Task 1). q quits."

    /// Left behind when the game is quit, where the terminal is restored: the score is not
    /// lost with the screen. Nothing for a game without cards.
    static func farewell(_ game: GameSnapshot) -> String? {
        guard !game.cards.isEmpty else { return nil }
        if isOver(game) { return String(message(game, again: "").dropLast()) }
        let pairs = game.cards.filter(\.isMatched).count / 2
        return "You quit with \(pairs) of \(game.cards.count / 2) pairs matched: your score is \(game.score)."
    }
}

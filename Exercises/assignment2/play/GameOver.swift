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
}

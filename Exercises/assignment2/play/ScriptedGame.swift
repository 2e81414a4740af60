// `--moves`: a whole game without a terminal, one frame per move. A move names a card by
// its emoji, so a script does not depend on how the student shuffles, or by its position
// (1 is the first card); n is New Game, s shuffles, q quits.

struct ScriptedGame {
    let view: GameView
    let screen: Screen

    /// Plays every move and returns the exit status.
    func play(_ script: String) -> Int32 {
        let moves = script.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).map(String.init)
        emit(frame("Start"))
        for (index, move) in moves.enumerated() {
            let title = "Move \(index + 1): \(move)"
            let update: GameView.Update
            switch move {
            case "q":
                return 0
            case "n":
                update = view.newGame()
            case "s":
                update = view.shuffle()
            default:
                guard let id = card(named: move, number: index + 1) else { return 64 }
                update = view.choose(id: id)
            }
            if case .unavailable(let words) = update {
                emit("── \(title) ──\n(nothing happened)\n")
                tell("move \(index + 1) (\(move)): \(words)")
                return 64
            }
            if update == .notTold {
                emit("── \(title) ──\n(the screen was not redrawn)\n")
                tell("after move \(index + 1) (\(move)), \(GameView.notToldMessage)")
                return 3
            }
            emit(frame(title))
            if GameOver.isOver(view.shown) {
                emit(GameOver.message(view.shown, again: "Play again with n (New Game) in --moves, or without --moves on a terminal.") + "\n")
            }
        }
        return 0
    }

    func frame(_ title: String) -> String {
        let shown = view.shown
        return (["── \(title) ──", screen.header(shown)] + screen.grid(shown)).joined(separator: "\n") + "\n"
    }

    /// The card a move names: by position, or by emoji. Of the cards showing that emoji it
    /// takes one still face down and unmatched, the one whose id sorts first (the same card
    /// however the cards are shuffled); if there is none, the first, which the game should ignore.
    func card(named move: String, number: Int) -> AnyHashable? {
        let cards = view.shown.cards
        if let position = Int(move) {
            guard (1...max(1, cards.count)).contains(position), !cards.isEmpty else {
                tell("move \(number) (\(move)): there is no card \(position); this game has \(cards.count) cards (1 to \(cards.count))")
                return nil
            }
            return cards[position - 1].id
        }
        let showing = cards.filter { $0.content == move }.sorted { "\($0.id)" < "\($1.id)" }
        guard let first = showing.first else {
            var emoji: [String] = []
            for card in cards where !emoji.contains(card.content) { emoji.append(card.content) }
            tell("move \(number) (\(move)): no card shows \(move); this game's cards show \(emoji.joined(separator: " ")) (or give a position, n, s or q)")
            return nil
        }
        return (showing.first { !$0.isFaceUp && !$0.isMatched } ?? first).id
    }
}

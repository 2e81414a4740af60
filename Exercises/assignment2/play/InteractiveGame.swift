// Interactive play on the terminal: arrows and Enter or space choose a card, as does a
// card's label; n starts a New Game, s shuffles, q quits. The screen is drawn from what the
// View last read, so when the View is not told about a change, the screen does not change.

struct InteractiveGame {
    let view: GameView
    let color: Bool
    /// The keys, the longest line that fits: a wrapped line would push the cards down.
    static let keys = ["←↑↓→ move  Enter choose (or a card's letter)  n New Game  s shuffle  q quit",
                       "←↑↓→ Enter or letter  n new  s shuffle  q quit", "n s q", ""]

    /// Plays until q, Ctrl-C or the end of input; returns the exit status.
    func play() -> Int32 {
        guard RawTerminal.enter() else {
            tell("play needs a terminal; give the moves with --moves instead")
            return 64
        }
        defer { RawTerminal.leave() }
        var cursor = 0
        var status = ""
        var notTold = false
        draw(cursor: cursor, status: status)
        while let key = RawTerminal.nextKey() {
            let count = view.shown.cards.count
            let columns = screen(cursor: cursor).layout(view.shown).columns
            let matched = view.shown.cards.map(\.isMatched)
            var update: GameView.Update?
            switch key {
            case .resize: break
            case .left: cursor = Cursor.move(.left, from: cursor, matched: matched, columns: columns)
            case .right: cursor = Cursor.move(.right, from: cursor, matched: matched, columns: columns)
            case .up: cursor = Cursor.move(.up, from: cursor, matched: matched, columns: columns)
            case .down: cursor = Cursor.move(.down, from: cursor, matched: matched, columns: columns)
            case .choose: if cursor < count { update = view.choose(id: view.shown.cards[cursor].id) }
            case .character("q"):
                if let farewell = GameOver.farewell(view.shown) { tell(farewell) }
                if notTold { tell(GameView.notToldMessage) }
                return notTold ? 3 : 0
            case .character("n"): update = view.newGame()
            case .character("s"): update = view.shuffle()
            case .character(let key):
                guard let index = CardLabels.index(of: String(key)), index < count else { continue }
                cursor = index
                update = view.choose(id: view.shown.cards[index].id)
            }
            if update == .notTold {
                notTold = true
                status = "The screen did not change: " + GameView.notToldMessage
            } else if case .unavailable(let words) = update {
                status = "Nothing happened: " + words
            }
            // Off a card that was just matched; on a finished game, the cursor stays put.
            if !GameOver.isOver(view.shown) { cursor = Cursor.settle(cursor, matched: view.shown.cards.map(\.isMatched)) }
            draw(cursor: cursor, status: status)
        }
        return notTold ? 3 : 0
    }

    private func screen(cursor: Int) -> Screen {
        let (columns, rows) = RawTerminal.size()
        return Screen(width: columns, height: max(3, rows - 3), color: color, cursor: cursor)
    }

    /// Redraws the whole screen in one write: header, keys, cards, status line.
    private func draw(cursor: Int, status: String) {
        let screen = self.screen(cursor: cursor)
        let rows = RawTerminal.size().rows
        let shown = view.shown
        let keys = Self.keys.first { DisplayWidth.of($0) <= screen.width } ?? ""
        let help = color && !keys.isEmpty ? "\u{1B}[2m" + keys + "\u{1B}[0m" : keys
        var lines = [screen.header(shown), help] + screen.grid(shown)
        lines = Array(lines.prefix(max(1, rows - 1)))
        var text = "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\r\n") + "\u{1B}[J"
        if shown.cards.isEmpty && status.isEmpty {
            text += "\u{1B}[\(rows);1H" + String(GameOver.noCardsShort.prefix(max(0, screen.width - 1)))
        } else if !status.isEmpty {
            text += "\u{1B}[\(rows);1H" + (color ? "\u{1B}[1;31m" + status + "\u{1B}[0m" : status)
        } else if GameOver.isOver(shown) {
            let over = GameOver.message(shown, again: "Press n for a New Game, q to quit.")
            text += "\u{1B}[\(rows);1H" + (color ? "\u{1B}[1;32m" + over + "\u{1B}[0m" : over)
        }
        emit(text)
    }
}

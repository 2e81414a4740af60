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
            var update: GameView.Update?
            switch key {
            case .resize: break
            case .left: cursor = max(0, cursor - 1)
            case .right: cursor = min(count - 1, cursor + 1)
            case .up: cursor = cursor - columns >= 0 ? cursor - columns : cursor
            case .down: cursor = cursor + columns < count ? cursor + columns : cursor
            case .choose: if cursor < count { update = view.choose(id: view.shown.cards[cursor].id) }
            case .character("q"):
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
            cursor = max(0, min(cursor, view.shown.cards.count - 1))
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
        if !status.isEmpty {
            text += "\u{1B}[\(rows);1H" + (color ? "\u{1B}[1;31m" + status + "\u{1B}[0m" : status)
        }
        emit(text)
    }
}

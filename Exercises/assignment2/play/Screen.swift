// Draws one screen of the game from what the View read: the theme's name in its colour and
// the score, then the cards in an AspectVGrid. Face-down cards are blocks in the theme's
// colour, face-up cards show their emoji, matched cards are gone.

/// The keys that choose cards by label: letters, leaving out the n, s and q of the other keys.
enum CardLabels {
    static let all: [String] = {
        let lower = "abcdefghijklmoprtuvwxyz".map(String.init)
        let upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        return lower + upper
    }()

    static func label(_ index: Int) -> String? { index < all.count ? all[index] : nil }
    static func index(of key: String) -> Int? { all.firstIndex(of: key) }
}

struct Screen {
    /// Columns and rows the cards may use.
    let width: Int
    let height: Int
    let color: Bool
    /// The card the arrow keys have reached (interactive play only).
    var cursor: Int? = nil
    var labels = true

    /// The theme's name on the left, the score on the right.
    func header(_ game: GameSnapshot) -> String {
        let score = "Score: \(game.score)"
        let space = max(1, width - DisplayWidth.of(game.themeName) - score.count)
        return ThemeColor.paint(game.themeName, game.themeColor, bold: true, enabled: color)
            + String(repeating: " ", count: space) + score
    }

    func layout(_ game: GameSnapshot) -> GridLayout {
        AspectVGrid.layout(count: game.cards.count, width: width, height: height)
    }

    /// The cards, row by row, each line padded to the same width.
    func grid(_ game: GameSnapshot) -> [String] {
        let layout = self.layout(game)
        var lines: [String] = []
        var start = 0
        while start < game.cards.count {
            let row = Array(start..<min(start + layout.columns, game.cards.count))
            let drawn = row.map { card(game.cards[$0], index: $0, layout: layout, color: game.themeColor) }
            for line in 0..<layout.cardHeight {
                lines.append(drawn.map { $0[line] }.joined(separator: String(repeating: " ", count: GridLayout.gap)))
            }
            start += layout.columns
        }
        return lines
    }

    /// One card, `layout.cardHeight` lines of `layout.cardWidth` columns.
    func card(_ card: CardFace, index: Int, layout: GridLayout, color themeColor: String) -> [String] {
        let (width, height) = (layout.cardWidth, layout.cardHeight)
        let selected = cursor == index
        if card.isMatched {
            // Gone from the table; with the cursor on it (a finished game), a faint outline shows where.
            guard selected else { return Array(repeating: String(repeating: " ", count: width), count: height) }
            let edge = { (text: String) in self.color ? "\u{1B}[2m" + text + "\u{1B}[0m" : text }
            let inside = String(repeating: " ", count: width - 2)
            return [edge("┌" + String(repeating: "┄", count: width - 2) + "┐")]
                + Array(repeating: edge("┆") + inside + edge("┆"), count: height - 2)
                + [edge("└" + String(repeating: "┄", count: width - 2) + "┘")]
        }
        let lines = selected ? ("┏", "━", "┓", "┃", "┗", "┛") : ("╭", "─", "╮", "│", "╰", "╯")
        let label = labels ? (CardLabels.label(index) ?? "") : ""
        let top = lines.0 + label + String(repeating: lines.1, count: max(0, width - 2 - label.count)) + lines.2
        let bottom = lines.4 + String(repeating: lines.1, count: width - 2) + lines.5
        let inside = width - 2
        var middle: [String] = []
        for row in 0..<(height - 2) {
            if !card.isFaceUp {
                middle.append(ThemeColor.paint(String(repeating: color ? "█" : "▒", count: inside), themeColor, enabled: color))
            } else if row == (height - 2) / 2 {
                let left = max(0, (inside - DisplayWidth.of(card.content)) / 2)
                middle.append(DisplayWidth.pad(String(repeating: " ", count: left) + card.content, to: inside))
            } else {
                middle.append(String(repeating: " ", count: inside))
            }
        }
        let border = { (text: String) in ThemeColor.paint(text, themeColor, bold: selected, enabled: self.color) }
        return [border(top)] + middle.map { border(lines.3) + $0 + border(lines.3) } + [border(bottom)]
    }
}

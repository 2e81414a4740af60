// Where the arrow keys go. Matched cards are gone from the table
// (blank, as the lecture's View hides them with `.opacity(0)`), so the cursor never stops on
// one: it moves to the next card still in play in that direction, and after a match it moves
// off the card that just went.

enum Cursor {
    enum Move { case left, right, up, down }

    /// The card the cursor reaches from `index` with `move` on a grid of `columns` (`matched`
    /// says which cards are gone); `index` when there is none that way. Up and down go to the
    /// nearest card in play on the next row that has one, searching outwards from the same column.
    static func move(_ move: Move, from index: Int, matched: [Bool], columns: Int) -> Int {
        let cards = matched
        let inPlay = { (i: Int) in i >= 0 && i < cards.count && !cards[i] }
        switch move {
        case .left: return stride(from: index - 1, through: 0, by: -1).first(where: inPlay) ?? index
        case .right: return (index + 1 < cards.count ? Array(index + 1..<cards.count) : []).first(where: inPlay) ?? index
        case .up, .down:
            let columns = max(1, columns)
            let step = move == .up ? -1 : 1
            var row = index / columns + step
            while row >= 0 && row * columns < cards.count {
                let column = index % columns
                // Same column first, then one to the left and right, and so on.
                for distance in 0..<columns {
                    for candidate in [column - distance, column + distance] where (0..<columns).contains(candidate) {
                        if inPlay(row * columns + candidate) { return row * columns + candidate }
                    }
                }
                row += step
            }
            return index
        }
    }

    /// `index` if its card is in play, else the next one that is (or the one before).
    static func settle(_ index: Int, matched: [Bool]) -> Int {
        guard !matched.isEmpty else { return 0 }
        let index = max(0, min(index, matched.count - 1))
        if !matched[index] { return index }
        let right = move(.right, from: index, matched: matched, columns: 1)
        return right != index ? right : move(.left, from: index, matched: matched, columns: 1)
    }
}

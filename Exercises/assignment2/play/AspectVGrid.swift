// The lecture's AspectVGrid, in terminal cells: find the widest card that lets every card
// fit in the space given, keeping the card's aspect ratio. A cell is about twice as tall as
// it is wide, so a card 2 wide by 3 tall on screen is about 4 cells across for every 3 down.

/// Where the cards go: how many columns, and each card's size in cells.
struct GridLayout: Equatable {
    let columns: Int
    let cardWidth: Int
    let cardHeight: Int
    /// Columns of space between two cards.
    static let gap = 1
    /// A card needs its border and one line for an emoji two columns wide.
    static let minimumWidth = 5
    static let minimumHeight = 3

    var rowWidth: Int { columns * cardWidth + (columns - 1) * Self.gap }
}

enum AspectVGrid {
    /// The layout for `count` cards in `width` × `height` cells, cards `aspectRatio` cells
    /// wide for each cell of height. Tries one column, then two, …, like the lecture's
    /// `gridItemWidthThatFits`; when nothing fits it uses the smallest card and lets it scroll.
    static func layout(count: Int, width: Int, height: Int, aspectRatio: Double = 4.0 / 3.0) -> GridLayout {
        let count = max(count, 1)
        for columns in 1...count {
            let cardWidth = (width - (columns - 1) * GridLayout.gap) / columns
            let cardHeight = Int((Double(cardWidth) / aspectRatio).rounded(.down))
            guard cardWidth >= GridLayout.minimumWidth, cardHeight >= GridLayout.minimumHeight else { break }
            let rows = (count + columns - 1) / columns
            if rows * cardHeight <= height {
                return GridLayout(columns: columns, cardWidth: cardWidth, cardHeight: cardHeight)
            }
        }
        let columns = max(1, min(count, (width + GridLayout.gap) / (GridLayout.minimumWidth + GridLayout.gap)))
        return GridLayout(columns: columns, cardWidth: GridLayout.minimumWidth, cardHeight: GridLayout.minimumHeight)
    }
}

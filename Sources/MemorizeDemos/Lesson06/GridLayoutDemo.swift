import Foundation
import MemorizeCourseCore

extension Lesson06 {
    /// AspectVGrid's sum from the lecture: the widest card for which `itemCount` cards, at
    /// `itemAspectRatio` (width / height), fit in `size`. Each try is printed.
    static func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat, print: DemoPrinter) -> CGFloat {
        guard itemCount > 0 else { return size.width }
        var columnCount = 1
        while columnCount < itemCount {                    // never more columns than cards
            let rowCount = (itemCount + columnCount - 1) / columnCount   // rounds up
            let cardWidth = size.width / CGFloat(columnCount)
            let cardHeight = cardWidth / itemAspectRatio    // aspect ratio = width / height
            print("\(columnCount) columns, \(rowCount) rows of \(format(cardWidth)) × \(format(cardHeight)): \(format(CGFloat(rowCount) * cardHeight)) tall")
            if CGFloat(rowCount) * cardHeight < size.height {
                break                                      // these rows fit: done
            }
            columnCount += 1
        }
        return floor(size.width / CGFloat(columnCount))
    }

    /// The 2020 lectures' GridLayout: rows × columns for `itemCount` items in `size`, choosing the
    /// split whose cells come closest to the desired aspect ratio (width / height).
    struct GridLayout {
        let size: CGSize
        private(set) var rowCount = 0
        private(set) var columnCount = 0

        init(itemCount: Int, nearAspectRatio desired: Double = 1, in size: CGSize) {
            self.size = size
            guard itemCount > 0, size.width > 0, size.height > 0 else { return }
            var bestDifference = Double.infinity
            for rows in 1...itemCount {
                let columns = (itemCount + rows - 1) / rows
                guard (rows - 1) * columns < itemCount else { continue }  // no empty last row
                let cellAspect = (Double(size.width) / Double(columns)) / (Double(size.height) / Double(rows))
                if abs(cellAspect - desired) < bestDifference {
                    bestDifference = abs(cellAspect - desired)
                    (rowCount, columnCount) = (rows, columns)
                }
            }
        }

        var itemSize: CGSize {
            guard rowCount > 0, columnCount > 0 else { return .zero }
            return CGSize(width: size.width / CGFloat(columnCount), height: size.height / CGFloat(rowCount))
        }

        func location(ofItemAt index: Int) -> CGPoint {
            guard rowCount > 0, columnCount > 0 else { return .zero }
            return CGPoint(x: (CGFloat(index % columnCount) + 0.5) * itemSize.width,
                           y: (CGFloat(index / columnCount) + 0.5) * itemSize.height)
        }
    }

    /// `count` cards drawn as boxes, `columns` to a line, each `width` cells wide and `height` rows tall.
    static func drawCards(_ count: Int, columns: Int, width: Int, height: Int) -> [String] {
        var lines: [String] = []
        for firstCard in stride(from: 0, to: count, by: columns) {
            let cardsInLine = Swift.min(columns, count - firstCard)
            for row in 0..<height {
                lines.append((0..<cardsInLine).map { column -> String in
                    let inside = width - 2
                    if row == 0 || row == height - 1 { return "+" + String(repeating: "-", count: inside) + "+" }
                    let number = row == height / 2 ? String(firstCard + column + 1) : ""
                    let left = (inside - number.count) / 2
                    return "|" + String(repeating: " ", count: left) + number
                        + String(repeating: " ", count: inside - left - number.count) + "|"
                }.joined())
            }
        }
        return lines
    }

    /// `grid-layout`: AspectVGrid's `widthThatFits`, laying cards out in a terminal-sized area, and
    /// the 2020 GridLayout's rows × columns.
    static let gridLayout = Demo(id: "grid-layout", title: "AspectVGrid", lesson: 6) {
        [
            DemoStep(
                "The width that fits",
                explanation: "Start with one column, all cards stacked, and keep adding a column (never more rows, often fewer: rows round up) until the rows fit in the height. More columns means narrower cards, and at a fixed aspect ratio, shorter ones. There are never more columns than cards, and the width is rounded down so the cards never add up to more than the space. In SwiftUI, AspectVGrid gets the size from a GeometryReader and gives this width to a LazyVGrid's adaptive column.",
                code: #"""
                    guard itemCount > 0 else { return size.width }
                    var columnCount = 1
                    while columnCount < itemCount {                    // never more columns than cards
                        let rowCount = (itemCount + columnCount - 1) / columnCount   // rounds up
                        let cardWidth = size.width / CGFloat(columnCount)
                        let cardHeight = cardWidth / itemAspectRatio    // aspect ratio = width / height
                        print("\(columnCount) columns, \(rowCount) rows of \(format(cardWidth)) × \(format(cardHeight)): \(format(CGFloat(rowCount) * cardHeight)) tall")
                        if CGFloat(rowCount) * cardHeight < size.height {
                            break                                      // these rows fit: done
                        }
                        columnCount += 1
                    }
                    return floor(size.width / CGFloat(columnCount))
                    """#,
                tryThis: "Delete the `break` line and run again: the loop never stops early, so step 2 tries every column count up to 11 and deals all 12 cards in one row, 6 columns wide.",
                run: { _ in }
            ),
            DemoStep(
                "12 cards in 80 × 24",
                explanation: "A terminal cell is about twice as tall as it is wide, so the sums run in square units (a cell is 1 wide, 2 tall) and card heights are halved back into rows at the end (19.5 units is 9.75 rows, cut to 9). At 2:3, six columns of 13.3-unit cards are the first to fit: 2 rows of 20 units in 48.",
                code: #"""
                    let size = CGSize(width: 80, height: 24 * 2)   // 80 × 24 cells, each 1 unit wide and 2 tall
                    let width = widthThatFits(itemCount: 12, in: size, itemAspectRatio: 2 / 3, print: print)
                    let columns = Int(size.width / width)
                    let cardHeight = Int(width / (2 / 3) / 2)      // units of height, halved back into rows
                    print("each card \(Int(width)) columns × \(cardHeight) rows, \(columns) to a line")
                    for line in drawCards(12, columns: columns, width: Int(width), height: cardHeight) {
                        print(line)
                    }
                    """#,
                tryThis: "Change both `12`s to `4` and run again: with fewer cards the loop stops sooner, and each card is 20 columns wide, 4 to a line."
            ) { print in
                let size = CGSize(width: 80, height: 24 * 2)   // 80 × 24 cells, each 1 unit wide and 2 tall
                let width = widthThatFits(itemCount: 12, in: size, itemAspectRatio: 2 / 3, print: print)
                let columns = Int(size.width / width)
                let cardHeight = Int(width / (2 / 3) / 2)      // units of height, halved back into rows
                print("each card \(Int(width)) columns × \(cardHeight) rows, \(columns) to a line")
                for line in drawCards(12, columns: columns, width: Int(width), height: cardHeight) {
                    print(line)
                }
            },
            DemoStep(
                "8 cards in 40 × 24",
                explanation: "In a narrower window, four columns are enough for 8 cards: 2 rows of 15 units fit in 48. The grid adapts to whatever size it is given, as AspectVGrid does when the device rotates.",
                code: #"""
                    let narrow = CGSize(width: 40, height: 24 * 2)
                    let width = widthThatFits(itemCount: 8, in: narrow, itemAspectRatio: 2 / 3, print: print)
                    let columns = Int(narrow.width / width)
                    let cardHeight = Int(width / (2 / 3) / 2)
                    print("each card \(Int(width)) columns × \(cardHeight) rows, \(columns) to a line")
                    for line in drawCards(8, columns: columns, width: Int(width), height: cardHeight) {
                        print(line)
                    }
                    """#,
                tryThis: "Change `itemAspectRatio: 2 / 3` to `itemAspectRatio: 1` and run again: square cards are shorter for their width, so the loop stops at 3 columns instead of 4.",
                predict: DemoPrediction(
                    "8 cards in half the width. How many fit on a line?",
                    choices: ["2 to a line", "4 to a line", "8 to a line"],
                    answer: 1,
                    why: "The loop adds columns until the rows fit the height; with 4 columns, 2 rows of 15 units fit in 48."
                )
            ) { print in
                let narrow = CGSize(width: 40, height: 24 * 2)
                let width = widthThatFits(itemCount: 8, in: narrow, itemAspectRatio: 2 / 3, print: print)
                let columns = Int(narrow.width / width)
                let cardHeight = Int(width / (2 / 3) / 2)
                print("each card \(Int(width)) columns × \(cardHeight) rows, \(columns) to a line")
                for line in drawCards(8, columns: columns, width: Int(width), height: cardHeight) {
                    print(line)
                }
            },
            DemoStep(
                "The 2020 GridLayout",
                explanation: "The 2020 lectures split the space instead: try every row count, work out the columns it needs, skip splits that leave the last row empty, and keep the one whose cells come closest to the wanted shape. The cells fill the space exactly; each card then fits itself inside its cell.",
                code: #"""
                    for rows in 1...itemCount {
                        let columns = (itemCount + rows - 1) / rows
                        guard (rows - 1) * columns < itemCount else { continue }  // no empty last row
                        let cellAspect = (Double(size.width) / Double(columns)) / (Double(size.height) / Double(rows))
                        if abs(cellAspect - desired) < bestDifference {
                            bestDifference = abs(cellAspect - desired)
                            (rowCount, columnCount) = (rows, columns)
                        }
                    }
                    """#,
                tryThis: "Search the other way, `for rows in (1...itemCount).reversed()`, and run again: step 5 gives the same grids, as the closest aspect ratio wins whatever order it is tried in.",
                run: { _ in }
            ),
            DemoStep(
                "Rows × columns",
                explanation: "12 cards at 2:3 in lesson 6's example of 300 × 400 points: 3 rows of 4 give 75 × 133.3 cells (0.56, nearest 0.67); 4 rows of 3 would be squares. In 80 × 24 cells (80 × 48 units) the nearest is 2 rows of 6. Each item is positioned at the centre of its cell, as the 2020 lectures' `Grid` view did with `.position`.",
                code: #"""
                    for size in [CGSize(width: 300, height: 400), CGSize(width: 80, height: 24 * 2)] {
                        let layout = GridLayout(itemCount: 12, nearAspectRatio: 2 / 3, in: size)
                        print("in \(format(size.width)) × \(format(size.height)): \(layout.rowCount) rows × \(layout.columnCount) columns",
                              "of \(format(layout.itemSize.width)) × \(format(layout.itemSize.height))")
                        print("  card 1 at \(format(layout.location(ofItemAt: 0))), card 12 at \(format(layout.location(ofItemAt: 11)))")
                    }
                    """#,
                tryThis: "Change `nearAspectRatio: 2 / 3` to `nearAspectRatio: 1` and run again: the 300 × 400 space now gets 4 rows × 3 columns of 100 × 100 squares.",
                predict: DemoPrediction(
                    "12 cards of about 2:3 in a tall 300 × 400 space. Which grid does it choose?",
                    choices: ["3 rows × 4 columns", "4 rows × 3 columns", "6 rows × 2 columns"],
                    answer: 0,
                    why: "It picks the grid whose cells are closest to the wanted aspect ratio, not the one shaped like the space: 3 × 4 gives 75 × 133 cells."
                )
            ) { print in
                for size in [CGSize(width: 300, height: 400), CGSize(width: 80, height: 24 * 2)] {
                    let layout = GridLayout(itemCount: 12, nearAspectRatio: 2 / 3, in: size)
                    print("in \(format(size.width)) × \(format(size.height)): \(layout.rowCount) rows × \(layout.columnCount) columns",
                          "of \(format(layout.itemSize.width)) × \(format(layout.itemSize.height))")
                    print("  card 1 at \(format(layout.location(ofItemAt: 0))), card 12 at \(format(layout.location(ofItemAt: 11)))")
                }
            },
        ]
    }
}

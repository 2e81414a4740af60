import Foundation

/// The width of each item when `itemCount` items of `itemAspectRatio` (width ÷ height) are
/// laid out in `size` as AspectVGrid lays them out: the area's width split evenly into the
/// fewest columns whose rows fit in its height, rounded down to a whole point. When even
/// one row of every item is too tall, the height decides instead.
func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat) -> CGFloat {
    var columnCount = 1
    var rowCount = itemCount
    repeat {
        let itemWidth = size.width / CGFloat(columnCount)
        let itemHeight = itemWidth / itemAspectRatio
        if CGFloat(rowCount) * itemHeight < size.height {
            break
        }
        columnCount += 1
        rowCount = (itemCount + columnCount - 1) / columnCount     // rounded up: a part-filled row is a row
    } while columnCount < itemCount
    if columnCount > itemCount {
        columnCount = itemCount
    }
    // One row of everything can still be too tall for a short, wide area: then the height
    // limits the width.
    let width = size.width / CGFloat(columnCount)
    return floor(width)
}

import Foundation

/// The width of each item when `itemCount` items of `itemAspectRatio` (width ÷ height) are
/// laid out in `size` as AspectVGrid lays them out: the area's width split evenly into the
/// fewest columns whose rows fit in its height, rounded down to a whole point. When even
/// one row of every item is too tall, the height decides instead.
func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat) -> CGFloat {
    // TODO: Required Tasks 1 and 2
    return 0
}

// Required Task 1 (in general): over many areas, item counts and aspect ratios, the width
// is never narrower than splitting the width into the fewest columns that fit (less a
// point for rounding down), and more items never get a wider width.
import Foundation
import XCTest

final class WidestChecks: XCTestCase {
    /// The width from the fewest columns whose rows fit (or the height's limit), before rounding.
    private func fewestColumnsWidth(_ count: Int, _ size: CGSize, _ itemRatio: CGFloat) -> (width: CGFloat, columns: Int?) {
        for columns in 1...count {
            let rows = (count + columns - 1) / columns
            let itemWidth = size.width / CGFloat(columns)
            if CGFloat(rows) * itemWidth / itemRatio < size.height - slack {
                return (itemWidth, columns)
            }
        }
        return (size.height * itemRatio, nil)
    }

    func testNeverNarrowerThanTheFewestColumnsThatFit() {
        var failures = 0
        for size in sweepSizes {
            for itemRatio in sweepRatios {
                for count in sweepCounts where failures < 3 {
                    let got = widthThatFits(itemCount: count, in: size, itemAspectRatio: itemRatio)
                    let best = fewestColumnsWidth(count, size, itemRatio)
                    if got < best.width - 1 {
                        failures += 1
                        let how = best.columns.map { "\($0) column\($0 == 1 ? "" : "s") of \(number(best.width)) fit\($0 == 1 ? "s" : "")" }
                            ?? "even one row is too tall, so the height allows \(number(best.width))"
                        expect(false, "Asked for the width of \(count) item\(count == 1 ? "" : "s") at \(ratio(itemRatio)) in \(area(size)): expected at least \(number(best.width.rounded(.down))) (\(how)), but got \(number(got)).")
                    }
                }
            }
        }
    }

    func testMoreItemsNeverGetWiderItems() {
        var failures = 0
        for size in sweepSizes {
            for itemRatio in sweepRatios where failures < 3 {
                var previous = widthThatFits(itemCount: 1, in: size, itemAspectRatio: itemRatio)
                for count in sweepCounts.dropFirst() {
                    let got = widthThatFits(itemCount: count, in: size, itemAspectRatio: itemRatio)
                    if got > previous + slack {
                        failures += 1
                        expect(false, "Asked for the width of \(count - 1), then \(count) items at \(ratio(itemRatio)) in \(area(size)): expected \(count) items to be no wider than \(count - 1), but got \(number(previous)), then \(number(got)).")
                        break
                    }
                    previous = got
                }
            }
        }
    }
}

// Required Task 2: the items always fit. Laid out at the width given, in as many columns
// as that width allows across the area, their rows are no taller than the area; and in a
// very wide, short area, where even one row of every item at width ÷ count is too tall,
// the width is what the height allows (height × aspect ratio, rounded down).
import Foundation
import XCTest

final class FitsChecks: XCTestCase {
    /// How tall `count` items of `width` are when laid out in as many columns as fit across.
    private func heightNeeded(_ count: Int, width: CGFloat, in size: CGSize, _ itemRatio: CGFloat) -> (height: CGFloat, columns: Int) {
        let columns = max(1, min(count, Int((size.width + slack) / width)))
        let rows = (count + columns - 1) / columns
        return (CGFloat(rows) * width / itemRatio, columns)
    }

    private func expectHeightLimited(_ count: Int, _ width: CGFloat, _ height: CGFloat, _ itemRatio: CGFloat,
                                     file: StaticString = #filePath, line: UInt = #line) {
        let size = CGSize(width: width, height: height)
        let got = widthThatFits(itemCount: count, in: size, itemAspectRatio: itemRatio)
        let limit = height * itemRatio
        expect(got <= limit + slack && got >= limit.rounded(.down) - slack,
               "Asked for the width of \(count) item\(count == 1 ? "" : "s") at \(ratio(itemRatio)) in \(area(size)), where even one row of \(number(width / CGFloat(count))) is \(number(width / CGFloat(count) / itemRatio)) tall: expected the height to decide, \(number(limit.rounded(.down))) (\(number(height)) × \(ratio(itemRatio)), rounded down), but got \(number(got)) (\(number(got / itemRatio)) tall).",
               file: file, line: line)
    }

    func testAPhoneInLandscapeWithFewCards() {
        expectHeightLimited(3, 844, 390, 2.0 / 3.0)
    }

    func testOneItemInAShortArea() {
        expectHeightLimited(1, 300, 300, 2.0 / 3.0)
    }

    func testAVeryWideArea() {
        expectHeightLimited(4, 1000, 60, 2.0 / 3.0)
        expectHeightLimited(6, 2400, 100, 1)
    }

    func testNeverWiderThanFits() {
        var failures = 0
        for size in sweepSizes {
            for itemRatio in sweepRatios {
                for count in sweepCounts where failures < 3 {
                    let got = widthThatFits(itemCount: count, in: size, itemAspectRatio: itemRatio)
                    guard got > 0, got.isFinite else {
                        failures += 1
                        expect(false, "Asked for the width of \(count) item\(count == 1 ? "" : "s") at \(ratio(itemRatio)) in \(area(size)): expected a width above 0, but got \(number(got)).")
                        continue
                    }
                    let needed = heightNeeded(count, width: got, in: size, itemRatio)
                    if got > size.width + slack || needed.height > size.height + slack {
                        failures += 1
                        expect(false, "Asked for the width of \(count) item\(count == 1 ? "" : "s") at \(ratio(itemRatio)) in \(area(size)): expected them to fit, but at \(number(got)) wide \(needed.columns) column\(needed.columns == 1 ? "" : "s") of items \(number(got / itemRatio)) tall need \(number(needed.height)), more than \(number(size.height)).")
                    }
                }
            }
        }
    }
}

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

    /// The fewest columns, up to `count`, whose rows are under the area's height less `margin`
    /// (a negative margin lets rows a little taller than the area count as fitting), or nil.
    private func fewestColumns(_ count: Int, _ size: CGSize, _ itemRatio: CGFloat, margin: CGFloat) -> Int? {
        (1...count).first { columns in
            CGFloat((count + columns - 1) / columns) * (size.width / CGFloat(columns)) / itemRatio < size.height - margin
        }
    }

    func testManyItemsGetTheWidthTheFewestColumnsGive() {
        // False failure: none (the widths allowed are every one a correct grid can give: rows
        // exactly as tall as the area read as fitting or not, with room for floating-point sums,
        // rounded down).
        // Counts drawn for this run, from 31 to 3000, in every area and ratio of the sweep,
        // compared with the checks' own answer: a grid that stops counting at some number of
        // items gives too wide a width for more. Areas where even one row is too tall are left
        // to Task 2, and layouts of items under 10 points wide are left out.
        var failures = 0
        for size in sweepSizes {
            for itemRatio in sweepRatios where failures < 3 {
                let range = [31...99, 100...999, 1000...3000].randomElement()!
                let count = Int.random(in: range)
                guard let strict = fewestColumns(count, size, itemRatio, margin: slack),
                      let loose = fewestColumns(count, size, itemRatio, margin: -slack) else { continue }
                let narrowest = (size.width / CGFloat(strict) - slack).rounded(.down)
                let widest = (size.width / CGFloat(loose) + slack).rounded(.down)
                guard narrowest >= 10 else { continue }
                let got = widthThatFits(itemCount: count, in: size, itemAspectRatio: itemRatio)
                if !(got >= narrowest && got <= widest) {
                    failures += 1
                    let itemWidth = size.width / CGFloat(strict)
                    let rows = (count + strict - 1) / strict
                    let fewer = strict > 1
                        ? "; \(strict - 1) column\(strict == 2 ? "" : "s") would need \((count + strict - 2) / (strict - 1)) rows, \(number(CGFloat((count + strict - 2) / (strict - 1)) * size.width / CGFloat(strict - 1) / itemRatio)) in all: too tall"
                        : ""
                    expect(false, "Asked for the width of \(count) items at \(ratio(itemRatio)) in \(area(size)): expected \(loose == strict ? number(itemWidth.rounded(.down)) : "\(number(itemWidth.rounded(.down))) or \(number((size.width / CGFloat(loose)).rounded(.down)))") (\(strict) column\(strict == 1 ? "" : "s") of \(number(itemWidth)) make \(rows) row\(rows == 1 ? "" : "s") of \(number(itemWidth / itemRatio)), \(number(CGFloat(rows) * itemWidth / itemRatio)) in all\(fewer); rounded down), but got \(number(got)).")
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

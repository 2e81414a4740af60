// Required Task 1 (worked by hand): the width in areas where some number of columns fits,
// as the instructions' worked example does it. Each case says how it was worked out.
import Foundation
import XCTest

final class HandWorkedChecks: XCTestCase {
    private func expectWidth(_ count: Int, _ width: CGFloat, _ height: CGFloat, _ itemRatio: CGFloat,
                             _ expected: CGFloat, _ working: String, file: StaticString = #filePath, line: UInt = #line) {
        let size = CGSize(width: width, height: height)
        let got = widthThatFits(itemCount: count, in: size, itemAspectRatio: itemRatio)
        expect(got == expected,
               "Asked for the width of \(count) item\(count == 1 ? "" : "s") at \(ratio(itemRatio)) in \(area(size)): expected \(number(expected)) (\(working)), but got \(number(got)).",
               file: file, line: line)
    }

    func testOneItemInATallArea() {
        expectWidth(1, 300, 600, 2.0 / 3.0, 300, "one column: 300 wide is 450 tall, under 600")
    }

    func testTwelveCardsInThreeHundredByFourHundred() {
        expectWidth(12, 300, 400, 2.0 / 3.0, 75, "1, 2 and 3 columns are too tall; 4 columns of 75 make 3 rows of 112.5, 337.5 in all")
    }

    func testTheColumnCountChangesBetweenSixAndSevenItems() {
        expectWidth(6, 300, 400, 2.0 / 3.0, 100, "3 columns of 100 make 2 rows of 150, 300 in all")
        expectWidth(7, 300, 400, 2.0 / 3.0, 75, "3 columns would need 3 rows, 450 in all: too tall; 4 columns of 75 make 2 rows")
    }

    func testFortyCardsInThreeHundredByFourHundred() {
        expectWidth(40, 300, 400, 2.0 / 3.0, 42, "6 columns of 50 would need 7 rows of 75, 525 in all: too tall; 7 columns of 42.86 make 6 rows of 64.29, 385.71 in all")
    }

    func testAPhoneInPortraitRoundsDown() {
        expectWidth(12, 390, 844, 2.0 / 3.0, 130, "3 columns of 130 make 4 rows of 195, 780 in all")
        expectWidth(13, 390, 844, 2.0 / 3.0, 97, "3 columns would need 5 rows, 975 in all; 4 columns of 97.5, rounded down")
    }

    func testAVeryTallAreaTakesOneColumn() {
        expectWidth(3, 100, 1000, 2.0 / 3.0, 100, "one column: 3 rows of 150, 450 in all")
        expectWidth(5, 100, 2400, 1, 100, "one column of squares: 5 rows of 100")
    }
}

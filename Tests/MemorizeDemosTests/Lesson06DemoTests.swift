import Foundation
import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// Lesson 6's demos: they run, show only code that runs, and the grid and pie sums match ones worked out by hand.
final class Lesson06DemoTests: XCTestCase {
    // MARK: - Every demo

    func testShape() throws {
        try LessonDemoRun.checkShape(of: Lesson06.demos, ids: ["grid-layout", "pie"], lesson: 6)
    }

    // MARK: - grid-layout

    func testWidthThatFitsWorkedByHand() {
        // 80 × 24 cells = 80 × 48 units. At 2:3 a card is 1.5 times as tall as wide. 1..5 columns need
        // 12·120, 6·60, 4·40, 3·30, 3·24 = 72 units of height; 6 columns need 2·20 = 40 < 48, so floor(80 / 6) = 13.
        let printer = DemoPrinter()
        XCTAssertEqual(Lesson06.widthThatFits(itemCount: 12, in: CGSize(width: 80, height: 48), itemAspectRatio: 2 / 3, print: printer), 13)
        XCTAssertEqual(printer.output.split(separator: "\n").count, 6, "one line per try: 1 to 6 columns")
        // 8 cards in 40 × 48: 4 columns of 10 × 15 need 2·15 = 30 < 48.
        XCTAssertEqual(Lesson06.widthThatFits(itemCount: 8, in: CGSize(width: 40, height: 48), itemAspectRatio: 2 / 3, print: DemoPrinter()), 10)
        // 8 cards in 80 × 48: 5 columns need exactly 2·24 = 48, not less, so it takes 6 columns: floor(80 / 6) = 13.
        XCTAssertEqual(Lesson06.widthThatFits(itemCount: 8, in: CGSize(width: 80, height: 48), itemAspectRatio: 2 / 3, print: DemoPrinter()), 13)
        // Never more columns than cards.
        XCTAssertEqual(Lesson06.widthThatFits(itemCount: 1, in: CGSize(width: 80, height: 48), itemAspectRatio: 2 / 3, print: DemoPrinter()), 80)
    }

    func testTwelveCardsIn80By24() throws {
        let lines = try DemoRun.lines(of: "grid-layout", step: "12 cards in 80 × 24")
        XCTAssertEqual(lines[5], "6 columns, 2 rows of 13.3 × 20.0: 40.0 tall")
        XCTAssertEqual(lines[6], "each card 13 columns × 9 rows, 6 to a line")
        let drawing = Array(lines.dropFirst(7))
        XCTAssertEqual(drawing.count, 18, "2 lines of cards, 9 rows each, inside 24 rows")
        XCTAssertTrue(drawing.allSatisfy { $0.count == 78 }, "6 cards of 13 columns, inside 80")
        XCTAssertEqual(drawing[0], String(repeating: "+-----------+", count: 6))
        XCTAssertEqual(drawing[13], "|     7     ||     8     ||     9     ||    10     ||    11     ||    12     |")
    }

    func testEightCardsIn40By24() throws {
        let lines = try DemoRun.lines(of: "grid-layout", step: "8 cards in 40 × 24")
        XCTAssertEqual(lines[4], "each card 10 columns × 7 rows, 4 to a line")
        XCTAssertEqual(lines.count, 5 + 14)
        XCTAssertEqual(lines[8], "|   1    ||   2    ||   3    ||   4    |")
    }

    func testGridLayout2020WorkedByHand() {
        // 12 cards in 300 × 400, desired 2/3 ≈ 0.667. Cell ratios (w / columns) / (h / rows):
        // 1 row: 25/400 = 0.06; 2 rows: 50/200 = 0.25; 3 rows: 75/133.3 = 0.56; 4 rows: 100/100 = 1;
        // 5 rows would need 3 columns and leave the last row empty; 6 rows: 150/66.7 = 2.25. Nearest: 3 × 4.
        let lecture = Lesson06.GridLayout(itemCount: 12, nearAspectRatio: 2 / 3, in: CGSize(width: 300, height: 400))
        XCTAssertEqual(lecture.rowCount, 3)
        XCTAssertEqual(lecture.columnCount, 4)
        XCTAssertEqual(lecture.itemSize.width, 75, accuracy: 1e-9)
        XCTAssertEqual(lecture.itemSize.height, 400.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(lecture.location(ofItemAt: 0).x, 37.5, accuracy: 1e-9)
        XCTAssertEqual(lecture.location(ofItemAt: 11).x, 262.5, accuracy: 1e-9, "column 3 of 0...3")
        XCTAssertEqual(lecture.location(ofItemAt: 11).y, 2.5 * 400 / 3, accuracy: 1e-9, "row 2 of 0...2")
        // In 80 × 48: 2 rows of 6 give 13.3/24 = 0.56; 3 rows of 4 give 20/16 = 1.25. Nearest: 2 × 6.
        let terminal = Lesson06.GridLayout(itemCount: 12, nearAspectRatio: 2 / 3, in: CGSize(width: 80, height: 48))
        XCTAssertEqual([terminal.rowCount, terminal.columnCount], [2, 6])
        // 5 items, square cells wanted, in 100 × 100: 2 rows of 3 (cells 33 × 50, 0.67) beat 1 × 5 (0.2),
        // 3 rows of 2 (1.5) and 5 × 1 (5); 4 rows would leave the last row empty.
        let five = Lesson06.GridLayout(itemCount: 5, in: CGSize(width: 100, height: 100))
        XCTAssertEqual([five.rowCount, five.columnCount], [2, 3])
        // Nothing to lay out, or no room: no rows, no size.
        XCTAssertEqual(Lesson06.GridLayout(itemCount: 0, in: CGSize(width: 100, height: 100)).itemSize, .zero)
        XCTAssertEqual(Lesson06.GridLayout(itemCount: 4, in: .zero).rowCount, 0)
    }

    func testRowsByColumnsStep() throws {
        XCTAssertEqual(try DemoRun.lines(of: "grid-layout", step: "Rows × columns"), [
            "in 300.0 × 400.0: 3 rows × 4 columns of 75.0 × 133.3",
            "  card 1 at (37.5, 66.7), card 12 at (262.5, 333.3)",
            "in 80.0 × 48.0: 2 rows × 6 columns of 13.3 × 24.0",
            "  card 1 at (6.7, 12.0), card 12 at (73.3, 36.0)",
        ])
    }

    // MARK: - pie

    private let rect = CGRect(x: 0, y: 0, width: 24, height: 24)

    private func startPoint(degrees: Double, file: StaticString = #filePath, line: UInt = #line) throws -> CGPoint {
        let pie = Lesson06.Pie(startAngle: .init(degrees: degrees), endAngle: .init(degrees: degrees + 45))
        let elements = pie.path(in: rect).elements
        XCTAssertEqual(elements.count, 4, file: file, line: line)
        guard case let .line(to: point) = elements[1] else {
            XCTFail("the second element should be the line out to the start point", file: file, line: line)
            return .zero
        }
        return point
    }

    func testStartPointsWorkedByHand() throws {
        // Centre (12, 12), radius min(24, 24) / 2 = 12; y grows downward.
        let cases: [(degrees: Double, x: CGFloat, y: CGFloat)] = [
            (-90, 12, 0),    // 12 o'clock: (centre.x, centre.y − r)
            (0, 24, 12),     // 3 o'clock
            (90, 12, 24),    // 6 o'clock: below the centre, because y grows downward
            (180, 0, 12),    // 9 o'clock
        ]
        for (degrees, x, y) in cases {
            let point = try startPoint(degrees: degrees)
            XCTAssertEqual(point.x, x, accuracy: 1e-9, "start x for \(degrees)°")
            XCTAssertEqual(point.y, y, accuracy: 1e-9, "start y for \(degrees)°")
        }
    }

    func testThePathsElements() throws {
        XCTAssertEqual(try DemoRun.lines(of: "pie", step: "The lecture's pie"), [
            "move(to: (12.0, 12.0))",
            "addLine(to: (12.0, 0.0))",
            "addArc(center: (12.0, 12.0), radius: 12.0, startAngle: -90.0°, endAngle: 20.0°, clockwise: true)",
            "addLine(to: (12.0, 12.0))",
        ])
    }

    func testSweepWorkedByHand() {
        func pie(_ start: Double, _ end: Double, clockwise: Bool = false) -> Lesson06.Pie {
            Lesson06.Pie(startAngle: .init(degrees: start), endAngle: .init(degrees: end), clockwise: clockwise)
        }
        XCTAssertEqual(pie(-90, 20).sweep, 250, "anticlockwise from 12 o'clock to 20°: the long way round")
        XCTAssertEqual(pie(-90, 0, clockwise: true).sweep, 90, "clockwise from 12 to 3 o'clock")
        XCTAssertEqual(pie(270, -90).sweep, 360, "a whole turn back stays whole: the full bonus pie")
        XCTAssertEqual(pie(-90, -90).sweep, 0, "no turn at all")
        XCTAssertEqual(pie(270, 30).sweep, 240, "two thirds of the bonus left: (1 − 2/3) · 360 − 90 = 30")
        XCTAssertEqual(pie(0, 720, clockwise: true).sweep, 360, "more than a turn is still one circle")
    }

    func testWhichPointsAreInside() {
        let lecturePie = Lesson06.Pie(startAngle: .init(degrees: -90), endAngle: .init(degrees: 20))
        let quarter = Lesson06.Pie(startAngle: .init(degrees: -90), endAngle: .init(degrees: 0), clockwise: true)
        let upperRight = CGPoint(x: 20, y: 6)   // about −37°: inside the open 110° slice
        let left = CGPoint(x: 4, y: 12)         // 180°
        let corner = CGPoint(x: 0.5, y: 0.5)    // outside the circle
        XCTAssertTrue(lecturePie.place(of: upperRight, in: rect) == (true, false))
        XCTAssertTrue(lecturePie.place(of: left, in: rect) == (true, true))
        XCTAssertTrue(lecturePie.place(of: corner, in: rect) == (false, false))
        XCTAssertTrue(quarter.place(of: upperRight, in: rect) == (true, true))
        XCTAssertTrue(quarter.place(of: left, in: rect) == (true, false))
    }

    func testTheDrawing() throws {
        let drawing = try DemoRun.lines(of: "pie", step: "Filling it in")
        XCTAssertEqual(drawing.count, 12, "24 units tall, 2 units a row")
        XCTAssertTrue(drawing.allSatisfy { $0.count <= 24 })
        XCTAssertEqual(drawing[0], "       #####.....", "12 o'clock: the pie's edge, spaces outside the circle")
        XCTAssertEqual(drawing[4], "############............", "left half filled, the open slice on the right")
        let quarter = try DemoRun.lines(of: "pie", step: "Clockwise")
        XCTAssertEqual(quarter[0], "addArc(center: (12.0, 12.0), radius: 12.0, startAngle: -90.0°, endAngle: 0.0°, clockwise: false)")
        XCTAssertEqual(quarter[5], "............############", "top-right quarter only")
        XCTAssertEqual(quarter[7], String(repeating: ".", count: 24), "nothing below the centre")
    }
}

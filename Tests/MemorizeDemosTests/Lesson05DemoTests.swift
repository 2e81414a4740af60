import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// Lesson 5's demos: they run, show only code that runs, and key steps print what was worked out by hand.
final class Lesson05DemoTests: XCTestCase {
    // MARK: - Every demo

    func testShape() throws {
        try LessonDemoRun.checkShape(of: Lesson05.demos, ids: ["access-control", "computed-property", "property-observers", "layout", "view-builder"], lesson: 5)
    }

    // MARK: - layout

    func testLayoutOffersAndChoices() throws {
        // 30 columns less 2 of spacing = 28: the Image is offered 28/3 = 9 and takes 3; the Text 25/2 = 12 and
        // takes its 8; the shape gets the remaining 17.
        XCTAssertEqual(try DemoRun.lines(of: "layout", step: "30 columns"), [
            "offer Image 9 → it takes 3, 25 left",
            "offer Text(\"Memorize\") 12 → it takes 8, 17 left",
            "offer RoundedRectangle 17 → it takes 17, 0 left",
            "Image at x = 0, width 3",
            "Text(\"Memorize\") at x = 4, width 8",
            "RoundedRectangle at x = 13, width 17",
            "|(@) Memorize [~~~~~~~~~~~~~~~]|",
        ])
        // 16 - 2 = 14: Image offered 14/3 = 4 takes 3; Text offered 11/2 = 5 and truncates; the shape gets 6.
        XCTAssertEqual(try DemoRun.lines(of: "layout", step: "Squeezed to 16"), [
            "offer Image 4 → it takes 3, 11 left",
            "offer Text(\"Memorize\") 5 → it takes 5, 6 left",
            "offer RoundedRectangle 6 → it takes 6, 0 left",
            "Image at x = 0, width 3",
            "Text(\"Memorize\") at x = 4, width 5",
            "RoundedRectangle at x = 10, width 6",
            "|(@) Memo… [~~~~]|",
        ])
        // With priority 1 the Text goes first, offered 14 less the others' minimums (3 + 0) = 11.
        XCTAssertEqual(try DemoRun.lines(of: "layout", step: "layoutPriority"), [
            "offer Text(\"Memorize\") 11 → it takes 8, 6 left",
            "offer Image 3 → it takes 3, 3 left",
            "offer RoundedRectangle 3 → it takes 3, 0 left",
            "Image at x = 0, width 3",
            "Text(\"Memorize\") at x = 4, width 8",
            "RoundedRectangle at x = 13, width 3",
            "|(@) Memorize [~]|",
        ])
    }

    func testLayoutEngine() {
        let image = Lesson05.LayoutView(kind: .image, label: "(@)")
        let text = Lesson05.LayoutView(kind: .text, label: "Memorize")
        let shape = Lesson05.LayoutView(kind: .shape, label: "")
        XCTAssertEqual([image, text, shape].map { $0.width(offered: 1) }, [3, 2, 1])
        XCTAssertEqual([image, text, shape].map { $0.width(offered: 20) }, [3, 8, 20])
        XCTAssertEqual(Lesson05.offerOrder([shape, text, image]), [2, 1, 0], "least flexible first")
        XCTAssertEqual(Lesson05.hstack([shape, image], width: 10, spacing: 0, print: DemoPrinter()), [7, 3])
        XCTAssertEqual(text.draw(width: 3), "Me…")
    }

    // MARK: - access-control, computed-property

    func testAccessControl() throws {
        XCTAssertEqual(try DemoRun.lines(of: "access-control", step: "Reading is allowed"), ["score: 1"])
        XCTAssertEqual(try DemoRun.lines(of: "access-control", step: "Writing is not"), ["score is still 2"])
        XCTAssertEqual(try DemoRun.lines(of: "access-control", step: "fileprivate"), ["nothing yet", "+2 for 🦇"])
    }

    func testComputedProperty() throws {
        XCTAssertEqual(try DemoRun.lines(of: "computed-property", step: "Reading runs get"), ["100.0 °C = 212.0 °F", "-40.0 °C = -40.0 °F"])
        XCTAssertEqual(try DemoRun.lines(of: "computed-property", step: "Assigning runs set"), ["212.0 °F is 100.0 °C", "50.0 °F is 10.0 °C"])
        XCTAssertEqual(try DemoRun.lines(of: "computed-property", step: "No storage of its own"),
                       ["Double: 8 bytes", "Thermometer: 8 bytes, and it still knows 68.0 °F"])
        var thermometer = Lesson05.Thermometer(celsius: 37)
        XCTAssertEqual(thermometer.fahrenheit, 98.6, accuracy: 1e-9)
        thermometer.fahrenheit = 32
        XCTAssertEqual(thermometer.celsius, 0)
    }

    // MARK: - property-observers

    func testWillSetRunsBeforeDidSetAndTheTimerFollows() throws {
        XCTAssertEqual(try DemoRun.lines(of: "property-observers", step: "Flip up, flip down"), [
            "willSet: isFaceUp is false, newValue is true",
            "didSet: oldValue was false, isFaceUp is true",
            "  timer started at t = 0",
            "willSet: isFaceUp is true, newValue is false",
            "didSet: oldValue was true, isFaceUp is false",
            "  timer stopped at t = 3: face up 3 s in all",
            "face up for 3 seconds",
        ])
        // Setting the same value still runs both observers, but does not restart the timer.
        XCTAssertEqual(try DemoRun.lines(of: "property-observers", step: "The same value again"), [
            "willSet: isFaceUp is false, newValue is true",
            "didSet: oldValue was false, isFaceUp is true",
            "  timer started at t = 0",
            "willSet: isFaceUp is true, newValue is true",
            "didSet: oldValue was true, isFaceUp is true",
            "willSet: isFaceUp is true, newValue is false",
            "didSet: oldValue was true, isFaceUp is false",
            "  timer stopped at t = 5: face up 5 s in all",
        ])
    }

    // MARK: - view-builder

    func testViewBuilderTreeAndRendering() throws {
        XCTAssertEqual(try DemoRun.lines(of: "view-builder", step: "The tree it builds"), [
            "VStack",
            "  Text(\"Memorize!\")",
            "  HStack",
            "    CardView(👻, isFaceUp: true)",
            "    CardView(🎃, isFaceUp: false)",
            "    CardView(🦇, isFaceUp: true)",
            "  Text(\"2 cards face up\")",
        ])
        XCTAssertEqual(try DemoRun.lines(of: "view-builder", step: "Rendering it"), ["Memorize!", "[??] [🎃] [??]", "one card face up"])
        // No cards: `ForEach` builds an empty HStack, and the `else` branch says 0.
        XCTAssertEqual(Lesson05.render(Lesson05.VStack { Lesson05.board([]) }), ["Memorize!", "0 cards face up"])
    }
}

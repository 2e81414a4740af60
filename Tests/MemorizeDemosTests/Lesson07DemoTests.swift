import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// Lesson 7's demos: they run, show the code that runs, and print what was worked out by hand.
final class Lesson07DemoTests: XCTestCase {
    func testShape() throws {
        try LessonDemoRun.checkShape(of: Lesson07.demos, ids: ["cardify", "animation-curves", "card-flip"], lesson: 7)
    }

    // MARK: - card-flip

    func testTheBackShowsFrom90Degrees() {
        var card = Lesson07.FlippingCard(isFaceUp: true, content: "A")
        XCTAssertEqual(card.rotation, 0)
        XCTAssertTrue(card.isFaceUp)
        card.rotation = 89
        XCTAssertTrue(card.isFaceUp, "89°: still the front")
        card.rotation = 90
        XCTAssertFalse(card.isFaceUp, "90°: the back")
        XCTAssertEqual(Lesson07.FlippingCard(isFaceUp: false, content: "A").rotation, 180)
        card.animatableData = 45
        XCTAssertEqual(card.rotation, 45)
    }

    func testApparentWidthIsCosineOfRotation() {
        var card = Lesson07.FlippingCard(isFaceUp: true, content: "A")
        // 14 × cos 0° = 14, 14 × cos 60° = 7, 14 × |cos 90°| = 0, 14 × |cos 120°| = 7, 14 × |cos 180°| = 14.
        for (angle, width) in [(0.0, 14), (60, 7), (90, 0), (120, 7), (180, 14)] {
            card.rotation = angle
            XCTAssertEqual(card.apparentWidth, width, "at \(angle)°")
        }
    }

    func testCardFlipSteps() throws {
        let flip = try DemoRun.demo("card-flip")
        XCTAssertEqual(try LessonDemoRun.lines(of: flip, step: "89° or 90°"), [
            "rotation 0°: front", "rotation 89°: front", "rotation 90°: back", "rotation 180°: back",
        ])
        XCTAssertEqual(try LessonDemoRun.lines(of: flip, step: "How wide it looks"), [
            "0°     width 14 of 14 front", "30°    width 12 of 14 front", "60°    width 7 of 14 front",
            "90°    width 0 of 14 back", "120°   width 7 of 14 back", "150°   width 12 of 14 back",
            "180°   width 14 of 14 back",
        ])
        let frames = try LessonDemoRun.frames(of: flip, step: "The flip, frame by frame")
        XCTAssertEqual(frames.map(\.label), (0...12).map { "rotation = \($0 * 15)°" })
        XCTAssertTrue(frames[0].picture.contains("A"), "0°: the front, with its content")
        XCTAssertTrue(frames[5].picture.contains("A"), "75°: still the front")
        XCTAssertFalse(frames[6].picture.contains("A"), "90°: edge on, no front")
        XCTAssertTrue(frames[12].picture.contains("#"), "180°: the back")
        XCTAssertFalse(frames[12].picture.contains("A"))
    }

    // MARK: - animation-curves

    func testEaseInOut() {
        let easeInOut = Lesson07.Curve.easeInOut
        XCTAssertEqual(easeInOut.value(at: 0), 0)
        XCTAssertEqual(easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        XCTAssertEqual(easeInOut.value(at: 1), 1)
        for t in [0.1, 0.2, 0.3, 0.4] {
            XCTAssertLessThan(easeInOut.value(at: t), Lesson07.Curve.linear.value(at: t), "before the middle at \(t)")
        }
        for t in [0.6, 0.7, 0.8, 0.9] {
            XCTAssertGreaterThan(easeInOut.value(at: t), t, "after the middle at \(t)")
        }
        // 3(0.2)² − 2(0.2)³ = 0.12 − 0.016 = 0.104
        XCTAssertEqual(easeInOut.value(at: 0.2), 0.104, accuracy: 1e-12)
        XCTAssertGreaterThan(Lesson07.Curve.bouncy.value(at: 0.3), 1, "a bouncy spring overshoots")
    }

    func testImplicitAnimationWinsOnlyWhenItsValueChanges() {
        XCTAssertEqual(Lesson07.animation(implicit: .easeInOut, valueChanged: true, explicit: .linear), .easeInOut)
        XCTAssertEqual(Lesson07.animation(implicit: .easeInOut, valueChanged: false, explicit: .linear), .linear)
        XCTAssertNil(Lesson07.animation(implicit: .easeInOut, valueChanged: false, explicit: nil), "nothing animates a change the implicit one does not watch")
        XCTAssertEqual(Lesson07.animation(implicit: nil, valueChanged: false, explicit: .linear), .linear)
        XCTAssertNil(Lesson07.animation(implicit: nil, valueChanged: true, explicit: nil))
    }

    func testAnimationCurveSteps() throws {
        let curves = try DemoRun.demo("animation-curves")
        let table = try LessonDemoRun.lines(of: curves, step: "One second in ten steps")
        XCTAssertEqual(table.count, 12)
        XCTAssertTrue(table[6].hasPrefix("0.50   0.50    0.50"), table[6])
        XCTAssertTrue(table[3].hasPrefix("0.20   0.20    0.10"), table[3])
        let frames = try LessonDemoRun.frames(of: curves, step: "A moving marker")
        XCTAssertEqual(frames.count, 11)
        XCTAssertEqual(frames.first?.label, "t = 0.00 s")
        XCTAssertEqual(frames.last?.label, "t = 1.00 s")
        XCTAssertEqual(frames[5].picture.split(separator: "\n").first, "linear    ----------o---------|   ")
        XCTAssertEqual(try LessonDemoRun.lines(of: curves, step: "Which animation wins"), [
            "implicit easeInOut, x changes, explicit none → easeInOut",
            "implicit none, x stays, explicit linear → linear",
            "implicit easeInOut, x changes, explicit linear → easeInOut",
            "implicit easeInOut, x stays, explicit linear → linear",
            "implicit none, x stays, explicit none → no animation",
        ])
    }

    // MARK: - cardify

    func testCardify() throws {
        let cardify = try DemoRun.demo("cardify")
        XCTAssertEqual(try LessonDemoRun.lines(of: cardify, step: "Any view becomes a card"), [
            "+------+", "| boo! |", "+------+",
            "+------------+", "| time left  |", "| [====    ] |", "+------------+",
            "+------+", "|######|", "+------+",
            "+------------+", "|############|", "|############|", "+------------+",
        ])
        XCTAssertEqual(try LessonDemoRun.lines(of: cardify, step: "Modifiers stack"), [
            "+----------+", "| +------+ |", "| | boo! | |", "| +------+ |", "+----------+",
        ])
        XCTAssertEqual(Lesson07.Caption(text: "hi").cardify(isFaceUp: false).lines, ["+----+", "|####|", "+----+"])
    }
}

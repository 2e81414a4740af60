// Required Task 1: `init(isFaceUp:)` starts at 0° (face up) or 180° (face down), and
// `isFaceUp` follows `rotation` whenever it changes: face up below 90° (negative angles
// too), face down from 90° on (past 180° and 360° too).
import XCTest

final class RotationChecks: XCTestCase {
    func testAFaceUpCardStartsAtZeroDegrees() {
        let cardify = Cardify(isFaceUp: true)
        expect(same(cardify.rotation, 0), "Made Cardify(isFaceUp: true): expected rotation 0°, but it is \(degrees(cardify.rotation)).")
        expect(cardify.isFaceUp, "Made Cardify(isFaceUp: true): expected it face up, but isFaceUp is false.")
    }

    func testAFaceDownCardStartsAtOneHundredEightyDegrees() {
        let cardify = Cardify(isFaceUp: false)
        expect(same(cardify.rotation, 180), "Made Cardify(isFaceUp: false): expected rotation 180°, but it is \(degrees(cardify.rotation)).")
        expect(!cardify.isFaceUp, "Made Cardify(isFaceUp: false): expected it face down, but isFaceUp is true.")
    }

    func testFaceUpBelowNinetyDegrees() {
        for start in [true, false] {
            // And one angle drawn for this run: a Cardify that knew the checks' angles would not pass.
            for angle in [0, 1, 45, 89, 89.9, 89.99, (90.0).nextDown, (Double.random(in: 0..<899).rounded() / 10)] {
                var cardify = Cardify(isFaceUp: start)
                cardify.rotation = angle
                expect(cardify.isFaceUp, "Made a \(side(start)) Cardify and set its rotation to \(degrees(angle)): expected it face up (below 90° the face shows), but isFaceUp is false.")
            }
        }
    }

    // False failure: none (every angle here is below 90°, where the face shows).
    func testFaceUpAtNegativeAnglesToo() {
        // Below 90° has no lower end: a spring animation overshoots past 0° on its way back, and
        // the face still shows (a card face up only from 0° to 90° once passed while every angle
        // the checks set was at least 0°). Fixed angles, and one drawn for this run.
        for start in [true, false] {
            for angle in [-0.5, -10, -90.5, -(Double.random(in: 1...3600).rounded() / 10)] {
                var cardify = Cardify(isFaceUp: start)
                cardify.rotation = angle
                let ok = expect(cardify.isFaceUp, "Made a \(side(start)) Cardify and set its rotation to \(degrees(angle)): expected it face up (the face shows at every angle below 90°, negative ones too, as when a spring overshoots past 0°), but isFaceUp is false.")
                if !ok { break }
            }
        }
    }

    func testFaceDownFromNinetyDegreesOn() {
        for start in [true, false] {
            for angle in [90, (90.0).nextUp, 90.01, 90.1, 91, 135, 179, 180, (Double.random(in: 900...1800).rounded() / 10)] {
                var cardify = Cardify(isFaceUp: start)
                cardify.rotation = angle
                expect(!cardify.isFaceUp, "Made a \(side(start)) Cardify and set its rotation to \(degrees(angle)): expected it face down (from 90° on the back shows), but isFaceUp is true.")
            }
        }
    }

    // False failure: none (every angle here is 90° or more, where the back shows).
    func testFaceDownPastOneHundredEightyDegreesToo() {
        // From 90° on has no upper end, as below 90° has no lower one: a spring overshoots past
        // 180°, and the instructions make every angle from 90° on face down. A card face up
        // again from 270° (the face coming round, as a real card would), or past 360° (the
        // angle taken modulo a turn), once passed while no check read the side past 180°.
        // Fixed angles, and one drawn for this run.
        for start in [true, false] {
            for angle in [180.5, 200, 269.9, 270, 300, 359.9, 360, 400, 450, 720, Double.random(in: 1801...36000).rounded() / 10] {
                var cardify = Cardify(isFaceUp: start)
                cardify.rotation = angle
                let ok = expect(!cardify.isFaceUp, "Made a \(side(start)) Cardify and set its rotation to \(degrees(angle)): expected it face down (the back shows at every angle from 90° on, past 180° too, as when a spring overshoots), but isFaceUp is true.")
                if !ok { break }
            }
        }
    }
}

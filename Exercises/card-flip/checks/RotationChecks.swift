// Required Task 1: `init(isFaceUp:)` starts at 0° (face up) or 180° (face down), and
// `isFaceUp` follows `rotation` whenever it changes: face up below 90° (negative angles
// too), face down from 90°.
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
}

// Required Task 2: `animatableData` reads and writes `rotation`, so the values SwiftUI
// feeds it in the middle of a flip turn the card and show the right side. The frames here
// are what a linear animation of 25 frames would set, in both directions.
import XCTest

final class AnimatableDataChecks: XCTestCase {
    // False failure: none (an animatableData that reads the rotation gives the very number set).
    func testReadingGivesTheRotation() {
        // Besides the fixed angles, one drawn for this run: a getter that rounds is seen.
        for angle in [0, 37.5, 90, 180, 17.25, 93.6, Double.random(in: 0..<180)] {
            var cardify = Cardify(isFaceUp: true)
            cardify.rotation = angle
            expect(cardify.animatableData == angle, "Set a Cardify's rotation to \(degrees(angle)) and read animatableData: expected exactly \(degrees(angle)), but got \(degrees(cardify.animatableData)).")
        }
    }

    // False failure: none (a setter that sets the rotation to newValue keeps the number exactly).
    func testWritingTurnsTheCard() {
        // SwiftUI sets any in-between number, so the angles here are no multiples of a round
        // step: fixed ones (a setter that snapped to 30° once passed when only 60° and 120°
        // were set), the two values either side of 90°, and four drawn for this run.
        let drawn = (0..<4).map { _ in Double.random(in: 0..<180) }
        for angle in [0.0, 180, 60, 120, 0.5, 17.25, 93.6, 179.75, (90.0).nextDown, (90.0).nextUp] + drawn {
            expectSetExactly(angle, rule: "with no rounding")
        }
    }

    // False failure: none (a setter that sets the rotation to newValue keeps any number exactly).
    func testWritingAnAnglePastEitherEndTurnsTheCard() {
        // A spring animation overshoots: on its way to 0° or 180° SwiftUI sets angles below 0°
        // and above 180° (a setter that ignored values outside 0…180° once passed while every
        // angle set was inside). Fixed angles, and one drawn past each end for this run.
        for angle in [-5, -0.5, 180.5, 200, 359, -Double.random(in: 0.001..<90), Double.random(in: 180.001..<360)] {
            expectSetExactly(angle, ", past the 0…180° of a flip as a spring overshoots", rule: "whatever the angle")
        }
    }

    /// Sets animatableData to `angle` on a card that starts on the other side, and expects the
    /// rotation, and animatableData read back, to be exactly `angle`. `how` follows the angle in
    /// the messages; `rule` says why no other number will do.
    private func expectSetExactly(_ angle: Double, _ how: String = "", rule: String) {
        var cardify = Cardify(isFaceUp: angle >= 90)   // start on the other side
        cardify.animatableData = angle
        let rotation = cardify.rotation
        expect(rotation == angle, "Set a Cardify's animatableData to \(degrees(angle))\(how): expected its rotation to be exactly \(degrees(angle)) (setting animatableData sets the rotation, \(rule)), but it is \(degrees(rotation)).")
        let read = cardify.animatableData
        expect(read == angle, "Set a Cardify's animatableData to \(degrees(angle))\(how)\(how.isEmpty ? "" : ",") and read it back: expected exactly \(degrees(angle)), but got \(degrees(read)).")
    }

    /// Plays a flip from `from` to `to` degrees as SwiftUI would, one value per frame.
    private func playFlip(from: Double, to: Double, _ what: String) {
        var cardify = Cardify(isFaceUp: from < 90)
        for frame in 0...25 {
            let value = from + (to - from) * Double(frame) / 25   // never exactly 90°
            cardify.animatableData = value
            let ok = expect(cardify.isFaceUp == (value < 90),
                            "Played a flip \(what), setting animatableData each frame; at frame \(frame) of 25 it was \(degrees(value)): expected the card \(side(value < 90)), but it shows \(side(cardify.isFaceUp)).")
            if !ok { return }
        }
    }

    func testAFlipFromFaceUpToFaceDownShowsTheRightSideEveryFrame() {
        playFlip(from: 0, to: 180, "from face up (0°) to face down (180°)")
    }

    func testAFlipFromFaceDownToFaceUpShowsTheRightSideEveryFrame() {
        playFlip(from: 180, to: 0, "from face down (180°) to face up (0°)")
    }
}

// Required Task 2: `animatableData` reads and writes `rotation`, so the values SwiftUI
// feeds it in the middle of a flip turn the card and show the right side. The frames here
// are what a linear animation of 25 frames would set, in both directions.
import XCTest

final class AnimatableDataChecks: XCTestCase {
    func testReadingGivesTheRotation() {
        for angle in [0, 37.5, 90, 180] {
            var cardify = Cardify(isFaceUp: true)
            cardify.rotation = angle
            expect(same(cardify.animatableData, angle), "Set a Cardify's rotation to \(degrees(angle)) and read animatableData: expected \(degrees(angle)), but got \(degrees(cardify.animatableData)).")
        }
    }

    func testWritingTurnsTheCard() {
        for angle in [0.0, 60, 120, 180] {
            var cardify = Cardify(isFaceUp: angle >= 90)   // start on the other side
            cardify.animatableData = angle
            expect(same(cardify.rotation, angle), "Set a Cardify's animatableData to \(degrees(angle)): expected its rotation to be \(degrees(angle)), but it is \(degrees(cardify.rotation)).")
            expect(same(cardify.animatableData, angle), "Set a Cardify's animatableData to \(degrees(angle)) and read it back: expected \(degrees(angle)), but got \(degrees(cardify.animatableData)).")
        }
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

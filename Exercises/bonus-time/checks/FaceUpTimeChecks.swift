// Required Task 1: `faceUpTime` adds up the time spent face up, spell after spell, on the
// injected clock; the clock is still while the card is face down; turning a face-up card
// face up again, or a face-down card face down again, changes nothing.
import Foundation
import XCTest

final class FaceUpTimeChecks: XCTestCase {
    private func expectFaceUpTime(_ table: Table, _ expected: TimeInterval, _ why: String = "",
                                  file: StaticString = #filePath, line: UInt = #line) {
        expect(same(table.card.faceUpTime, expected),
               "\(table.done): expected faceUpTime \(seconds(expected))\(why.isEmpty ? "" : " (\(why))"), but it is \(seconds(table.card.faceUpTime)).",
               file: file, line: line)
    }

    func testANewCardHasSpentNoTimeFaceUp() {
        var table = Table()
        table.wait(5)
        expectFaceUpTime(table, 0, "it was never face up")
    }

    func testTimeRunsWhileFaceUp() {
        var table = Table()
        table.faceUp()
        table.wait(2)
        expectFaceUpTime(table, 2)
        table.wait(1.5)
        expectFaceUpTime(table, 3.5)
    }

    func testTimePausesWhileFaceDown() {
        var table = Table()
        table.faceUp()
        table.wait(2)
        table.faceUp(false)
        table.wait(3)
        expectFaceUpTime(table, 2, "the 3 s face down do not count")
    }

    func testSpellsAddUp() {
        var table = Table()
        table.faceUp()
        table.wait(1)
        table.faceUp(false)
        table.wait(4)
        table.faceUp()
        table.wait(2)
        expectFaceUpTime(table, 3, "1 s, then 2 s face up")
        table.faceUp(false)
        table.wait(1)
        expectFaceUpTime(table, 3, "1 s, then 2 s face up; the time face down does not count")
    }

    func testSpellsDrawnForThisRunAddUp() {
        var table = Table(limit: 60)    // longer than every spell together: the clock never runs out
        var total: TimeInterval = 0
        for _ in 0..<3 {
            let up = drawnTime(quarters: 1...40), down = drawnTime(quarters: 1...40)
            table.faceUp()
            table.wait(up)
            total += up
            table.faceUp(false)
            table.wait(down)
        }
        expectFaceUpTime(table, total, "the three spells face up added")
    }

    func testTurningAFaceUpCardFaceUpAgainChangesNothing() {
        var table = Table()
        table.faceUp()
        table.wait(2)
        table.faceUp()      // didSet runs again, with the same value
        table.wait(1)
        expectFaceUpTime(table, 3, "it has been face up all along")
    }

    // Stopping a stopped clock must add nothing: `didSet` runs every time, even with the value
    // the property already had, and lecture 5's `choose` sets every other card face down on
    // each choice, so in a game a card already face down is turned face down again and again.
    // A card that never cleared the running spell's start when it stopped, and added the last
    // spell (and the time since) again on each such set, once passed while no check did this.
    func testTurningAFaceDownCardFaceDownAgainChangesNothing() {
        var table = Table()
        table.faceUp(false)     // never face up: nothing to stop
        table.wait(1)
        table.faceUp(false)
        expectFaceUpTime(table, 0, "it was never face up")
        table.faceUp()
        table.wait(2)
        table.faceUp(false)
        table.wait(3)
        table.faceUp(false)     // didSet runs again, with the same value
        expectFaceUpTime(table, 2, "face up 2 s; turning a face-down card face down again adds nothing")
        table.wait(1)
        table.faceUp(false)
        table.faceUp(false)
        expectFaceUpTime(table, 2, "face up 2 s; turning a face-down card face down again adds nothing")
        table.faceUp()
        table.wait(1)
        table.faceUp()
        table.wait(0.5)
        table.faceUp(false)
        table.wait(2)
        table.faceUp(false)
        expectFaceUpTime(table, 3.5, "2 s, then 1.5 s face up; turning a card face up or face down again changes nothing")
    }
}

// Required Task 2: `bonusTimeRemaining` is the limit less the face-up time, never below 0;
// `bonusRemaining` is that as a share of the limit, from 1 down to 0; and the card is
// consuming bonus time while it is face up, unmatched, with time left.
import Foundation
import XCTest

final class RemainingChecks: XCTestCase {
    func testTheTimeLeftCountsDownAndStopsAtZero() {
        var table = Table(limit: 6)
        table.faceUp()
        for (wait, left) in [(0.0, 6.0), (2, 4), (3.5, 0.5), (0.5, 0), (4, 0)] {
            table.wait(wait)
            expect(same(table.card.bonusTimeRemaining, left),
                   "\(table.done): expected bonusTimeRemaining \(seconds(left))\(left == 0 ? " (never below 0)" : ""), but it is \(seconds(table.card.bonusTimeRemaining)).")
        }
    }

    func testTheFractionLeftGoesFromOneToZero() {
        var table = Table(limit: 10)
        table.faceUp()
        for (wait, share) in [(0.0, 1.0), (2.5, 0.75), (2.5, 0.5), (4.5, 0.05), (0.5, 0), (3, 0)] {
            table.wait(wait)
            expect(same(table.card.bonusRemaining, share),
                   "\(table.done): expected bonusRemaining \(number(share)) (the share of the 10 s left), but it is \(number(table.card.bonusRemaining)).")
        }
    }

    func testALimitDrawnForThisRun() {
        let limit = drawnTime(quarters: 8...80)
        var table = Table(limit: limit)
        table.faceUp()
        table.wait(drawnTime(quarters: 1...Int(limit * 4) - 1))
        let left = limit - table.card.faceUpTime
        expect(same(table.card.bonusTimeRemaining, left),
               "\(table.done): expected bonusTimeRemaining \(seconds(left)), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(same(table.card.bonusRemaining, left / limit),
               "\(table.done): expected bonusRemaining \(number(left / limit)) (the share of the \(seconds(limit)) left), but it is \(number(table.card.bonusRemaining)).")
        table.wait(limit)
        expect(same(table.card.bonusTimeRemaining, 0),
               "\(table.done): expected bonusTimeRemaining 0 s (never below 0), but it is \(seconds(table.card.bonusTimeRemaining)).")
    }

    func testAShortLimitHasAShareToo() {
        var table = Table(limit: 0.5)
        table.faceUp()
        table.wait(0.25)
        expect(same(table.card.bonusRemaining, 0.5),
               "\(table.done): expected bonusRemaining 0.5 (a limit under a second is still a limit), but it is \(number(table.card.bonusRemaining)).")
    }

    func testAFaceDownCardKeepsItsWholeBonus() {
        var table = Table(limit: 6)
        table.wait(30)
        expect(same(table.card.bonusRemaining, 1), "\(table.done): expected bonusRemaining 1 (all of it), but it is \(number(table.card.bonusRemaining)).")
        expect(same(table.card.bonusTimeRemaining, 6), "\(table.done): expected bonusTimeRemaining 6 s, but it is \(seconds(table.card.bonusTimeRemaining)).")
    }

    func testConsumingOnlyWhileFaceUpWithTimeLeft() {
        var table = Table(limit: 6)
        expect(!table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime false (face down), but it is true.")
        table.faceUp()
        table.wait(1)
        expect(table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime true (face up, unmatched, 5 s left), but it is false.")
        table.faceUp(false)
        expect(!table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime false (face down), but it is true.")
        table.faceUp()
        table.wait(4.5)
        expect(table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime true (face up, unmatched, 0.5 s left), but it is false.")
        table.wait(0.5)
        expect(!table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime false (no time left), but it is true.")
    }

    // The limit is a settable `var` (the contract), and what is left is worked out from it
    // whenever it is read: a card that copied the limit in `init` and went on using the copy
    // once passed while no check changed the limit. The limit changes only while the card is
    // face down, so a card's clock never has to decide anything about it while running.
    // False failure: none (every time drawn is a whole number of quarter seconds, added exactly,
    // and the limit drawn is above the 2.5 s used).
    func testWhatIsLeftFollowsAChangedLimit() {
        var table = Table(limit: 6)
        table.setLimit(10)
        expect(same(table.card.bonusTimeRemaining, 10),
               "\(table.done): expected bonusTimeRemaining 10 s (the limit now), but it is \(seconds(table.card.bonusTimeRemaining)).")
        table.faceUp()
        table.wait(2.5)
        expect(same(table.card.bonusTimeRemaining, 7.5),
               "\(table.done): expected bonusTimeRemaining 7.5 s (10 s less 2.5 s), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(same(table.card.bonusRemaining, 0.75),
               "\(table.done): expected bonusRemaining 0.75 (the share of the 10 s left), but it is \(number(table.card.bonusRemaining)).")
        table.faceUp(false)
        table.setLimit(5)
        expect(same(table.card.bonusTimeRemaining, 2.5),
               "\(table.done): expected bonusTimeRemaining 2.5 s (5 s less the 2.5 s used), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(same(table.card.bonusRemaining, 0.5),
               "\(table.done): expected bonusRemaining 0.5 (the share of the 5 s left), but it is \(number(table.card.bonusRemaining)).")
        let drawn = drawnTime(quarters: 11...80)
        table.setLimit(drawn)
        expect(same(table.card.bonusTimeRemaining, drawn - 2.5),
               "\(table.done): expected bonusTimeRemaining \(seconds(drawn - 2.5)) (\(seconds(drawn)) less the 2.5 s used), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(same(table.card.bonusRemaining, (drawn - 2.5) / drawn),
               "\(table.done): expected bonusRemaining \(number((drawn - 2.5) / drawn)) (the share of the \(seconds(drawn)) left), but it is \(number(table.card.bonusRemaining)).")
        table.setLimit(2)
        expect(same(table.card.bonusTimeRemaining, 0),
               "\(table.done): expected bonusTimeRemaining 0 s (2.5 s used of 2 s; never below 0), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(same(table.card.bonusRemaining, 0),
               "\(table.done): expected bonusRemaining 0 (no time left of the 2 s), but it is \(number(table.card.bonusRemaining)).")
    }
}

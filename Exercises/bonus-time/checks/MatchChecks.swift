// Required Task 3: matching stops the clock for good, a card matched with time left has
// earned its bonus, and one matched after its time ran out (or never matched) has not.
import Foundation
import XCTest

final class MatchChecks: XCTestCase {
    func testAMatchStopsTheClock() {
        var table = Table(limit: 6)
        table.faceUp()
        table.wait(4)
        table.match()
        table.wait(10)
        expect(same(table.card.bonusTimeRemaining, 2),
               "\(table.done): expected bonusTimeRemaining to stay at 2 s (the clock stops at the match), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(!table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime false (matched), but it is true.")
    }

    // The time left frozen at the match is not enough: the clock itself stops, so the
    // face-up time read again a while later has not grown.
    func testTheFaceUpTimeStopsGrowingAtAMatch() {
        var table = Table(limit: 6)
        table.faceUp()
        table.wait(3)
        table.match()
        expect(same(table.card.faceUpTime, 3),
               "\(table.done): expected faceUpTime 3 s, but it is \(seconds(table.card.faceUpTime)).")
        table.wait(2)
        expect(same(table.card.faceUpTime, 3),
               "\(table.done): expected faceUpTime to stay at 3 s (setting isMatched stops the clock for good, though the card is still face up), but it is \(seconds(table.card.faceUpTime)).")
    }

    func testTheClockStaysStoppedWhateverTheFaceDoesAfterAMatch() {
        var table = Table(limit: 6)
        table.faceUp()
        table.wait(2)
        table.match()
        table.faceUp(false)
        table.faceUp()
        table.wait(10)
        expect(same(table.card.bonusTimeRemaining, 4),
               "\(table.done): expected bonusTimeRemaining to stay at 4 s (a match stops the clock for good), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus still true (a bonus once earned stays), but it is false.")
    }

    func testAMatchInsideTheLimitEarnsTheBonus() {
        var table = Table(limit: 6)
        table.faceUp()
        table.wait(5)
        table.match()
        expect(table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus true (matched with 1 s left), but it is false.")
        table.wait(60)
        expect(table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus still true (a bonus once earned stays), but it is false.")
    }

    // The checks' clock moves in exact steps (whole seconds, on a date of whole seconds), so
    // this match lands on the limit itself, not a hair either side: no time is left.
    func testAMatchJustAsTheTimeRunsOutEarnsNothing() {
        var table = Table(limit: 6)
        table.faceUp()
        table.wait(6)
        table.match()
        expect(!table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus false (the 6 s ran out just as it was matched, with no time left), but it is true.")
    }

    // False failure: none (every time drawn is a whole number of quarter seconds, which the
    // checks' clock adds exactly, so the match on the limit lands on it).
    func testALimitDrawnForThisRun() {
        let limit = drawnTime(quarters: 8...80), early = drawnTime(quarters: 1...Int(limit * 4) - 1)
        var table = Table(limit: limit)
        table.faceUp()
        table.wait(early)
        table.match()
        table.wait(limit)
        expect(same(table.card.bonusTimeRemaining, limit - early),
               "\(table.done): expected bonusTimeRemaining to stay at \(seconds(limit - early)) (the clock stops at the match), but it is \(seconds(table.card.bonusTimeRemaining)).")
        expect(table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus true (matched with \(seconds(limit - early)) left), but it is false.")
        var late = Table(limit: limit)
        late.faceUp()
        late.wait(limit + drawnTime(quarters: 1...20))
        late.match()
        expect(!late.card.hasEarnedBonus, "\(late.done): expected hasEarnedBonus false (the \(seconds(limit)) ran out before the match), but it is true.")
        var onTheLimit = Table(limit: limit)
        onTheLimit.faceUp()
        onTheLimit.wait(limit)
        onTheLimit.match()
        expect(!onTheLimit.card.hasEarnedBonus, "\(onTheLimit.done): expected hasEarnedBonus false (the \(seconds(limit)) ran out just as it was matched, with no time left), but it is true.")
    }

    func testAMatchAfterTheLimitEarnsNothing() {
        var table = Table(limit: 6)
        table.faceUp()
        table.wait(7)
        table.match()
        expect(!table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus false (the 6 s ran out before the match), but it is true.")
    }

    func testAnUnmatchedCardHasNotEarnedABonus() {
        var table = Table(limit: 6)
        table.faceUp()
        table.wait(1)
        expect(!table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus false (not matched), but it is true.")
    }
}

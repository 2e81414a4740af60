// Required Task 4: a card whose bonusTimeLimit is 0 has no bonus: no time and no share
// left (0, not NaN), it never consumes bonus time, and a match earns nothing.
import Foundation
import XCTest

final class ZeroLimitChecks: XCTestCase {
    func testNoTimeAndNoShareLeft() {
        var table = Table(limit: 0)
        expect(table.card.bonusRemaining == 0, "\(table.done): expected bonusRemaining 0 (there is no bonus; 0 ÷ 0 would be NaN), but it is \(number(table.card.bonusRemaining)).")
        table.faceUp()
        table.wait(1)
        expect(table.card.bonusRemaining == 0, "\(table.done): expected bonusRemaining 0 (there is no bonus), but it is \(number(table.card.bonusRemaining)).")
        expect(same(table.card.bonusTimeRemaining, 0), "\(table.done): expected bonusTimeRemaining 0 s, but it is \(seconds(table.card.bonusTimeRemaining)).")
    }

    func testNeverConsumingAndAMatchEarnsNothing() {
        var table = Table(limit: 0)
        table.faceUp()
        expect(!table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime false (there is no bonus to consume), but it is true.")
        table.match()
        expect(!table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus false (there is no bonus to earn), but it is true.")
    }

    // The limit is a settable `var` (the contract): set to 0 after the card is made, it means
    // no bonus just as a limit of 0 from the start does. A card that copied the limit in `init`
    // and went on using the copy once passed while every check made the card with its limit.
    func testALimitSetToZeroLaterMeansNoBonusToo() {
        var table = Table(limit: 6)
        table.setLimit(0)
        expect(table.card.bonusRemaining == 0, "\(table.done): expected bonusRemaining 0 (there is no bonus now), but it is \(number(table.card.bonusRemaining)).")
        expect(same(table.card.bonusTimeRemaining, 0), "\(table.done): expected bonusTimeRemaining 0 s (there is no bonus now), but it is \(seconds(table.card.bonusTimeRemaining)).")
        table.faceUp()
        expect(!table.card.isConsumingBonusTime, "\(table.done): expected isConsumingBonusTime false (there is no bonus to consume now), but it is true.")
        table.wait(1)
        expect(table.card.bonusRemaining == 0, "\(table.done): expected bonusRemaining 0 (there is no bonus now), but it is \(number(table.card.bonusRemaining)).")
        table.match()
        expect(!table.card.hasEarnedBonus, "\(table.done): expected hasEarnedBonus false (there is no bonus to earn now), but it is true.")
    }
}

// The contract: every part of the exercise's API the checks use, one use per line. If a line
// does not compile, the submission is missing that part (or gives it another type); its
// `// contract:` comment says what, in plain words. A Card travels as `Any`, so that
// Serve.swift, which answers the checks, compiles whatever the student's code declares.
// Setting the limit, last, is a block item: a card whose limit is a `let` has it opened in the
// compiled copy, as a programmer editing its line would, and one with no stored limit at all
// fails only the checks that change the limit, not every task.
import Foundation
@testable internal import Submission

func contractMake(_ limit: TimeInterval, _ clock: @escaping () -> Date) -> Any { Card(bonusTimeLimit: limit, now: clock) }  // contract: Card has no `init(bonusTimeLimit: TimeInterval, now: @escaping () -> Date)`
func contractSetFaceUp(_ card: inout Any, _ up: Bool) { var turned = card as! Card; turned.isFaceUp = up; card = turned }  // contract: Card has no settable `isFaceUp` of type Bool
func contractIsFaceUp(_ card: Any) -> Bool { (card as! Card).isFaceUp }  // contract: Card has no settable `isFaceUp` of type Bool
func contractMatch(_ card: inout Any) { var matched = card as! Card; matched.isMatched = true; card = matched }  // contract: Card has no settable `isMatched` of type Bool
func contractIsMatched(_ card: Any) -> Bool { (card as! Card).isMatched }  // contract: Card has no settable `isMatched` of type Bool
func contractLimit(_ card: Any) -> TimeInterval { (card as! Card).bonusTimeLimit }  // contract: Card has no `bonusTimeLimit` of type TimeInterval
func contractFaceUpTime(_ card: Any) -> TimeInterval { (card as! Card).faceUpTime }  // contract: Card has no `faceUpTime` of type TimeInterval (it must not be private here)
func contractRemaining(_ card: Any) -> TimeInterval { (card as! Card).bonusTimeRemaining }  // contract: Card has no `bonusTimeRemaining` of type TimeInterval
func contractFraction(_ card: Any) -> Double { (card as! Card).bonusRemaining }  // contract: Card has no `bonusRemaining` of type Double
func contractEarned(_ card: Any) -> Bool { (card as! Card).hasEarnedBonus }  // contract: Card has no `hasEarnedBonus` of type Bool
func contractConsuming(_ card: Any) -> Bool { (card as! Card).isConsumingBonusTime }  // contract: Card has no `isConsumingBonusTime` of type Bool

// contract: Card has no settable `bonusTimeLimit` of type TimeInterval
func contractSetLimit(_ card: inout Any, _ limit: TimeInterval) throws {
    var changed = card as! Card
    changed.bonusTimeLimit = limit
    card = changed
}
// or each: Card.let: _ ~ bonustimelimit
func contractSetLimit(_ card: inout Any, _ limit: TimeInterval) throws {
    var changed = card as! Card
    changed.«name» = limit
    card = changed
}

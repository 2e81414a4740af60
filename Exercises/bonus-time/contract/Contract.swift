// The contract: every part of the exercise's API the checks use, one use per line.
// If a line does not compile, the submission is missing that part (or gives it another
// type); its `// contract:` comment says what, in plain words. Nothing here runs.
import Foundation
@testable internal import Submission

func _contractInit(_ clock: @escaping () -> Date) -> Card { Card(bonusTimeLimit: 6, now: clock) }  // contract: Card has no `init(bonusTimeLimit: TimeInterval, now: @escaping () -> Date)`
func _contractFaceUp(_ card: inout Card) { card.isFaceUp = true }  // contract: Card has no settable `isFaceUp` of type Bool
func _contractMatched(_ card: inout Card) { card.isMatched = true }  // contract: Card has no settable `isMatched` of type Bool
func _contractLimit() -> KeyPath<Card, TimeInterval> { \Card.bonusTimeLimit }  // contract: Card has no `bonusTimeLimit` of type TimeInterval
func _contractFaceUpTime() -> KeyPath<Card, TimeInterval> { \Card.faceUpTime }  // contract: Card has no `faceUpTime` of type TimeInterval (it must not be private here)
func _contractRemaining() -> KeyPath<Card, TimeInterval> { \Card.bonusTimeRemaining }  // contract: Card has no `bonusTimeRemaining` of type TimeInterval
func _contractFraction() -> KeyPath<Card, Double> { \Card.bonusRemaining }  // contract: Card has no `bonusRemaining` of type Double
func _contractEarned() -> KeyPath<Card, Bool> { \Card.hasEarnedBonus }  // contract: Card has no `hasEarnedBonus` of type Bool
func _contractConsuming() -> KeyPath<Card, Bool> { \Card.isConsumingBonusTime }  // contract: Card has no `isConsumingBonusTime` of type Bool

import Foundation

/// A Memorize card that earns a bonus when it is matched quickly: the bookkeeping from
/// lecture 8, with the time read from an injected clock instead of `Date()`. Fill in the
/// TODOs; keep the names and types of the contract in Exercises/bonus-time/instructions.md.
struct Card {
    var isFaceUp = false        // TODO: Required Task 1: start and stop the clock when this changes
    var isMatched = false       // TODO: Required Task 3

    /// How long the card may be face up and still earn its bonus; 0 means no bonus.
    var bonusTimeLimit: TimeInterval

    /// The clock: `Date.init` in the app, a fake the checks move by hand. Call `now()`
    /// wherever the lecture calls `Date()`.
    private let now: () -> Date

    init(bonusTimeLimit: TimeInterval = 6, now: @escaping () -> Date = Date.init) {
        self.bonusTimeLimit = bonusTimeLimit
        self.now = now
    }

    /// All the time this card has spent face up so far, the running spell included.
    var faceUpTime: TimeInterval {
        // TODO: Required Task 1
        return 0
    }

    // The placeholders below pretend the bonus never runs out.

    var bonusTimeRemaining: TimeInterval {
        // TODO: Required Task 2
        return bonusTimeLimit
    }

    /// The share of the bonus time left, from 1 down to 0 (0 when there is no bonus).
    var bonusRemaining: Double {
        // TODO: Required Tasks 2 and 4
        return 1
    }

    var hasEarnedBonus: Bool {
        // TODO: Required Tasks 3 and 4
        return isMatched
    }

    var isConsumingBonusTime: Bool {
        // TODO: Required Tasks 2 and 4
        return isFaceUp
    }
}

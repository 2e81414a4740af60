import Foundation

/// A Memorize card that earns a bonus when it is matched quickly: the bookkeeping from
/// lecture 8, with the time read from an injected clock instead of `Date()`.
struct Card {
    var isFaceUp = false {
        didSet {
            if isFaceUp {
                startUsingBonusTime()
            } else {
                stopUsingBonusTime()
            }
        }
    }

    var isMatched = false {
        didSet { stopUsingBonusTime() }
    }

    /// How long the card may be face up and still earn its bonus; 0 means no bonus.
    var bonusTimeLimit: TimeInterval

    /// The clock: `Date.init` in the app, a fake the checks move by hand.
    private let now: () -> Date

    /// When the card last turned face up, while it still is (and is using bonus time).
    private var lastFaceUpDate: Date?

    /// The face-up time of earlier spells, added up.
    private var pastFaceUpTime: TimeInterval = 0

    init(bonusTimeLimit: TimeInterval = 6, now: @escaping () -> Date = Date.init) {
        self.bonusTimeLimit = bonusTimeLimit
        self.now = now
    }

    /// All the time this card has spent face up so far, the running spell included.
    var faceUpTime: TimeInterval {
        if let lastFaceUpDate {
            return pastFaceUpTime + now().timeIntervalSince(lastFaceUpDate)
        }
        return pastFaceUpTime
    }

    var bonusTimeRemaining: TimeInterval {
        max(0, bonusTimeLimit - faceUpTime)
    }

    /// The share of the bonus time left, from 1 down to 0 (0 when there is no bonus).
    var bonusRemaining: Double {
        (bonusTimeLimit > 0 && bonusTimeRemaining > 0) ? bonusTimeRemaining / bonusTimeLimit : 0
    }

    var hasEarnedBonus: Bool {
        isMatched && bonusTimeRemaining > 0
    }

    var isConsumingBonusTime: Bool {
        isFaceUp && !isMatched && bonusTimeRemaining > 0
    }

    private mutating func startUsingBonusTime() {
        if isConsumingBonusTime, lastFaceUpDate == nil {
            lastFaceUpDate = now()
        }
    }

    private mutating func stopUsingBonusTime() {
        pastFaceUpTime = faceUpTime
        lastFaceUpDate = nil
    }
}

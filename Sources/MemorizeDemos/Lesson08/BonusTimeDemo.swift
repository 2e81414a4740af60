import Foundation
import MemorizeCourseCore

extension Lesson08 {
    /// A clock the demo moves by hand, standing in for `Date()`, so every run prints the same.
    final class ManualClock: @unchecked Sendable {
        private(set) var now: TimeInterval = 0
        func advance(by seconds: TimeInterval) {
            now += seconds
        }
    }

    /// A card that earns a bonus if it is matched quickly: the lecture's bonus-time model, with
    /// the demo's clock where the lecture reads `Date()`.
    struct BonusCard {
        let clock: ManualClock

        var bonusTimeLimit: TimeInterval = 6
        var pastFaceUpTime: TimeInterval = 0         // earlier face-up spells, added up
        var lastFaceUpDate: TimeInterval?            // start of the spell running now, if any

        var faceUpTime: TimeInterval {
            let currentSpell = lastFaceUpDate.map { clock.now - $0 } ?? 0
            return pastFaceUpTime + currentSpell
        }

        var bonusTimeRemaining: TimeInterval {       // in seconds, never negative
            max(0, bonusTimeLimit - faceUpTime)
        }
        var bonusRemaining: Double {                 // the share left, from 1 down to 0
            guard bonusTimeLimit > 0 else { return 0 }
            return bonusTimeRemaining / bonusTimeLimit
        }
        var hasEarnedBonus: Bool {
            isMatched && bonusTimeRemaining > 0
        }
        var isConsumingBonusTime: Bool {
            isFaceUp && !isMatched && bonusTimeRemaining > 0
        }

        var isFaceUp = false {
            didSet {
                if isFaceUp { startUsingBonusTime() } else { stopUsingBonusTime() }
            }
        }
        var isMatched = false { didSet { stopUsingBonusTime() } }   // a match ends the clock for good
        private mutating func startUsingBonusTime() {
            guard isConsumingBonusTime, lastFaceUpDate == nil else { return }
            lastFaceUpDate = clock.now
        }
        private mutating func stopUsingBonusTime() {
            pastFaceUpTime = faceUpTime              // bank the running spell,
            lastFaceUpDate = nil                     // then stop the clock
        }
    }

    typealias Pie = Lesson06.Pie
    typealias Angle = Lesson06.Angle

    /// The bonus pie as the lecture writes it: from 270° (12 o'clock) anticlockwise to
    /// `(1 − bonusRemaining) · 360° − 90°`, so what is filled is what is left. With all of the
    /// bonus left, the end is a whole turn before the start and the pie is full.
    static func bonusPie(_ bonusRemaining: Double) -> Pie {
        Pie(startAngle: Angle(degrees: 270), endAngle: Angle(degrees: (1 - bonusRemaining) * 360 - 90))
    }

    /// A pie drawn 14 columns by 7 rows, about the size of a card's face on a terminal.
    static func picture(_ pie: Pie) -> String {
        pie.draw(in: CGRect(x: 0, y: 0, width: 14, height: 14)).joined(separator: "\n")
    }
}

extension Lesson08 {
    /// `bonus-time`: face-up time on an injected clock, the bonus left, and the pie that shows it.
    static let bonusTime = Demo(id: "bonus-time", title: "Bonus time", lesson: 8) {
        // One clock and one card for the steps that play, so time carries on from step to step.
        let clock = ManualClock()
        let table = Shared(BonusCard(clock: clock))

        return [
            DemoStep(
                "Counting face-up time",
                explanation: "A card's face-up time is what it has already spent face up, plus the spell running now if it is face up. The lecture reads `Date()`; here the card reads a clock the demo moves, so the numbers are the same every run.",
                code: #"""
                    var bonusTimeLimit: TimeInterval = 6
                    var pastFaceUpTime: TimeInterval = 0         // earlier face-up spells, added up
                    var lastFaceUpDate: TimeInterval?            // start of the spell running now, if any

                    var faceUpTime: TimeInterval {
                        let currentSpell = lastFaceUpDate.map { clock.now - $0 } ?? 0
                        return pastFaceUpTime + currentSpell
                    }
                    """#,
                tryThis: "Change `bonusTimeLimit` from `6` to `12` and run again: in step 4, two seconds face up leave 10 s, and the pie is still mostly full.",
                run: { _ in }
            ),
            DemoStep(
                "What is left",
                explanation: "Everything else follows from face-up time: the seconds left (never below zero), that as a share of the limit, whether a match came in time, and whether the clock is running for this card now.",
                code: #"""
                    var bonusTimeRemaining: TimeInterval {       // in seconds, never negative
                        max(0, bonusTimeLimit - faceUpTime)
                    }
                    var bonusRemaining: Double {                 // the share left, from 1 down to 0
                        guard bonusTimeLimit > 0 else { return 0 }
                        return bonusTimeRemaining / bonusTimeLimit
                    }
                    var hasEarnedBonus: Bool {
                        isMatched && bonusTimeRemaining > 0
                    }
                    var isConsumingBonusTime: Bool {
                        isFaceUp && !isMatched && bonusTimeRemaining > 0
                    }
                    """#,
                tryThis: "Drop the `max(0, …)` so `bonusTimeRemaining` is `bonusTimeLimit - faceUpTime`, and make step 6's loop `0...20`: past 6 s the seconds left go negative.",
                run: { _ in }
            ),
            DemoStep(
                "Starting and stopping",
                explanation: "Property observers keep the books: turning face up notes the time, and turning face down or being matched banks the time spent so far and stops the count.",
                code: #"""
                    var isFaceUp = false {
                        didSet {
                            if isFaceUp { startUsingBonusTime() } else { stopUsingBonusTime() }
                        }
                    }
                    var isMatched = false { didSet { stopUsingBonusTime() } }   // a match ends the clock for good
                    private mutating func startUsingBonusTime() {
                        guard isConsumingBonusTime, lastFaceUpDate == nil else { return }
                        lastFaceUpDate = clock.now
                    }
                    private mutating func stopUsingBonusTime() {
                        pastFaceUpTime = faceUpTime              // bank the running spell,
                        lastFaceUpDate = nil                     // then stop the clock
                    }
                    """#,
                tryThis: "Change `var isMatched = false { didSet { stopUsingBonusTime() } }` to `var isMatched = false` and run again: in step 5 the clock runs on after the match, so 0.00 s are left and no bonus is earned.",
                run: { _ in }
            ),
            DemoStep(
                "Two seconds of six",
                explanation: "The demo keeps one card and one clock, starting at t = 0, for this step and the next. The card turns face up and the clock moves on 2 s. With a 6 s limit, 4 s are left: two thirds. The 2021 lecture's pie runs anticlockwise from 12 o'clock through 240° of its circle; the 120° slice clockwise from 12 o'clock, the time used, is open. The start is 270°, not −90°: the same point, but with all the bonus left the end, −90°, is then a whole turn back and the pie is full rather than empty. (That a whole turn draws a full pie is the course's reading, as in the `pie` demo; Apple does not document it.)",
                code: #"""
                    card.isFaceUp = true
                    clock.advance(by: 2)
                    print("face up \(fixed(card.faceUpTime)) s, \(fixed(card.bonusTimeRemaining)) s left")
                    print("bonusRemaining \(fixed(card.bonusRemaining)), consuming: \(card.isConsumingBonusTime)")
                    let pie = Pie(startAngle: Angle(degrees: 270), endAngle: Angle(degrees: (1 - card.bonusRemaining) * 360 - 90))
                    print("end angle \(fixed(pie.endAngle.degrees))°, sweep \(fixed(pie.sweep))°")
                    print(picture(pie))
                    """#,
                tryThis: "Change `clock.advance(by: 2)` to `clock.advance(by: 4.5)` and run again: 1.50 s are left and a quarter of the pie remains.",
                predict: DemoPrediction(
                    "After 2 of its 6 s, what is `bonusRemaining`?",
                    choices: ["bonusRemaining 0.33", "bonusRemaining 0.67", "bonusRemaining 4.00"],
                    answer: 1,
                    why: "`bonusRemaining` is the share of the time still left, 4 of 6, not the share used nor the seconds."
                ),
                run: table.step { card, print in
                    card.isFaceUp = true
                    clock.advance(by: 2)
                    print("face up \(fixed(card.faceUpTime)) s, \(fixed(card.bonusTimeRemaining)) s left")
                    print("bonusRemaining \(fixed(card.bonusRemaining)), consuming: \(card.isConsumingBonusTime)")
                    let pie = Pie(startAngle: Angle(degrees: 270), endAngle: Angle(degrees: (1 - card.bonusRemaining) * 360 - 90))
                    print("end angle \(fixed(pie.endAngle.degrees))°, sweep \(fixed(pie.sweep))°")
                    print(picture(pie))
                }
            ),
            DemoStep(
                "A pause, then a match",
                explanation: "Face down, the card's clock stops: 3 s later it still has 4 s. Up again for 1 s, then matched with 3 s left, so it has earned its bonus, and the time left stays put however long we wait.",
                code: #"""
                    card.isFaceUp = false
                    clock.advance(by: 3)
                    print("face down 3 s: \(fixed(card.bonusTimeRemaining)) s left")
                    card.isFaceUp = true
                    clock.advance(by: 1)
                    card.isMatched = true
                    clock.advance(by: 10)
                    print("matched, \(fixed(card.bonusTimeRemaining)) s left, earned: \(card.hasEarnedBonus)")
                    """#,
                tryThis: "Delete `card.isMatched = true` and run again: the card stays face up through the 10 s, so nothing is left and no bonus is earned.",
                predict: DemoPrediction(
                    "4 s were left. Then 3 s face down, 1 s face up, a match, and 10 s more. How much is left?",
                    choices: ["matched, 3.00 s left", "matched, 0.00 s left", "matched, 1.00 s left"],
                    answer: 0,
                    why: "Only face-up, unmatched time counts: the pause and everything after the match leave the clock alone."
                ),
                run: table.step { card, print in
                    card.isFaceUp = false
                    clock.advance(by: 3)
                    print("face down 3 s: \(fixed(card.bonusTimeRemaining)) s left")
                    card.isFaceUp = true
                    clock.advance(by: 1)
                    card.isMatched = true
                    clock.advance(by: 10)
                    print("matched, \(fixed(card.bonusTimeRemaining)) s left, earned: \(card.hasEarnedBonus)")
                }
            ),
            DemoStep(
                "The pie running down",
                explanation: "A fresh card, face up, watched every half second for 6 s. The open slice grows clockwise from 12 o'clock, like a clock hand sweeping the pie away, until no time is left. SwiftUI would animate this smoothly with a linear animation lasting the time left; `bonusPie` is step 4's `Pie(...)` line as a function.",
                code: #"""
                    let clock = ManualClock()
                    var card = BonusCard(clock: clock)
                    card.isFaceUp = true
                    for _ in 0...12 {
                        print.frame(picture(bonusPie(card.bonusRemaining)), label: "t = \(fixed(clock.now)) s, \(fixed(card.bonusTimeRemaining)) s left")
                        clock.advance(by: 0.5)
                    }
                    """#,
                tryThis: "Add `if clock.now == 3 { card.isFaceUp = false }` at the top of the loop and run again: from t = 3 s the pie stops shrinking."
            ) { print in
                let clock = ManualClock()
                var card = BonusCard(clock: clock)
                card.isFaceUp = true
                for _ in 0...12 {
                    print.frame(picture(bonusPie(card.bonusRemaining)), label: "t = \(fixed(clock.now)) s, \(fixed(card.bonusTimeRemaining)) s left")
                    clock.advance(by: 0.5)
                }
            },
        ]
    }
}

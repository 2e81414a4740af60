import Foundation
import MemorizeCourseCore

extension Lesson08 {
    /// Lesson 7's curves, by the plain name the shown code uses (not `Lesson07.Curve`, a name
    /// that only this tool's layout of demos has).
    typealias Curve = Lesson07.Curve

    /// When each card of a deal leaves the deck and when it lands, as the lecture staggers them.
    struct DealSchedule {
        let cardCount: Int
        var totalDealDuration: TimeInterval = 2     // the lecture's CardConstants: the starts spread over 2 s
        var dealDuration: TimeInterval = 0.5        // one card's trip, .easeInOut(duration: dealDuration)

        func delay(for index: Int) -> TimeInterval {
            Double(index) * (totalDealDuration / Double(cardCount))
        }
        func landing(for index: Int) -> TimeInterval {
            delay(for: index) + dealDuration
        }
        func progress(of index: Int, at time: TimeInterval) -> Double {
            min(max((time - delay(for: index)) / dealDuration, 0), 1)
        }
    }

    /// The deal at `time`: a row per card, the deck at the left, the table at the right; each card
    /// moves along its row with lesson 7's ease-in-out curve.
    static func dealPicture(_ schedule: DealSchedule, at time: TimeInterval) -> String {
        var rows = ["  deck           table"]
        var landed = 0
        for index in 0..<schedule.cardCount {
            let progress = schedule.progress(of: index, at: time)
            if progress >= 1 { landed += 1 }
            let column = Int((Curve.easeInOut.value(at: progress) * 16).rounded())
            let before = String(repeating: progress > 0 ? "." : " ", count: column)
            rows.append("\(index) " + before + "[]" + String(repeating: " ", count: 16 - column))
        }
        rows.append("landed: \(landed) of \(schedule.cardCount)")
        return rows.joined(separator: "\n")
    }
}

extension Lesson08 {
    /// `deal`: staggered delays, so the cards leave the deck one after another.
    static let deal = Demo(id: "deal", title: "Dealing the cards", lesson: 8) {
        [
            DemoStep(
                "Each card waits its turn",
                explanation: "Dealing animates every card with the same animation, but each one starts after a delay that grows with its place in the deck: index × (totalDealDuration ÷ cardCount). In SwiftUI each card is dealt inside `withAnimation(dealAnimation(for: card)) { deal(card) }`, where `dealAnimation(for:)` is `.easeInOut(duration: dealDuration)` delayed by this much.",
                code: #"""
                    func delay(for index: Int) -> TimeInterval {
                        Double(index) * (totalDealDuration / Double(cardCount))
                    }
                    func landing(for index: Int) -> TimeInterval {
                        delay(for: index) + dealDuration
                    }
                    func progress(of index: Int, at time: TimeInterval) -> Double {
                        min(max((time - delay(for: index)) / dealDuration, 0), 1)
                    }
                    """#,
                tryThis: "Make `delay(for:)` return `0` and run again: in step 2 every card leaves at 0.00 and lands at 0.50, all dealt at once.",
                run: { _ in }
            ),
            DemoStep(
                "The schedule",
                explanation: "Eight cards, with the lecture's constants: the starts spread over 2 s, so a new card leaves every 2 ÷ 8 = 0.25 s, and each lands half a second (`dealDuration`) after it left. The last one leaves at 1.75 s and lands at 2.25 s.",
                code: #"""
                    let schedule = DealSchedule(cardCount: 8)
                    print("card  leaves  lands")
                    for index in 0..<schedule.cardCount {
                        print(" \(index)   ", fixed(schedule.delay(for: index)), " ", fixed(schedule.landing(for: index)))
                    }
                    """#,
                tryThis: "Change `DealSchedule(cardCount: 8)` to `DealSchedule(cardCount: 4)` and run again: the starts are still spread over 2 s, so each card waits 0.50 s for the one before.",
                predict: DemoPrediction(
                    "Starts are spread over 2 s and each trip takes 0.5 s. When does card 7, the last, land?",
                    choices: ["2.50", "2.00", "2.25"],
                    answer: 2,
                    why: "Eight starts over 2 s are 0.25 s apart, so the last one leaves at 1.75, not at 2, and lands half a second later."
                )
            ) { print in
                let schedule = DealSchedule(cardCount: 8)
                print("card  leaves  lands")
                for index in 0..<schedule.cardCount {
                    print(" \(index)   ", fixed(schedule.delay(for: index)), " ", fixed(schedule.landing(for: index)))
                }
            },
            DemoStep(
                "Where is each card?",
                explanation: "At any moment each card has used some share of its trip's time, from 0 (still waiting out its delay) to 1 (landed). At 0.6 s card 0 has landed, card 1 has used 70% of its time and card 3 has not started. The ease-in-out curve turns that share into a position: card 1 has used 70% of its time but is already 78% of the way, and card 2, at 20% of its time, only 10% of the way. Those numbers are the `animation-curves` demo's smooth step, a stand-in for SwiftUI's ease-in-out: a Bézier curve of the same shape, which would give somewhat different ones.",
                code: #"""
                    let schedule = DealSchedule(cardCount: 8)
                    let time = 0.6
                    for index in 0..<schedule.cardCount {
                        let share = schedule.progress(of: index, at: time)
                        print("card \(index) at t = \(fixed(time)) s:", fixed(share), "of its time,", fixed(Curve.easeInOut.value(at: share)), "of the way")
                    }
                    """#,
                tryThis: "Change `Curve.easeInOut` to `Curve.linear` and run again: each card is now exactly as far along as its share of time.",
                predict: DemoPrediction(
                    "Card 1 has used 0.70 of its time. With easeInOut, how far along is it?",
                    choices: ["0.70 of its time, 0.70 of the way", "0.70 of its time, 0.78 of the way", "0.70 of its time, 0.35 of the way"],
                    answer: 1,
                    why: "easeInOut starts slow and speeds up, so past the middle it is ahead of a straight line."
                )
            ) { print in
                let schedule = DealSchedule(cardCount: 8)
                let time = 0.6
                for index in 0..<schedule.cardCount {
                    let share = schedule.progress(of: index, at: time)
                    print("card \(index) at t = \(fixed(time)) s:", fixed(share), "of its time,", fixed(Curve.easeInOut.value(at: share)), "of the way")
                }
            },
            DemoStep(
                "Dealing, frame by frame",
                explanation: "Frames every 0.15 s from 0 to 2.25 s: the cards peel off the deck one after another and ease into place, creeping away from the deck, fast in mid-flight, slowing as they land. (Sampling every quarter second would catch every card in flight exactly halfway, where ease-in-out and linear agree.) SwiftUI also moves each card from the deck's spot to the grid's with `matchedGeometryEffect`; here each card has its own row.",
                code: #"""
                    let schedule = DealSchedule(cardCount: 8)
                    for step in 0...15 {
                        let time = Double(step) * 3 / 20
                        print.frame(dealPicture(schedule, at: time), label: "t = \(fixed(time)) s")
                    }
                    """#,
                tryThis: "Change `3 / 20` to `3 / 40` and run again: the same deal in time steps half as long, so the frames stop at about 1.1 s, half way through."
            ) { print in
                let schedule = DealSchedule(cardCount: 8)
                for step in 0...15 {
                    let time = Double(step) * 3 / 20
                    print.frame(dealPicture(schedule, at: time), label: "t = \(fixed(time)) s")
                }
            },
        ]
    }
}

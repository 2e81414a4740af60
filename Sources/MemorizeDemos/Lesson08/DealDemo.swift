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
                    """#
            ) { print in
                let schedule = DealSchedule(cardCount: 8)
                print("card  leaves  lands")
                for index in 0..<schedule.cardCount {
                    print(" \(index)   ", fixed(schedule.delay(for: index)), " ", fixed(schedule.landing(for: index)))
                }
            },
            DemoStep(
                "Where is each card?",
                explanation: "At any moment each card has used some share of its trip's time, from 0 (still waiting out its delay) to 1 (landed). At 0.6 s card 0 has landed, card 1 has used 70% of its time and card 3 has not started. The ease-in-out curve turns that share into a position: card 1 has used 70% of its time but is already 78% of the way, and card 2, at 20% of its time, only 10% of the way.",
                code: #"""
                    let schedule = DealSchedule(cardCount: 8)
                    let time = 0.6
                    for index in 0..<schedule.cardCount {
                        let share = schedule.progress(of: index, at: time)
                        print("card \(index) at t = \(fixed(time)) s:", fixed(share), "of its time,", fixed(Curve.easeInOut.value(at: share)), "of the way")
                    }
                    """#
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
                    """#
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

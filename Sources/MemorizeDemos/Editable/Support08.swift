/// The lesson 8 helpers that demos' editable programs use, as text: copies of the declarations
/// in Lesson08/ (EditableDemoTests proves each program still prints what its demo does).
enum Support08 {
    /// DealSchedule before the methods `deal`'s step 1 shows.
    static let dealScheduleOpening = #"""
    /// When each card of a deal leaves the deck and when it lands, as the lecture staggers them.
    struct DealSchedule {
        let cardCount: Int
        var totalDealDuration: TimeInterval = 2     // the lecture's CardConstants: the starts spread over 2 s
        var dealDuration: TimeInterval = 0.5        // one card's trip, .easeInOut(duration: dealDuration)
    """#

    /// And after them.
    static let dealScheduleClosing = #"""
    }
    """#

    /// `dealPicture`.
    static let dealPicture = #"""
    /// The deal at `time`: a row per card, the deck at the left, the table at the right; each card
    /// moves along its row with lesson 7's ease-in-out curve.
    func dealPicture(_ schedule: DealSchedule, at time: TimeInterval) -> String {
        var rows = ["  deck           table"]
        var landed = 0
        for index in 0..<schedule.cardCount {
            let progress = schedule.progress(of: index, at: time)
            if progress >= 1 { landed += 1 }
            let column = Int((Lesson07.Curve.easeInOut.value(at: progress) * 16).rounded())
            let before = String(repeating: progress > 0 ? "." : " ", count: column)
            rows.append("\(index) " + before + "[]" + String(repeating: " ", count: 16 - column))
        }
        rows.append("landed: \(landed) of \(schedule.cardCount)")
        return rows.joined(separator: "\n")
    }
    """#

    /// The pretend clock.
    static let manualClock = #"""
    /// A clock the demo moves by hand, standing in for `Date()`, so every run prints the same.
    final class ManualClock: @unchecked Sendable {
        private(set) var now: TimeInterval = 0
        func advance(by seconds: TimeInterval) {
            now += seconds
        }
    }
    """#

    /// BonusCard before what `bonus-time`'s step 1 shows.
    static let bonusCardOpening = #"""
    /// A card that earns a bonus if it is matched quickly: the lecture's bonus-time model, with
    /// the demo's clock where the lecture reads `Date()`.
    struct BonusCard {
        let clock: ManualClock
    """#

    /// After step 3's.
    static let bonusCardClosing = #"""
    }
    """#

    /// `bonusPie` and `picture`.
    static let bonusPictures = #"""
    /// The bonus pie as the lecture writes it: from 270° (12 o'clock) anticlockwise to
    /// `(1 − bonusRemaining) · 360° − 90°`, so what is filled is what is left. With all of the
    /// bonus left, the end is a whole turn before the start and the pie is full.
    func bonusPie(_ bonusRemaining: Double) -> Pie {
        Pie(startAngle: Angle(degrees: 270), endAngle: Angle(degrees: (1 - bonusRemaining) * 360 - 90))
    }

    /// A pie drawn 14 columns by 7 rows, about the size of a card's face on a terminal.
    func picture(_ pie: Pie) -> String {
        pie.draw(in: CGRect(x: 0, y: 0, width: 14, height: 14)).joined(separator: "\n")
    }
    """#
}

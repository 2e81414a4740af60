import MemorizeCourseCore

extension EditableCatalog {
    /// Lesson 8's demos. `bonus-time` shows its BonusCard in three steps in a row, so the card
    /// is whole in main.swift; it draws with lesson 6's Pie.
    static let lesson08: [EditableDemo] = [
        EditableDemo(
            id: "deal", support: support("import Foundation", Support07.fixed, Support08.dealPicture, lesson07Curve), prelude: "import Foundation",
            placements: [0: .wrapped(before: Support08.dealScheduleOpening, after: Support08.dealScheduleClosing, indent: 4)]
        ),
        EditableDemo(
            id: "bonus-time",
            support: support("import Foundation", Support07.fixed, Support08.manualClock, Support08.bonusPictures, Support06.formatting,
                             Support06.paths, Support06.wholePie),
            prelude: """
                import Foundation

                // One clock and one card for the steps that play, so time carries on from step to step.
                let clock = ManualClock()
                var card = BonusCard(clock: clock)
                """,
            placements: [
                0: .wrapped(before: Support08.bonusCardOpening, indent: 4),
                1: .wrapped(indent: 4),
                2: .wrapped(after: Support08.bonusCardClosing, indent: 4),
            ]
        ),
    ]
}

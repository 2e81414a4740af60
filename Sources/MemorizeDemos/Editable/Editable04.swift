import MemorizeCourseCore

extension EditableCatalog {
    /// Lesson 4's demos. Their steps that show a part of a declaration (the enum of
    /// `fast-food`, `choose(_:)` shown in two halves) are wrapped so the declaration is whole.
    static let lesson04: [EditableDemo] = [
        EditableDemo(id: "enums"),
        EditableDemo(id: "fast-food", placements: [
            0: .wrapped(after: "}"),
            2: .wrapped(before: "extension FastFoodMenuItem {", after: "}", indent: 4),
            4: .wrapped(before: "extension FastFoodMenuItem {", after: "}", indent: 4),
        ]),
        EditableDemo(id: "case-iterable"),
        EditableDemo(id: "optionals"),
        EditableDemo(id: "array-identifiable", support: Support04.memoryGame),
        EditableDemo(id: "one-and-only", support: support(Support04.memoryGame, Support04.draw)),
        EditableDemo(
            id: "mvvm",
            support: support(Support04.memoryGame, Support04.draw, Support04.firstIndexMatching, Support04.oneAndOnly,
                             Support04.faceUpIndex, Support04.choose),
            prelude: """
                import Observation

                let viewModel = EmojiMemoryGame()
                let view = EmojiMemoryGameTextView(viewModel: viewModel)
                """,
            placements: [
                2: .wrapped(
                    before: """
                        final class EmojiMemoryGameTextView {
                            let viewModel: EmojiMemoryGame
                            private(set) var redrawCount = 0
                            private var needsRedraw = false

                            init(viewModel: EmojiMemoryGame) {
                                self.viewModel = viewModel
                            }

                        """,
                    after: "}", indent: 4),
            ]
        ),
        EditableDemo(
            id: "game-logic",
            support: support(Support04.memoryGame, Support04.draw, Support04.firstIndexMatching, Support04.oneAndOnly,
                             Support04.faceUpIndex),
            prelude: """
                // One game for the whole run, dealt in order: 👻 👻 🎃 🎃 🦇 🦇.
                var game = MemoryGame<String>(numberOfPairsOfCards: 3) { pairIndex in ["👻", "🎃", "🦇"][pairIndex] }
                """,
            placements: [
                0: .wrapped(before: "extension MemoryGame {", indent: 4),
                1: .wrapped(after: "}"),
            ]
        ),
    ]
}

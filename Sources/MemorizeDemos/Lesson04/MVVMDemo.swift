import MemorizeCourseCore
import Observation

// MARK: - ViewModel

/// The ViewModel of Memorize: owns the Model, shows the View its cards, and turns the View's
/// intents into changes to the Model. `@Observable` makes it tell watchers when its data changes.
@Observable final class EmojiMemoryGame {
    private static let emojis = ["👻", "🎃", "🦇"]
    private static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame<String>(numberOfPairsOfCards: 3) { pairIndex in emojis[pairIndex] }
    }
    private var model = createMemoryGame()
    var cards: [MemoryGame<String>.Card] { model.cards }
    // MARK: - Intent(s)
    func choose(_ card: MemoryGame<String>.Card) {
        model.choose(card)
    }
}

// MARK: - View

/// A text stand-in for Memorize's SwiftUI View: draws the ViewModel's cards, and draws them again
/// only after Observation has said that something it read has changed.
final class EmojiMemoryGameTextView {
    let viewModel: EmojiMemoryGame
    private(set) var redrawCount = 0
    private var needsRedraw = false

    init(viewModel: EmojiMemoryGame) {
        self.viewModel = viewModel
    }

    var body: String { draw(viewModel.cards) }
    func redraw() -> String {
        redrawCount += 1
        let picture = withObservationTracking {
            body                            // everything read here is watched...
        } onChange: { [weak self] in
            self?.needsRedraw = true        // ...and this runs once, just before it changes
        }
        return "redraw: \(picture)"
    }
    func redrawIfNeeded() -> [String] {
        guard needsRedraw else { return [] }
        needsRedraw = false
        return ["notification: cards changed", redraw()]   // redrawing watches again
    }
}

extension Lesson04 {
    /// `mvvm`: Model, ViewModel and View, and the chain from an intent to a redraw.
    static let mvvm = Demo(id: "mvvm", title: "MVVM", lesson: 4) {
        // One ViewModel and one View for the whole run, so a change in one step shows in the next.
        let viewModel = EmojiMemoryGame()
        let view = EmojiMemoryGameTextView(viewModel: viewModel)

        return [
            DemoStep(
                "The Model",
                explanation: "The Model is plain Swift: MemoryGame is a struct holding the cards and the rules of the game. It knows nothing about screens; choosing a card just changes its own data.",
                code: #"""
                    var model = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                    model.choose(model.cards[0])
                    print("card \(model.cards[0].content) face up: \(model.cards[0].isFaceUp)")
                    """#,
                tryThis: "Add `model.choose(model.cards[1])` and `print(model.cards[1].isMatched)` at the end and run again: it prints true, as the two 👻 match."
            ) { print in
                var model = MemoryGame<String>(numberOfPairsOfCards: 2) { pairIndex in ["👻", "🎃"][pairIndex] }
                model.choose(model.cards[0])
                print("card \(model.cards[0].content) face up: \(model.cards[0].isFaceUp)")
            },
            DemoStep(
                "The ViewModel",
                explanation: "The ViewModel keeps the Model `private`, shows the View only what it needs (`cards`), and offers intents such as `choose(_:)`. `@Observable`, from the Observation framework, makes every read of its data trackable and every change announced.",
                code: #"""
                    @Observable final class EmojiMemoryGame {
                        private static let emojis = ["👻", "🎃", "🦇"]
                        private static func createMemoryGame() -> MemoryGame<String> {
                            MemoryGame<String>(numberOfPairsOfCards: 3) { pairIndex in emojis[pairIndex] }
                        }
                        private var model = createMemoryGame()
                        var cards: [MemoryGame<String>.Card] { model.cards }
                        // MARK: - Intent(s)
                        func choose(_ card: MemoryGame<String>.Card) {
                            model.choose(card)
                        }
                    }
                    """#,
                tryThis: #"Add a fourth emoji, `"🐸"`, to `emojis` and change `numberOfPairsOfCards: 3` to `4`, then run again: steps 4 to 6 show eight cards."#,
                run: { _ in }
            ),
            DemoStep(
                "The View",
                explanation: "On a device, SwiftUI's View redraws for you when something its `body` read changes; SwiftUI does not exist on Linux, so this text renderer stands in, using the same Observation calls. `onChange` fires once, just before the change, so it only marks the view dirty; the redraw comes after the intent returns, and registers again.",
                code: #"""
                    var body: String { draw(viewModel.cards) }
                    func redraw() -> String {
                        redrawCount += 1
                        let picture = withObservationTracking {
                            body                            // everything read here is watched...
                        } onChange: { [weak self] in
                            self?.needsRedraw = true        // ...and this runs once, just before it changes
                        }
                        return "redraw: \(picture)"
                    }
                    func redrawIfNeeded() -> [String] {
                        guard needsRedraw else { return [] }
                        needsRedraw = false
                        return ["notification: cards changed", redraw()]   // redrawing watches again
                    }
                    """#,
                tryThis: "Delete the line `guard needsRedraw else { return [] }` and run again: step 6 now redraws although nothing changed, and 'redraws so far' ends at 4.",
                run: { _ in }
            ),
            DemoStep(
                "From intent to redraw",
                explanation: "The first draw is what the View shows when it appears. Then the View expresses an intent, the ViewModel changes the Model, the change is announced, and the View redraws.",
                code: #"""
                    print(view.redraw())
                    let ghost = viewModel.cards[0]
                    print("intent: choose(\(ghost.content))")
                    viewModel.choose(ghost)
                    print("model: card \(ghost.content) face up: \(viewModel.cards[0].isFaceUp)")
                    for line in view.redrawIfNeeded() { print(line) }
                    """#,
                tryThis: "Delete the line `viewModel.choose(ghost)` and run again: the model does not change, so no notification comes and the View does not redraw."
            ) { print in
                print(view.redraw())
                let ghost = viewModel.cards[0]
                print("intent: choose(\(ghost.content))")
                viewModel.choose(ghost)
                print("model: card \(ghost.content) face up: \(viewModel.cards[0].isFaceUp)")
                for line in view.redrawIfNeeded() { print(line) }
            },
            DemoStep(
                "And again",
                explanation: "Because the last redraw registered again, the next intent is announced too: exactly one redraw per change.",
                code: #"""
                    let pumpkin = viewModel.cards[2]
                    print("intent: choose(\(pumpkin.content))")
                    viewModel.choose(pumpkin)
                    print("model: card \(pumpkin.content) face up: \(viewModel.cards[2].isFaceUp)")
                    for line in view.redrawIfNeeded() { print(line) }
                    """#,
                tryThis: "Change both `cards[2]` to `cards[1]` and run again: the second 👻 matches the first, and the redraw shows the pair face up.",
                predict: DemoPrediction(
                    "The 👻 is up from the step before, and now the 🎃 is chosen. What does the redraw show?",
                    choices: ["redraw: [??] [??] [🎃] [??] [??] [??]", "redraw: [👻] [??] [🎃] [??] [??] [??]", "redraw: [👻] [??] [??] [??] [??] [??]"],
                    answer: 1,
                    why: "With one card up, choosing another compares the two and leaves both up; the View draws whatever the model now holds."
                )
            ) { print in
                let pumpkin = viewModel.cards[2]
                print("intent: choose(\(pumpkin.content))")
                viewModel.choose(pumpkin)
                print("model: card \(pumpkin.content) face up: \(viewModel.cards[2].isFaceUp)")
                for line in view.redrawIfNeeded() { print(line) }
            },
            DemoStep(
                "No change, no redraw",
                explanation: "Reading the cards changes nothing, so nothing is announced and the View does not redraw. It is told only about changes to what it read.",
                code: #"""
                    print("redraws so far:", view.redrawCount)
                    print("cards on the table:", viewModel.cards.count)
                    if view.redrawIfNeeded().isEmpty {
                        print("no notification, so no redraw")
                    }
                    print("redraws so far:", view.redrawCount)
                    """#,
                tryThis: "Add `viewModel.choose(viewModel.cards[4])` before the `if` and run again: the model changes, so the View redraws and the count ends at 4.",
                predict: DemoPrediction(
                    "Nothing is chosen here. What is the last line?",
                    choices: ["redraws so far: 3", "redraws so far: 4", "redraws so far: 0"],
                    answer: 0,
                    why: "Reading `cards` changes nothing, so no change is reported and `redrawIfNeeded()` has nothing to do."
                )
            ) { print in
                print("redraws so far:", view.redrawCount)
                print("cards on the table:", viewModel.cards.count)
                if view.redrawIfNeeded().isEmpty {
                    print("no notification, so no redraw")
                }
                print("redraws so far:", view.redrawCount)
            },
        ]
    }
}

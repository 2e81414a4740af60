import Observation
@testable import Submission

// The View of MVVM, for a terminal. It reads only the view model's API from the assignment
// (`theme`, `cards`, `score`) and sends it intents (`choose`, `shuffle`, `newGame`). Like a
// SwiftUI View, it draws what it read and redraws only when Observation tells it that
// something it read has changed: it never polls the view model.

/// One card as the View last drew it.
struct CardFace: Equatable {
    let id: Int
    let content: String
    let isFaceUp: Bool
    let isMatched: Bool
}

/// Everything the View read from the view model for one drawing.
struct GameSnapshot: Equatable {
    let themeName: String
    let themeColor: String
    let score: Int
    let cards: [CardFace]

    init(_ game: EmojiMemoryGame) {
        themeName = game.theme.name
        themeColor = game.theme.color
        score = game.score
        cards = game.cards.map { CardFace(id: $0.id, content: $0.content, isFaceUp: $0.isFaceUp, isMatched: $0.isMatched) }
    }
}

/// Set by Observation's `onChange`, which may be called from any thread.
private final class ChangeFlag: @unchecked Sendable {
    var told = false
}

/// The View: holds the view model, what it last drew, and whether it has been told to redraw.
final class GameView {
    /// What became of an intent.
    enum Update {
        /// Observation said the view model changed: the View read it again and redraws.
        case redrawn
        /// Nothing the View shows changed, and nobody said it had.
        case unchanged
        /// What the View shows did change, but Observation never said so: a SwiftUI View
        /// would sit there showing the old game.
        case notTold
    }

    let game: EmojiMemoryGame
    private(set) var shown: GameSnapshot
    private var flag = ChangeFlag()

    init(game: EmojiMemoryGame) {
        self.game = game
        shown = GameSnapshot(game)
        shown = observe()
    }

    /// Reads the view model under observation, as SwiftUI does when it evaluates `body`:
    /// whatever is read here is what the View will be told about.
    private func observe() -> GameSnapshot {
        let flag = ChangeFlag()
        self.flag = flag
        return withObservationTracking { GameSnapshot(game) } onChange: { flag.told = true }
    }

    /// Sends the view model an intent and redraws if, and only if, it was told to.
    func perform(_ name: StaticString, _ intent: (EmojiMemoryGame) -> Void) -> Update {
        StudentCode.enter(name)
        intent(game)
        StudentCode.leave()
        if flag.told {
            shown = observe()
            return .redrawn
        }
        // Only to explain a stale screen: a real View could not know this.
        return GameSnapshot(game) == shown ? .unchanged : .notTold
    }

    /// The card the View drew with this id, as the view model has it now (to hand back to `choose`).
    func card(id: Int) -> MemoryGame<String>.Card? {
        game.cards.first { $0.id == id }
    }

    func choose(id: Int) -> Update {
        guard let card = card(id: id) else { return .unchanged }
        return perform("EmojiMemoryGame.choose(_:)") { $0.choose(card) }
    }

    func shuffle() -> Update { perform("EmojiMemoryGame.shuffle()") { $0.shuffle() } }
    func newGame() -> Update { perform("EmojiMemoryGame.newGame()") { $0.newGame() } }

    /// The line the tool shows when the View was not told about a change.
    static let notToldMessage = "the View was not told about this change; is EmojiMemoryGame @Observable?"
}

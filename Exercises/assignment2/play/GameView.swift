import Observation
#if canImport(Combine)
import Combine
#endif

// The View of MVVM, for a terminal. It reads the view model through the contract's façade, as
// the checks do (the theme's name and colour, the cards, the score), and sends it intents
// (choose, shuffle, New Game), so it plays a student's code spelled any way `check` accepts. Like a
// SwiftUI View, it draws what it read and redraws only when it is told that something it
// read has changed, by Observation (`@Observable`) or by `objectWillChange` (an
// `ObservableObject`, as the lectures write it): it never polls the view model.

/// One card as the View last drew it.
struct CardFace: Equatable {
    let id: AnyHashable
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

    /// What the View can read; a part the student's code does not have is drawn empty.
    init(_ game: ContractViewModel) {
        themeName = ShownText.line((try? game.themeName) ?? "")
        themeColor = ShownText.line((try? game.themeColor) ?? "")
        score = (try? game.score) ?? 0
        cards = ((try? game.cards) ?? []).map { CardFace(id: $0.id, content: ShownText.line($0.content), isFaceUp: $0.isFaceUp, isMatched: $0.isMatched) }
    }
}

/// Set by Observation's `onChange`, which may be called from any thread.
private final class ContractChangeFlag: @unchecked Sendable {
    var told = false
}

/// The View: holds the view model, what it last drew, and whether it has been told to redraw.
final class GameView {
    /// What became of an intent.
    enum Update: Equatable {
        /// Observation said the view model changed: the View read it again and redraws.
        case redrawn
        /// Nothing the View shows changed, and nobody said it had.
        case unchanged
        /// What the View shows did change, but Observation never said so: a SwiftUI View
        /// would sit there showing the old game.
        case notTold
        /// The student's code has no such intent (the contract's words say which).
        case unavailable(String)
    }

    let game: ContractViewModel
    private(set) var shown: GameSnapshot
    private var flag = ContractChangeFlag()
    #if canImport(Combine)
    /// The view model's `objectWillChange`, subscribed to for as long as the View lives.
    private var willChange: AnyCancellable?
    #endif

    init(game: ContractViewModel) {
        self.game = game
        shown = GameSnapshot(game)
        shown = observe()
        #if canImport(Combine)
        willChange = Self.subscribe(game.raw) { [weak self] in self?.flag.told = true }
        #endif
    }

    #if canImport(Combine)
    private static func subscribe(_ game: AnyObject, _ onChange: @escaping () -> Void) -> AnyCancellable? {
        guard let observable = game as? any ObservableObject else { return nil }
        return sink(observable, onChange)
    }

    private static func sink<Object: ObservableObject>(_ object: Object, _ onChange: @escaping () -> Void) -> AnyCancellable {
        object.objectWillChange.sink { _ in onChange() }
    }
    #endif

    /// Reads the view model under observation, as SwiftUI does when it evaluates `body`:
    /// whatever is read here is what the View will be told about.
    private func observe() -> GameSnapshot {
        let flag = ContractChangeFlag()
        self.flag = flag
        return withObservationTracking { GameSnapshot(game) } onChange: { flag.told = true }
    }

    /// Sends the view model an intent and redraws if, and only if, it was told to.
    func perform(_ name: StaticString, _ intent: (ContractViewModel) throws -> Void) -> Update {
        StudentCode.enter(name)
        defer { StudentCode.leave() }
        do {
            try intent(game)
        } catch {
            return .unavailable(studentWords(error))
        }
        if flag.told {
            shown = observe()
            return .redrawn
        }
        // Only to explain a stale screen: a real View could not know this.
        return GameSnapshot(game) == shown ? .unchanged : .notTold
    }

    /// The card the View drew with this id, as the view model has it now (to hand back to `choose`).
    func card(id: AnyHashable) -> ContractCard? {
        ((try? game.cards) ?? []).first { $0.id == id }
    }

    func choose(id: AnyHashable) -> Update {
        guard let card = card(id: id) else { return .unchanged }
        return perform("EmojiMemoryGame's choose") { try $0.choose(card) }
    }

    func shuffle() -> Update { perform("EmojiMemoryGame's shuffle()") { try $0.shuffle() } }
    func newGame() -> Update { perform("EmojiMemoryGame's New Game") { try $0.newGame() } }

    /// The line the tool shows when the View was not told about a change.
    static let notToldMessage = "the View was not told about this change; is EmojiMemoryGame @Observable, or an ObservableObject whose @Published properties change?"
}

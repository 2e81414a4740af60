// Helpers for the checks of the view model: playing it through its intents, finding its
// themes by playing new games (where a student keeps the themes is theirs to choose), and
// observing it as a View does.
import XCTest

/// The view model's card with this id, as it is now.
func currentCard(_ viewModel: ViewModel, id: AnyHashable) throws -> GameCard? {
    try viewModel.cards.first { $0.id == id }
}

/// Chooses both cards of every pair, content by content, re-reading each card before
/// choosing it. Afterwards every card should be matched.
func playThrough(_ viewModel: ViewModel) throws {
    let ids = idsByContent(try viewModel.cards)
    for content in distinctContents(try viewModel.cards) {
        let pair = ids[content] ?? []
        var index = 0
        while index + 1 < pair.count {
            for id in [pair[index], pair[index + 1]] {
                if let card = try currentCard(viewModel, id: id) { try viewModel.choose(card) }
            }
            index += 2
        }
    }
}

/// A new view model whose game shows at least `emoji` different emoji: `EmojiMemoryGame()`
/// until one does (themes have at least two emoji; most have more). False failure: when a new
/// view model deals 3 or more emoji with probability p, 200 tries all short have probability
/// (1 - p)^200; for p of at least 1/6 (one theme of six) that is < 2e-16.
func viewModelWithAtLeast(_ emoji: Int, _ what: String) throws -> ViewModel {
    for _ in 0..<200 {
        let viewModel = try ViewModel()
        if distinctContents(try viewModel.cards).count >= emoji { return viewModel }
    }
    try require(false, "\(what) 200 times: expected a game with at least \(emoji) different emoji, but none had.")
    return try ViewModel()
}

/// "once", "3 times".
func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

/// What the View can read of the theme of the game being played.
struct ThemeShown: Equatable {
    var name: String
    var color: String
    var emojis: [String]
    var pairs: Int?

    init(name: String, color: String, emojis: [String], pairs: Int?) {
        (self.name, self.color, self.emojis, self.pairs) = (name, color, emojis, pairs)
    }

    /// Reads the theme shown; its colour only when `withColor` (a task that does not need the
    /// colour does not wait for the View to be able to read it).
    init(_ viewModel: ViewModel, withColor: Bool = true) throws {
        name = try viewModel.themeName
        color = withColor ? try viewModel.themeColor : ""
        emojis = try viewModel.themeEmojis
        pairs = try viewModel.themePairs
    }

    var summary: String {
        "\"\(name)\" (\(emojis.count) emoji, \(pairs.map { "\($0) pairs" } ?? "a random number of pairs")\(color.isEmpty ? "" : ", \(color)"))"
    }

    /// The theme, its number of pairs random (its games are dealt with several).
    var withRandomPairs: ThemeShown { ThemeShown(name: name, color: color, emojis: emojis, pairs: nil) }

    /// Whether a game of `pairs` pairs is what this theme asks for: its fixed number (no more
    /// than its emoji), or, for a random theme, between one and the number of its emoji.
    func allows(pairs count: Int) -> Bool {
        let available = distinct(emojis).count
        if let pairs { return count == max(0, min(pairs, available)) }
        return count >= 1 && count <= available
    }
}

// MARK: - Observation

/// Whether an observer that read the view model's cards, score and theme (as a View drawing
/// them would) is told of a change when `intent` runs. Either way of observing counts:
/// Observation (`@Observable`), or an `ObservableObject`'s `objectWillChange` (as the lectures
/// write the view model, with `@Published`). The observer lives in the student's program.
func observersAreNotified(_ viewModel: ViewModel, by intent: () throws -> Void) throws -> Bool {
    // A view model of neither kind tells no View anything, whatever its program answers (it
    // could say "notified" of anything): that is read from the build.
    if StudentProgram.buildLacks(partWith: "tells no View of its changes") { return false }
    let watcher = try viewModel.watch()
    try intent()
    return try viewModel.wasNotified(watcher)
}

/// How a View would be told of changes, for messages.
let observableHint = "is EmojiMemoryGame @Observable, or an ObservableObject whose @Published properties change?"

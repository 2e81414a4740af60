// Required Task 7: the theme's name is there for the UI to show: the view model's `theme`
// is the theme of the game being played.
import XCTest
@testable import Submission

final class Task7Checks: XCTestCase {
    /// The view model's theme is a built-in one, and the cards show its emoji.
    private func checkThemeMatchesGame(_ viewModel: EmojiMemoryGame, after what: String) throws {
        let theme = viewModel.theme
        let names = EmojiMemoryGame.themes.map(\.name)
        try require(!names.isEmpty, "\(what): expected viewModel.theme to be one of EmojiMemoryGame.themes, but that list is empty.")
        try require(names.contains(theme.name), "\(what): expected viewModel.theme to be one of EmojiMemoryGame.themes (\(names.map { "\"\($0)\"" }.joined(separator: ", "))), but its name is \"\(theme.name)\".")
        let strangers = distinctContents(viewModel.cards).filter { !theme.emojis.contains($0) }
        try require(strangers.isEmpty, "\(what): viewModel.theme.name is \"\(theme.name)\", so expected the cards to show that theme's emoji, but some show \(list(strangers)) (is `theme` the theme of the game being played?).")
    }

    func testTheNameOfAGivenThemeIsAvailable() {
        let theme = Theme(name: "Weather", emojis: ["🌞", "🌈", "🌊", "🔥"], numberOfPairs: 3, color: "teal")
        let viewModel = EmojiMemoryGame(theme: theme)
        expect(viewModel.theme.name == "Weather", "Started EmojiMemoryGame(theme:) with the theme \"Weather\": expected viewModel.theme.name \"Weather\", but it is \"\(viewModel.theme.name)\".")
    }

    func testANewViewModelNamesItsTheme() throws {
        for _ in 0..<20 {
            try checkThemeMatchesGame(EmojiMemoryGame(), after: "Made EmojiMemoryGame()")
        }
    }

    func testNewGameUpdatesTheTheme() throws {
        let viewModel = EmojiMemoryGame()
        for round in 1...40 {
            viewModel.newGame()
            try checkThemeMatchesGame(viewModel, after: "Called newGame() \(round == 1 ? "once" : "\(round) times")")
        }
    }
}

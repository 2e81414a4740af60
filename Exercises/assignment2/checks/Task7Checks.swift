// Required Task 7: the theme's name is there for the UI to show, and it is the name of the
// theme of the game being played.
import XCTest

final class Task7Checks: XCTestCase {
    /// The theme shown has a name, and the cards show that theme's emoji.
    private func checkThemeMatchesGame(_ viewModel: ViewModel, after what: String) throws {
        let name = try viewModel.themeName
        let emojis = try viewModel.themeEmojis
        try require(!name.isEmpty, "\(what): expected the theme's name for the View to show, but it is empty.")
        let strangers = distinctContents(try viewModel.cards).filter { !emojis.contains($0) }
        try require(strangers.isEmpty, "\(what): the theme shown is \"\(name)\" (\(list(emojis))), so expected the cards to show its emoji, but some show \(list(strangers)) (is the theme shown the theme of the game being played?).")
    }

    func testTheNameOfAGivenThemeIsShown() throws {
        // Only where the view model can start a game with a theme of its own (Required Task 5).
        let spec = ThemeSpec(name: "Weather", emojis: ["🌞", "🌈", "🌊", "🔥"], numberOfPairs: 3, color: "teal")
        _ = try ifPresent(OptionalPart.themedGame, OptionalPart.newTheme) {
            let name = try ViewModel(theme: spec).themeName
            expect(name == "Weather", "Started EmojiMemoryGame(theme:) with the theme \"Weather\": expected the name \"Weather\" shown, but it is \"\(name)\".")
        }
    }

    // False failure: none (a correct view model names the theme it deals, every time).
    func testANewViewModelNamesItsTheme() throws {
        for _ in 0..<20 {
            try checkThemeMatchesGame(try ViewModel(), after: "Made EmojiMemoryGame()")
        }
    }

    func testNewGameUpdatesTheTheme() throws {
        let viewModel = try ViewModel()
        _ = try ifPresent(OptionalPart.newGame) {  // New Game itself is Required Task 6's
            for round in 1...40 {
                try viewModel.newGame()
                try checkThemeMatchesGame(viewModel, after: "Called New Game \(times(round))")
            }
        }
    }
}

// Required Task 7: the theme's name is there for the UI to show, and it is the name of the
// theme of the game being played.
import XCTest

final class Task7Checks: XCTestCase {
    /// The theme shown has a name, and the cards show that theme's emoji: those the view model
    /// reads as the theme's, and, where new view models have shown a theme of that name
    /// (`known`), that theme's too. A name kept apart from the theme and left as it was by New
    /// Game (rt20) showed the old name over the new theme's cards.
    private func checkThemeMatchesGame(_ viewModel: ViewModel, after what: String, known: [String: Set<String>] = [:]) throws {
        let name = try viewModel.themeName
        let emojis = try viewModel.themeEmojis
        try require(!name.isEmpty, "\(what): expected the theme's name for the View to show, but it is empty.")
        try require(isVisible(name), "\(what): expected the theme's name for the View to show, but it is \(shown(name)), which shows nothing.")
        let cards = distinctContents(try viewModel.cards)
        let strangers = cards.filter { !emojis.contains($0) }
        try require(strangers.isEmpty, "\(what): the theme shown is \"\(name)\" (\(list(emojis))), so expected the cards to show its emoji, but some show \(list(strangers)) (is the theme shown the theme of the game being played?).")
        guard let named = known[name] else { return }
        let others = cards.filter { !named.contains($0) }
        try require(others.isEmpty, "\(what): the name shown is \"\(name)\", whose games show \(list(named.sorted())), so expected the cards to show those emoji, but some show \(list(others)) (does New Game update the name shown with the theme?).")
    }

    /// Each theme's name, with every emoji new view models showed under it.
    private func namesOfNewViewModels() throws -> [String: Set<String>] {
        var known: [String: Set<String>] = [:]
        for _ in 0..<120 {
            let dealt = try ViewModel.deal(withColor: false, withCards: false)
            known[dealt.theme.name, default: []].formUnion(dealt.theme.emojis)
        }
        return known
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
        // False failure: none (a theme is the same data every time it is dealt: Required Task 3).
        let known = try namesOfNewViewModels()
        _ = try ifPresent(OptionalPart.newGame) {  // New Game itself is Required Task 6's
            for round in 1...40 {
                try viewModel.newGame()
                try checkThemeMatchesGame(viewModel, after: "Called New Game \(times(round))", known: known)
            }
        }
    }
}

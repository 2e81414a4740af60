// Required Task 5: a new theme takes a single line of code. A theme written as one line,
// unknown to the view model, must come through it whole and play. This is the one task that
// needs names the assignment leaves open: a way to write a theme (`Theme(name:emojis:
// numberOfPairs:color:)`) and to start a game with it (`EmojiMemoryGame(theme:)`), because
// the check adds a theme of its own, as the task says a programmer would.
import XCTest

final class Task5Checks: XCTestCase {
    let weather = ["🌞", "🌈", "🌊", "🔥", "⚡", "🌙", "🌀", "🌟"]

    private func checkRoundTrip(_ spec: ThemeSpec, expectedCards: ClosedRange<Int>) throws {
        let viewModel: ViewModel
        do {
            viewModel = try ViewModel(theme: spec)
        } catch where isContractGap(error) {
            // Themes that are an enum's cases keep their parts in switches over them: that is
            // the task's answer, not a theme the grader failed to write.
            guard let cases = ViewModel.themesAreCases else { throw error }
            XCTFail("The themes are the \(cases.count) cases of the enum \(cases.type): a new theme needs a new case and its name, emoji and colour written in each place that switches over the cases, more than one line. Keep each theme as one value (a struct with a name, emoji, number of pairs and colour) in a list, so a new one is one line.")
            return
        }
        let made = "Started EmojiMemoryGame(theme:) with a new one-line theme \"\(spec.name)\" (\(spec.emojis.count) emoji, \(spec.numberOfPairs.map { "\($0) pairs" } ?? "a random number of pairs"), \(spec.color))"
        let name = try viewModel.themeName
        expect(name == spec.name, "\(made): expected the theme's name \"\(spec.name)\", but it is \"\(name)\".")
        let color = try viewModel.themeColor
        expect(color.lowercased() == spec.color, "\(made): expected the theme's colour \(spec.color), but it is \(color) (a new theme should need no other code, not even for its colour).")

        let cards = try viewModel.cards
        // A theme type that keeps no number of pairs cannot say how many to deal: Required Task 3's fault, not this one's.
        let expectedCards = viewModel.themeKeepsNoNumber ? 2...(2 * spec.emojis.count) : expectedCards
        expect(expectedCards.contains(cards.count), "\(made): expected \(expectedCards.lowerBound == expectedCards.upperBound ? "\(expectedCards.lowerBound)" : "\(expectedCards.lowerBound) to \(expectedCards.upperBound)") cards, but there are \(cards.count).")
        let strangers = distinctContents(cards).filter { !spec.emojis.contains($0) }
        expect(strangers.isEmpty, "\(made): expected the cards to show its emoji, but some show \(list(strangers)).")

        try playThrough(viewModel)
        let unmatched = try viewModel.cards.filter { !$0.isMatched }
        expect(!cards.isEmpty && unmatched.isEmpty, "\(made), then chose both cards of every pair: expected every card matched, but \(cards.isEmpty ? "the game has no cards" : "\(list(unmatched.map(\.content))) \(unmatched.count == 1 ? "is" : "are") not").")
    }

    /// Two colours for the new themes: ones the student's own themes are drawn in, when games
    /// show at least two of SwiftUI's standard colours (a new theme in the app's palette is one
    /// line, even where a switch maps colour names), else teal and indigo. Two different ones,
    /// so a colour that comes from elsewhere (a default) cannot be right for both.
    private func newThemeColors() -> (String, String) {
        let standard: Set<String> = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray", "black"]
        var seen: Set<String> = []
        // A first game may always have the same theme: the themes a game keeps (its list of
        // themes too) are the palette as well (read in the first games only: a walk each).
        for round in 0..<400 {
            guard let viewModel = try? ViewModel(), let color = try? viewModel.themeColor else { break }
            if standard.contains(color) { seen.insert(color) }
            if round < 20 { seen.formUnion(viewModel.keptThemeColors.filter(standard.contains)) }
        }
        let palette = seen.sorted()
        return palette.count >= 2 ? (palette[0], palette[palette.count - 1]) : ("teal", "indigo")
    }

    func testTheGamesOwnThemesAreEachOneValue() throws {
        // False failure: none (the verdict needs a list of texts holding every theme name shown
        // and another, as long, whose item at each name's place holds every emoji that theme
        // dealt, with no list of whole themes beside them: the lists the themes are made from).
        guard let lists = ViewModel.themesAreParallel else { return }
        XCTFail("The themes are kept side by side in lists: their names in \(lists.names), their emoji in \(lists.emojis), the i-th of each one theme. A new theme is then a line in each list, not one line. Keep each theme as one value (a struct with a name, emoji, number of pairs and colour) in one list, so a new one is one line.")
    }

    func testAThemeWrittenInOneLineWithAFixedNumberOfPairsComesThroughWhole() throws {
        // False failure: only where a colour's name goes through a palette of the student's (a
        // theme keeping a Color takes any colour): 400 new view models all of one colour, when
        // the themes have two or more, each of T themes chosen with at least a 1-in-T chance, has
        // probability at most (1 - 1/T)^399, for 6 themes < 1e-31.
        try checkRoundTrip(ThemeSpec(name: "Weather", emojis: weather, numberOfPairs: 4, color: newThemeColors().0), expectedCards: 8...8)
    }

    func testAThemeWrittenInOneLineWithARandomNumberOfPairsComesThroughWhole() throws {
        // False failure: as for a fixed number of pairs (the colours are drawn the same way), < 1e-31.
        try checkRoundTrip(ThemeSpec(name: "Sky", emojis: weather, numberOfPairs: nil, color: newThemeColors().1), expectedCards: 2...16)
    }
}

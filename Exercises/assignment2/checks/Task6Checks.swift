// Required Task 6: New Game starts a brand-new game with a randomly chosen theme.
// Which theme a game has is read from its cards' emoji (not from `theme`, which
// Required Task 7 checks), so each task's mistakes show up in that task alone.
import XCTest
@testable import Submission

final class Task6Checks: XCTestCase {
    /// Names of the built-in themes with these indices.
    private func names(_ indices: Set<Int>) -> String {
        indices.sorted().map { "\"\(EmojiMemoryGame.themes[$0].name)\"" }.joined(separator: ", ")
    }

    /// Plays 40 games made by `nextGame` and checks they are not all of one theme.
    // False failure: with the themes picked uniformly from at least two whose emoji are not
    // all inside another's, 40 games all fitting one theme has probability at most
    // 2^-39 < 1e-11 (6^-39 with this solution's six themes).
    private func checkThemesVary(_ what: String, _ nextGame: () -> [GameCard]) throws {
        let themes = EmojiMemoryGame.themes
        try require(!themes.isEmpty, "\(what): expected a theme from EmojiMemoryGame.themes, but that list is empty.")
        var common = Set(themes.indices)
        for _ in 0..<40 {
            let cards = nextGame()
            try require(!cards.isEmpty, "\(what): expected a game with cards, but it has none.")
            let candidates = candidateThemes(for: cards)
            try require(!candidates.isEmpty, "\(what): expected the cards to come from one of EmojiMemoryGame.themes, but they show \(list(distinctContents(cards))), which no single theme has.")
            common.formIntersection(candidates)
            if common.isEmpty { return }
        }
        expect(false, "\(what) 40 times: expected a randomly chosen theme each time, so more than one theme, but every game's emoji came from \(names(common)).")
    }

    func testNewGameChoosesARandomTheme() throws {
        let viewModel = EmojiMemoryGame()
        try checkThemesVary("Called newGame()") {
            viewModel.newGame()
            return viewModel.cards
        }
    }

    func testANewViewModelHasARandomTheme() throws {
        try checkThemesVary("Made EmojiMemoryGame()") { EmojiMemoryGame().cards }
    }

    func testNewGameStartsFresh() throws {
        let theme = Theme(name: "Fruit", emojis: ["🍏", "🍋", "🍒", "🥝", "🍑", "🥥"], numberOfPairs: 6, color: "green")
        let viewModel = EmojiMemoryGame(theme: theme)
        // Something to undo: a match, then a mismatch left face up.
        var idsByContent: [String: [Int]] = [:]
        for card in viewModel.cards { idsByContent[card.content, default: []].append(card.id) }
        let contents = distinctContents(viewModel.cards)
        if contents.count >= 3, let pair = idsByContent[contents[0]], pair.count >= 2,
           let second = idsByContent[contents[1]]?.first, let third = idsByContent[contents[2]]?.first {
            for id in [pair[0], pair[1], second, third] {
                if let card = currentCard(viewModel, id: id) { viewModel.choose(card) }
            }
        }
        viewModel.newGame()
        let cards = viewModel.cards
        let done = "Made a match and a mismatch, then called newGame()"
        expect(!cards.isEmpty, "\(done): expected a new game with cards, but it has none.")
        expect(viewModel.score == 0, "\(done): expected the score back at 0, but it is \(viewModel.score).")
        let faceUp = cards.filter(\.isFaceUp)
        expect(faceUp.isEmpty, "\(done): expected every card face down, but \(list(faceUp.map(\.content))) \(faceUp.count == 1 ? "is" : "are") face up.")
        let matched = cards.filter(\.isMatched)
        expect(matched.isEmpty, "\(done): expected no card matched, but \(list(matched.map(\.content))) \(matched.count == 1 ? "is" : "are").")
    }

    func testNewGameShufflesTheCards() {
        // Games with the same number of cards are compared by their arrangement (which
        // positions hold each pair); the false-failure bound is at sameLayoutEveryTime.
        let viewModel = EmojiMemoryGame()
        let problem = sameLayoutEveryTime("Called newGame()") {
            viewModel.newGame()
            return viewModel.cards
        }
        expect(problem == nil, problem ?? "")
    }

    /// Deals 40 games with `nextGame`; each must have as many pairs as its theme asks for.
    private func checkPairsFitTheTheme(_ what: String, _ nextGame: () -> [GameCard]) throws {
        for _ in 0..<40 {
            let cards = nextGame()
            try require(!cards.isEmpty, "\(what): expected a game with cards, but it has none.")
            let candidates = candidateThemes(for: cards)
            try require(!candidates.isEmpty, "\(what): expected the cards to come from one of EmojiMemoryGame.themes, but they show \(list(distinctContents(cards))), which no single theme has.")
            let fits = candidates.contains { themeAllows(EmojiMemoryGame.themes[$0], pairs: cards.count / 2) && cards.count % 2 == 0 }
            let theme = EmojiMemoryGame.themes[candidates.sorted()[0]]
            try require(fits, "\(what) and got \(plural(cards.count, "card")) from the theme \(describe(theme)): expected \(theme.numberOfPairs.map { "\(min($0, distinct(theme.emojis).count)) pairs" } ?? "between 1 and \(distinct(theme.emojis).count) pairs"), but there are \(plural(cards.count / 2, "pair")).")
        }
    }

    func testNewGameDealsAsManyPairsAsTheThemeSays() throws {
        let viewModel = EmojiMemoryGame()
        try checkPairsFitTheTheme("Called newGame()") {
            viewModel.newGame()
            return viewModel.cards
        }
    }

    // init() deals its first game on a path of its own, which can lose what newGame() keeps.
    func testANewViewModelDealsAsManyPairsAsItsThemeSays() throws {
        try checkPairsFitTheTheme("Made EmojiMemoryGame()") { EmojiMemoryGame().cards }
    }
}

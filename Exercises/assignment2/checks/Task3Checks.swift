// Required Task 3: themes (name, emoji, number of pairs, colour) and how a game uses them.
import XCTest
@testable import Submission

final class Task3Checks: XCTestCase {
    let tenEmoji = ["🍏", "🍋", "🍒", "🥝", "🍑", "🥥", "🍌", "🍉", "🍍", "🫐"]

    func testAThemeKeepsItsNameEmojiPairsAndColour() {
        let fixed = Theme(name: "Birds", emojis: ["🐦", "🦉", "🦆"], numberOfPairs: 3, color: "teal")
        expect(fixed.name == "Birds", "Made Theme(name: \"Birds\", …): expected its name \"Birds\", but it is \"\(fixed.name)\".")
        expect(fixed.emojis == ["🐦", "🦉", "🦆"], "Made a theme with the emoji 🐦 🦉 🦆: expected them back in that order, but got \(list(fixed.emojis)).")
        expect(fixed.numberOfPairs == 3, "Made a theme with numberOfPairs: 3: expected 3 back, but got \(fixed.numberOfPairs.map(String.init) ?? "nil").")
        expect(fixed.color == "teal", "Made a theme with color: \"teal\": expected \"teal\" back, but got \"\(fixed.color)\".")
        let random = Theme(name: "Birds", emojis: ["🐦", "🦉"], numberOfPairs: nil, color: "teal")
        expect(random.numberOfPairs == nil, "Made a theme with numberOfPairs: nil: expected nil back (a random number of pairs), but got \(random.numberOfPairs.map(String.init) ?? "nil").")
    }

    func testEveryBuiltInThemeHasANameEmojiAndAColourName() {
        for theme in EmojiMemoryGame.themes {
            expect(!theme.name.isEmpty, "Looked at EmojiMemoryGame.themes: expected every theme to have a name, but one with the emoji \(list(theme.emojis)) has an empty name.")
            expect(distinct(theme.emojis).count >= 2, "Looked at the theme \(describe(theme)): expected at least two different emoji, but it has \(list(theme.emojis)).")
            expect(!theme.color.isEmpty, "Looked at the theme \"\(theme.name)\": expected the name of a colour to draw it in (e.g. \"orange\"), but its color is empty.")
            if let pairs = theme.numberOfPairs {
                expect(pairs >= 1, "Looked at the theme \"\(theme.name)\": expected a number of pairs of at least 1 (or nil for random), but it is \(pairs).")
            }
        }
    }

    /// Whether `viewModel.theme` is the built-in theme of its name, whole. A name that is no
    /// built-in theme's is Required Task 7's failure, so it passes here.
    private func expectWholeBuiltInTheme(_ viewModel: EmojiMemoryGame, after what: String) -> Bool {
        let got = viewModel.theme
        let sameName = EmojiMemoryGame.themes.filter { $0.name == got.name }
        guard let builtIn = sameName.first else { return true }
        if sameName.contains(where: { $0.emojis == got.emojis && $0.numberOfPairs == got.numberOfPairs && $0.color == got.color }) { return true }
        var wrong: [String] = []
        if got.emojis != builtIn.emojis { wrong.append("the emoji \(list(got.emojis))") }
        if got.numberOfPairs != builtIn.numberOfPairs { wrong.append("numberOfPairs \(got.numberOfPairs.map(String.init) ?? "nil")") }
        if got.color != builtIn.color { wrong.append("the colour \"\(got.color)\"") }
        return expect(false, "\(what): expected viewModel.theme to be the built-in theme \(describe(builtIn)) whole, but it has \(wrong.joined(separator: ", ")).")
    }

    // init() and newGame() each pick a theme on a path of their own; either can lose a part of it.
    func testANewViewModelsThemeIsWhole() {
        for _ in 0..<20 {
            if !expectWholeBuiltInTheme(EmojiMemoryGame(), after: "Made EmojiMemoryGame()") { return }
        }
    }

    func testAfterNewGameTheThemeIsWhole() {
        let viewModel = EmojiMemoryGame()
        for round in 1...20 {
            viewModel.newGame()
            if !expectWholeBuiltInTheme(viewModel, after: "Called newGame() \(round == 1 ? "once" : "\(round) times")") { return }
        }
    }

    func testAFixedNumberOfPairsIsHonoured() {
        for pairs in [4, 7, 10] {
            let theme = Theme(name: "Fruit", emojis: tenEmoji, numberOfPairs: pairs, color: "green")
            let cards = EmojiMemoryGame(theme: theme).cards
            expect(cards.count == 2 * pairs, "Started a game with the theme \(describe(theme)): expected \(2 * pairs) cards, but there are \(cards.count).")
        }
    }

    func testMorePairsThanEmojiIsCutToTheEmoji() {
        let theme = Theme(name: "Fruit", emojis: Array(tenEmoji.prefix(5)), numberOfPairs: 9, color: "green")
        let cards = EmojiMemoryGame(theme: theme).cards
        expect(cards.count == 10, "Started a game with the theme \(describe(theme)): expected 5 pairs (no more pairs than emoji), so 10 cards, but there are \(cards.count).")
    }

    func testARandomNumberOfPairsVariesAndStaysWithinTheEmoji() {
        // False failure: for any rule that picks each game's number independently and gives
        // no single number more than half the time, 50 games all alike has probability at
        // most 2^-49 < 1e-14.
        let theme = Theme(name: "Fruit", emojis: tenEmoji + ["🍐", "🍈"], numberOfPairs: nil, color: "green")
        var counts: [Int] = []
        for _ in 0..<50 {
            let cards = EmojiMemoryGame(theme: theme).cards
            let pairs = cards.count / 2
            let ok = expect(cards.count % 2 == 0 && pairs >= 1 && pairs <= 12,
                            "Started a game with the theme \(describe(theme)): expected between 1 and 12 pairs (never more than its emoji), but the game has \(plural(cards.count, "card")).")
            if !ok { return }
            counts.append(pairs)
        }
        expect(Set(counts).count > 1, "Started 50 games with the theme \(describe(theme)): expected the number of pairs to vary, but every game had \(counts[0]).")
    }

    func testEveryEmojiOfAThemeCanAppear() {
        // False failure: when each game picks its 3 emoji at random, an emoji is left out of
        // a game with probability 5/8; missing one of 8 in all 200 games has probability
        // at most 8 × (5/8)^200 < 1e-39 (still < 1e-10 for any rule giving each emoji a
        // 1-in-8 chance per game).
        let emojis = Array(tenEmoji.prefix(8))
        let theme = Theme(name: "Fruit", emojis: emojis, numberOfPairs: 3, color: "green")
        var shown = Set<String>()
        for _ in 0..<200 {
            shown.formUnion(EmojiMemoryGame(theme: theme).cards.map(\.content))
            if shown.isSuperset(of: emojis) { return }
        }
        let never = emojis.filter { !shown.contains($0) }
        expect(never.isEmpty, "Started 200 games with the theme \(describe(theme)): expected each of its emoji to appear in some game, but \(list(never)) never did (are the 3 pairs' emoji picked at random from all 8?).")
    }

    func testNoEmojiIsOnMoreThanOnePair() {
        let custom = [
            Theme(name: "Fruit", emojis: tenEmoji, numberOfPairs: nil, color: "green"),
            Theme(name: "Fruit", emojis: tenEmoji, numberOfPairs: 10, color: "green"),
            Theme(name: "Fruit", emojis: tenEmoji, numberOfPairs: 6, color: "green"),
        ]
        for theme in custom + EmojiMemoryGame.themes {
            for _ in 0..<20 {
                let cards = EmojiMemoryGame(theme: theme).cards
                let counts = contentCounts(cards)
                let wrong = counts.filter { $0.value != 2 }.sorted { $0.key < $1.key }
                let ok = expect(wrong.isEmpty, "Started a game with the theme \(describe(theme)): expected each emoji on exactly one pair (two cards), but \(wrong.map { "\($0.key) is on \($0.value) cards" }.joined(separator: ", ")).")
                let strangers = counts.keys.filter { !theme.emojis.contains($0) }.sorted()
                let fromTheme = expect(strangers.isEmpty, "Started a game with the theme \(describe(theme)): expected only its emoji on the cards, but some show \(list(strangers)).")
                if !ok || !fromTheme { return }
            }
        }
    }

    // newGame() may deal on a path of its own; its games must keep the same rule.
    // A correct deal never fails this, whatever the random choices.
    func testNewGameDealsNoEmojiOnMoreThanOnePair() {
        let viewModel = EmojiMemoryGame()
        for round in 1...40 {
            viewModel.newGame()
            let wrong = contentCounts(viewModel.cards).filter { $0.value != 2 }.sorted { $0.key < $1.key }
            let ok = expect(wrong.isEmpty, "Called newGame() \(round == 1 ? "once" : "\(round) times"): expected each emoji on exactly one pair (two cards), but \(wrong.map { "\($0.key) is on \($0.value) cards" }.joined(separator: ", ")).")
            if !ok { return }
        }
    }
}

// Required Task 3: themes (name, emoji, number of pairs, colour) and how a game uses them.
// (That each game has as many pairs as its theme says is Required Task 6's, with New Game.)
// The themes are found by playing: new view models (`EmojiMemoryGame()`) and New Game, reading
// the theme as the View does. Where the view model can start a game with a theme of its own
// (Required Task 5), the same rules are checked on themes these checks write.
import XCTest

final class Task3Checks: XCTestCase {
    let tenEmoji = ["🍏", "🍋", "🍒", "🥝", "🍑", "🥥", "🍌", "🍉", "🍍", "🫐"]

    /// `count` games from new view models, then `count` from New Game (if there is one), with their themes.
    private func games(_ count: Int) throws -> (fromInit: [(ThemeShown, [GameCard])], fromNewGame: [(ThemeShown, [GameCard])]) {
        var fromInit: [(ThemeShown, [GameCard])] = []
        for _ in 0..<count {
            let game = try ViewModel.deal()
            fromInit.append((game.theme, game.cards))
        }
        var fromNewGame: [(ThemeShown, [GameCard])] = []
        let viewModel = try ViewModel()
        _ = try ifPresent(OptionalPart.newGame) {  // New Game is Required Task 6's; without one, new view models only
            for _ in 0..<count {
                let game = try ViewModel.deal(newGameOn: viewModel)
                fromNewGame.append((game.theme, game.cards))
            }
        }
        return (fromInit, fromNewGame)
    }

    // False failure: none (every theme a correct game deals has these, whichever comes up).
    func testEveryThemeHasANameEmojiAndAColour() throws {
        let (fromInit, fromNewGame) = try games(40)
        for (theme, cards) in fromInit + fromNewGame {
            let which = theme.emojis.isEmpty ? "a theme with no emoji at all" : "the theme with the emoji \(list(theme.emojis))"
            try require(!theme.name.isEmpty, "Read the theme of a game: expected it to have a name, but \(which) has an empty name.")
            try require(isVisible(theme.name), "Read the theme of a game: expected it to have a name a player can read, but \(which) is named \(shown(theme.name)), which shows nothing.")
            try require(distinct(theme.emojis).count >= 2, "Read the theme \(theme.summary): expected at least two different emoji, but it has \(list(theme.emojis)).")
            // What the cards show, not how the theme writes its list (`"👻 🎃"` split at its spaces).
            let notEmoji = distinctContents(cards).filter { !isEmojiLike($0) }
            try require(notEmoji.isEmpty, "Dealt a game of the theme \(shown(theme.name)): expected its cards to show emoji, but some show \(notEmoji.map(shown).joined(separator: ", ")), which \(notEmoji.count == 1 ? "is" : "are") blank or plain letters, digits or punctuation.")
            try require(!theme.color.isEmpty, "Read the theme \"\(theme.name)\": expected a colour to draw it in (e.g. orange), but its colour is empty.")
            try require(isVisible(theme.color), "Read the theme \(shown(theme.name)): expected a colour to draw it in (e.g. orange), but its colour is \(shown(theme.color)), which names none.")
            if let pairs = theme.pairs {
                try require(pairs >= 1, "Read the theme \"\(theme.name)\": expected a number of pairs of at least 1 (or nil for random), but it is \(pairs).")
            }
        }
    }

    // init() and New Game each pick a theme on a path of their own; either can lose a part of
    // it. False failure: none (a theme is the same data every time it is dealt; a number of
    // pairs drawn anew for each game may differ, but is never nil one time and a number the next).
    func testAThemeIsTheSameEveryTimeItIsDealt() throws {
        let (fromInit, fromNewGame) = try games(130)
        var first: [String: (ThemeShown, String)] = [:]
        for (index, (theme, _)) in (fromInit + fromNewGame).enumerated() {
            let how = index < fromInit.count ? "EmojiMemoryGame()" : "New Game"
            guard let entry = first[theme.name] else {
                first[theme.name] = (theme, how)
                continue
            }
            let (earlier, earlierHow) = entry
            var wrong: [String] = []
            // Their order aside: a theme may keep its emoji in a Set, or shuffle them for each game.
            if distinct(theme.emojis).sorted() != distinct(earlier.emojis).sorted() { wrong.append("the emoji \(list(theme.emojis)) instead of \(list(earlier.emojis))") }
            // A number of pairs drawn anew each time the theme is made is a random one (checked below).
            if theme.pairs != earlier.pairs, theme.pairs == nil || earlier.pairs == nil { wrong.append("\(theme.pairs.map { "\($0) pairs" } ?? "a random number of pairs") instead of \(earlier.pairs.map { "\($0) pairs" } ?? "a random number")") }
            if theme.color != earlier.color { wrong.append("the colour \(theme.color) instead of \(earlier.color)") }
            try require(wrong.isEmpty, "Dealt the theme \"\(theme.name)\" with \(earlierHow) and again with \(how): expected the same theme both times, but the second has \(wrong.joined(separator: ", ")).")
        }
    }

    func testARandomNumberOfPairsVaries() throws {
        // False failure: for any rule that picks each game's number independently and gives no
        // single number more than half the time, 50 games all alike has probability at most
        // 2^-49 < 1e-14. A theme of two emoji can only ever deal two pairs, so it is not counted.
        var counts: [String: [Int]] = [:]
        let playing = try ViewModel()
        let hasNewGame = try ifPresent(OptionalPart.newGame) { try playing.newGame() }
        for _ in 0..<2000 {
            // New Game's games where there is one (how init() deals is Required Task 6's), else new view models.
            let (_, theme, cards) = try ViewModel.deal(newGameOn: hasNewGame ? playing : nil, withColor: false)
            guard theme.pairs == nil, distinct(theme.emojis).count >= 3 else { continue }
            counts[theme.name, default: []].append(cards.count / 2)
            if let seen = counts[theme.name], seen.count >= 50 {
                expect(Set(seen).count > 1, "Dealt games until the theme \(theme.summary) came up 50 times: expected its random number of pairs to vary, but every game had \(plural(seen[0], "pair")).")
                return
            }
        }
    }

    func testEveryEmojiOfAThemeCanAppear() throws {
        // For each theme that deals fewer pairs than it has emoji (its fixed number, or a game's
        // random one), every one of its emoji must come up in some game. False failure: a game
        // of p pairs chosen at random from n emoji leaves an emoji out with probability (n-p)/n;
        // the check waits for enough games that missing one has probability below
        // n × Π (n-p)/n < 1e-10 for each theme.
        var shown: [String: Set<String>] = [:]
        var dealt: [String: Int] = [:]
        var missing: [String: Double] = [:]   // log of the probability that an emoji missed every game
        var judged: Set<String> = []
        for game in 0..<3000 {
            // Each theme is judged once; after 200 games, the themes not yet judged are those
            // that deal all their emoji (never judged) or have still to come up often enough.
            if game >= 200, !dealt.isEmpty, dealt.keys.allSatisfy(judged.contains) { return }
            let game = try ViewModel.deal(withColor: false)
            let theme = game.theme
            let emojis = distinct(theme.emojis)
            let cards = game.cards.map(\.content)
            let pairs = theme.pairs ?? distinct(cards).count
            shown[theme.name, default: []].formUnion(cards)   // a game of all its emoji shows them all
            guard pairs < emojis.count, pairs >= 1, !judged.contains(theme.name) else { continue }
            dealt[theme.name, default: 0] += 1
            missing[theme.name, default: 0] += log(Double(emojis.count - pairs) / Double(emojis.count))
            if missing[theme.name]! < log(1e-10 / Double(emojis.count)) {
                judged.insert(theme.name)
                let never = emojis.filter { !(shown[theme.name] ?? []).contains($0) }
                let how = theme.pairs.map { "the \($0) pairs' emoji" } ?? "each game's emoji"
                try require(never.isEmpty, "Made EmojiMemoryGame() until the theme \(theme.summary) came up \(dealt[theme.name]!) times: expected each of its emoji to appear in some game, but \(list(never)) never did (are \(how) picked at random from all \(emojis.count)?).")
            }
        }
    }

    // False failure: none (no correct deal puts an emoji on two pairs, whatever it picks).
    func testNoEmojiIsOnMoreThanOnePairAndAllAreTheThemes() throws {
        let (fromInit, fromNewGame) = try games(40)
        for (index, (theme, cards)) in (fromInit + fromNewGame).enumerated() {
            let how = index < fromInit.count ? "Made EmojiMemoryGame()" : "Called New Game"
            let wrong = contentCounts(cards).filter { $0.value != 2 }.sorted { $0.key < $1.key }
            try require(wrong.isEmpty, "\(how) with the theme \(theme.summary): expected each emoji on exactly one pair (two cards), but \(wrong.map { "\($0.key) is on \($0.value) cards" }.joined(separator: ", ")).")
            // After New Game, cards of another theme than the one shown are Required Task 7's.
            guard index < fromInit.count else { continue }
            let strangers = distinctContents(cards).filter { !theme.emojis.contains($0) }
            try require(strangers.isEmpty, "\(how) with the theme \(theme.summary): expected only its emoji on the cards, but some show \(list(strangers)).")
        }
    }

    func testAThemeOfItsOwnIsDealtAsItSays() throws {
        // Only where the view model can start a game with a theme of its own (Required Task 5).
        // A theme asking for more pairs than it has emoji is left out: the assignment says
        // nothing of one, and an app whose themes never ask for that may well crash on it.
        // A theme type that keeps no number at all fails the check below, which says so.
        _ = try ifPresent(OptionalPart.themedGame, OptionalPart.newTheme) {
            guard try !ViewModel().themeKeepsNoNumber else { return }
            for pairs in [4, 7, 10] {
                let spec = ThemeSpec(name: "Fruit", emojis: tenEmoji, numberOfPairs: pairs, color: "green")
                let cards = try ViewModel(theme: spec).cards
                expect(cards.count == 2 * pairs, "Started a game with a theme of 10 emoji and \(pairs) pairs: expected \(2 * pairs) cards, but there are \(cards.count).")
            }
        }
    }

    func testSomeThemesHaveARandomNumberOfPairsAndSomeAFixedOne() throws {
        // False failure: with each of T themes chosen with at least a 1-in-T chance, 1000 games
        // miss one with probability below T × (1 - 1/T)^1000 (< 1e-30 for 6 themes, < 1e-9 for 30),
        // and show a fixed theme fewer than 3 times with probability below 1e-60 for 6 themes.
        // A theme is random when it says nil, when games show it with different numbers (one
        // drawn each time the theme is made), or when its games are dealt with different numbers
        // of pairs (a flag of the theme's own says so, rt24c); fixed when three games or more show
        // one number and are dealt with one number of pairs.
        var random: String?
        var fixed: String?
        var seen: [String: (numbers: Set<Int>, dealt: Set<Int>, games: Int)] = [:]
        try require(!ViewModel().themeKeepsNoNumber, "Read the theme type: it keeps no number of pairs (no `Int` at all), so a theme cannot say how many pairs it shows, fixed for some themes and random for others.")
        // Every game is seen before a theme counts as fixed: one whose number is drawn when it is
        // made may show the same number a few times first.
        var saidNil: Set<String> = []
        for _ in 0..<1000 {
            let (_, theme, cards) = try ViewModel.deal(withColor: false)
            let name = theme.name
            guard let pairs = theme.pairs else { saidNil.insert(name); continue }
            var known = seen[name] ?? ([], [], 0)
            known.numbers.insert(pairs)
            known.dealt.insert(cards.count / 2)
            known.games += 1
            seen[name] = known
        }
        random = saidNil.sorted().first ?? seen.filter { $0.value.numbers.count > 1 || $0.value.dealt.count > 1 }.keys.sorted().first
        fixed = seen.filter { $0.value.numbers.count == 1 && $0.value.dealt.count == 1 && $0.value.games >= 3 && !saidNil.contains($0.key) }.keys.sorted().first
        expect(random != nil, "Made EmojiMemoryGame() 1000 times and read each theme's number of pairs: expected at least one theme with a random number (nil, a number drawn anew for each game, or games dealt with different numbers of pairs), but every theme fixes it and deals it.")
        expect(fixed != nil, "Made EmojiMemoryGame() 1000 times and read each theme's number of pairs: expected at least one theme with a fixed number, but every theme's is random (nil, a number drawn anew for each game, or games dealt with different numbers of pairs).")
    }
}

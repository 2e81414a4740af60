// Required Task 2: the cards are still shuffled. Where a game is shuffled (in MemoryGame or
// the view model) is up to you; every game the view model deals must be. A `shuffle()`
// intent is not asked for, but when there is one it must shuffle.
import XCTest

final class Task2Checks: XCTestCase {
    let sixEmoji = ["🍏", "🍋", "🍒", "🥝", "🍑", "🥥"]
    let eightEmoji = ["🐙", "🦀", "🐠", "🐳", "🦑", "🐚", "🦈", "🐢"]
    /// A theme of the checks' own, of 8 pairs: 16 cards wherever the view model takes it (Required Task 5).
    var sea: ThemeSpec { ThemeSpec(name: "Sea", emojis: eightEmoji, numberOfPairs: 8, color: "blue") }

    func testANewViewModelIsShuffled() throws {
        // Games are compared by their arrangement (which positions hold each pair), whatever
        // emoji they use; the false-failure bound is at sameLayoutEveryTime.
        let problem = try sameLayoutEveryTime("Made EmojiMemoryGame()") { try ViewModel().cards }
        expect(problem == nil, problem ?? "")
    }

    func testAGameWithAGivenThemeIsShuffled() throws {
        // Only where the view model can start a game with a theme of its own (Required Task 5).
        // A deal that is only turned round, or two cards swapped, gives at most 12 arrangements.
        // False failure: 12 cards in 6 pairs can be arranged 10395 ways; 20 uniformly shuffled
        // games in at most 12 arrangements (8 or more repeats) has probability < 1e-18.
        let spec = ThemeSpec(name: "Fruit", emojis: sixEmoji, numberOfPairs: 6, color: "green")
        _ = try ifPresent(OptionalPart.themedGame, OptionalPart.newTheme) {
            let layouts = try (0..<20).map { _ in arrangement(try ViewModel(theme: spec).cards) }
            let first = layouts[0]
            try require(first.count >= 4, "Started a game with a theme of 6 pairs: expected 12 cards to shuffle, but there are \(first.count).")
            let distinct = Set(layouts).count
            expect(distinct > 1,
                   "Started 20 games with a theme of 6 pairs: expected the cards laid out differently at least once, but every game placed the pairs the same way (\(first.map(String.init).joined(separator: " ")), each number one pair): are the cards shuffled?")
            expect(distinct == 1 || distinct > first.count,
                   "Started 20 games with a theme of 6 pairs: expected a new arrangement nearly every time, but they came in only \(distinct) arrangements: is the whole deck shuffled, or only turned round or two cards swapped?")
        }
    }

    func testSmallGamesAreShuffledToo() throws {
        // Only where the view model can start a game with a theme of its own (Required Task 5).
        // A shuffle kept for big games (`if numberOfPairsOfCards > 4 { cards.shuffle() }`)
        // deals every small game in the order its cards were made. Games stop as soon as two
        // are laid out differently, so a shuffled deal costs a few games of each size.
        // False failure: n uniformly shuffled cards in pairs lie in A = n!/(2^(n/2)(n/2)!)
        // arrangements, each as likely as the others; g games all alike has probability
        // A^-(g-1): 30 games of 2 pairs (A = 3) < 1.5e-14, 15 of 3 pairs (A = 15) < 3.5e-17,
        // 10 of 4 pairs (A = 105) < 6.4e-19; all three sizes together < 1e-13.
        _ = try ifPresent(OptionalPart.themedGame, OptionalPart.newTheme) {
            for (pairs, games) in [(2, 30), (3, 15), (4, 10)] {
                let spec = ThemeSpec(name: "Orchard", emojis: Array(sixEmoji.prefix(pairs)), numberOfPairs: pairs, color: "green")
                let first = arrangement(try ViewModel(theme: spec).cards)
                guard first.count == 2 * pairs else { continue }   // a theme's number of pairs is Task 5's to check
                var differs = false
                for _ in 1..<games where !differs {
                    differs = arrangement(try ViewModel(theme: spec).cards) != first
                }
                expect(differs, "Started \(games) games with a theme of \(plural(pairs, "pair")) (\(2 * pairs) cards): expected the cards laid out differently at least once, but every game placed the pairs the same way (\(first.map(String.init).joined(separator: " ")), each number one pair): are small games shuffled too?")
            }
        }
    }

    func testAPairCanLieInAnyTwoPlaces() throws {
        // Only where the view model can start a game with a theme of its own (Required Task 5).
        // A deck shuffled in parts (one card of each pair in each half, rt21) keeps some places
        // from ever holding a pair, and tells a player where a card's partner is not.
        // False failure: 16 uniformly shuffled cards put a pair in two given places with
        // probability 1/15; none of 500 games doing so has probability (14/15)^500 < 1.1e-15,
        // and for any of the 120 pairs of places < 1.3e-13.
        // And every place shows more than one emoji: a deal that never moves its first card
        // (`cards[1...].shuffle()`, rt24a), from emoji in the theme's order, shows the theme's first
        // emoji there in every game, and no arrangement of pairs can see it. False failure: a
        // place shows one given emoji of 8 with probability 1/8; the same in all 500 games, < 1e-450.
        _ = try ifPresent(OptionalPart.themedGame, OptionalPart.newTheme) {
            var together = Set<[Int]>()
            var shown = [Set<String>](repeating: [], count: 16)
            for _ in 0..<500 {
                let cards = try ViewModel(theme: sea).cards
                guard cards.count == 16 else { return }   // a theme's number of pairs is Task 5's to check
                let places = Dictionary(grouping: cards.indices) { cards[$0].content }.values
                together.formUnion(places.filter { $0.count == 2 }.map { $0.sorted() })
                for (place, card) in cards.enumerated() { shown[place].insert(card.content) }
                if together.count == 120 && shown.allSatisfy({ $0.count > 1 }) { return }
            }
            let never = (0..<16).flatMap { first in (first + 1..<16).map { [first, $0] } }.filter { !together.contains($0) }
            expect(never.isEmpty, "Started 500 games with a theme of 8 pairs (16 cards): expected a pair to lie in any two places in some game, but no pair ever lay in \(never.count) of the 120 pairs of places (\(never.prefix(3).map { "places \($0[0] + 1) and \($0[1] + 1)" }.joined(separator: ", "))\(never.count > 3 ? ", …" : "")): is the deck shuffled whole, or in parts?")
            let fixed = shown.indices.filter { shown[$0].count == 1 }
            expect(fixed.isEmpty, "Started 500 games with a theme of 8 pairs (16 cards): expected every place to show different emoji from game to game, but \(fixed.prefix(3).map { "place \($0 + 1) showed \(shown[$0].first ?? "") in every game" }.joined(separator: ", "))\(fixed.count > 3 ? ", …" : ""): is every card shuffled, the first one too?")
        }
    }

    func testAnotherLaunchDealsOtherGames() throws {
        // A generator seeded alike at every launch (rt21) shuffles within a run, and deals the
        // same games in the same order each time the app starts. The games of one launch are
        // compared with the next's, in order: with a theme of the checks' own where the view
        // model takes one (Required Task 5), else the first 30 games of at least 4 cards.
        // False failure: a uniformly shuffled game of n ≥ 4 cards repeats a given arrangement
        // with probability at most 1/3: 30 alike in turn < 5e-15 (3^-30); 16 cards in 2027025
        // arrangements, 10 alike in turn < 1e-62.
        func launch() throws -> (what: String, layouts: [[Int]]) {
            if let themed = try ifPresent(OptionalPart.themedGame, OptionalPart.newTheme, body: {
                try (0..<10).map { _ in arrangement(try ViewModel(theme: sea).cards) }
            }) { return ("started 10 games with a theme of 8 pairs", themed) }
            var layouts: [[Int]] = []
            for _ in 0..<3_000 where layouts.count < 30 {
                let layout = arrangement(try ViewModel().cards)   // the cards alone: lesson 4's code has no theme yet
                if layout.count >= 4 { layouts.append(layout) }
            }
            return ("made EmojiMemoryGame() until 30 games had 4 cards or more", layouts)
        }
        try StudentProgram.relaunch()   // each from its start: earlier checks have dealt games in this one
        let first = try launch()
        try StudentProgram.relaunch()
        let second = try launch()
        guard first.layouts.count >= 10, first.layouts.count == second.layouts.count else { return }   // too few games to compare: Task 6's
        expect(first.layouts != second.layouts, "Launched the app, \(first.what), then quit, launched it again and did the same: expected other games, but the second launch dealt every game exactly as the first did (are the cards shuffled by a generator that starts from the same seed at every launch?).")
    }

    // A shuffle changes the cards' order and nothing else: the same moves score the same with
    // it as without it, whatever the scoring rule (Task 8's to judge), whether it comes between
    // turns or in the middle of one. Seen kept by the cards' places (rt20) goes wrong after the
    // shuffle between turns in about four games of five; all 40 alike has probability about
    // 0.2^40 < 1e-27. Then a card is chosen, the cards shuffled, and its partner chosen: the
    // pair must be matched, as without the shuffle. An index of the face-up card kept in a
    // stored property that shuffle() leaves as it was (rt25a) compares the partner with
    // whatever card now lies at that index, and matches the pair only where the face-up card
    // is back at its old place: with a uniform shuffle of 10 cards, 1/10 per game, all 40
    // games < 1e-40. False failure: none (a correct game scores the same moves alike and
    // matches a pair, wherever its cards lie).
    func testAShuffleChangesNoScore() throws {
        let emojis = ["🐦", "🧸", "📎", "🏀", "🐼"]
        let before: [(String, Int)] = [("🐦", 0), ("🧸", 0), ("🧸", 1), ("🧸", 0)]
        let after: [(String, Int)] = [("📎", 0), ("🏀", 0), ("🐦", 0), ("🐼", 0)]
        for game in 1...40 {
            var plain = try Table(emojis), shuffled = try Table(emojis)
            for (emoji, copy) in before {
                try plain.choose(emoji, copy)
                try shuffled.choose(emoji, copy)
            }
            guard try ifPresent(OptionalPart.modelShuffle, body: { try shuffled.shuffle() }) else { return }  // MemoryGame need not have shuffle()
            for (step, (emoji, copy)) in after.enumerated() {
                try plain.choose(emoji, copy)
                try shuffled.choose(emoji, copy)
                let (expected, score) = (try plain.score, try shuffled.score)
                try require(score == expected, "Game \(game) of 40: chose 🐦 then 🧸, then the other 🧸 and the first (a match), called shuffle(), then chose \(after.prefix(step + 1).map { $0.0 }.joined(separator: ", ")): expected the score the same moves make without the shuffle, \(expected), but it is \(score): does the game keep something by the cards' places (which cards were seen, say) that the shuffle leaves behind?")
            }
            // In the middle of a turn: the other 📎 (never seen) alone face up, a shuffle, then
            // the first 📎 (seen in the turn of 📎 and 🏀): a match.
            try plain.choose("📎", 1)
            try shuffled.choose("📎", 1)
            try shuffled.shuffle()
            try plain.choose("📎", 0)
            try shuffled.choose("📎", 0)
            let (expected, score) = (try plain.score, try shuffled.score)
            let unmatched = try [0, 1].filter { try shuffled.card("📎", $0)?.isMatched != true }.count
            let done = "Game \(game) of 40: chose 🐦 then 🧸, the other 🧸 and the first (a match), called shuffle(), chose 📎 then 🏀, 🐦 then 🐼, then chose the other 📎 (the first card of a turn), called shuffle() again, and chose the first 📎"
            try require(unmatched == 0, "\(done): expected the two 📎 matched, as they are without the shuffle, but \(unmatched == 2 ? "neither is" : "only one is"): does the game keep the face-up card's index (`indexOfTheOneAndOnlyFaceUpCard` in a stored property) and leave it pointing where the card was before the shuffle?")
            try require(score == expected, "\(done): expected the score the same moves make without the shuffles, \(expected), but it is \(score): does a shuffle in the middle of a turn lose track of the face-up card?")
        }
    }

    func testShuffleReordersTheCardsOfTheModel() throws {
        // False failure: shuffle() leaving 16 cards in their order has probability 1/16! < 1e-13.
        var table = try Table(eightEmoji)
        try table.choose("🐙", 0)
        let before = try table.cards
        guard try ifPresent(OptionalPart.modelShuffle, body: { try table.shuffle() }) else { return }  // MemoryGame need not have shuffle()
        let after = try table.cards
        expect(after.map(\.id) != before.map(\.id), "Called shuffle() on a MemoryGame of 8 pairs: expected the cards in a new order, but the order did not change.")
        expect(states(after) == states(before), "Chose a 🐙, then called shuffle() on the MemoryGame: expected the same cards (same ids, emoji, face up or down) in a new order, but \(changes(from: states(before), to: states(after))).")
    }

    func testShuffleReordersTheCardsOfTheViewModel() throws {
        // Cards are face up and the score has moved first, so a shuffle that deals a new game
        // instead is seen whatever the emoji. False failure: a game of at least 6 cards left in
        // its order by 30 shuffles in a row has probability at most (1/720)^30 < 1e-85.
        let viewModel = try viewModelWithAtLeast(3, "Made EmojiMemoryGame()")
        let cards = try viewModel.cards
        let contents = Array(distinctContents(cards).prefix(3))
        let ids = contents.compactMap { content in cards.first { $0.content == content }?.id }
        // Read again, the cards may be fewer than the first read showed: a failure, not an index out of range here.
        try require(ids.count == 3, "Made EmojiMemoryGame() and read its cards twice: expected the same game both times, but the first read had at least 3 different emoji and the second \(contents.count) (\(cards.count) cards).")
        for id in [ids[0], ids[1], ids[2], ids[0]] {
            if let card = try currentCard(viewModel, id: id) { try viewModel.choose(card) }
        }
        let (a, b, c) = (contents[0], contents[1], contents[2])
        let done = "Chose \(a) then \(b), then \(c) then the same \(a), then called shuffle() on the view model"
        let before = try viewModel.cards
        let scoreBefore: Int? = try ifPresent(OptionalPart.score) { try viewModel.score }  // the score is Required Task 9's
        var after = before
        for _ in 0..<30 {
            guard try ifPresent(OptionalPart.shuffle, body: { try viewModel.shuffle() }) else { return }  // the intent is not required
            after = try viewModel.cards
            if after.map(\.id) != before.map(\.id) { break }
        }
        expect(after.map(\.id) != before.map(\.id), "\(done) 30 times (a game of \(before.count) cards): expected the cards in a new order, but the order never changed.")
        expect(states(after) == states(before), "\(done): expected the same cards (same ids, emoji, face up or down) in a new order, but \(changes(from: states(before), to: states(after))).")
        if let scoreBefore, let scoreAfter: Int = try ifPresent(OptionalPart.score, body: { try viewModel.score }) {
            expect(scoreAfter == scoreBefore, "\(done): expected the score to stay \(scoreBefore), but it is \(scoreAfter).")
        }
    }
}

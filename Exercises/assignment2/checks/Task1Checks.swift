// Required Task 1: the game from lectures 1–4 (MemoryGame on its own).
import XCTest

final class Task1Checks: XCTestCase {
    let emojis = ["🐦", "🧸", "📎", "🏀", "🐼", "🍀", "🎈", "🧩"]

    func testANewGameHasTwoFaceDownCardsForEveryPair() throws {
        // Not 1 pair: the 2023 lectures' MemoryGame deals at least 2 (`0..<max(2, numberOfPairsOfCards)`).
        for pairs in [2, 3, 8] {
            let contents = Array(emojis.prefix(pairs))
            let game = try ModelGame(numberOfPairsOfCards: pairs, emojis: contents)
            let cards = try game.cards
            let made = "Made a MemoryGame of \(plural(pairs, "pair")) (\(list(contents)))"
            expect(cards.count == 2 * pairs, "\(made): expected \(2 * pairs) cards, but it has \(cards.count).")
            let counts = contentCounts(cards)
            for emoji in contents {
                let count = counts[emoji] ?? 0
                expect(count == 2, "\(made): expected exactly two cards showing \(emoji), but \(count == 1 ? "1 does" : "\(count) do").")
            }
            let strangers = distinctContents(cards).filter { !contents.contains($0) }
            expect(strangers.isEmpty, "\(made): expected only those emoji on the cards, but some show \(list(strangers)) (createCardContent is called with the pair indices 0 to \(pairs - 1)).")
            let ids = cards.map(\.id)
            expect(Set(ids).count == ids.count, "\(made): expected every card to have an id of its own, but the ids are \(ids).")
            let faceUp = cards.filter(\.isFaceUp).count
            expect(faceUp == 0, "\(made): expected every card face down, but \(faceUp) \(faceUp == 1 ? "is" : "are") face up.")
            let matched = cards.filter(\.isMatched).count
            expect(matched == 0, "\(made): expected no card matched yet, but \(matched) \(matched == 1 ? "is" : "are").")
        }
    }

    // The lectures' Model gives each card an id of its own (lesson 3: `pairIndex * 2` and
    // `pairIndex * 2 + 1`), whatever the size of the game: ids that wrap round (`% 20`) or
    // are drawn from a small range clash only in big games, and `choose` then finds the wrong card.
    func testEveryCardHasAnIdOfItsOwnInABigGame() throws {
        for pairs in [12, 30] {
            let game = try ModelGame(numberOfPairsOfCards: pairs)   // pair i shows the number i
            let cards = try game.cards
            // Each shared id by the pairs of its cards, in number order; ids shared by the
            // same pairs (the first cards of pairs 0 and 10, and their second cards) said once.
            let clashes = Dictionary(grouping: cards, by: \.id).values.filter { $0.count > 1 }
                .map { $0.map { Int($0.content) ?? -1 }.sorted() }.sorted { $0.lexicographicallyPrecedes($1) }
            let who = distinct(clashes.map { pairsOf in
                Set(pairsOf).count == 1 ? "both cards of pair \(pairsOf[0])" : "cards of pairs \(distinct(pairsOf.map(String.init)).joined(separator: " and "))"
            })
            expect(clashes.isEmpty, "Made a MemoryGame of \(pairs) pairs (pair i shows the number i, 0 to \(pairs - 1)): expected every one of its \(cards.count) cards to have an id of its own, but \(plural(clashes.count, "id")) \(clashes.count == 1 ? "is" : "are") shared, by \(who.prefix(3).joined(separator: "; "))\(who.count > 3 ? "; …" : "").")
        }
    }

    func testChoosingACardTurnsItFaceUp() throws {
        var table = try Table(["🐦", "🧸", "📎"])
        try table.choose("🐦", 0)
        let card = try unwrap(try table.card("🐦", 0), "Chose a 🐦 in a new game: the card is no longer in the game.")
        expect(card.isFaceUp, "Chose a 🐦 in a new game: expected it face up, but it is face down.")
        let others = try table.cards.filter { $0.id != card.id && $0.isFaceUp }
        expect(others.isEmpty, "Chose a 🐦 in a new game: expected only that card face up, but \(list(others.map(\.content))) \(others.count == 1 ? "is" : "are") face up too.")
        expect(!card.isMatched, "Chose a 🐦 in a new game: expected it unmatched (it is the only card up), but it is matched.")
    }

    func testChoosingAFaceUpCardAgainChangesNothing() throws {
        var table = try Table(["🐦", "🧸", "📎"])
        try table.choose("🐦", 0)
        var before = states(try table.cards)
        try table.choose("🐦", 0)
        var after = states(try table.cards)
        expect(before == after, "Chose the same 🐦 twice in a row: expected the second choice to change nothing, but \(changes(from: before, to: after)).")

        try table.choose("🧸", 0)   // a mismatch: 🐦 and 🧸 are up
        before = states(try table.cards)
        try table.choose("🧸", 0)
        after = states(try table.cards)
        expect(before == after, "Chose 🐦, then 🧸, then the same 🧸 again: expected the last choice to change nothing, but \(changes(from: before, to: after)).")
    }

    func testTwoCardsWithTheSameContentMatchAndStayMatched() throws {
        var table = try Table(["🐦", "🧸", "📎", "🏀"])
        try table.choose("🐦", 0)
        try table.choose("🐦", 1)
        for copy in 0...1 {
            let bird = try unwrap(try table.card("🐦", copy), "Chose both 🐦: one of them is no longer in the game.")
            expect(bird.isMatched, "Chose both 🐦 cards: expected both matched, but \(table.name("🐦", copy)) is not.")
            expect(bird.isFaceUp, "Chose both 🐦 cards: expected both face up right after the match, but \(table.name("🐦", copy)) is face down.")
        }
        let otherMatched = try table.cards.filter { $0.content != "🐦" && $0.isMatched }
        expect(otherMatched.isEmpty, "Chose both 🐦 cards: expected only the 🐦 cards matched, but \(list(otherMatched.map(\.content))) \(otherMatched.count == 1 ? "is" : "are") too.")

        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        for copy in 0...1 {
            let bird = try unwrap(try table.card("🐦", copy), "Played on after matching the 🐦 cards: one of them is no longer in the game.")
            expect(bird.isMatched, "Matched both 🐦 cards, then chose 🧸, 📎 and 🏀: expected the 🐦 cards to stay matched, but \(table.name("🐦", copy)) is no longer matched.")
        }
        for emoji in ["🧸", "📎"] {
            let card = try unwrap(try table.card(emoji, 0), "Played on after matching the 🐦 cards: the \(emoji) is no longer in the game.")
            expect(!card.isMatched, "Chose 🧸 then 📎 (different emoji): expected neither matched, but the \(emoji) is.")
        }
    }

    func testAMatchedCardCannotBeChosenAgain() throws {
        var table = try Table(["🐦", "🧸", "📎"])
        try table.choose("🐦", 0)
        try table.choose("🐦", 1)
        try table.choose("🧸", 0)   // starts the next turn
        for copy in 0...1 {
            let before = states(try table.cards)
            try table.choose("🐦", copy)
            let after = states(try table.cards)
            expect(before == after, "Matched both 🐦 cards, chose a 🧸, then chose \(table.name("🐦", copy)) again: expected a matched card to be ignored, but \(changes(from: before, to: after)).")
        }
    }

    func testChoosingAThirdCardTurnsAMismatchFaceDown() throws {
        var table = try Table(["🐦", "🧸", "📎"])
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        for emoji in ["🐦", "🧸"] {
            let card = try unwrap(try table.card(emoji, 0), "Chose 🐦 then 🧸: the \(emoji) is no longer in the game.")
            expect(card.isFaceUp, "Chose 🐦 then 🧸: expected both to stay face up until the next choice, but the \(emoji) is face down.")
            expect(!card.isMatched, "Chose 🐦 then 🧸: expected no match, but the \(emoji) is matched.")
        }
        try table.choose("📎", 0)
        for emoji in ["🐦", "🧸"] {
            let card = try unwrap(try table.card(emoji, 0), "Chose 🐦, 🧸, then 📎: the \(emoji) is no longer in the game.")
            expect(!card.isFaceUp, "Chose 🐦, 🧸 (a mismatch), then 📎: expected the 🐦 and 🧸 turned face down, but the \(emoji) is still face up.")
        }
        let clip = try unwrap(try table.card("📎", 0), "Chose 🐦, 🧸, then 📎: the 📎 is no longer in the game.")
        expect(clip.isFaceUp, "Chose 🐦, 🧸 (a mismatch), then 📎: expected the 📎 face up, but it is face down.")
    }

    func testNeverMoreThanOneUnmatchedCardIsUpAlone() throws {
        var table = try Table(["🐦", "🧸", "📎", "🏀"])
        // Matches and mismatches mixed: after each choice, either the chosen card is the
        // only unmatched card up (the first card of a turn), or it was the second card and
        // made a match or a mismatch of two.
        let taps: [(String, Int)] = [("🐦", 0), ("🧸", 0), ("📎", 0), ("📎", 1), ("🐦", 1), ("🏀", 0),
                                     ("🧸", 1), ("🧸", 0), ("🏀", 1), ("🐦", 0), ("🏀", 0), ("🐦", 1)]
        var done: [String] = []
        for (emoji, copy) in taps {
            let upBefore = try table.cards.filter { $0.isFaceUp && !$0.isMatched }
            try table.choose(emoji, copy)
            done.append(emoji)
            let upAfter = try table.cards.filter { $0.isFaceUp && !$0.isMatched }
            let chosen = try unwrap(try table.card(emoji, copy), "Chose \(list(done)): the last card is no longer in the game.")
            let what = "Chose \(list(done)) in that order"
            if upBefore.count == 1 {
                if chosen.isMatched {
                    expect(upAfter.isEmpty, "\(what): the last choice made a match, so expected no unmatched card face up, but \(list(upAfter.map(\.content))) \(upAfter.count == 1 ? "is" : "are").")
                } else {
                    expect(upAfter.count == 2, "\(what): the last choice was the second card of a turn, so expected two unmatched cards face up, but \(upAfter.count == 1 ? "1 is" : "\(upAfter.count) are").")
                }
            } else {
                expect(upAfter.map(\.id) == [chosen.id], "\(what): the last choice started a new turn, so expected the \(emoji) to be the only unmatched card face up, but the unmatched cards face up are \(list(upAfter.map(\.content))).")
            }
        }
    }
}

// Required Task 8: scoring. +2 for every match; −1 for every card in a mismatch that had
// already been seen. A card is seen once it has been face up and turned back down; seen
// belongs to the card, not to its emoji. The score may go below zero.
// The rule is symmetric, so each rule is checked with the card in question chosen first in
// its turn and chosen second. The checks run from the simplest rule to Hint 8's whole walk.
// These checks play a MemoryGame directly; "the first 🐦" is the 🐦 card dealt first.
import XCTest

final class Task8Checks: XCTestCase {
    let emojis = ["🐦", "🧸", "📎", "🏀", "🐼"]

    // The other checks wait for a score they can read; a Model with no whole number at all
    // has none to read, whatever it would be called.
    func testTheGameKeepsAScore() throws {
        expect(!ModelGame.keepsNoNumber, "Read MemoryGame: it keeps no score (no `Int` at all, an optional index aside), so a match cannot earn points nor a mismatch cost them.")
    }

    private func expectScore(_ table: Table, _ expected: Int, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let score = try table.score
        expect(score == expected, "\(what): expected the score to be \(expected), but it is \(score).", file: file, line: line)
    }

    func testANewGameScoresZero() throws {
        let table = try Table(emojis)
        try expectScore(table, 0, "Made a new game")
    }

    func testEveryMatchScoresTwo() throws {
        var table = try Table(emojis)
        var done: [String] = []
        for (index, emoji) in emojis.enumerated() {
            try table.choose(emoji, 0)
            try table.choose(emoji, 1)
            done.append(emoji)
            try expectScore(table, 2 * (index + 1), "Matched " + done.map { "the \($0) pair" }.joined(separator: ", then ") + ", with no mismatch")
        }
    }

    // No ceiling: a score that stops growing (at 16, say) passes every game of 5 pairs. Ten
    // pairs, not more: ids that clash only past 10 pairs are Task 1's to fail.
    func testEveryMatchOfABigGameScoresTwo() throws {
        let ten = emojis + ["🍀", "🎈", "🧩", "🦊", "🍉"]
        var table = try Table(ten)
        for (index, emoji) in ten.enumerated() {
            try table.choose(emoji, 0)
            try table.choose(emoji, 1)
            let score = try table.score
            try require(score == 2 * (index + 1), "Made a game of 10 pairs and matched its pairs one after another with no mismatch, \(index + 1) so far (the last \(emoji)): expected the score to be \(2 * (index + 1)), but it is \(score).")
        }
    }

    func testAMismatchOfTwoNewCardsCostsNothing() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try expectScore(table, 0, "Chose 🐦 then 🧸 (neither seen before)")
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        try expectScore(table, 0, "Chose 🐦 then 🧸, then 📎 then 🏀 (none seen before)")
    }

    func testASeenCardChosenFirstCostsOnePoint() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        try table.choose("🐦", 0)
        try table.choose("🐼", 0)
        try expectScore(table, -1, "Chose 🐦 then 🧸, 📎 then 🏀, then the same 🐦 (seen: the first card of turn 1) then 🐼 (never seen)")
    }

    func testASeenCardChosenSecondCostsOnePoint() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🐦", 0)
        try expectScore(table, -1, "Chose 🐦 then 🧸, then 📎 (never seen) then the same 🐦 (seen: the first card of turn 1)")
    }

    // A card shown second in its turn is seen too, once turned down, wherever it comes next.
    func testACardSeenSecondInItsTurnCostsOnePointWhenChosenFirst() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        try table.choose("🧸", 0)
        try table.choose("🐼", 0)
        try expectScore(table, -1, "Chose 🐦 then 🧸, 📎 then 🏀, then the same 🧸 (seen: the second card of turn 1) then 🐼 (never seen)")
    }

    func testACardSeenSecondInItsTurnCostsOnePointWhenChosenSecond() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🧸", 0)
        try expectScore(table, -1, "Chose 🐦 then 🧸, then 📎 (never seen) then the same 🧸 (seen: the second card of turn 1)")
    }

    func testAMismatchOfTwoSeenCardsCostsTwoPoints() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        try table.choose("🐦", 0)
        try table.choose("📎", 0)
        try expectScore(table, -2, "Chose 🐦 then 🧸, 📎 then 🏀, then the same 🐦 and 📎 again (both seen)")
    }

    func testANeverSeenCardWhoseTwinWasSeenCostsNothingWhenChosenFirst() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("🐦", 1)
        try table.choose("📎", 0)
        try expectScore(table, 0, "Chose the first 🐦 then 🧸, then the second 🐦 (never face up before; seen is per card, not per emoji) then 📎")
    }

    func testANeverSeenCardWhoseTwinWasSeenCostsNothingWhenChosenSecond() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🐦", 1)
        try expectScore(table, 0, "Chose the first 🐦 then 🧸, then 📎 then the second 🐦 (never face up before; seen is per card, not per emoji)")
    }

    func testAMatchWhoseFirstCardWasSeenScoresTwo() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        try table.choose("🐦", 0)
        try table.choose("🐦", 1)
        try expectScore(table, 2, "Chose the first 🐦 then 🧸, 📎 then 🏀, then the same 🐦 (seen) then the second 🐦 (never seen): a match")
    }

    func testAMatchWhoseSecondCardWasSeenScoresTwo() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("🐦", 1)
        try table.choose("🐦", 0)
        try expectScore(table, 2, "Chose the first 🐦 then 🧸, then the second 🐦 (never seen) then the first 🐦 (seen): a match")
    }

    func testAMatchOfSeenCardsScoresTwoWithNoPenalty() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("🐦", 1)
        try table.choose("📎", 0)
        try table.choose("🐦", 0)
        try table.choose("🐦", 1)
        try expectScore(table, 2, "Chose the first 🐦 then 🧸, the second 🐦 then 📎, then both 🐦 (both seen: a match)")
    }

    func testTheScoreCanGoBelowZero() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try expectScore(table, -2, "Chose 🐦 then 🧸, 📎 then 🏀, then the same 🐦 and 🧸 again (both seen)")
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        try expectScore(table, -4, "Chose 🐦 then 🧸, 📎 then 🏀, then the same four cards again in the same pairs (all seen)")
    }

    // No floor: a score held at −6 (say) passes a game that loses only 4 points.
    func testTheScoreKeepsFallingWithEverySeenMismatch() throws {
        var table = try Table(emojis)
        try table.choose("🐦", 0)
        try table.choose("🧸", 0)
        try table.choose("📎", 0)
        try table.choose("🏀", 0)
        for turn in 1...8 {
            let (first, second) = turn % 2 == 1 ? ("🐦", "🧸") : ("📎", "🏀")
            try table.choose(first, 0)
            try table.choose(second, 0)
            let score = try table.score
            try require(score == -2 * turn, "Chose 🐦 then 🧸, 📎 then 🏀, then the same two pairs again in turn, \(turn == 1 ? "1 mismatch" : "\(turn) mismatches") of two seen cards (the last \(first) and \(second)): expected the score to be \(-2 * turn), but it is \(score).")
        }
    }

    // Each game keeps a score of its own: a score kept outside the game (a global or `static`
    // variable, reset when a game is made, rt25a) is lost by the first game when a second is
    // made, or shared by both. Two games are alive at once wherever an app makes a new game
    // before it lets go of the old one. False failure: none (a game's score changes only by
    // its own choices).
    func testEachGameKeepsItsOwnScore() throws {
        var first = try Table(emojis)
        try first.choose("🐦", 0)
        try first.choose("🐦", 1)
        var second = try Table(emojis)
        try expectScore(first, 2, "Made a game and matched its 🐦 pair, then made a second game: in the first game")
        try expectScore(second, 0, "Made a game and matched its 🐦 pair, then made a second game: in the second game")
        try second.choose("🧸", 0)
        try second.choose("🧸", 1)
        try second.choose("📎", 0)
        try second.choose("📎", 1)
        try expectScore(first, 2, "Made a game and matched its 🐦 pair, then made a second game and matched its 🧸 and 📎 pairs: in the first game")
        try expectScore(second, 4, "Made a game and matched its 🐦 pair, then made a second game and matched its 🧸 and 📎 pairs: in the second game")
    }

    func testHintEightsWalkThroughScores0_0_2_1_Minus1_1() throws {
        // Hint 8, corrected: turn 4 is the seen 🐦 and a never-seen 🐼 (the original's
        // "🐦 + 🐦" would be a match). After turn 5 the first 🐦 is still face up, so turn 6
        // chooses the other 🐦 first.
        var table = try Table(emojis)
        let turns: [(first: (String, Int), second: (String, Int), score: Int, words: String)] = [
            (("🐦", 0), ("🧸", 0), 0, "turn 1: the first 🐦, then the first 🧸 (neither seen before)"),
            (("📎", 0), ("🏀", 0), 0, "turn 2: a 📎, then a 🏀 (neither seen before)"),
            (("🧸", 0), ("🧸", 1), 2, "turn 3: the 🧸 from turn 1, then the other 🧸 (a match)"),
            (("🐦", 0), ("🐼", 0), 1, "turn 4: the first 🐦 (seen in turn 1), then a 🐼 (never face up before)"),
            (("🏀", 0), ("🐦", 0), -1, "turn 5: the 🏀 (seen in turn 2), then the first 🐦 (seen again)"),
            (("🐦", 1), ("🐦", 0), 1, "turn 6: the second 🐦, then the first 🐦 (a match)"),
        ]
        for turn in turns {
            try table.choose(turn.first.0, turn.first.1)
            try table.choose(turn.second.0, turn.second.1)
            let score = try table.score
            try require(score == turn.score, "Played the scoring example of Hint 8 (scores 0, 0, 2, 1, -1, 1), \(turn.words): expected the score to be \(turn.score), but it is \(score).")
        }
    }
}

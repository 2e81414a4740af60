import XCTest
import TestSupport
import MemorizeCourseCore

/// A whole game of `play` on a real terminal (tmux): the test reads each card's emoji off the
/// screen as it turns it up, then matches every pair. The arrow keys must never leave the
/// cursor (the heavy ┏ border) out of sight on a matched card, and the finished game must
/// say so with its score and how to play again.
final class PlayEndTmuxTests: TmuxTestCase {
    static let sports = ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏉", "🎱"]
    /// The first 16 card labels (the play View leaves out n, q and s).
    static let labels = "abcdefghijklmopr".map(String.init)

    override func setUpWithError() throws { try requireTmux() }

    override func tearDown() {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-screen.txt"))
        super.tearDown()
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "play"]) }

    /// The emoji card `label` shows on `screen`, if it is face up: the text inside its border,
    /// found by display columns (an emoji takes two).
    static func emoji(of label: String, on screen: String) -> String? {
        let lines = screen.components(separatedBy: "\n").map { line -> [(Character, Int)] in
            var column = 0
            return line.map { character in defer { column += DisplayWidth.of(character) }; return (character, column) }
        }
        for (row, cells) in lines.enumerated() {
            guard let start = cells.indices.first(where: { index in
                "╭┏".contains(cells[index].0) && index + 1 < cells.count && String(cells[index + 1].0) == label
            }) else { continue }
            let left = cells[start].1
            let right = cells[start...].first { "╮┓".contains($0.0) }?.1 ?? left
            for below in lines.dropFirst(row + 1).prefix(12) {
                let inside = String(below.filter { $0.1 >= left && $0.1 <= right }.map(\.0))
                if inside.contains(where: { "╰┗".contains($0) }) { break }   // its bottom border
                if let found = sports.first(where: { inside.contains($0) }) { return found }
            }
        }
        return nil
    }

    /// Waits until `condition` holds for the screen, and returns that screen.
    func waitFor(_ what: String, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var shown = try screen()
        while !condition(shown) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            shown = try screen()
        }
        XCTAssertTrue(condition(shown), "waited for \(what):\n\(shown)")
        return shown
    }

    func testAWholeGameEndsWithTheScoreAndTheCursorNeverRestsOnAMatchedCard() throws {
        let scratch = FixtureCourse.gradingEnvironment()["MEMORIZE_COURSE_SCRATCH"]!
        let command = "cd '\(Harness.repositoryRoot.path)' && MEMORIZE_COURSE_SCRATCH='\(scratch)' '\(BuiltBinary.executable.path)' play assignment2 --solution --theme Sports; echo EXITED $?; sleep 60"
        try tmux(["new-session", "-d", "-s", "play", "-x", "100", "-y", "40", command])
        try waitForScreen(containing: "Score: 0", within: 180, session: "play")
        // Turn the cards up two at a time, reading each one's emoji.
        var seen: [String: String] = [:]
        for pair in stride(from: 0, to: Self.labels.count, by: 2) {
            let (first, second) = (Self.labels[pair], Self.labels[pair + 1])
            try tmux(["send-keys", "-t", "play", first, second])
            let drawn = { (screen: String, label: String) in screen.contains("╭" + label) || screen.contains("┏" + label) }
            let shown = try waitFor("cards \(first) and \(second) face up, or matched and gone") { screen in
                Self.emoji(of: first, on: screen) != nil && Self.emoji(of: second, on: screen) != nil
                    || !drawn(screen, first) && !drawn(screen, second)
            }
            seen[first] = Self.emoji(of: first, on: shown)
            seen[second] = Self.emoji(of: second, on: shown)
        }
        // A pair that matched at once is gone: its labels are not drawn any more.
        var unmatched = Set(Self.labels.filter { seen[$0] != nil })
        XCTAssertTrue(unmatched.allSatisfy { label in unmatched.filter { seen[$0] == seen[label] }.count == 2 },
                      "every emoji seen on two cards: \(seen)")
        func twin(_ label: String) throws -> String { try XCTUnwrap(unmatched.first { $0 != label && seen[$0] == seen[label] }) }
        func match(_ label: String, after first: String) throws {
            try tmux(["send-keys", "-t", "play", label])
            let shown = try waitFor("\(first) and \(label) matched") { !$0.contains("╭\(label)") && !$0.contains("┏\(label)") }
            unmatched.subtract([first, label])
            // The cursor has left the cards that just went: it is drawn, on a card in play.
            if !unmatched.isEmpty { XCTAssertTrue(shown.contains("┏"), "the cursor is out of sight:\n\(shown)") }
        }
        // The last two cards of the first pass are still face up if they did not match.
        let (p, r) = (Self.labels[14], Self.labels[15])
        if unmatched.contains(p) && unmatched.contains(r) {
            let other = try twin(p)
            try tmux(["send-keys", "-t", "play", other])
            _ = try waitFor("\(other) alone face up") { Self.emoji(of: p, on: $0) == nil && Self.emoji(of: other, on: $0) != nil }
            try match(p, after: other)
        }
        // Then, with every card face down each time: wander with the arrows and press Enter.
        // Wherever the arrows went, the cursor must be on a card in play, which turns up (on a
        // matched card, Enter does nothing); its twin then matches it.
        let walks = [["Left", "Up", "Left"], ["Down", "Right", "Right"], ["Up", "Left", "Down", "Left"], ["Right", "Down", "Down"],
                     ["Left", "Left", "Up", "Up"], ["Right", "Up", "Right"], ["Down", "Left", "Down"], ["Left", "Right", "Up"]]
        var walk = 0
        while !unmatched.isEmpty {
            XCTAssertFalse(try screen().contains("pairs matched"), "not finished yet")
            try tmux(["send-keys", "-t", "play"] + walks[walk % walks.count] + ["Enter"])
            walk += 1
            let chosen = try waitFor("a card in play chosen with Enter") { screen in unmatched.contains { Self.emoji(of: $0, on: screen) != nil } }
            guard let up = unmatched.first(where: { Self.emoji(of: $0, on: chosen) != nil }) else { return }
            try match(try twin(up), after: up)
        }
        let end = try waitFor("the end of the game") { $0.contains("All 8 pairs matched: your score is ") }
        XCTAssertTrue(end.contains("Press n for a New Game, q to quit."), end)
        let score = end.components(separatedBy: "Score: ")[1].prefix { $0 == "-" || $0.isNumber }
        XCTAssertTrue(end.contains("your score is \(score)."), "the message gives the score shown: \(end)")
        // n plays again: a fresh game, and the message is gone.
        try tmux(["send-keys", "-t", "play", "n"])
        let again = try waitFor("a new game") { $0.contains("Score: 0") && !$0.contains("pairs matched") }
        XCTAssertTrue(again.contains("╭b") || again.contains("┏b"), again)
        try tmux(["send-keys", "-t", "play", "q"])
        try waitForScreen(containing: "EXITED 0", within: 10, session: "play")
        // The game's screen is gone with q; its score is left behind on the terminal.
        let left = try screen()
        let farewell = left.components(separatedBy: "\n").first { $0.hasPrefix("You quit with 0 of ") } ?? ""
        XCTAssertTrue(farewell.hasSuffix(" pairs matched: your score is 0.") && left.contains(farewell + "\nEXITED 0"), left)
    }
}

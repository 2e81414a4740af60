import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `play --moves` on Assignment II with real builds: scripted games on the reference solution,
/// and the broken submissions a student might write (not @Observable, a crash, a hang).
/// The scratch package is kept under .build/test-scratch, so reruns are incremental.
final class PlayCommandTests: XCTestCase {
    var temporary: URL!

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("play-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: temporary) }

    /// Runs the tool in the repository, whose course has Assignment II, with `TMPDIR` a fresh
    /// folder that must stay empty: nothing play runs may leave files outside the scratch folder.
    func play(_ arguments: [String], line: UInt = #line) throws -> RunResult {
        let litter = temporary.appendingPathComponent("tmp")
        let result = Harness.run(["play", "assignment2"] + arguments,
                                 environment: FixtureCourse.gradingEnvironment(["TMPDIR": litter.path]),
                                 demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: litter.path), [], "left in TMPDIR", line: line)
        return result
    }

    /// Assignment II's solution with one broken submission's edits.
    func broken(_ name: String) throws -> URL {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("assignment2")
        let submission = try XCTUnwrap(try exercise.brokenSubmissions().first { $0.name == name })
        let folder = temporary.appendingPathComponent(name)
        try submission.materialize(solution: exercise.solution, into: folder)
        return folder
    }

    /// Assignment II's solution in a folder of its own, with `old` in its view model replaced by `new`.
    func solution(_ name: String, replacing old: String, with new: String, line: UInt = #line) throws -> URL {
        let folder = temporary.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/solution"), to: folder)
        let file = folder.appendingPathComponent("EmojiMemoryGame.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "the solution has \(old)", line: line)
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
        return folder
    }

    /// Each frame's title ("Start", "Move 2: ⚽") and the header line under it.
    func headers(_ output: String) -> [(title: String, header: String)] {
        let lines = output.components(separatedBy: "\n")
        return lines.indices.dropLast().compactMap { index in
            let line = lines[index]
            guard line.hasPrefix("── "), line.hasSuffix(" ──") else { return nil }
            return (String(line.dropFirst(3).dropLast(3)), lines[index + 1])
        }
    }

    func score(_ header: String) -> Int? {
        header.components(separatedBy: "Score: ").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    func testWithoutATerminalPlaySaysToUseMoves() {
        // The fake runner fails any program it is asked to start: this is decided before building.
        let result = Harness.run(["play", "assignment2", "--solution"], demos: [])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("error: play needs a terminal"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--moves"), result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "\n").count, 2, "one line")
    }

    func testAMatchScoresTwoAndTheMatchedCardsAreGone() throws {
        let result = try play(["--solution", "--theme", "Sports", "--moves", "⚽ ⚽ q"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let frames = headers(result.stdout)
        XCTAssertEqual(frames.map(\.title), ["Start", "Move 1: ⚽", "Move 2: ⚽"])
        XCTAssertEqual(frames.map { score($0.header) }, [0, 0, 2])
        XCTAssertTrue(frames.allSatisfy { $0.header.hasPrefix("Sports ") })
        let moves = result.stdout.components(separatedBy: "── Move ")
        XCTAssertEqual(moves[0].components(separatedBy: "⚽").count - 1, 0, "every card starts face down")
        XCTAssertEqual(moves[1].components(separatedBy: "⚽").count - 1, 2, "one ⚽ face up (and one in the title)")
        XCTAssertEqual(moves[2].components(separatedBy: "⚽").count - 1, 1, "both ⚽ matched and gone: only the title")
    }

    /// When every card is matched the game says so, with the score and how to play again, once.
    func testAFinishedGameSaysSoWithTheScore() throws {
        let sports = ["⚽", "🏀", "🏈", "⚾", "🎾", "🏐", "🏉", "🎱"]
        let result = try play(["--solution", "--theme", "Sports", "--moves", sports.flatMap { [$0, $0] }.joined(separator: " ")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix(
            "All 8 pairs matched: your score is 16. Play again with n (New Game) in --moves, or without --moves on a terminal.\n"), result.stdout)
        XCTAssertEqual(result.stdout.components(separatedBy: "pairs matched").count, 2, "said once, at the end")
    }

    func testTheCardsFitTheWidthWithEmojiCountedAsTwoColumns() throws {
        let result = try play(["--solution", "--theme", "Sports", "--moves", "⚽ 🏀"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let lines = result.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }
        XCTAssertEqual(Set(lines.filter { $0.hasPrefix("│") || $0.hasPrefix("╭") }.map { DisplayWidth.of($0) }).count, 1,
                       "every row of cards is as wide as the others, face up or down")
        XCTAssertLessThanOrEqual(lines.map { DisplayWidth.of($0) }.max() ?? 0, 80)
    }

    func testTheThemesColourOnATerminalAndAColourWithNoANSINameFallsBack() throws {
        let terminal = Harness.interactiveTerminal()
        let environment = FixtureCourse.gradingEnvironment()
        let blue = Harness.run(["play", "assignment2", "--solution", "--theme", "Sports", "--moves", "q"], terminal: terminal,
                               environment: environment, demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(blue.status, 0, blue.stdout + blue.stderr)
        XCTAssertTrue(blue.stdout.contains("\u{1B}[1;34mSports\u{1B}[0m"), "Sports is blue: \(blue.stdout.prefix(300))")
        XCTAssertTrue(blue.stdout.contains("\u{1B}[34m█"), "face-down cards are blocks in the theme's colour")

        let folder = try solution("chartreuse", replacing: "numberOfPairs: 8, color: \"blue\"", with: "numberOfPairs: 8, color: \"chartreuse\"")
        let plain = Harness.run(["play", "assignment2", "--path", folder.path, "--theme", "Sports", "--moves", "q"], terminal: terminal,
                                environment: environment, demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(plain.status, 0, plain.stdout + plain.stderr)
        XCTAssertTrue(plain.stdout.contains("\u{1B}[1mSports\u{1B}[0m"), "bold, in the terminal's own colour: \(plain.stdout.prefix(300))")
        XCTAssertTrue(plain.stdout.contains("│█████"), "blocks in the terminal's own colour")
    }

    /// A theme's name is the student's text: drawn on one line, its control characters as
    /// pictures (rt20: an escape sequence cleared the screen and set the window's title, and a
    /// line break wrote a workflow command of its own into a CI log).
    func testAThemesNameIsDrawnAsTextOnOneLine() throws {
        let folder = try solution("named", replacing: "Theme(name: \"Sports\"", with: "Theme(name: \"Sp\\u{1B}[2J\\norts\\n::notice::passed\"")
        let result = try play(["--path", folder.path, "--theme", "Sp\u{1B}[2J\norts\n::notice::passed", "--moves", "q"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), result.stdout)
        XCTAssertFalse(result.stdout.components(separatedBy: "\n").contains { $0.hasPrefix("::") }, result.stdout)
        XCTAssertTrue(result.stdout.contains("Sp\u{241B}[2J\u{240A}orts\u{240A}::notice::passed"), result.stdout)
    }

    func testASeenMismatchCostsOnePoint() throws {
        // ⚽ 🏀 turns up two cards never seen: no penalty. The second ⚽ turns them back down
        // (now seen), and 🏀 picks the 🏀 already seen, which mismatches: −1.
        let result = try play(["--solution", "--theme", "Sports", "--moves", "⚽ 🏀 ⚽ 🏀"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(headers(result.stdout).map { score($0.header) }, [0, 0, 0, 0, -1])
    }

    func testNewGameResetsTheScoreAndChangesTheTheme() throws {
        // Each New Game picks one of six themes at random, Sports among them; all twelve
        // staying on Sports has probability (1/6)^12 ≈ 4.6e-10, below one in a billion.
        let newGames = Array(repeating: "n", count: 12)
        let result = try play(["--solution", "--theme", "Sports", "--moves", (["⚽", "⚽"] + newGames).joined(separator: " ")])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let frames = headers(result.stdout)
        XCTAssertEqual(frames.count, 15)
        XCTAssertEqual(score(frames[2].header), 2)
        XCTAssertEqual(Set(frames.dropFirst(3).map { score($0.header) }), [0], "New Game starts at 0")
        let themes = Set(frames.dropFirst(3).map { $0.header.split(separator: " ").first.map(String.init) ?? "" })
        XCTAssertFalse(themes.subtracting(["Sports"]).isEmpty, "twelve New Games never changed the theme: \(themes)")
        XCTAssertTrue(themes.isSubset(of: ["Halloween", "Animals", "Sports", "Faces", "Food", "Vehicles"]), "\(themes)")
    }

    func testAViewModelThatIsNotObservableIsExplainedInOneLine() throws {
        let result = try play(["--path", try broken("not-observable").path, "--theme", "Sports", "--moves", "⚽ ⚽"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("── Move 1: ⚽ ──\n(the screen was not redrawn)\n"), result.stdout)
        let explanation = result.stdout.components(separatedBy: "\n").filter { $0.contains("was not told") }
        XCTAssertEqual(explanation, ["after move 1 (⚽), the View was not told about this change; is EmojiMemoryGame @Observable, or an ObservableObject whose @Published properties change?"])
        XCTAssertFalse(result.stdout.contains("Move 2"), "the game stops at the stale screen")
    }

    func testACrashSaysWhereInTheStudentsFile() throws {
        // Played right after another submission, so the game is built by the quick route,
        // which must keep the student's own frame as the crash site.
        XCTAssertEqual(try play(["--path", try broken("score-never-negative").path, "--theme", "Sports", "--moves", "⚽"]).status, 0)
        let folder = try broken("crash-in-shuffle")
        let source = try String(contentsOf: folder.appendingPathComponent("MemoryGame.swift"), encoding: .utf8)
        let line = try XCTUnwrap(source.components(separatedBy: "\n").firstIndex { $0.contains("cards.swapAt(index") }) + 1
        let result = try play(["--path", folder.path, "--theme", "Sports", "--moves", "⚽ s ⚽"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("── Move 1: ⚽ ──"), "the frames before the crash are shown")
        XCTAssertTrue(result.stdout.hasSuffix("The game crashed (Index out of range) in MemoryGame.shuffle(), at \(folder.path)/MemoryGame.swift:\(line)\n"),
                      result.stdout)
    }

    func testAHangIsStoppedAndTheMoveNamed() throws {
        let result = try play(["--path", try broken("hang-in-new-game").path, "--theme", "Sports", "--moves", "⚽ n q"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("The game stopped responding during move 2 (n): it ran for 5 s of CPU time (an endless loop?).\n"),
                      result.stdout)
    }

    func testAMoveNamingNoCardIsAUsageError() throws {
        let result = try play(["--solution", "--theme", "Sports", "--moves", "⚽ 🐶"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("error: move 2 (🐶): no card shows 🐶; this game's cards show "), result.stderr)
        let unknownTheme = try play(["--solution", "--theme", "Birds", "--moves", "q"])
        XCTAssertEqual(unknownTheme.status, 64)
        // Where the themes are kept is the student's choice, so play finds them by playing.
        XCTAssertEqual(unknownTheme.stderr, "error: there is no theme \"Birds\"; the themes of 1000 new games were "
            + "\"Animals\", \"Faces\", \"Food\", \"Halloween\", \"Sports\", \"Vehicles\"\n")
    }

    func testCodeThatMissesAPartOfTheContractPlaysAndNamesIt() throws {
        let folder = temporary.appendingPathComponent("no-score")
        try FileManager.default.copyItem(at: Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/solution"), to: folder)
        let file = folder.appendingPathComponent("EmojiMemoryGame.swift")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "var score: Int { model.score }", with: "")
        try text.write(to: file, atomically: true, encoding: .utf8)
        // The game still plays; what it cannot show is named, not drawn as a silent 0.
        let result = try play(["--path", folder.path, "--moves", "q"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue((result.stdout + result.stderr).contains("the score cannot be shown: EmojiMemoryGame has no score for the View to show"), result.stdout + result.stderr)
    }

    /// The starter deals no cards: play says why the table is empty and what to write.
    func testTheStarterSaysItHasNoCardsYet() throws {
        let starter = Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/starter")
        let result = try play(["--path", starter.path, "--moves", "q"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("This game has no cards yet: write MemoryGame's "
            + "init(numberOfPairsOfCards:createCardContent:) to deal two cards per pair (Required Task 1)."), result.stdout)
    }
}

import XCTest
import TestSupport
import MemorizeCourseCore

/// `play` in a real terminal: tmux runs the built binary, the test presses keys with
/// send-keys and reads the screen with capture-pane. After the game, `stty -a` shows what
/// state it left the terminal in: echo and canonical mode must be back on.
final class PlayTmuxTests: TmuxTestCase {
    var temporary: URL!

    override func setUpWithError() throws {
        try requireTmux()
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("play-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    }

    override func tearDown() {
        _ = try? tmux(["kill-server"])
        if let temporary { try? FileManager.default.removeItem(at: temporary) }
        try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-screen.txt"))
        super.tearDown()
    }

    /// Starts `play assignment2 ARGUMENTS` in a 100×40 terminal; when it ends, the shell
    /// prints its exit status and the terminal's echo and icanon settings, one a line.
    func startGame(_ arguments: String) throws {
        let scratch = FixtureCourse.gradingEnvironment()["MEMORIZE_COURSE_SCRATCH"]!
        let command = "cd '\(Harness.repositoryRoot.path)' && MEMORIZE_COURSE_SCRATCH='\(scratch)' '\(BuiltBinary.executable.path)' play assignment2 \(arguments);"
            + " echo EXITED $?; stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(echo|icanon)' | sed 's/^/STTY /'; sleep 60"
        try tmux(["new-session", "-d", "-s", "play", "-x", "100", "-y", "40", command])
    }

    /// The terminal is sane again: echo and canonical input on.
    func assertTerminalRestored(line: UInt = #line) throws {
        try waitForScreen(containing: "STTY icanon", within: 10, session: "play", line: line)
        let screen = try tmux(["capture-pane", "-p", "-t", "play"])
        XCTAssertTrue(screen.contains("STTY echo\n"), screen, line: line)
        XCTAssertFalse(screen.contains("STTY -"), screen, line: line)
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "play"]) }

    func broken(_ name: String) throws -> URL {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("assignment2")
        let submission = try XCTUnwrap(try exercise.brokenSubmissions().first { $0.name == name })
        let folder = temporary.appendingPathComponent(name)
        try submission.materialize(solution: exercise.solution, into: folder)
        return folder
    }

    func testChooseTwoCardsSeeTheScoreChangeThenNewGameAndQuit() throws {
        try startGame("--solution --theme Sports")
        try waitForScreen(containing: "Score: 0", within: 180, session: "play")
        // Card a by its letter, card b with the arrow and Enter, then c, then a again. Either a
        // and b match (+2), or they were seen and a mismatch with c costs a point, or a matches c.
        try tmux(["send-keys", "-t", "play", "a"])
        try tmux(["send-keys", "-t", "play", "Right", "Enter"])
        try tmux(["send-keys", "-t", "play", "c", "a"])
        let deadline = Date().addingTimeInterval(10)
        var shown = try screen()
        while !(shown.contains("Score: 2") || shown.contains("Score: -1")) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            shown = try screen()
        }
        XCTAssertTrue(shown.contains("Score: 2") || shown.contains("Score: -1"), shown)
        XCTAssertTrue(shown.hasPrefix("Sports "), shown)
        try tmux(["send-keys", "-t", "play", "n"])
        try waitForScreen(containing: "Score: 0", within: 10, session: "play")
        // A narrower window: the game redraws to fit it, down to the line of keys.
        try tmux(["resize-window", "-t", "play", "-x", "60", "-y", "20"])
        try waitForScreen(containing: "←↑↓→ Enter or letter  n new  s shuffle  q quit", within: 10, session: "play")
        try tmux(["send-keys", "-t", "play", "q"])
        try waitForScreen(containing: "EXITED 0", within: 10, session: "play")
        try assertTerminalRestored()
    }

    func testACrashRestoresTheTerminalAndSaysWhere() throws {
        let folder = try broken("crash-in-shuffle")
        try startGame("--path '\(folder.path)'")
        try waitForScreen(containing: "Score: 0", within: 180, session: "play")
        try tmux(["send-keys", "-t", "play", "s"])
        try waitForScreen(containing: "EXITED 1", within: 20, session: "play")
        // play breaks its lines between words to the pane's width, and must cut a path longer
        // than the pane (a long TMPDIR makes one): compare the words without the breaks.
        let shown = try screen()
        let squeezed = { (text: String) in text.filter { !$0.isWhitespace } }
        XCTAssertTrue(squeezed(shown).contains(squeezed("The game crashed (Index out of range) in MemoryGame.shuffle(), at \(folder.path)/MemoryGame.swift:")), shown)
        try assertTerminalRestored()
    }

    func testCtrlCStopsAHangAndRestoresTheTerminal() throws {
        try startGame("--path '\(try broken("hang-in-new-game").path)'")
        try waitForScreen(containing: "Score: 0", within: 180, session: "play")
        try tmux(["send-keys", "-t", "play", "n"])
        Thread.sleep(forTimeInterval: 1)
        try tmux(["send-keys", "-t", "play", "C-c"])
        try waitForScreen(containing: "EXITED 1", within: 20, session: "play")
        let shown = try screen()
        XCTAssertTrue(shown.contains("Ctrl-C stopped the game while EmojiMemoryGame's New Game was still running"), shown)
        try assertTerminalRestored()
    }

    func testAViewModelThatIsNotObservableLeavesTheScreenAsItWas() throws {
        try startGame("--path '\(try broken("not-observable").path)' --theme Sports")
        try waitForScreen(containing: "Score: 0", within: 180, session: "play")
        try tmux(["send-keys", "-t", "play", "a"])
        try waitForScreen(containing: "The screen did not change: the View was not told about this change", within: 10, session: "play")
        let stale = try screen()
        XCTAssertFalse(stale.contains("⚽"), "card a stays face down on the screen:\n\(stale)")
        try tmux(["send-keys", "-t", "play", "q"])
        try waitForScreen(containing: "EXITED 1", within: 10, session: "play")
        let shown = try screen()
        // The line is wider than the pane, so play breaks it between words: compare it as one.
        XCTAssertTrue(shown.replacingOccurrences(of: "\n", with: " ")
            .contains("the View was not told about this change; is EmojiMemoryGame @Observable, or an ObservableObject whose @Published properties change? EXITED 1"), shown)
        try assertTerminalRestored()
    }
}

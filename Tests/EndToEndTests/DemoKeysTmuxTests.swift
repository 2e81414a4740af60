import XCTest
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `demo … --step` in a real terminal: single keys without Enter, a step's question answered
/// with one key, the step remembered after q, and the terminal's line editing and echo back
/// after every way out (q, Ctrl-D, Ctrl-C, SIGTERM), read with `stty -a` in the shell that
/// ran the tool. Runs on a copy of the lessons, so the progress file lands in a temporary
/// folder.
final class DemoKeysTmuxTests: TmuxTestCase {
    var course: TemporaryCourse!

    override func setUpWithError() throws {
        try requireTmux()
        course = try TemporaryCourse.copyOfRealLessons()
    }

    override func tearDown() {
        course?.remove()
        super.tearDown()   // stops the tmux server
    }

    var pidFile: URL { course.root.appendingPathComponent("memorize-course.pid") }

    /// Starts `demo fast-food --step` (and `extra` arguments) in a session of its own. The tool is
    /// started through `sh -c '… exec'`, so the pid it writes first is the tool's; the shell
    /// around it traps Ctrl-C, so that it carries on to report the exit status and the mode.
    func startDemo(_ session: String, _ extra: String = "") throws {
        let tool = "sh -c 'echo $$ > memorize-course.pid; exec \"$0\" \"$@\"' '\(BuiltBinary.executable.path)' demo fast-food --step \(extra)"
        let command = "cd '\(course.root.path)' && trap 'echo INTERRUPTED' INT; \(tool); echo EXITED $?; \(Self.printMode); sleep 30"
        try tmux(["new-session", "-d", "-s", session, "-x", "100", "-y", "40", command])
    }

    func keys(_ session: String, _ keys: String...) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    func testSingleKeysStepWithoutEnterAndQRemembersTheStep() throws {
        try startDemo("first")
        try waitForScreen(containing: "step 1 of 6", within: 20, session: "first")
        try waitForScreen(containing: "[Enter: next · q: quit]", within: 5, session: "first")
        try keys("first", "n")
        try waitForScreen(containing: "step 2 of 6", within: 5, session: "first")
        // Step 2 asks first: one key, b, is the guess (the right one), then the output and verdict.
        try waitForScreen(containing: "[a–c: your guess · Enter: just run it · q: quit]", within: 5, session: "first")
        XCTAssertFalse(try tmux(["capture-pane", "-p", "-t", "first"]).contains("a burger with 2 patties!"), "no output before the guess")
        try keys("first", "b")
        try waitForScreen(containing: "Right: ", within: 5, session: "first")
        try waitForScreen(containing: "a burger with 2 patties!", within: 5, session: "first")
        try keys("first", "b")   // at the prompt, b is back again
        try waitForScreen(containing: "step 1 of 6", within: 5, session: "first")
        try keys("first", "Space")
        try waitForScreen(containing: "step 2 of 6", within: 5, session: "first")
        try keys("first", "Enter")
        try waitForScreen(containing: "step 3 of 6", within: 5, session: "first")
        try keys("first", "q")   // no Enter: q alone quits
        try waitForScreen(containing: "Stopped at fast-food, step 3 of 6.", within: 5, session: "first")
        try waitForScreen(containing: "EXITED 0", within: 5, session: "first")
        try assertTerminalRestored(session: "first")

        try startDemo("again")
        try waitForScreen(containing: "Resuming at step 3 of 6 (--from-start to begin again).", within: 20, session: "again")
        try waitForScreen(containing: "step 3 of 6", within: 5, session: "again")
        try keys("again", "C-d")   // Ctrl-D leaves like q
        try waitForScreen(containing: "EXITED 0", within: 5, session: "again")
        try assertTerminalRestored(session: "again")

        try startDemo("fresh", "--from-start")
        try waitForScreen(containing: "step 1 of 6", within: 20, session: "fresh")
        XCTAssertFalse(try tmux(["capture-pane", "-p", "-t", "fresh"]).contains("Resuming"))
        try keys("fresh", "q")
        try waitForScreen(containing: "EXITED 0", within: 5, session: "fresh")
    }

    func testCtrlCAtAPromptPutsTheTerminalBack() throws {
        try startDemo("interrupt")
        try waitForScreen(containing: "[Enter: next · q: quit]", within: 20, session: "interrupt")
        try keys("interrupt", "C-c")
        try waitForScreen(containing: "EXITED 130", within: 5, session: "interrupt")
        try assertTerminalRestored(session: "interrupt")
    }

    func testSIGTERMWhileWaitingForAKeyPutsTheTerminalBack() throws {
        try startDemo("terminate")
        try waitForScreen(containing: "[Enter: next · q: quit]", within: 20, session: "terminate")
        let text = try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let pid = try XCTUnwrap(pid_t(text), "the pid file holds \(text)")
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        try waitForScreen(containing: "EXITED 143", within: 5, session: "terminate")
        try assertTerminalRestored(session: "terminate")
    }
}

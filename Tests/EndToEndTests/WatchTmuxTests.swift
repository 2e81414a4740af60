import XCTest
import TestSupport

/// `check --watch` in a real terminal: tmux runs the built binary, the test edits the
/// working copy and reads the screen with capture-pane.
final class WatchTmuxTests: TmuxTestCase {
    func testEditingAFileRedrawsTheScorecard() throws {
        try requireTmux()
        let course = try FixtureCourse("counter-course")
        let scratch = FixtureCourse.gradingEnvironment()["MEMORIZE_COURSE_SCRATCH"]!
        // start builds the checks in the background (warm), in the scratch folder the watch
        // uses too, so nothing is built inside the course folder. The warm outlives start: the
        // folder is removed only once its log says it ended, or it would write there again.
        let warmLog = URL(fileURLWithPath: scratch).appendingPathComponent("counter-warm.log")
        defer {
            _ = try? tmux(["kill-server"])
            let deadline = Date().addingTimeInterval(180)
            while ((try? Data(contentsOf: warmLog))?.isEmpty ?? true) && Date() < deadline { Thread.sleep(forTimeInterval: 0.2) }
            XCTAssertFalse((try? Data(contentsOf: warmLog))?.isEmpty ?? true, "start's background warm never ended")
            course.remove()
        }
        let started = try BuiltBinary.run(["start", "counter"], currentDirectory: course.root, environment: ["MEMORIZE_COURSE_SCRATCH": scratch])
        XCTAssertEqual(started.status, 0, started.stderr)
        XCTAssertTrue(started.stdout.contains("Building the checks in the background"), started.stdout)
        let command = "cd '\(course.root.path)' && MEMORIZE_COURSE_SCRATCH='\(scratch)' '\(BuiltBinary.executable.path)' check counter --watch; echo EXITED $?; \(Self.printMode); sleep 30"
        try tmux(["new-session", "-d", "-s", "watch", "-x", "100", "-y", "40", command])

        try waitForScreen(containing: "Score 1/3", within: 180)
        try waitForScreen(containing: "Progress [", within: 5)
        let work = course.root.appendingPathComponent("Work/counter/Counter.swift")
        let fixed = try String(contentsOf: work, encoding: .utf8).replacingOccurrences(of: "mutating func increment() { }", with: "mutating func increment() { value += 1 }")
        try fixed.write(to: work, atomically: true, encoding: .utf8)
        try waitForScreen(containing: "Score 3/3", within: 120)
        try waitForScreen(containing: "(check #2)", within: 5)

        try tmux(["send-keys", "-t", "watch", "h"])
        try waitForScreen(containing: "Hint 1 of 3", within: 10)
        try tmux(["send-keys", "-t", "watch", "q"])
        try waitForScreen(containing: "EXITED 0", within: 10)
        try assertTerminalRestored(session: "watch")
    }
}

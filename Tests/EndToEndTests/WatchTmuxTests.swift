import XCTest
import TestSupport

/// `check --watch` in a real terminal: tmux runs the built binary, the test edits the
/// working copy and reads the screen with capture-pane.
final class WatchTmuxTests: TmuxTestCase {
    func testEditingAFileRedrawsTheScorecard() throws {
        try requireTmux()
        let course = try FixtureCourse("counter-course")
        defer {
            _ = try? tmux(["kill-server"])
            course.remove()
        }
        XCTAssertEqual(try BuiltBinary.run(["start", "counter"], currentDirectory: course.root).status, 0)
        let scratch = FixtureCourse.gradingEnvironment()["MEMORIZE_COURSE_SCRATCH"]!
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

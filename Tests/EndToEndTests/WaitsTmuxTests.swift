import XCTest
import TestSupport

/// Long waits and `check --watch` in a real terminal at 80x30: tmux runs the built binary and
/// the test reads the screen. Every wait is for screen content, never a fixed sleep.
final class WaitsTmuxTests: TmuxTestCase {
    /// A cold check (a scratch folder of its own, so the checks are built) shows its phase and
    /// seconds in place, and leaves nothing of that line once the scorecard is drawn; piped,
    /// the same cold check prints the scorecard alone.
    func testAColdCheckShowsItsPhaseAndClearsTheLine() throws {
        try requireTmux()
        let course = try FixtureCourse("counter-course")
        defer { course.remove() }
        try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Work"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: course.root.appendingPathComponent("Exercises/counter/starter"), to: course.root.appendingPathComponent("Work/counter"))
        let scratch = course.root.appendingPathComponent(".scratch-cold").path
        let command = "cd '\(course.root.path)' && MEMORIZE_COURSE_SCRATCH='\(scratch)' '\(BuiltBinary.executable.path)' check counter; echo EXITED $?; sleep 30"
        try tmux(["new-session", "-d", "-s", "watch", "-x", "80", "-y", "30", command])
        try waitForScreen(containing: "Checking counter: building the checks", within: 120)
        try waitForScreen(containing: "EXITED 1", within: 240)
        let screen = try tmux(["capture-pane", "-p", "-t", "watch"])
        XCTAssertFalse(screen.contains("Checking counter:"), "the wait's line is cleared:\n\(screen)")
        XCTAssertTrue(screen.contains("Score 1/3"), screen)

        let piped = try BuiltBinary.run(["check", "counter"], currentDirectory: course.root,
                                        environment: ["MEMORIZE_COURSE_SCRATCH": course.root.appendingPathComponent(".scratch-piped").path])
        XCTAssertEqual(piped.status, 1)
        XCTAssertFalse(piped.stdout.contains("\r") || piped.stdout.contains("Checking counter:"), "piped output has no wait line: \(piped.stdout)")
        XCTAssertTrue(piped.stdout.hasPrefix("Counter"), piped.stdout)
    }

    /// Assignment II's starter fails most tasks: its full scorecard is taller than 30 rows. The
    /// watch screen puts the failures first, cuts them with a count, keeps the score and the
    /// status line, and pins a hint through a re-check until x hides it.
    func testAFailingScorecardFitsThirtyRowsAndAHintStaysPinned() throws {
        try requireTmux()
        // A course of its own holding Assignment II, so the hints counted stay in it.
        let course = FileManager.default.temporaryDirectory.appendingPathComponent("watch-fit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: course) }
        let folder = course.appendingPathComponent("Work/assignment2")
        try FileManager.default.createDirectory(at: course.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: course.appendingPathComponent("Work"), withIntermediateDirectories: true)
        let exercise = Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2")
        try FileManager.default.copyItem(at: exercise, to: course.appendingPathComponent("Exercises/assignment2"))
        try FileManager.default.copyItem(at: exercise.appendingPathComponent("starter"), to: folder)
        let scratch = FixtureCourse.gradingEnvironment()["MEMORIZE_COURSE_SCRATCH"]!
        let command = "cd '\(course.path)' && MEMORIZE_COURSE_SCRATCH='\(scratch)' '\(BuiltBinary.executable.path)' check assignment2 --watch "
            + "--course .; echo EXITED $?; \(Self.printMode); sleep 30"
        try tmux(["new-session", "-d", "-s", "watch", "-x", "80", "-y", "30", command])
        try waitForScreen(containing: "(check #1)", within: 300)
        var screen = try tmux(["capture-pane", "-p", "-t", "watch"])
        var rows = screen.components(separatedBy: "\n")
        XCTAssertTrue(rows[0].hasPrefix("Assignment II"), "the top of the scorecard is in view:\n\(screen)")
        XCTAssertTrue(screen.contains("✘ Task 1 "), screen)
        XCTAssertTrue(screen.contains("more lines (q, then check)"), "the cut says what it left out:\n\(screen)")
        XCTAssertTrue(screen.contains("h: next hint · q: quit"), screen)
        XCTAssertTrue(screen.contains("Score 0/95") && screen.contains("Progress ["), "the score stays in view under the cut:\n\(screen)")

        try tmux(["send-keys", "-t", "watch", "h"])
        try waitForScreen(containing: "(x hides this hint)", within: 10)
        try waitForScreen(containing: "x: hide hint", within: 5)
        // The hint pinned is the first failing task's with a hint left, as the scorecard offers it:
        // on the starter that is Task 3 (Tasks 1 and 2 have no hints), not hint 1 (Task 5).
        screen = try tmux(["capture-pane", "-p", "-t", "watch"])
        let pinned = try XCTUnwrap(screen.components(separatedBy: "\n").first { $0.contains("(x hides this hint)") }, screen)
        let header = String(pinned.prefix { $0 != ")" }) + ")"
        XCTAssertTrue(header.hasPrefix("Hint ") && header.contains("Tasks 3 and 8"), pinned)
        try "\n// an edit\n".data(using: .utf8).map { data in
            let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("MemoryGame.swift"))
            try handle.seekToEnd(); try handle.write(contentsOf: data); try handle.close()
        }
        try waitForScreen(containing: "(check #2)", within: 120)
        screen = try tmux(["capture-pane", "-p", "-t", "watch"])
        XCTAssertTrue(screen.contains(header), "the hint stays through a re-check:\n\(screen)")
        rows = screen.components(separatedBy: "\n")
        XCTAssertTrue(rows[0].hasPrefix("Assignment II"), screen)

        try tmux(["send-keys", "-t", "watch", "x"])
        try waitForScreen(notContaining: header, within: 10)
        try waitForScreen(containing: "h: next hint · q: quit", within: 5)
        try tmux(["send-keys", "-t", "watch", "q"])
        try waitForScreen(containing: "EXITED 1", within: 10)
        try assertTerminalRestored(session: "watch")
    }

    /// Polls the screen until `text` is gone from it.
    func waitForScreen(notContaining text: String, within seconds: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = try tmux(["capture-pane", "-p", "-t", "watch"])
            if !screen.contains(text) { return }
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTFail("\"\(text)\" stayed on screen for \(seconds) s:\n\(screen)", file: file, line: line)
        throw XCTSkip("stopping after the failure above")
    }
}

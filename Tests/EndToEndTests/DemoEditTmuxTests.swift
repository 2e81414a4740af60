import Foundation
import TestSupport
import XCTest

/// `demo ID --edit` in a real terminal: tmux runs the built binary, the test edits the
/// demo's main.swift as a student's editor would and reads the screen with capture-pane.
final class DemoEditTmuxTests: TmuxTestCase {
    func testSavingMainSwiftRunsItAgainInPlace() throws {
        try requireTmux()
        let course = try TemporaryCourse(lessons: [:])
        defer {
            _ = try? tmux(["kill-server"])
            course.remove()
        }
        let scratch = course.root.appendingPathComponent(".scratch").path
        let command = "cd '\(course.root.path)' && MEMORIZE_COURSE_SCRATCH='\(scratch)' '\(BuiltBinary.executable.path)' demo one-and-only --edit; echo EXITED $?; \(Self.printMode); sleep 30"
        try tmux(["new-session", "-d", "-s", "watch", "-x", "100", "-y", "40", command])

        // The demo's own output: the one-element array is the only one with a value.
        try waitForScreen(containing: "Optional(\"👻\")", within: 60)
        try waitForScreen(containing: "q: quit", within: 5)
        // The steps' Try this suggestions, under the output, one line each.
        try waitForScreen(containing: "  1. Change `count == 1` to `count >= 1` and run again", within: 5)
        let main = course.root.appendingPathComponent("Work/demos/one-and-only/main.swift")
        let edited = try String(contentsOf: main, encoding: .utf8)
            .replacingOccurrences(of: "if count == 1 {", with: "if count >= 1 {")
        try edited.write(to: main, atomically: true, encoding: .utf8)
        // Now the pair answers too, with its first element.
        try waitForScreen(containing: "Run #2", within: 60)
        try waitForScreen(containing: "[??] [👻] [🎃] [??] → Optional(1)", within: 5)

        let broken = edited.replacingOccurrences(of: "return first", with: "return firstt")
        try broken.write(to: main, atomically: true, encoding: .utf8)
        // At the student's own line and column, whatever comments the steps gain above it.
        let row = try XCTUnwrap(broken.components(separatedBy: "\n").firstIndex { $0.contains("return firstt") }) + 1
        try waitForScreen(containing: "main.swift:\(row):20: error: cannot find 'firstt' in scope", within: 60)

        try tmux(["send-keys", "-t", "watch", "q"])
        try waitForScreen(containing: "EXITED 1", within: 10)
        try assertTerminalRestored(session: "watch")
    }
}

import XCTest
import TestSupport

/// `reset`'s [y/N] question in a real terminal: one key answers it without Enter (y yes, any
/// other key no), the answer is echoed, and the terminal's line editing and echo are back
/// after every way out, Ctrl-C included. A student pressed y then q and got "yq", a no.
final class ConfirmTmuxTests: TmuxTestCase {
    var course: FixtureCourse!
    var work: URL { course.root.appendingPathComponent("Work/counter", isDirectory: true) }

    override func setUpWithError() throws {
        try requireTmux()
        course = try FixtureCourse("counter-course")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try "// my work\n".write(to: work.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        super.tearDown()   // stops the tmux server
        course?.remove()
    }

    func startReset(_ session: String) throws {
        let command = "cd '\(course.root.path)/Work/counter' && trap 'echo INTERRUPTED' INT; '\(BuiltBinary.executable.path)' reset; echo EXITED $?; \(Self.printMode); sleep 30"
        try tmux(["new-session", "-d", "-s", session, "-x", "150", "-y", "20", command])
        try waitForScreen(containing: "[y/N]", within: 20, session: session)
    }

    func testOneKeyAnswersAndTheTerminalIsPutBack() throws {
        try startReset("no")
        try tmux(["send-keys", "-t", "no", "q"])   // not y: a no, at once
        try waitForScreen(containing: "[y/N] n", within: 5, session: "no")
        try waitForScreen(containing: "Nothing changed.", within: 5, session: "no")
        try waitForScreen(containing: "EXITED 0", within: 5, session: "no")
        try assertTerminalRestored(session: "no")
        XCTAssertEqual(try String(contentsOf: work.appendingPathComponent("Counter.swift"), encoding: .utf8), "// my work\n")

        try startReset("interrupt")
        try tmux(["send-keys", "-t", "interrupt", "C-c"])
        try waitForScreen(containing: "EXITED 130", within: 5, session: "interrupt")
        try assertTerminalRestored(session: "interrupt")

        try startReset("yes")
        try tmux(["send-keys", "-t", "yes", "y"])   // no Enter
        try waitForScreen(containing: "[y/N] y", within: 5, session: "yes")
        try waitForScreen(containing: "Reset Work/counter to the starter.", within: 5, session: "yes")
        try waitForScreen(containing: "EXITED 0", within: 5, session: "yes")
        try assertTerminalRestored(session: "yes")
        XCTAssertNotEqual(try String(contentsOf: work.appendingPathComponent("Counter.swift"), encoding: .utf8), "// my work\n")
    }
}

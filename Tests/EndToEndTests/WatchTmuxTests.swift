import XCTest
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check --watch` in a real terminal: tmux runs the built binary, the test edits the
/// working copy and reads the screen with capture-pane.
final class WatchTmuxTests: XCTestCase {
    let socket = "memorize-course-test-\(UUID().uuidString.prefix(8))"

    /// Runs a tmux command through /bin/sh with posix_spawn and waitpid. Foundation's
    /// Process never sees the tmux client exit: the server it daemonizes inherits the
    /// descriptor Process watches. capture-pane's output goes through a file.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-screen.txt")
        let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let command = "tmux -L \(socket) \(quoted) </dev/null >'\(output.path)' 2>/dev/null"
        var pid: pid_t = 0
        let parts: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = parts.map { strdup($0) } + [nil]
        // macOS does not declare `environ`; pass this process's environment explicitly.
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, envp) == 0 else { throw XCTSkip("cannot start /bin/sh") }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// Polls the screen until it contains `text`, or fails with what the screen showed.
    func waitForScreen(containing text: String, within seconds: Double, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = try tmux(["capture-pane", "-p", "-t", "watch"])
            if screen.contains(text) { return }
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTFail("screen never showed \"\(text)\" within \(seconds) s; it shows:\n\(screen)", line: line)
        throw XCTSkip("stopping after the failure above")
    }

    func testEditingAFileRedrawsTheScorecard() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
            throw XCTSkip("tmux is not installed (apt-get install tmux)")
        }
        let course = try FixtureCourse("counter-course")
        defer {
            _ = try? tmux(["kill-server"])
            course.remove()
        }
        XCTAssertEqual(try BuiltBinary.run(["start", "counter"], currentDirectory: course.root).status, 0)
        let scratch = FixtureCourse.gradingEnvironment()["MEMORIZE_COURSE_SCRATCH"]!
        let command = "cd '\(course.root.path)' && MEMORIZE_COURSE_SCRATCH='\(scratch)' '\(BuiltBinary.executable.path)' check counter --watch; echo EXITED $?; sleep 30"
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
    }
}

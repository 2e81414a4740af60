import XCTest
import TestSupport
import MemorizeSupport

/// Tests that run the built binary in a real terminal: tmux runs it, the test types with
/// send-keys and reads the screen with capture-pane. Each test case has a tmux server of its own,
/// whose socket is in the temporary folder and removed afterwards (with `-L` every run left
/// one behind in /tmp/tmux-UID).
class TmuxTestCase: XCTestCase {
    let socket = "memorize-course-test-\(UUID().uuidString.prefix(8))"
    var socketPath: String { FileManager.default.temporaryDirectory.appendingPathComponent("\(socket).sock").path }

    override func tearDown() {
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(atPath: socketPath)
        super.tearDown()
    }

    /// Runs a tmux command as a ChildProcess and waits for it by pid. Foundation's Process
    /// never sees the tmux client exit: the server it daemonizes inherits the descriptor
    /// Process watches. capture-pane's output goes through a file, not a pipe, for the same reason.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-screen.txt")
        defer { try? FileManager.default.removeItem(at: output) }   // leave nothing behind in /tmp
        // macOS does not declare `environ`; pass this process's environment explicitly.
        let client = try ChildProcess(["/usr/bin/tmux", "-S", socketPath] + arguments, environment: ProcessInfo.processInfo.environment,
                                      input: .null, output: .file(output.path), error: .null)
        client.wait()
        return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    }

    /// Polls the screen until it contains `text`, or fails with what the screen showed.
    func waitForScreen(containing text: String, within seconds: Double, session: String = "watch",
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = try tmux(["capture-pane", "-p", "-t", session])
            if screen.contains(text) { return }
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTFail("screen never showed \"\(text)\" within \(seconds) s; it shows:\n\(screen)", file: file, line: line)
        throw XCTSkip("stopping after the failure above")
    }

    /// Shell words that print, after the command before them has ended, whether the terminal's
    /// line editing, echo and signal keys are on: `restoredMode` when they are all back.
    static let printMode = #"echo MODE $(stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(icanon|echo|isig)' | sort | tr '\n' ' ')."#
    static let restoredMode = "MODE echo icanon isig ."

    /// Waits for the command to have ended and fails unless the terminal is as it was before.
    func assertTerminalRestored(session: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try waitForScreen(containing: "MODE ", within: 10, session: session, file: file, line: line)
        let screen = try tmux(["capture-pane", "-p", "-t", session])
        XCTAssertTrue(screen.contains(Self.restoredMode), "the terminal was left changed:\n\(screen)", file: file, line: line)
    }

    /// Skips the test on a machine without tmux.
    func requireTmux() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
            throw XCTSkip("tmux is not installed (apt-get install tmux)")
        }
    }
}

import XCTest
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tests that run the built binary in a real terminal: tmux runs it, the test types with
/// send-keys and reads the screen with capture-pane. Each test case has a tmux server of its own.
class TmuxTestCase: XCTestCase {
    let socket = "memorize-course-test-\(UUID().uuidString.prefix(8))"

    /// Runs a tmux command through /bin/sh with posix_spawn and waitpid. Foundation's
    /// Process never sees the tmux client exit: the server it daemonizes inherits the
    /// descriptor Process watches. capture-pane's output goes through a file.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(socket)-screen.txt")
        defer { try? FileManager.default.removeItem(at: output) }   // leave nothing behind in /tmp
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
    func waitForScreen(containing text: String, within seconds: Double, session: String = "watch", line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = ""
        while Date() < deadline {
            screen = try tmux(["capture-pane", "-p", "-t", session])
            if screen.contains(text) { return }
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTFail("screen never showed \"\(text)\" within \(seconds) s; it shows:\n\(screen)", line: line)
        throw XCTSkip("stopping after the failure above")
    }

    /// Skips the test on a machine without tmux.
    func requireTmux() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
            throw XCTSkip("tmux is not installed (apt-get install tmux)")
        }
    }
}

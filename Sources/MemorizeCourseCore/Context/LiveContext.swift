import Foundation
import MemorizePlatform
import MemorizeSupport
import MemorizeGrading

/// Buffered writes to a file descriptor: a lesson page goes out in a few large writes.
final class FileDescriptorSink: TextSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(64 * 1024)
    }

    deinit { flush() }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 64 * 1024 { flush() }
    }

    func flush() {
        var offset = 0
        while offset < buffer.count {
            let written = buffer[offset...].withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress, raw.count)
            }
            if written <= 0 {
                if written < 0 && errno == EINTR { continue }
                break // a closed pipe (`| head`): drop the rest quietly
            }
            offset += written
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, pointer, count)
}

/// Reads lines from standard input.
final class StandardInputSource: LineSource {
    func readLine() -> String? { Swift.readLine(strippingNewline: true) }
}

extension CommandContext {
    /// The real context: this process's streams, environment, directory and terminal.
    public static func live(demos: [Demo], quizSnippets: [QuizSnippet] = []) -> CommandContext {
        let environment = Platforms.current.processEnvironment()
        // Ctrl-C, a `kill`, or a closed pipe ends builds and checks with the tool.
        StopSignals.install(cleanup: ProcessSweep.stopEverything)
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        let inputIsTerminal = isatty(STDIN_FILENO) == 1
        let errorIsTerminal = isatty(STDERR_FILENO) == 1
        let measured = outputIsTerminal ? measuredTerminalSize(STDOUT_FILENO) : nil
        let terminal = TerminalInfo.resolve(
            environment: environment,
            outputIsTerminal: outputIsTerminal,
            inputIsTerminal: inputIsTerminal,
            measuredWidth: measured?.columns,
            measuredHeight: measured?.rows,
            errorIsTerminal: errorIsTerminal,
            // Piped output with errors on the terminal (`… | grep`): the error lines fit that terminal.
            measuredErrorWidth: errorIsTerminal && !outputIsTerminal ? measuredTerminalSize(STDERR_FILENO)?.columns : nil
        )
        var context = CommandContext(
            stdout: FileDescriptorSink(descriptor: STDOUT_FILENO),
            stderr: FileDescriptorSink(descriptor: STDERR_FILENO),
            stdin: StandardInputSource(),
            environment: environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            executableURL: Platforms.current.executable(),
            terminal: terminal,
            demos: demos,
            processRunner: SystemProcessRunner()
        )
        context.quizSnippets = quizSnippets
        context.makeKeyInput = { TerminalKeyInput() }
        if inputIsTerminal { context.keyboard = TerminalKeyboard() }
        context.keepsLessonPages = true
        context.recordsVisits = true
        context.quizSeed = { UInt64.random(in: 1...UInt64.max) }
        if outputIsTerminal, let pager = SystemPager.chosen(environment: environment) {
            context.pager = pager
        }
        if let tool = context.executableURL {
            context.startInBackground = { arguments, log in startDetached(tool, arguments, log: log, environment: environment) }
        }
        return context
    }

    /// Starts `tool` with its input from /dev/null and its output to `log`, and does not wait
    /// for it. It begins a session of its own (`DetachedSession`), so closing the terminal does
    /// not stop it: the same on every system (a Mac has no `setsid` program).
    private static func startDetached(_ tool: URL, _ arguments: [String], log: URL, environment: [String: String]) -> Bool {
        var environment = environment
        environment[DetachedSession.variable] = "1"
        return (try? ChildProcess([tool.path] + arguments, environment: environment, input: .null, output: .file(log.path), error: .output)) != nil
    }

    private static func measuredTerminalSize(_ descriptor: Int32) -> (columns: Int, rows: Int?)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return (Int(size.ws_col), size.ws_row > 0 ? Int(size.ws_row) : nil)
    }
}

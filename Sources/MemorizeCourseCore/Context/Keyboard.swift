/// One key pressed at a prompt that offers keys.
public enum KeyPress: Equatable, Sendable {
    case character(Character)
    case enter
    case escape
    case left, right, up, down
}

/// A reply at a prompt: a single key on a terminal, a whole line otherwise, or the end of input.
public enum PromptReply: Equatable, Sendable {
    /// One key, pressed on a terminal without Enter.
    case key(KeyPress)
    /// A whole line: typed where a line is asked for, or read from input that is not a terminal.
    case line(String)
    /// Input ended: Ctrl-D on a terminal, or the end of piped input.
    case end
}

/// Where prompts read their replies from. On a terminal, `key()` takes one key press without
/// waiting for Enter; `line()` reads a line with the terminal's own editing and echo.
public protocol Keyboard: AnyObject {
    /// Waits for one key (or, reading lines, one line).
    func key() -> PromptReply
    /// Waits for one typed line.
    func line() -> PromptReply
}

/// Replies read as lines, one per prompt: input that is not a terminal (a pipe, a test's
/// script), where scripts answer "b" or "" (Enter) on lines of their own.
public final class LineKeyboard: Keyboard {
    let source: LineSource

    public init(_ source: LineSource) { self.source = source }

    public func key() -> PromptReply { line() }

    public func line() -> PromptReply {
        guard let line = source.readLine() else { return .end }
        return .line(line)
    }
}

extension PromptReply {
    /// What the reply types: a key's character ("" for Enter), or the line. Nil for a key that
    /// types nothing (an arrow, Escape) and for the end of input.
    var typed: String? {
        switch self {
        case let .line(line): line
        case .key(.enter): ""
        case let .key(.character(character)): String(character)
        case .key, .end: nil
        }
    }

    /// `q` on its own: the reply that leaves a demo or a quiz.
    var isQuit: Bool { typed.map { $0.trimmed.lowercased() == "q" } ?? false }
}

extension CommandContext {
    /// The replies to a command's prompts: single keys when it talks with someone at a
    /// terminal and a keyboard is attached, otherwise lines from standard input, as before.
    func prompts(interactive: Bool) -> Keyboard {
        (interactive ? keyboard : nil) ?? LineKeyboard(stdin)
    }
}

/// How a command ends. Kept apart so "the student's code fails" (1) never looks like
/// "the tool broke" (2) or "you typed it wrong" (64).
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case toolError = 2
    case usage = 64
}

/// The user typed something the tool does not understand. Rendered as one line on stderr
/// plus a hint saying what to do next; exit 64.
public struct UsageError: Error, Equatable, Sendable {
    public let message: String
    public let hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

/// The tool could not do its job for a reason outside the user's command line: a course
/// folder that cannot be found, a lesson file that cannot be parsed. One line; exit 2.
public struct ToolError: Error, Equatable, Sendable {
    public let message: String

    public init(_ message: String) { self.message = message }
}

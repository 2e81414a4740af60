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

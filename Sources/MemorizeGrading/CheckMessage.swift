import MemorizeSupport
/// The text a student reads for a failed check. A check that gives XCTest no message of its
/// own leaves only XCTest's text (`XCTAssertEqual failed: ("2") is not equal to ("1") - `),
/// which says neither what was checked nor which check it was; `validate` warns about those.
public enum CheckMessage {
    /// `raw` is what XCTest printed after "Class.test : " on the failure's line.
    /// Returns the check's own message, or, when it has none, the check's name in words
    /// followed by XCTest's text without its dangling " -".
    public static func forStudent(raw: String, test: String) -> String {
        if raw.trimmed.isEmpty { return "\(TestRunOutput.describe(test)): failed" } // XCTFail() once "failed - " is cut off
        if raw.hasPrefix("failed - ") { // XCTFail("…")
            let own = raw.dropFirst("failed - ".count).trimmed
            return own.isEmpty ? "\(TestRunOutput.describe(test)): failed" : own
        }
        let text = withoutDanglingDash(raw)
        return text == raw.trimmed ? raw.trimmed : "\(TestRunOutput.describe(test)): \(text)"
    }

    /// How a task that waits for a part of the assignment's API begins its message.
    public static let waitingPrefix = "not graded: "

    /// What an ungraded task's message says it waits for: the message without `waitingPrefix`.
    static func waitedFor(_ message: String) -> String {
        String(message.dropFirst(message.hasPrefix(waitingPrefix) ? waitingPrefix.count : 0))
    }

    /// An ungraded task's message: what it waits for, each part once, in the student's terms.
    static func ungraded(_ messages: [String]) -> String {
        var parts: [String] = []
        for message in messages {
            let part = waitedFor(message)
            if !parts.contains(part) { parts.append(part) }
        }
        return waitingPrefix + parts.joined(separator: "; ")
    }

    /// Whether a student's message is only XCTest's own text: an assertion with no message
    /// after it, a bare XCTFail(), or an error a check threw without catching.
    public static func isXCTestDefault(_ message: String) -> Bool {
        let text = withoutDanglingDash(message)
        if text.hasSuffix(": failed") || text == "failed" || text.isEmpty { return true }
        if text.contains("threw error \"") { return true }
        guard let assertion = text.range(of: "XCT") else { return false }
        let afterName = text[assertion.lowerBound...].drop { $0.isLetter }
        return afterName.hasPrefix(" failed") && !afterName.contains(" - ")
    }

    /// XCTest ends an assertion with " - " and then the check's message; with no message the
    /// dash is left dangling.
    static func withoutDanglingDash(_ text: String) -> String {
        var trimmed = text.trimmed
        while trimmed.hasSuffix(" -") { trimmed = String(trimmed.dropLast(2)).trimmed }
        return trimmed
    }
}

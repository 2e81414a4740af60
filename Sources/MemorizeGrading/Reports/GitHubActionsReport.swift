import Foundation
import MemorizeSupport

/// A check report for a GitHub Actions job, in the runner's own terms: an `::error` workflow
/// command for each compile error (at the student's file and line, so it shows on the diff and
/// in the Files tab) and each failed task, and a Markdown scorecard for the job summary
/// (`$GITHUB_STEP_SUMMARY`). Paths are as `check` shows them, relative to where it runs: the
/// repository's root in the exported workflow.
public struct GitHubActionsReport: Sendable {
    public let outcome: CheckOutcome

    public init(_ outcome: CheckOutcome) { self.outcome = outcome }

    /// `text` (the scorecard, which quotes the student's program: a theme's name), printed where
    /// the runner reads workflow commands, as text only: between `::stop-commands::TOKEN` and
    /// `::TOKEN::`, GitHub's way to log untrusted text, with a token no submission can know. A
    /// line of it beginning `::error::` (indented or not) was a command the job obeyed.
    public static func inert(_ text: String, token: String = UUID().uuidString) -> String {
        "::stop-commands::\(token)\n" + text + (text.hasSuffix("\n") || text.isEmpty ? "" : "\n") + "::\(token)::\n"
    }

    /// One workflow command per problem, each on one line.
    public var annotations: String {
        var lines: [String] = []
        let build = outcome.build
        for error in build.studentErrors + build.contractProblems + build.otherErrors {
            if let place = Self.place(of: error) {
                var properties = "file=\(Self.property(place.file)),line=\(place.line)"
                if let column = place.column { properties += ",col=\(column)" }
                lines.append("::error \(properties),title=Does not compile::\(Self.data(place.message))")
            } else {
                lines.append("::error title=Does not compile::\(Self.data(error))")
            }
        }
        for requirement in outcome.report.requirements where requirement.status == .failed && build.isEmpty {
            let title = "\(GradescopeReport.title(requirement.id)): \(requirement.title)"
            lines.append("::error title=\(Self.property(title))::\(Self.data(requirement.message))")
        }
        for requirement in outcome.report.ungraded {
            let title = "\(GradescopeReport.title(requirement.id)): \(requirement.title) (not graded)"
            lines.append("::warning title=\(Self.property(title))::\(Self.data(requirement.message))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The scorecard as a Markdown table, for the job summary.
    public var summary: String {
        let report = outcome.report
        var text = "## \(Self.cell(outcome.exerciseTitle)): \(report.score)/\(report.maxScore)\n\n"
        if !outcome.build.isEmpty {
            text += "Your code does not compile, so no task could be checked; the errors are marked on your files.\n\n"
        }
        text += "| task | points | result |\n|---|---|---|\n"
        for requirement in report.requirements {
            let result: String
            switch requirement.status {
            case .passed: result = "✅ passed"
            case .manual: result = "graded by a person"
            case .failed: result = "❌ " + Self.quoted(requirement.message)
            case .ungraded: result = "⚠️ " + Self.quoted(requirement.message) + " (for your instructor to grade)"
            }
            let points = requirement.status == .ungraded ? "–/\(requirement.maxPoints)" : "\(requirement.points)/\(requirement.maxPoints)"
            text += "| \(GradescopeReport.title(requirement.id)): \(Self.cell(requirement.title)) | \(points) | \(result) |\n"
        }
        return text + "\n"
    }

    /// `path:line:column: error: message` (as `BuildDiagnostics` reads the compiler's) or
    /// `path:line: message` (an explained framework gap, a refusal) → its parts; nil when the
    /// text names no place.
    static func place(of error: String) -> (file: String, line: Int, column: Int?, message: String)? {
        if let location = BuildDiagnostics.parseLocation(error) {
            return (location.path, location.line, location.column, "error: " + location.message)
        }
        let parts = error.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, !parts[0].isEmpty, let line = Int(parts[1]) else { return nil }
        return (parts[0], line, nil, parts[2].trimmed)
    }

    /// A command's message: `%`, CR and LF escaped as the runner reads them.
    static func data(_ text: String) -> String {
        PrintableText.of(text).replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A command's property value: also `:` and `,`, which end a property.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// Text for a Markdown table cell: one line, `|` escaped, and HTML's `&`, `<`, `>` as
    /// entities, since a job summary renders HTML: a student's crash message wrote a heading, a
    /// passed row and an image there.
    static func cell(_ text: String) -> String {
        PrintableText.of(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
    }

    /// A message for a table cell, which may hold a student's words (a crash's message, a theme's
    /// name): as a code span, where Markdown makes nothing of them. Escaped as text, a student's
    /// `![img](https://…)` still drew an image in the summary, and a bare address became a link.
    static func quoted(_ text: String) -> String {
        let line = PrintableText.of(text).replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        // Delimited by one backtick more than the longest run inside, padded where a backtick is at an end.
        var longest = 0, run = 0
        for character in line { run = character == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = line.hasPrefix("`") || line.hasSuffix("`") ? " " : ""
        return fence + padding + line + padding + fence
    }
}

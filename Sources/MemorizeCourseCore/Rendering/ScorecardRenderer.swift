import Foundation
import MemorizeGrading
import MemorizeSupport

/// The scorecard: each Required Task with its number, title, status and points, and for a
/// failure the first failing check's message.
public struct ScorecardRenderer {
    let styler: Styler
    let width: Int
    /// Every failed check of a task, not only the first.
    let verbose: Bool

    /// For a screen that must fit (`check --watch`): failing tasks first and in full, the
    /// passing ones on one line together, and the left-out files only counted.
    let condensed: Bool

    public init(terminal: TerminalInfo, verbose: Bool = false, condensed: Bool = false) {
        styler = Styler(enabled: terminal.usesColor)
        width = min(terminal.width, MarkdownRenderer.maximumProseWidth)
        self.verbose = verbose
        self.condensed = condensed
    }

    /// One compiler error, broken between words to the width: its file:line:col stays at the
    /// start of the first line, and the rest is indented under it, so each error reads as one.
    private func compilerError(_ error: String, _ wrapper: TextWrapper) -> String {
        error.lines().map {
            wrapper.wrap(String($0), width: width, firstPrefix: "  ", continuationPrefix: "      ").joined(separator: "\n") + "\n"
        }.joined()
    }

    /// The scorecard; `hintOffer`, when given, adds its one line at the end.
    public func render(_ outcome: CheckOutcome, hintOffer: HintOffer? = nil) -> String {
        let report = outcome.report
        var text = styler.apply(.bold, to: outcome.exerciseTitle) + "\n"
        text += "Checked \(outcome.submission) (\(outcome.fileCount) Swift file\(outcome.fileCount == 1 ? "" : "s")"
            + (report.skipped.isEmpty ? ")\n" : "; \(report.skipped.count) left out)\n")
        if !report.skipped.isEmpty && !condensed {
            text += styler.apply(.dim, to: "Left out as not Model or ViewModel (grade one anyway with --include FILE):") + "\n"
            for skipped in report.skipped { text += styler.apply(.dim, to: "  \(PrintableText.line(skipped.file)): \(PrintableText.line(skipped.reason))") + "\n" }
        }
        text += "\n"
        let wrapper = TextWrapper(styler: styler)
        if !outcome.build.contractProblems.isEmpty {
            text += styler.apply(.red, .bold, to: "Your code does not match the assignment's API:") + "\n"
            for problem in outcome.build.contractProblems {
                text += wrapper.wrap(InlineParser.parse(problem), width: width, firstPrefix: "  • ", continuationPrefix: "    ").joined(separator: "\n") + "\n"
            }
            text += "\n"
        }
        if !outcome.build.studentErrors.isEmpty {
            text += styler.apply(.red, .bold, to: "Your code does not compile:") + "\n"
            for error in outcome.build.studentErrors.prefix(10) { text += compilerError(error, wrapper) }
            if outcome.build.studentErrors.count > 10 { text += "  … and \(outcome.build.studentErrors.count - 10) more\n" }
            text += "\n"
        } else if !(outcome.build.checkErrors + outcome.build.otherErrors).isEmpty && outcome.build.contractProblems.isEmpty {
            text += styler.apply(.red, .bold, to: "The checks could not be compiled against your code:") + "\n"
            for error in (outcome.build.checkErrors + outcome.build.otherErrors).prefix(5) { text += compilerError(error, wrapper) }
            text += "\n"
        }
        let titleWidth = report.requirements.map { DisplayWidth.of($0.title) }.max() ?? 0
        let numberWidth = report.requirements.map { Self.taskNumber($0.id).count }.max() ?? 0
        let passing = report.requirements.filter { $0.status == .passed }
        var shown = report.requirements
        if condensed && !passing.isEmpty {
            shown = report.requirements.filter { $0.status == .failed } + report.ungraded + report.requirements.filter { $0.status == .manual }
            text += "  " + styler.apply(.green, .bold, to: "✔") + " " + Self.passingLine(passing.map(\.id)) + "\n"
        }
        // When the build failed, the first failed task says so and the others do not repeat it;
        // tasks waiting for the same part of the code say it once too.
        var toldBuild = false
        var toldWaiting: [String: String] = [:]
        for requirement in shown {
            let (mark, style): (String, TextStyle) = switch requirement.status {
            case .passed: ("✔", .green)
            case .failed: ("✘", .red)
            case .manual: ("●", .yellow)
            case .ungraded: ("?", .yellow)
            }
            let number = Self.taskNumber(requirement.id)
            let points = requirement.status == .manual ? "manual, \(requirement.maxPoints) pts"
                : requirement.status == .ungraded ? "ungraded, \(requirement.maxPoints) pts" : "\(requirement.points)/\(requirement.maxPoints)"
            text += "  " + styler.apply(style, .bold, to: mark) + " " + DisplayWidth.pad(number, to: numberWidth) + "  "
                + DisplayWidth.pad(requirement.title, to: titleWidth) + "  " + points + "\n"
            // The errors are listed above; one short line per task is enough.
            var message = requirement.status != .failed || outcome.build.isEmpty ? requirement.message
                : toldBuild ? "" : "does not compile (see above)"
            if requirement.status == .ungraded {
                if let first = toldWaiting[message] { message = "not graded: waits for the same as \(first)" }
                else { toldWaiting[message] = number }
            }
            if requirement.status == .failed && !outcome.build.isEmpty { toldBuild = true }
            let indent = String(repeating: " ", count: 6 + numberWidth)
            // A failure is what the student reads next, so it is printed at normal weight; only
            // asides (a manual task's note, "N more checks") are dim.
            func line(_ words: String, first: String = "", dim: Bool) {
                let lines = wrapper.wrap(InlineParser.parse(words), width: width, firstPrefix: indent + first,
                                         continuationPrefix: indent + String(repeating: " ", count: first.count))
                text += (dim ? lines.map { styler.apply(.dim, to: $0) } : lines).joined(separator: "\n") + "\n"
            }
            let failed = requirement.status == .failed
            if verbose && requirement.failures.count > 1 {
                for failure in requirement.failures { line(failure.message, first: "• ", dim: !failed) }
            } else if !message.isEmpty {
                line(message, dim: !failed)
                let more = requirement.failures.count - 1
                if more > 0 { line("(\(more) more check\(more == 1 ? "" : "s") of this task failed too; --verbose shows them)", dim: true) }
            }
        }
        let automated = report.requirements.filter { $0.status != .manual && $0.status != .ungraded }
        let summary = "Score \(report.score)/\(report.maxScore) · \(passing.count) of \(automated.count) automated tasks pass"
        text += "\n" + styler.apply(.bold, report.passed ? .green : report.anyFailed ? .red : .yellow, to: summary) + "\n"
        if !report.ungraded.isEmpty {
            let points = report.ungraded.reduce(0) { $0 + $1.maxPoints }
            let names = report.ungraded.map { Self.taskNumber($0.id) }.joined(separator: ", ")
            let note = "? \(names) (\(points) pts) could not be graded: the checks did not find the part of your code "
                + "named above. Its points wait for your instructor, who grades it by hand; or add what it waits for and check again."
            text += wrapper.wrap(InlineParser.parse(note), width: width, firstPrefix: "", continuationPrefix: "  ").map { styler.apply(.yellow, to: $0) }.joined(separator: "\n") + "\n"
        }
        // A task's hint does not help code that does not compile.
        if let hintOffer, outcome.build.isEmpty { text += hintOffer.line + "\n" }
        return text
    }

    /// "Tasks 1, 2, 4, 5 pass", "Task 3 passes": the passing tasks of a condensed scorecard.
    static func passingLine(_ ids: [String]) -> String {
        let names = ids.map(taskNumber)
        guard names.allSatisfy({ $0.hasPrefix("Task ") }) else {
            return names.joined(separator: ", ") + (names.count == 1 ? " passes" : " pass")
        }
        let numbers = names.map { String($0.dropFirst(5)) }
        return numbers.count == 1 ? "Task \(numbers[0]) passes" : "Tasks \(numbers.joined(separator: ", ")) pass"
    }

    /// `task-8` → `Task 8`; other ids as they are.
    static func taskNumber(_ id: String) -> String { CheckReport.taskNumber(id) }
}

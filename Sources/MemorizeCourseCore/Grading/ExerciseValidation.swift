/// The result of validating one exercise: a list of findings, each holding, a problem, or
/// a warning. Problems make the exercise invalid; warnings are things students would trip
/// over (no hints, a message that is only XCTest's text) but that still grade correctly.
public struct ExerciseValidation: Sendable {
    public struct Finding: Equatable, Sendable {
        public var holds: Bool
        public var summary: String
        /// Details under a finding: unexpected failures, or the messages students would read.
        public var details: [String] = []
        /// Holds, but deserves a look.
        public var isWarning = false
    }

    public var exercise: String
    public var title: String
    public var findings: [Finding] = []

    public var isValid: Bool { findings.allSatisfy(\.holds) }
    public var problems: [Finding] { findings.filter { !$0.holds } }
    public var warnings: [Finding] { findings.filter(\.isWarning) }

    mutating func add(_ holds: Bool, _ summary: String, _ details: [String] = []) {
        findings.append(Finding(holds: holds, summary: summary, details: details))
    }

    mutating func warn(_ summary: String, _ details: [String] = []) {
        findings.append(Finding(holds: true, summary: summary, details: details, isWarning: true))
    }
}

/// Renders a validation as one line per finding: ✔ holds, ✘ a problem, ! a warning.
public struct ValidationRenderer {
    let styler: Styler

    public init(terminal: TerminalInfo) { styler = Styler(enabled: terminal.usesColor) }

    public func render(_ validation: ExerciseValidation) -> String {
        var text = styler.apply(.bold, to: "Validating \(validation.exercise)" + (validation.title.isEmpty ? "" : " (\(validation.title))")) + "\n"
        for finding in validation.findings {
            let mark = !finding.holds ? styler.apply(.red, to: "✘") : finding.isWarning ? styler.apply(.yellow, to: "!") : styler.apply(.green, to: "✔")
            text += "  " + mark + " " + finding.summary + "\n"
            for detail in finding.details { text += "      " + styler.apply(.dim, to: detail) + "\n" }
        }
        let problems = validation.problems.count
        let warnings = validation.warnings.count
        let warningNote = warnings == 0 ? "" : " (\(warnings) warning\(warnings == 1 ? "" : "s"))"
        text += validation.isValid ? styler.apply(.green, .bold, to: "\(validation.exercise): valid\(warningNote)") + "\n"
            : styler.apply(.red, .bold, to: "\(validation.exercise): \(problems) problem\(problems == 1 ? "" : "s")\(warningNote)") + "\n"
        return text + "\n"
    }
}

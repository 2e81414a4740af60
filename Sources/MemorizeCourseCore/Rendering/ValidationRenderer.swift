import Foundation
import MemorizeGrading

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

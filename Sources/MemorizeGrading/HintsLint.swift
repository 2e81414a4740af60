import Foundation
import MemorizeSupport

/// What `validate` says about an exercise's hints: how many there are, and what in
/// instructions.md looks like hints but is not read as any (a `## Hint` heading, hints written
/// as bullets), since those silently give students fewer hints than the instructor wrote; and,
/// given the requirements, each hint that names no Required Task or one that does not exist,
/// since `hint EXERCISE task-N` and the scorecard could never offer it.
public struct HintsLint: Equatable, Sendable {
    public var count: Int
    /// One line each, starting `instructions.md:LINE:` where there is a line to point at.
    public var warnings: [String]

    /// `requirements` are the manifest's requirement ids; nil checks no hint's task.
    public static func check(_ text: String, blocks: [MarkdownBlock], requirements: [String]? = nil) -> HintsLint {
        let hints = Hints.hints(in: blocks)
        let count = hints.count
        var hintLines: [Int] = []
        var warnings: [String] = []
        var inFence = false
        var section: (line: Int, numbered: Int, heading: String, bullets: Int)?
        var sections = 0
        func closeSection() {
            if let open = section, open.numbered == 0 {
                warnings.append("instructions.md:\(open.line): the '\(open.heading)' section has no numbered items, so it gives no hints; write each hint as '1. …'")
            }
            section = nil
        }
        for (index, line) in text.lines().enumerated() {
            let number = index + 1
            let trimmed = line.trimmed
            if trimmed.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            let hashes = trimmed.prefix { $0 == "#" }.count
            if hashes > 0, trimmed.dropFirst(hashes).first == " " {
                let title = trimmed.dropFirst(hashes).trimmed
                if hashes <= 2 { closeSection() }
                if Hints.startsSection(level: hashes, text: title) {
                    section = (number, 0, trimmed, 0)
                    sections += 1
                } else if title.lowercased().hasPrefix("hint") {
                    warnings.append("instructions.md:\(number): '\(trimmed)' is not read as hints; hints are the numbered items under a '## Hints' heading")
                }
                continue
            }
            guard section != nil else { continue }
            let indent = line.prefix { $0 == " " }.count
            if trimmed.first?.isNumber == true, trimmed.drop(while: \.isNumber).hasPrefix(". ") {
                if indent < 2 { section!.numbered += 1; hintLines.append(number) }
            } else if indent < 2, section!.numbered == 0, trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                section!.bullets += 1
                guard section!.bullets == 1 else { continue } // one warning says it
                warnings.append("instructions.md:\(number): bullet items are not hints; number each hint '1.', '2.', … (bullets may go under a numbered hint)")
            }
        }
        closeSection()
        if let requirements {
            warnings += taskWarnings(hints, lines: hintLines, requirements: requirements)
        }
        if count == 0 && sections == 0 && warnings.isEmpty {
            warnings.append("instructions.md has no hints: 'memorize-course hint' will say so; add a '## Hints' section with numbered items if students need them")
        }
        return HintsLint(count: count, warnings: warnings)
    }

    /// One warning for each hint that names no task, or a task no requirement is.
    static func taskWarnings(_ hints: [Hint], lines: [Int], requirements: [String]) -> [String] {
        // The text scan and the parser count the same items; if they ever differ, no line is better than a wrong one.
        func at(_ hint: Hint) -> String {
            lines.count == hints.count ? "instructions.md:\(lines[hint.number - 1]): " : "instructions.md: "
        }
        var warnings: [String] = []
        for hint in hints {
            if hint.tasks.isEmpty {
                warnings.append(at(hint) + "hint \(hint.number) names no Required Task, so 'hint ID task-N' and the scorecard never offer it; open it with 'Task N: '")
            }
            for task in hint.tasks where !requirements.contains("task-\(task)") {
                warnings.append(at(hint) + "hint \(hint.number) names Task \(task), which is no requirement in exercise.json (there is no \"task-\(task)\"): correct the number")
            }
        }
        return warnings
    }
}

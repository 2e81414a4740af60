import Foundation
import MemorizeSupport

/// The hints of an exercise: the numbered items of the `## Hints` section of its
/// instructions, each with whatever follows it up to the next item.
public enum Hints {
    public static func load(_ exercise: Exercise) throws -> [[MarkdownBlock]] {
        let display = "Exercises/\(exercise.id)/instructions.md"
        guard let text = try? String(contentsOf: exercise.instructions, encoding: .utf8) else {
            throw ToolError("cannot read \(display)")
        }
        do {
            return hints(in: try MarkdownParser.parse(text))
        } catch let error as MarkdownError {
            throw ToolError("\(display):\(error.line): \(error.problem)")
        }
    }

    /// Whether a heading starts the hints section: level 1 or 2, its text beginning "Hints".
    static func startsSection(level: Int, text: String) -> Bool {
        level <= 2 && text.trimmed.lowercased().hasPrefix("hints")
    }

    /// The blocks without the hints section, for `instructions`: hints are given one at a time.
    public static func withoutHintsSection(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        var kept: [MarkdownBlock] = []
        var inSection = false
        for block in blocks {
            if case let .heading(level, text) = block, level <= 2 {
                inSection = startsSection(level: level, text: text.map(\.text).joined())
            }
            if !inSection { kept.append(block) }
        }
        return kept
    }

    public static func hints(in blocks: [MarkdownBlock]) -> [[MarkdownBlock]] {
        var hints: [[MarkdownBlock]] = []
        var inSection = false
        for block in blocks {
            if case let .heading(level, text) = block, level <= 2 {
                inSection = startsSection(level: level, text: text.map(\.text).joined())
                continue
            }
            guard inSection else { continue }
            if case let .list(items) = block {
                for item in items {
                    if item.depth == 0 && item.number != nil {
                        hints.append([.paragraph(item.text)])
                    } else if !hints.isEmpty {
                        var nested = item
                        nested.depth = max(0, item.depth - 1)
                        if case .list(var previous)? = hints[hints.count - 1].last {
                            previous.append(nested)
                            hints[hints.count - 1][hints[hints.count - 1].count - 1] = .list(previous)
                        } else {
                            hints[hints.count - 1].append(.list([nested]))
                        }
                    }
                }
            } else if !hints.isEmpty {
                hints[hints.count - 1].append(block)
            }
        }
        return hints
    }
}

/// What `validate` says about an exercise's hints: how many there are, and what in
/// instructions.md looks like hints but is not read as any (a `## Hint` heading, hints written
/// as bullets), since those silently give students fewer hints than the instructor wrote.
public struct HintsLint: Equatable, Sendable {
    public var count: Int
    /// One line each, starting `instructions.md:LINE:` where there is a line to point at.
    public var warnings: [String]

    public static func check(_ text: String, blocks: [MarkdownBlock]) -> HintsLint {
        let count = Hints.hints(in: blocks).count
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
                if indent < 2 { section!.numbered += 1 }
            } else if indent < 2, section!.numbered == 0, trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                section!.bullets += 1
                guard section!.bullets == 1 else { continue } // one warning says it
                warnings.append("instructions.md:\(number): bullet items are not hints; number each hint '1.', '2.', … (bullets may go under a numbered hint)")
            }
        }
        closeSection()
        if count == 0 && sections == 0 && warnings.isEmpty {
            warnings.append("instructions.md has no hints: 'memorize-course hint' will say so; add a '## Hints' section with numbered items if students need them")
        }
        return HintsLint(count: count, warnings: warnings)
    }
}

import Foundation
import MemorizeSupport

/// One hint of an exercise: its number (from 1), the Required Tasks it helps with, and its text.
public struct Hint: Equatable, Sendable {
    public var number: Int
    /// The task numbers its opening names ("Task 8:" gives [8]); empty when it names none.
    public var tasks: [Int]
    /// The hint's text without that opening, which the header shows instead.
    public var blocks: [MarkdownBlock]

    /// "Task 8", "Tasks 3 and 6", or nil for a hint that names no task.
    public var taskLabel: String? {
        switch tasks.count {
        case 0: nil
        case 1: "Task \(tasks[0])"
        default: "Tasks " + tasks.dropLast().map(String.init).joined(separator: ", ") + " and \(tasks.last!)"
        }
    }

    /// Whether the hint helps with the requirement `id` (`task-8` is Task 8).
    public func helps(with id: String) -> Bool {
        guard id.hasPrefix("task-"), let number = Int(id.dropFirst(5)) else { return false }
        return tasks.contains(number)
    }
}

/// The hints of an exercise: the numbered items of the `## Hints` section of its
/// instructions, each with whatever follows it up to the next item. A hint opens with the
/// Required Task it helps with, "Task 8: …" (or "Tasks 3 and 6: …"), so `hint EXERCISE task-8`
/// can find it; `HintOpening` reads that.
public enum Hints {
    /// The hints of `exercise`'s instructions.md; a `ToolError` naming the file when it cannot be read.
    public static func load(_ exercise: Exercise) throws -> [Hint] {
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

    /// The hints in `blocks`, numbered from 1, each with the tasks its opening names.
    public static func hints(in blocks: [MarkdownBlock]) -> [Hint] {
        items(in: blocks).enumerated().map { index, blocks in
            guard case let .paragraph(spans)? = blocks.first, let opening = HintOpening(spans) else {
                return Hint(number: index + 1, tasks: [], blocks: blocks)
            }
            return Hint(number: index + 1, tasks: opening.tasks, blocks: [.paragraph(opening.rest)] + blocks.dropFirst())
        }
    }

    static func items(in blocks: [MarkdownBlock]) -> [[MarkdownBlock]] {
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


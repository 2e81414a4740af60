import Foundation
import MemorizeSupport

/// The opening that ties a hint to Required Tasks: "Task 8: " or "Tasks 3 and 6: " (also
/// "Tasks 3, 4 and 6: "), at the very start of the hint, before anything else.
struct HintOpening: Equatable {
    var tasks: [Int]
    /// The hint's first paragraph without the opening.
    var rest: [InlineSpan]

    /// Reads the opening of a hint's first paragraph; nil when it has none.
    init?(_ spans: [InlineSpan]) {
        guard let first = spans.first, first.style == .plain,
              let (tasks, length) = Self.read(first.text) else { return nil }
        self.tasks = tasks
        var head = first
        head.text = String(first.text.dropFirst(length))
        rest = (head.text.isEmpty ? [] : [head]) + spans.dropFirst()
    }

    /// The task numbers and the length of the opening, with the spaces after its colon.
    static func read(_ text: String) -> (tasks: [Int], length: Int)? {
        var rest = Substring(text)
        let plural: Bool
        if rest.hasPrefix("Tasks ") { plural = true; rest = rest.dropFirst(6) }
        else if rest.hasPrefix("Task ") { plural = false; rest = rest.dropFirst(5) }
        else { return nil }
        var tasks: [Int] = []
        while true {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let number = Int(digits) else { return nil }
            tasks.append(number)
            rest = rest.dropFirst(digits.count)
            if rest.hasPrefix(", ") { rest = rest.dropFirst(2) }
            else if rest.hasPrefix(" and ") { rest = rest.dropFirst(5) }
            else { break }
        }
        guard rest.hasPrefix(":"), plural == (tasks.count > 1) else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        return (tasks, text.count - rest.count)
    }
}

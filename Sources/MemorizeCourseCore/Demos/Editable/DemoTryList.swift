import Foundation

/// A demo's "Try this" suggestions, numbered by their step, shown with the output of
/// `demo ID --edit`. They are written into main.swift as comments too, but a student watching
/// the output never saw them there: the screen showed only the output and the status line.
struct DemoTryList {
    /// Each suggestion with the number of the step it belongs to.
    let items: [(step: Int, text: String)]

    init(_ demo: Demo) {
        items = demo.steps().enumerated().compactMap { index, step in step.tryThis.map { (index + 1, $0) } }
    }

    /// Piped (run once): every suggestion in full, after a blank line; nothing without any.
    func plain() -> String {
        guard !items.isEmpty else { return "" }
        return "\nTry:\n" + items.map { "  \($0.step). \($0.text)\n" }.joined()
    }

    /// On a terminal: one line per suggestion cut to `width`, in at most `rows` lines (all when
    /// nil). The output above matters most, so the list gets only the rows it leaves: fewer
    /// suggestions then, and a line saying how many more main.swift has; at least one line,
    /// the first suggestion.
    func lines(width: Int, rows: Int?) -> [String] {
        guard !items.isEmpty else { return [] }
        let all = ["Try:"] + items.map { CourseStandingRenderer.cut("  \($0.step). \($0.text)", to: width) }
        let room = rows ?? Int.max
        if all.count < room { return [""] + all }   // a blank line apart from the output
        if all.count <= room { return all }
        guard room >= 3 else {
            // One line: the first suggestion itself, which says more than a count would.
            let more = items.count == 1 ? "" : "; \(items.count - 1) more in main.swift"
            return [CourseStandingRenderer.cut("Try (step \(items[0].step)\(more)): \(items[0].text)", to: width)]
        }
        let shown = room - 2
        return Array(all.prefix(1 + shown)) + [CourseStandingRenderer.cut("  … \(items.count - shown) more in main.swift's comments", to: width)]
    }
}

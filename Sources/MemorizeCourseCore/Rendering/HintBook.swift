import Foundation
import MemorizeGrading

/// An exercise's hints as `hint` shows them, and everything `hint` says about them: one
/// place for the words, so the command only decides which to say.
struct HintBook {
    let exercise: Exercise
    let hints: [Hint]
    /// The hints the run is about: all of them, or those of one task.
    private(set) var pool: [Hint]
    /// The task chosen (`task-8`), if any.
    private(set) var task: String?
    let renderer: MarkdownRenderer

    init(exercise: Exercise, hints: [Hint], terminal: TerminalInfo) {
        self.exercise = exercise
        self.hints = hints
        pool = hints
        renderer = MarkdownRenderer(terminal: terminal)
    }

    /// Narrows the pool to one requirement's hints; a usage error for a task the exercise lacks.
    mutating func select(_ id: String) throws {
        let ids = exercise.manifest.requirements.map(\.id)
        guard ids.contains(id) else {
            throw UsageError("\(exercise.id) has no \(CheckReport.taskNumber(id)); its tasks are \(ids.joined(separator: ", "))",
                             hint: "for example: memorize-course hint \(exercise.id) \(ids.first ?? "task-1")")
        }
        task = id
        pool = hints.filter { $0.helps(with: id) }
    }

    /// The first hint of the pool not seen yet.
    func next(seen: Set<Int>) -> Hint? { pool.first { !seen.contains($0.number) } }

    /// "Hint 3 of 9 (Task 8)", then the hint.
    func show(_ hint: Hint) -> String {
        Self.header(hint, of: hints.count, styler: renderer.styler) + "\n\n" + renderer.render(hint.blocks)
    }

    /// "Hint 3 of 9 (Task 8)", styled; `watch` uses it too.
    static func header(_ hint: Hint, of count: Int, styler: Styler) -> String {
        styler.apply(.bold, .cyan, to: "Hint \(hint.number) of \(count)" + (hint.taskLabel.map { " (\($0))" } ?? ""))
    }

    private var taskName: String? { task.map(CheckReport.taskNumber) }
    /// " task-8" when a task was chosen, for commands to suggest.
    var taskArgument: String { task.map { " \($0)" } ?? "" }
    /// "all 9 hints" or "the 2 hints for Task 8", for the question `--all` asks.
    var everything: String {
        taskName.map { "the \(pool.count) hint\(pool.count == 1 ? "" : "s") for \($0)" } ?? "all \(hints.count) hints"
    }

    private func dim(_ text: String) -> String { "\n" + renderer.styler.apply(.dim, to: text) + "\n" }

    func nextTime(seen: Set<Int>) -> String {
        guard let following = next(seen: seen) else {
            return dim("That was the last hint" + (taskName.map { " for \($0)." } ?? "."))
        }
        return dim("Next time" + (taskName.map { " for \($0)" } ?? "") + ": hint \(following.number) of \(hints.count).")
    }

    func notCountedPeek(_ hint: Hint) -> String {
        dim("Not counted (--peek): hint \(hint.number) of \(hints.count) is still the next one.")
    }

    func notCountedByNumber(seen: Set<Int>) -> String {
        let following = next(seen: seen).map { "hint \($0.number) of \(hints.count) is still the next one" } ?? "you have seen every hint"
        return dim("Not counted (asked for by number): \(following).")
    }

    func allSeen() -> String {
        let numbers = pool.map { String($0.number) }
        let which = taskName.map { "all \(pool.count) hint\(pool.count == 1 ? "" : "s") for \($0) (\(numbers.count == 1 ? "hint" : "hints") \(numbers.joined(separator: ", ")))" }
            ?? "all \(hints.count) hints"
        return "You have seen \(which). Reread one by its number ('memorize-course hint \(exercise.id) \(pool[0].number)'), "
            + "see them all with --all, or start over with --reset.\n"
    }

    func startsAgain() -> String {
        "Hints for \(exercise.id)" + (taskName.map { " \($0)" } ?? "") + " start again from hint \(pool[0].number).\n"
    }

    func noHintsForTask(_ id: String) -> String {
        "\(CheckReport.taskNumber(id)) of \(exercise.id) has no hints of its own; 'memorize-course hint \(exercise.id)' gives the next hint.\n"
    }
}

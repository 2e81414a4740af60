import Foundation

/// `memorize-course hint EXERCISE [N | task-N] [--all [--yes]] [--reset] [--peek]`: the
/// exercise's hints, one at a time, by task, or by number.
public struct HintCommand: Command {
    public static let spec = CommandSpec(
        name: "hint",
        arguments: "[EXERCISE] [N | task-N] [--all [--yes] [--no-pager]] [--reset] [--peek]",
        abstract: "Show the next hint for an exercise, or for one of its tasks.",
        discussion: """
        Each time you ask, shows the next hint you have not seen, in the order the
        assignment gives them: "Hint 3 of 9 (Task 8)" says which Required Task it helps
        with. The hints seen are kept in .memorize-progress.json in the course folder.

        task-8 shows the next hint for Required Task 8 only (the scorecard of 'check'
        offers it for the first failing task that has one left). A number, such as 3,
        shows hint 3 again, or early, without counting it: the next hint stays the
        next. --reset starts over from the first hint (with task-8, that task's hints).

        --all shows every hint at once (with task-8, every hint for Task 8), the worked
        answers too. On a terminal it asks first; elsewhere (a script, output into a
        file or a pipe) it needs --yes, so that nobody is given everything by accident.
        A long page opens in the pager. --all counts nothing.

        --peek shows the hint that comes next without counting it, so it stays next:
        for an instructor trying the hints, or looking at a student's place in them in
        the student's course folder, without moving the student's count.

        Examples:
          memorize-course hint assignment2
          memorize-course hint assignment2 task-8
          memorize-course hint assignment2 8
          memorize-course hint assignment2 --all
          memorize-course hint assignment2 --peek
        """,
        options: [
            OptionSpec("--all", help: "Show every hint (asks first on a terminal)."),
            OptionSpec("--yes", help: "With --all: do not ask (needed when not on a terminal)."),
            OptionSpec("--reset", help: "Start again from the first hint."),
            OptionSpec("--peek", help: "Show the next hint without counting it (for instructors)."),
            OptionSpec("--no-pager", help: "With --all: print every hint even when taller than the terminal."),
        ],
        positionals: [.exercise, .task]
    )

    /// Which hints a run is about.
    enum Selection: Equatable {
        /// The next hint not seen, of all of them.
        case next
        /// Hint N (from 1), shown without counting.
        case number(Int)
        /// The hints of the requirement with this id (`task-8`).
        case task(String)
    }

    /// The exercise named; nil to take the working copy the current folder is in.
    let id: String?
    let selection: Selection
    let all: Bool
    let yes: Bool
    let reset: Bool
    let peek: Bool
    let usePager: Bool

    public init(arguments: ParsedArguments) throws {
        let usage = "see 'memorize-course hint --help'"
        guard arguments.positionals.count <= 2 else {
            throw UsageError("'hint' takes an exercise and at most a hint number or a task, got \(arguments.positionals.count) arguments: "
                + arguments.positionals.joined(separator: " "), hint: usage)
        }
        // Inside a working copy the exercise may be left out: 'hint task-8', 'hint 3', 'hint'.
        if arguments.positionals.count == 1, let alone = try? Self.selection(arguments.positionals[0]) {
            id = nil
            selection = alone
        } else {
            id = arguments.positionals.first
            selection = try arguments.positionals.dropFirst().first.map(Self.selection) ?? .next
        }
        all = arguments.has("--all")
        yes = arguments.has("--yes")
        reset = arguments.has("--reset")
        peek = arguments.has("--peek")
        usePager = !arguments.has("--no-pager")
        if peek && reset {
            throw UsageError("'--peek' changes nothing and '--reset' starts the hints over; give one of them", hint: usage)
        }
        if case .number(let number) = selection, all || reset || peek {
            let option = all ? "--all" : reset ? "--reset" : "--peek"
            throw UsageError("hint \(number) is one hint, shown without counting; it does not go with \(option)", hint: usage)
        }
        if all && (reset || peek) {
            throw UsageError("--all shows every hint; it does not go with \(reset ? "--reset" : "--peek")", hint: usage)
        }
        if yes && !all {
            throw UsageError("--yes answers the question --all asks; give it with --all", hint: usage)
        }
    }

    /// `3` → hint 3, `task-8` → Task 8's hints.
    static func selection(_ word: String) throws -> Selection {
        if !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word) { return .number(number) }
        let lowered = word.lowercased()
        if lowered.hasPrefix("task-"), let number = Int(lowered.dropFirst(5)), number > 0 { return .task("task-\(number)") }
        throw UsageError("'\(word)' is neither a hint number nor a task; give a number (hint 3) or a task (task-8)",
                         hint: "for example: memorize-course hint assignment2 task-8")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.exerciseCatalog()
        let exercise = try id.map(catalog.exercise) ?? context.exerciseFromCurrentFolder(course: course, catalog: catalog, command: Self.spec.name)
        let hints = try Hints.load(exercise)
        guard !hints.isEmpty else {
            context.stdout.write("\(exercise.id) has no hints.\n")
            return .success
        }
        var book = HintBook(exercise: exercise, hints: hints, terminal: context.terminal)
        if case .task(let task) = selection {
            try book.select(task)
            guard !book.pool.isEmpty else {
                context.stdout.write(book.noHintsForTask(task))
                return .success
            }
        }
        if case .number(let number) = selection {
            guard let hint = hints.first(where: { $0.number == number }) else {
                throw UsageError("\(exercise.id) has no hint \(number); its hints are 1–\(hints.count)",
                                 hint: "for example: memorize-course hint \(exercise.id) 1")
            }
            let (_, progress) = context.loadProgress(course)
            context.stdout.write(book.show(hint) + book.notCountedByNumber(seen: progress[exercise.id].seenHints))
            return .success
        }
        if all { return try showAll(book, context: context) }
        let (store, loaded) = context.loadProgress(course)
        var progress = loaded
        var seen = progress[exercise.id].seenHints
        if reset {
            seen.subtract(book.pool.map(\.number))
            progress[exercise.id].seenHints = seen
            context.saveProgress(progress, to: store)
            context.stdout.write(book.startsAgain())
            return .success
        }
        guard let hint = book.next(seen: seen) else {
            context.stdout.write(book.allSeen())
            return .success
        }
        if peek {
            context.stdout.write(book.show(hint) + book.notCountedPeek(hint))
            return .success   // nothing saved: the course folder's count stays where it was
        }
        seen.insert(hint.number)
        context.stdout.write(book.show(hint) + book.nextTime(seen: seen))
        progress[exercise.id].seenHints = seen
        context.saveProgress(progress, to: store)
        return .success
    }

    /// Every hint of the pool, paged, once the student has said yes.
    func showAll(_ book: HintBook, context: CommandContext) throws -> ExitCode {
        if !yes {
            // A question written into a pipe or a file would wait unseen: ask only a person at a terminal.
            guard context.terminal.inputIsTerminal && context.terminal.outputIsTerminal else {
                throw UsageError("--all shows \(book.everything), the worked answers too, and needs a yes",
                                 hint: "run it in a terminal to be asked, or add --yes")
            }
            guard context.confirm("Show \(book.everything) at once, the worked answers too? One at a time teaches more.") else {
                context.stdout.write("Nothing shown. The next hint: 'memorize-course hint \(book.exercise.id)\(book.taskArgument)'.\n")
                return .success
            }
        }
        context.writePage(book.pool.map(book.show).joined(separator: "\n"), usePager: usePager)
        return .success
    }
}

import Foundation

/// `memorize-course hint EXERCISE [--all] [--reset] [--peek]`: the exercise's hints, one at a time.
public struct HintCommand: Command {
    public static let spec = CommandSpec(
        name: "hint",
        arguments: "EXERCISE [--all] [--reset] [--peek]",
        abstract: "Show the next hint for an exercise (hint 3 of 9).",
        discussion: """
        Each time you ask, shows the next of the exercise's hints, in the order the
        assignment gives them. --all shows every hint; --reset starts over from the first.
        The hints seen are counted in .memorize-progress.json in the course folder.

        --peek shows the hint that comes next without counting it, so it stays next:
        for an instructor trying the hints, or looking at a student's place in them in
        the student's course folder, without moving the student's count. (--all counts
        nothing either.)

        Examples:
          memorize-course hint assignment2
          memorize-course hint assignment2 --all
          memorize-course hint assignment2 --peek
        """,
        options: [
            OptionSpec("--all", help: "Show every hint."),
            OptionSpec("--reset", help: "Start again from the first hint."),
            OptionSpec("--peek", help: "Show the next hint without counting it (for instructors)."),
        ],
        positionals: [.exercise]
    )

    let id: String
    let all: Bool
    let reset: Bool
    let peek: Bool

    public init(arguments: ParsedArguments) throws {
        id = try arguments.single("an exercise name", command: Self.spec.name, example: "hint assignment2")
        all = arguments.has("--all")
        reset = arguments.has("--reset")
        peek = arguments.has("--peek")
        if peek && reset {
            throw UsageError("'--peek' changes nothing and '--reset' starts the hints over; give one of them",
                             hint: "see 'memorize-course hint --help'")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let exercise = try context.exerciseCatalog().exercise(id)
        let hints = try Hints.load(exercise)
        guard !hints.isEmpty else {
            context.stdout.write("\(exercise.id) has no hints.\n")
            return .success
        }
        let (store, loaded) = context.loadProgress(course)
        var progress = loaded
        let renderer = MarkdownRenderer(terminal: context.terminal)
        let styler = renderer.styler
        func show(_ index: Int) -> String {
            styler.apply(.bold, .cyan, to: "Hint \(index + 1) of \(hints.count)") + "\n\n" + renderer.render(hints[index])
        }
        if reset {
            progress[exercise.id].hintsShown = 0
            context.saveProgress(progress, to: store)
            context.stdout.write("Hints for \(exercise.id) start again from hint 1.\n")
            return .success
        }
        if all {
            context.stdout.write(hints.indices.map(show).joined(separator: "\n"))
            return .success
        }
        let shown = progress[exercise.id].hintsShown
        guard shown < hints.count else {
            context.stdout.write("You have seen all \(hints.count) hints. See them again with --all, or start over with --reset.\n")
            return .success
        }
        var text = show(shown)
        if peek {
            context.stdout.write(text + "\n" + styler.apply(.dim, to: "Not counted (--peek): hint \(shown + 1) of \(hints.count) is still the next one.") + "\n")
            return .success   // nothing saved: the course folder's count stays where it was
        }
        text += shown + 1 < hints.count
            ? "\n" + styler.apply(.dim, to: "Next time: hint \(shown + 2) of \(hints.count).") + "\n"
            : "\n" + styler.apply(.dim, to: "That was the last hint.") + "\n"
        context.stdout.write(text)
        progress[exercise.id].hintsShown = shown + 1
        context.saveProgress(progress, to: store)
        return .success
    }
}

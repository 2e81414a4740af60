/// `memorize-course exercises`: every exercise, where the student stands, what to run next.
public struct ExercisesCommand: Command {
    public static let spec = CommandSpec(
        name: "exercises",
        arguments: "",
        abstract: "List the graded exercises with your progress on each.",
        discussion: """
        Each exercise in lesson order, with its title, the lessons it practises, and its
        status — not started, failing (passed n of N), or passed — the command to work on
        it, and the one that shows its tasks. An exercise whose exercise.json cannot be read
        is listed last, with its problem; the others work as usual. Progress is kept in
        .memorize-progress.json in the course folder; if that file is lost it is rebuilt
        from your working copies.
        """
    )

    public init(arguments: ParsedArguments) throws {
        try arguments.noPositionals(command: Self.spec.name)
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.exerciseCatalog()
        let (_, progress) = context.loadProgress(course)
        let styler = Styler(enabled: context.terminal.usesColor)
        guard !catalog.exercises.isEmpty || !catalog.unreadable.isEmpty else {
            context.stdout.write("There are no exercises in Exercises/ yet.\n")
            return .success
        }
        var listed: [String] = []
        for exercise in catalog.inLessonOrder {
            let status = ProgressStore.status(of: exercise, course: course, progress: progress)
            let style: TextStyle = switch status {
            case .passed: .green
            case .failing: .red
            case .notStarted, .notChecked: .yellow
            }
            // Passed: the reference solution, to compare (watching a passed exercise again was the old advice).
            let next = switch status {
            case .notStarted: "memorize-course start \(exercise.id)"
            case .passed: "memorize-course solution \(exercise.id)"
            case .failing, .notChecked: "memorize-course check \(exercise.id) --watch"
            }
            var text = styler.apply(.bold, to: exercise.id) + "  " + exercise.title
                + (exercise.lessonsLabel.map { " " + styler.apply(.dim, to: "(\($0))") } ?? "") + "\n"
            text += "    " + styler.apply(style, to: status.description) + " · next: " + styler.apply(.yellow, to: next) + "\n"
            text += "    the tasks: " + styler.apply(.yellow, to: "memorize-course instructions \(exercise.id)") + "\n"
            listed.append(text)
        }
        // An unreadable manifest names no lessons, so it comes last, as exercises without lessons do.
        listed += catalog.unreadable.sorted { $0.id < $1.id }.map { broken in
            styler.apply(.bold, to: broken.id) + "  " + styler.apply(.red, to: "cannot be used: its manifest is broken") + "\n"
                + "    " + broken.problem + "\n"
        }
        context.stdout.write(listed.joined())
        return .success
    }
}

/// `memorize-course exercises`: every exercise, where the student stands, what to run next.
public struct ExercisesCommand: Command {
    public static let spec = CommandSpec(
        name: "exercises",
        arguments: "",
        abstract: "List the graded exercises with your progress on each.",
        discussion: """
        Each exercise with its title and status — not started, failing (passed n of N),
        or passed — and the command to work on it. Progress is kept in
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
        guard !catalog.exercises.isEmpty else {
            context.stdout.write("There are no exercises in Exercises/ yet.\n")
            return .success
        }
        var text = ""
        for exercise in catalog.exercises {
            let status = ProgressStore.status(of: exercise, course: course, progress: progress)
            let style: TextStyle = switch status {
            case .passed: .green
            case .failing: .red
            case .notStarted, .notChecked: .yellow
            }
            let next = status == .notStarted ? "memorize-course start \(exercise.id)" : "memorize-course check \(exercise.id) --watch"
            text += styler.apply(.bold, to: exercise.id) + "  " + exercise.title + "\n"
            text += "    " + styler.apply(style, to: status.description) + " · next: " + styler.apply(.yellow, to: next) + "\n"
        }
        context.stdout.write(text)
        return .success
    }
}

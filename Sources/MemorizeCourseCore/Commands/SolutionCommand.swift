import Foundation

/// `memorize-course solution EXERCISE [--force]`: the reference solution, once earned.
public struct SolutionCommand: Command {
    public static let spec = CommandSpec(
        name: "solution",
        arguments: "EXERCISE [--force]",
        abstract: "Show an exercise's reference solution, after your work has passed once.",
        discussion: """
        Prints the reference solution's files, but only after your own work on the
        exercise has passed every automated check once. Instructors can use --force.
        """,
        options: [OptionSpec("--force", help: "Show it anyway (for instructors).")],
        positionals: [.exercise]
    )

    let id: String
    let force: Bool

    public init(arguments: ParsedArguments) throws {
        id = try arguments.single("an exercise name", command: Self.spec.name, example: "solution assignment2")
        force = arguments.has("--force")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let exercise = try context.exerciseCatalog().exercise(id)
        let (_, progress) = context.loadProgress(course)
        guard force || progress[exercise.id].everPassed else {
            let status = ProgressStore.status(of: exercise, course: course, progress: progress)
            context.stderr.write("The solution to \(exercise.id) opens once your work has passed every automated check (now: \(status.description)); keep going with 'memorize-course check \(exercise.id)'.\n")
            return .failure
        }
        let renderer = MarkdownRenderer(terminal: context.terminal)
        var text = ""
        for file in try SourceFile.collect(from: exercise.solution) {
            text += renderer.render([
                .heading(level: 2, text: [InlineSpan("solution/\(file.relativePath)")]),
                .code(language: "swift", text: String(decoding: file.contents, as: UTF8.self).lines(keepingTrailingEmpty: false).joined(separator: "\n")),
            ]) + "\n"
        }
        context.stdout.write(text)
        return .success
    }
}

import Foundation

/// `memorize-course solution EXERCISE [--force] [--no-pager]`: the reference solution, once earned.
public struct SolutionCommand: Command {
    public static let spec = CommandSpec(
        name: "solution",
        arguments: "[EXERCISE] [--force] [--no-pager]",
        abstract: "Show an exercise's reference solution once your work has passed.",
        discussion: """
        Prints the reference solution's files, but only after your own work on the
        exercise has passed every automated check once. Instructors can use --force.
        On a terminal, a solution taller than the screen opens in a pager (less, or
        $PAGER; q quits); piped, it is plain text.

        Examples:
          memorize-course solution assignment2
          memorize-course solution assignment2 --no-pager
        """,
        options: [
            OptionSpec("--force", help: "Show it anyway (for instructors)."),
            OptionSpec("--no-pager", help: "Print the whole solution even when it is taller than the terminal."),
        ],
        positionals: [.exercise]
    )

    /// The exercise named; nil to take the working copy the current folder is in.
    let id: String?
    let force: Bool
    let usePager: Bool

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("'solution' takes one exercise, got \(arguments.positionals.count): " + arguments.positionals.joined(separator: " "),
                             hint: "for example: memorize-course solution assignment2")
        }
        id = arguments.positionals.first
        force = arguments.has("--force")
        usePager = !arguments.has("--no-pager")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.exerciseCatalog()
        let exercise = try id.map(catalog.exercise) ?? context.exerciseFromCurrentFolder(course: course, catalog: catalog, command: Self.spec.name)
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
        context.writePage(text, usePager: usePager)
        return .success
    }
}

import Foundation

/// `memorize-course warm EXERCISE`: builds an exercise's checks ahead of the first `check`.
public struct WarmCommand: Command {
    public static let spec = CommandSpec(
        name: "warm",
        arguments: "EXERCISE",
        abstract: "Build an exercise's checks now, so your first check is quick.",
        discussion: """
        Builds the exercise's checks with its reference solution in the scratch folder,
        where 'check' grades your files: the first check then compiles only your code,
        in about a second instead of many. Nothing is graded or shown, and your files are
        not read. 'start' runs this in the background for you; a check started while it
        runs waits for it and then finishes quickly.

        Example:
          memorize-course warm assignment2
        """,
        positionals: [.exercise]
    )

    let id: String

    public init(arguments: ParsedArguments) throws {
        id = try arguments.single("an exercise name", command: Self.spec.name, example: "warm assignment2")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        DetachedSession.beginIfAsked(context.environment)
        let course = try context.courseRoot()
        let exercise = try context.exerciseCatalog().exercise(id)
        let start = context.now()
        var grader = context.grader(for: exercise, course: course)
        grader.holder = "warm"   // a check that waits for this build says so
        let outcome = try context.showingWait("Warming \(exercise.id)") { progress in
            grader.progress = progress
            return try grader.grade(exercise.solution, only: [])
        }
        guard outcome.build.isEmpty else {
            throw ToolError("the reference solution of \(exercise.id) does not build with its checks (tell your instructor): \(outcome.build.summary)")
        }
        let seconds = context.now().timeIntervalSince(start)
        context.stdout.write("Built the checks of \(exercise.id) in \(String(format: "%.1f", seconds)) s: your next check compiles only your code.\n")
        return .success
    }
}

import Foundation

/// `memorize-course validate [EXERCISE]`: the grader's self-test for instructors.
public struct ValidateCommand: Command {
    public static let spec = CommandSpec(
        name: "validate",
        arguments: "[EXERCISE]",
        abstract: "For instructors: prove that an exercise's checks pass and fail as they should.",
        discussion: """
        Checks an exercise folder the way students will meet it: the manifest and
        instructions read; the reference solution gets full marks; the starter compiles
        and fails; each broken submission in broken/ fails exactly the requirements it
        declares; and every automated requirement is failed on its own by at least one
        broken submission, so no check is one that cannot fail.

        Without EXERCISE, validates every exercise. Exit status 0 when all hold, 1 otherwise.

        Examples:
          memorize-course validate assignment2
          memorize-course validate
        """
    )

    let id: String?

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("'validate' takes at most one exercise name", hint: "see 'memorize-course validate --help'")
        }
        id = arguments.positionals.first
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.exerciseCatalog()
        let exercises = try id.map { [try catalog.exercise($0)] } ?? catalog.exercises
        guard !exercises.isEmpty else { throw UsageError("there are no exercises in Exercises/ to validate") }
        var allValid = true
        for exercise in exercises {
            let validation = try ExerciseValidator(grader: context.grader(for: exercise, course: course)).validate()
            context.stdout.write(ValidationRenderer(terminal: context.terminal).render(validation))
            context.stdout.flush()
            allValid = allValid && validation.isValid
        }
        return allValid ? .success : .failure
    }
}

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
        broken submission, so no check is one that cannot fail. It lists the message a
        student would read for every failed task, and warns about messages that are only
        XCTest's own text and about hints that are not read as hints.

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
        // A manifest that cannot be read is a finding like any other, not a reason to stop.
        let unreadable = catalog.unreadable.filter { id == nil || $0.id == id }
        let exercises: [Exercise]
        if let id {
            exercises = unreadable.isEmpty ? [try catalog.exercise(id)] : []
        } else {
            exercises = catalog.exercises
        }
        guard !exercises.isEmpty || !unreadable.isEmpty else { throw UsageError("there are no exercises in Exercises/ to validate") }
        let renderer = ValidationRenderer(terminal: context.terminal)
        var allValid = unreadable.isEmpty
        for broken in unreadable {
            var validation = ExerciseValidation(exercise: broken.id, title: "")
            validation.add(false, broken.problem)
            context.stdout.write(renderer.render(validation))
        }
        for exercise in exercises {
            let validation = try ExerciseValidator(grader: context.grader(for: exercise, course: course)).validate()
            context.stdout.write(renderer.render(validation))
            context.stdout.flush()
            allValid = allValid && validation.isValid
        }
        return allValid ? .success : .failure
    }
}

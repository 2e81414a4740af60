import Foundation

/// `memorize-course validate [EXERCISE]`: the grader's self-test for instructors.
public struct ValidateCommand: Command {
    public static let spec = CommandSpec(
        name: "validate",
        arguments: "[EXERCISE | --lessons]",
        abstract: "For instructors: check the lesson files, and prove that exercises' checks pass and fail.",
        discussion: """
        Checks an exercise folder the way students will meet it: the manifest and
        instructions read; the reference solution gets full marks; the starter compiles
        and fails; each broken submission in broken/ fails exactly the requirements it
        declares; and every automated requirement is failed on its own by at least one
        broken submission, so no check is one that cannot fail. It lists the message a
        student would read for every failed task, and warns about messages that are only
        XCTest's own text and about hints that are not read as hints.

        With --lessons, checks every lesson file instead: front matter, demo ids, the
        Markdown subset, the exercises, demos and lessons the notes name, each quiz.json,
        and that Lessons/FIDELITY.md names sections that exist. One line per file, then
        every problem.

        Without EXERCISE, checks the lessons and then validates every exercise.
        Exit status 0 when all hold, 1 otherwise.

        Examples:
          memorize-course validate assignment2
          memorize-course validate --lessons
          memorize-course validate
        """,
        options: [OptionSpec("--lessons", help: "Check every lesson file (and Lessons/FIDELITY.md) instead of exercises.")]
    )

    let id: String?
    let lessonsOnly: Bool

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("'validate' takes at most one exercise name", hint: "see 'memorize-course validate --help'")
        }
        id = arguments.positionals.first
        lessonsOnly = arguments.has("--lessons")
        if lessonsOnly, let id {
            throw UsageError("'validate --lessons' checks lessons only, not the exercise '\(id)'",
                hint: "run 'memorize-course validate \(id)' for the exercise")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        // Plain `validate` covers everything an instructor edits: the lessons come first.
        let lessonsValid = id == nil ? try validateLessons(in: context) : true
        if lessonsOnly { return lessonsValid ? .success : .failure }
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
        let renderer = ValidationRenderer(terminal: context.terminal)
        // Broken lesson files count as lessons here: `validate --lessons` names what is wrong with them.
        let lessonNumbers = ((try? context.lessonCatalog())?.files ?? []).compactMap(\.number)
        var allValid = lessonsValid && unreadable.isEmpty
        for broken in unreadable {
            var validation = ExerciseValidation(exercise: broken.id, title: "")
            validation.add(false, broken.problem)
            context.stdout.write(renderer.render(validation))
        }
        for exercise in exercises {
            let validation: ExerciseValidation
            do {
                validation = try ExerciseValidator(grader: context.grader(for: exercise, course: course), lessonNumbers: lessonNumbers).validate()
            } catch let error as ToolError {
                throw ToolError(ExerciseValidation.forInstructor(error.message))   // the instructor is the one to tell
            }
            context.stdout.write(renderer.render(validation))
            context.stdout.flush()
            allValid = allValid && validation.isValid
        }
        return allValid ? .success : .failure
    }
}

import Foundation

/// `memorize-course validate [EXERCISE]`: the grader's self-test for instructors.
public struct ValidateCommand: Command {
    public static let spec = CommandSpec(
        name: "validate",
        arguments: "[EXERCISE [--mutants] | --lessons]",
        abstract: "For instructors: check lessons; prove the checks pass and fail.",
        discussion: """
        Checks an exercise folder the way students will meet it: the manifest and
        instructions read, and name the same Required Tasks, lessons that exist and check
        classes that are all used; the reference solution gets full marks, and again on 90
        more runs (a check that fails good code at random is named); the starter compiles
        and fails; each broken submission in broken/ (a NAME.json of edits, or a NAME/
        folder of whole files) fails exactly the requirements it declares; every automated
        requirement is failed on its own by one; and every check is seen to fail (or is
        marked `// unproven: <why>`). Statistical checks must state their false-failure
        bound, `// False failure: … < 1e-12`, at most one in a billion. It lists the message
        a student would read for every failed task, and warns about messages that are only
        XCTest's own text and about hints that are not read as hints.

        With --mutants, also tests the checks themselves: it makes small changes to the
        reference solution one at a time (a comparison or operator swapped, a literal off
        by one, a `!` dropped, a statement deleted, a return value replaced…), grades each
        and lists every change that still gets full marks, at its file and line, with the
        score ("41 of 47 mutants caught"). A survivor that cannot change what the code does
        can be acknowledged, with the reason, in the exercise's mutants.json. It takes about
        a second per mutant; exit status 1 while any survives unacknowledged.

        With --lessons, checks every lesson file instead: front matter, demo ids, the
        Markdown subset, the exercises, demos and lessons the notes name, each quiz.json,
        and that Lessons/FIDELITY.md names sections that exist. One line per file, then
        every problem.

        Without EXERCISE, checks the lessons and then validates every exercise.
        Exit status 0 when all hold, 1 otherwise.

        Examples:
          memorize-course validate assignment2
          memorize-course validate assignment2 --mutants
          memorize-course validate --lessons
          memorize-course validate
        """,
        options: [OptionSpec("--lessons", help: "Check every lesson file (and Lessons/FIDELITY.md) instead of exercises."),
                  OptionSpec("--mutants", help: "Also grade small changes of the solution and list those the checks miss.")],
        positionals: [.exercise]
    )

    let id: String?
    let lessonsOnly: Bool
    let mutants: Bool

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("'validate' takes at most one exercise name", hint: "see 'memorize-course validate --help'")
        }
        id = arguments.positionals.first
        lessonsOnly = arguments.has("--lessons")
        mutants = arguments.has("--mutants")
        if lessonsOnly && mutants {
            throw UsageError("'--mutants' tests an exercise's checks; it does not go with '--lessons'")
        }
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
            var validation: ExerciseValidation
            do {
                let grader = context.grader(for: exercise, course: course)
                validation = try ExerciseValidator(grader: grader, lessonNumbers: lessonNumbers).validate()
                if mutants { try addMutants(to: &validation, grader: grader, context: context) }
            } catch let error as ToolError {
                throw ToolError(ExerciseValidation.forInstructor(error.message))   // the instructor is the one to tell
            } catch let error as GradingError where error.fault == .exercise || error.fault == .tool {
                throw ToolError(ExerciseValidation.forInstructor(ErrorPresenter.present(error).message))
            }
            context.stdout.write(renderer.render(validation))
            context.stdout.flush()
            allValid = allValid && validation.isValid
        }
        return allValid ? .success : .failure
    }

    /// Mutation testing, once the reference passes its checks every time (before, survivors mean nothing).
    private func addMutants(to validation: inout ExerciseValidation, grader: Grader, context: CommandContext) throws {
        guard validation.referenceIsSound else {
            validation.add(false, "mutants: not tried, because the reference solution does not pass its checks every time")
            return
        }
        let live = context.terminal.outputIsTerminal
        let report = try MutationTester(grader: grader).run(progress: { index, count, mutant in
            guard live else { return }
            context.stdout.write("\r\u{1B}[K  mutant \(index + 1) of \(count): \(mutant.location) \(mutant.change)")
            context.stdout.flush()
        })
        if live { context.stdout.write("\r\u{1B}[K") }
        validation.add(report)
    }
}

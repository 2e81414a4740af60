/// `memorize-course next`: the course at a glance, and the one thing to do next.
public struct NextCommand: Command {
    public static let spec = CommandSpec(
        name: "next",
        arguments: "",
        abstract: "Where you are in the course, and the one thing to do next.",
        discussion: """
        Shows every lesson (notes read, demos run, best quiz score) and every graded
        exercise (not started, started, failing n of N, passed), then the one command to
        run next. An exercise you have started and not passed comes first; then the
        course in order: a lesson's notes, its demos, its quiz, then the exercises that
        practise it (after the last lesson they practise). A quiz whose last attempt
        missed questions is offered for review ('quiz N --review') above that command.
        A demo (or a lesson's demos) stepped through and stopped half-way is offered
        with the step it resumes at.

        What you have done is kept in .memorize-progress.json in the course folder:
        'lesson N' records the notes as read, a demo run to its last step records the
        demo, 'quiz N' its best score, 'check' each exercise's result. Nothing is
        written by 'next' itself.

        Example:
          memorize-course next
        """
    )

    public init(arguments: ParsedArguments) throws {
        try arguments.noPositionals(command: Self.spec.name)
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let lessons = try context.lessonCatalog()
        // A broken manifest must not hide the lessons: the exercises that load are listed.
        let exercises = (try? context.exerciseCatalog())?.inLessonOrder ?? []
        let (_, progress) = context.loadProgress(course)
        let standing = CourseStanding(lessons: lessons, exercises: exercises, course: course, progress: progress, demos: context.demos)
        context.stdout.write(CourseStandingRenderer(terminal: context.terminal).render(standing))
        return .success
    }
}

import Foundation

/// `memorize-course check EXERCISE [--path DIR] [--solution] [--json]`: grades a submission.
public struct CheckCommand: Command {
    public static let spec = CommandSpec(
        name: "check",
        arguments: "EXERCISE [--path DIR] [--solution] [--json] [--watch]",
        abstract: "Grade your work on an exercise: one scorecard line per Required Task.",
        discussion: """
        Compiles your Swift files with the exercise's checks in a scratch package and runs
        the checks with XCTest. Your files are only read, never changed. The first check
        builds everything (up to half a minute); later ones rebuild only what changed.

        Grades Work/EXERCISE/ (made by 'memorize-course start EXERCISE') unless --path
        names another folder. Exit status: 0 when every automated task passes, 1 when
        any fails (or the code does not compile), 64 for a bad command line, 2 when the
        tool itself could not run (for example, no `swift` on PATH).

        With --watch (on a terminal), checks, then checks again each time you save a
        file, redrawing the scorecard with a progress bar; h shows the next hint, q quits.
        It looks for changes four times a second, so it works on network and virtual
        file systems too.

        Examples:
          memorize-course check assignment2
          memorize-course check assignment2 --watch
          memorize-course check assignment2 --path ~/Memorize/Memorize
          memorize-course check assignment2 --json
        """,
        options: [
            OptionSpec("--path", value: "DIR", help: "Grade every .swift file in DIR instead of the working copy."),
            OptionSpec("--solution", help: "Grade the exercise's reference solution."),
            OptionSpec("--json", help: "Print one JSON object instead of the scorecard."),
            OptionSpec("--watch", help: "Check again whenever a file is saved (on a terminal)."),
        ]
    )

    let id: String
    let path: String?
    let solution: Bool
    let json: Bool
    let watch: Bool

    public init(arguments: ParsedArguments) throws {
        id = try arguments.single("an exercise name", command: Self.spec.name, example: "check assignment2")
        path = arguments.values["--path"]
        solution = arguments.has("--solution")
        json = arguments.has("--json")
        watch = arguments.has("--watch")
        if path != nil && solution {
            throw UsageError("give --path DIR or --solution, not both", hint: "see 'memorize-course check --help'")
        }
        if watch && (json || solution) {
            throw UsageError("--watch watches your own files; it does not go with \(json ? "--json" : "--solution")",
                             hint: "see 'memorize-course check --help'")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let exercise = try context.exerciseCatalog().exercise(id)
        let folder: URL
        if solution {
            folder = exercise.solution
        } else if let path {
            folder = context.resolvePath(path)
            guard FileManager.default.fileExists(atPath: folder.path) else {
                throw UsageError("--path \(path): no such folder")
            }
        } else {
            folder = exercise.workingCopy(in: course)
            guard FileManager.default.fileExists(atPath: folder.path) else {
                throw UsageError("no working copy at Work/\(exercise.id) yet",
                                 hint: "create it with 'memorize-course start \(exercise.id)', or grade another folder with --path DIR")
            }
        }
        if watch {
            guard context.terminal.inputIsTerminal && context.terminal.outputIsTerminal else {
                throw UsageError("--watch needs a terminal: it redraws the scorecard and reads keys",
                                 hint: "for a single check run 'memorize-course check \(exercise.id)'")
            }
            return WatchSession(command: self, exercise: exercise, course: course, folder: folder, context: context).run()
        }
        if !json && context.terminal.outputIsTerminal {
            context.stdout.write("Building and checking \(exercise.id)…\n")
            context.stdout.flush()
        }
        let outcome = try context.grader(for: exercise, course: course).grade(folder)
        if !solution { record(outcome.report, course: course, context: context) }
        context.stdout.write(json ? outcome.report.json() : ScorecardRenderer(terminal: context.terminal).render(outcome))
        return outcome.report.passed ? .success : .failure
    }

    /// Remembers how the student's work did (never the reference solution's).
    func record(_ report: CheckReport, course: CourseRoot, context: CommandContext) {
        let (store, progress) = context.loadProgress(course)
        var updated = progress
        let automated = report.requirements.filter { $0.status != .manual }
        updated[report.exercise].passed = automated.filter { $0.status == .passed }.count
        updated[report.exercise].total = automated.count
        updated[report.exercise].everPassed = progress[report.exercise].everPassed || report.passed
        updated[report.exercise].lastChecked = context.now()
        context.saveProgress(updated, to: store)
    }
}

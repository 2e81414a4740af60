import Foundation

/// `memorize-course grade EXERCISE DIR [--out DIR] [--jobs N] [--force]`: grades a class.
public struct GradeCommand: Command {
    public static let spec = CommandSpec(
        name: "grade",
        arguments: "EXERCISE DIR [--out DIR] [--jobs N] [--force] [--require-sandbox]",
        abstract: "For instructors: grade a whole class, one submission per folder.",
        discussion: """
        Each folder directly inside DIR is one student's submission, named by the folder; it
        may be a whole Xcode project (the same files are graded as with 'check --path').
        Submissions are graded N at a time, each worker in a warm scratch package of its
        own. One that does not compile, crashes or hangs fails its tasks; a folder with no
        Swift files, or with several copies of the game, is reported and the rest go on, and
        so is an archive (a .zip from the course site): unpack it into a folder first.

        Writes to --out (default grades/EXERCISE/ here): gradebook.csv (one row per student),
        results.json (every report, as 'check --json' prints it), junit.xml (for CI) and
        report.html (the class at a glance, then each scorecard). A second run grades only
        the submissions whose files changed; --force grades them all again. Exit status: 0
        when the class was graded (whatever the students scored), 2 when the tool could not
        grade, 64 for a bad command line. The checks run in the same sandbox as 'check'
        (detected once per run); without one grade says so once, and --require-sandbox
        makes that an error (exit 2).

        Examples:
          memorize-course grade assignment2 ~/Classroom/assignment2-submissions
          memorize-course grade assignment2 submissions --out marks --jobs 4
        """,
        options: [
            OptionSpec("--out", value: "DIR", help: "Write the results to DIR (default: grades/EXERCISE/)."),
            OptionSpec("--jobs", value: "N", help: "Grade N submissions at a time (default: the number of cores)."),
            OptionSpec("--force", help: "Grade every submission again, changed or not."),
            OptionSpec("--require-sandbox", help: "Fail (exit 2) rather than run the checks without a sandbox."),
        ],
        positionals: [.exercise, .directory]
    )

    let id: String
    let directory: String
    let out: String?
    let jobs: Int?
    let force: Bool
    let requireSandbox: Bool

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count == 2 else {
            throw UsageError("'grade' takes an exercise and a folder of submissions, got \(arguments.positionals.count) argument\(arguments.positionals.count == 1 ? "" : "s")",
                             hint: "for example: memorize-course grade assignment2 submissions/")
        }
        (id, directory) = (arguments.positionals[0], arguments.positionals[1])
        out = arguments.values["--out"]
        force = arguments.has("--force")
        requireSandbox = arguments.has("--require-sandbox")
        if let text = arguments.values["--jobs"] {
            guard let number = Int(text), (1...64).contains(number) else {
                throw UsageError("--jobs \(text): give a number of submissions to grade at a time, from 1 to 64")
            }
            jobs = number
        } else {
            jobs = nil
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let exercise = try context.exerciseCatalog().exercise(id)
        let classFolder = context.resolvePath(directory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: classFolder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("\(directory): no such folder", hint: "give the folder that holds one folder per student")
        }
        let output = GradeOutput(folder: context.resolvePath(out ?? "grades/\(exercise.id)"))
        let submissions = try ClassSubmission.discover(in: classFolder, excluding: output.folder)
        let unnamed = ClassSubmission.namesNotText(in: classFolder)
        if !unnamed.isEmpty {
            context.stderr.write("warning: not graded, named in bytes that are not UTF-8 text (rename to grade): \(unnamed.joined(separator: ", "))\n")
        }
        guard !submissions.isEmpty else {
            throw UsageError("\(directory) holds no submission folders",
                             hint: "put each student's submission in a folder of its own inside it, named for the student")
        }
        if submissions.allSatisfy(\.isArchive) {
            let zips = submissions.allSatisfy { $0.student.lowercased().hasSuffix(".zip") }
            throw UsageError("\(directory) holds \(submissions.count) archive\(submissions.count == 1 ? "" : "s") and no submission folders",
                             hint: zips ? "unpack each into a folder named for the student, for example: cd \(ShellWord.word(directory)) && for f in *.zip; do unzip -q \"./$f\" -d \"./${f%.zip}\"; done"
                                 : "unpack each into a folder named for the student, for example: \(submissions[0].unpackCommand)")
        }
        let scratch = context.scratchFolder(course: course)
        let (runner, environment) = (context.processRunner, context.environment)
        let display: @Sendable (URL) -> String = { [classFolder] url in url.shownPath(from: classFolder) }
        // Detected once: each worker's grader shares it rather than probing again.
        let sandbox = Sandbox.detect(environment: environment, runner: runner)
        if requireSandbox, case .none(let reason) = sandbox.isolation {
            throw ToolError("--require-sandbox: no sandbox here: \(reason)")
        }
        let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let submissionRunner = GraderSubmissionRunner(exercise: exercise) { worker in
            var grader = Grader(exercise: exercise, scratch: scratch, runner: runner, environment: environment, sandbox: sandbox,
                                packageName: "\(exercise.id)-worker-\(worker + 1)", display: display)
            // The workers build at once: each its share of the cores, or a module's files compiled
            // in several jobs would type-check it again for no gain in time.
            grader.cores = max(1, ProcessInfo.processInfo.activeProcessorCount / max(1, workers))
            return grader
        }
        try submissionRunner.preflight()
        try output.prepare()
        if let notice = sandbox.notice { context.stderr.write(context.fitted(notice)) }
        let previous = output.previousEntries(exercise: exercise.id)
        let write: (String) -> Void = { context.stdout.write($0); context.stdout.flush() }
        let progress: BatchProgress = context.terminal.outputIsTerminal
            ? TerminalBatchProgress(exercise: exercise.id, width: context.terminal.width, write: write)
            : PlainBatchProgress(exercise: exercise.id, write: write)
        let batch = BatchGrader(runner: submissionRunner, jobs: workers)
        let items = batch.run(submissions, previous: previous, force: force, progress: progress) { items in
            let entries = GradeOutput.interimEntries(items, previous: previous, submissions: submissions)
            try? output.saveResults(ClassResults(exercise: exercise, entries: entries, date: context.now()))
        }
        try output.writeAll(ClassResults(exercise: exercise, entries: items.map(\.entry), date: context.now()))
        let here = context.currentDirectory.standardizedFileURL.path
        let shown = output.folder.path.hasPrefix(here + "/") ? String(output.folder.path.dropFirst(here.count + 1)) : output.folder.path
        context.stdout.write("Wrote \(shown)/: \(GradeOutput.fileNames.joined(separator: ", "))\n")
        let attempted = items.filter { $0.kind != .unchanged && $0.kind != .problem }
        if !attempted.isEmpty && attempted.allSatisfy({ $0.kind == .toolFault }) {
            throw ToolError("no submission could be graded: \(attempted[0].entry.error ?? "")")
        }
        return .success
    }
}

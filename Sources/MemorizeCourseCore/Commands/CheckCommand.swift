import Foundation

/// `memorize-course check [EXERCISE] [--path DIR] [--solution] [--json]`: grades a submission.
public struct CheckCommand: Command {
    public static let spec = CommandSpec(
        name: "check",
        arguments: "[EXERCISE] [--path DIR] [--include FILE]… [--exclude FILE]… [--solution] [--only REQUIREMENT] [--json | --format FORMAT] [--junit FILE] [--verbose] [--watch] [--require-sandbox]",
        abstract: "Grade your work: one scorecard line per Required Task.",
        discussion: """
        Compiles your Swift files with the exercise's checks in a scratch package and runs
        the checks with XCTest. Your files are only read, never changed. The first check
        builds everything (up to half a minute); later ones rebuild only what changed.

        Grades Work/EXERCISE/ (made by 'memorize-course start EXERCISE') unless --path
        names another folder. Inside Work/EXERCISE/ (or a folder in it), EXERCISE may be
        left out: 'memorize-course check' grades the working copy you are in. --path may be your whole Xcode project: only the Model and
        ViewModel are graded, with the helper files they use; Views, the App, shapes,
        modifiers, previews and test targets are left out, and the scorecard lists each
        with the reason. --include FILE grades a file the rule left out, --exclude FILE
        leaves one out (a path inside the graded folder, as the scorecard shows it; give
        either as often as needed). Exit status: 0 when every automated task passes, 1 when
        any fails (or the code does not compile), 64 for a bad command line, 2 when the
        tool itself could not run (for example, no `swift` on PATH) or could grade no more
        than some tasks, none failing: a task marked ? waits for a part of your code the
        checks could not find, and is left for your instructor, never counted against you.

        With --watch (on a terminal), checks, then checks again each time you save a
        file, redrawing the scorecard with a progress bar, failing tasks first and cut to
        the window; h pins the next hint under it, x hides the hint, q quits. After q the
        exit status is the last check's: 0 when every automated task passed, 1 if not.
        It looks for changes four times a second, so it works on network and virtual
        file systems too.

        --only REQUIREMENT grades one requirement (say task-3): exit 0 when it passes, 1
        when not. --format gradescope prints Gradescope's results.json instead of the
        scorecard (--format json is --json); --format classroom50 prints Classroom 50's
        result.json; --format github prints GitHub Actions' error annotations (compile
        errors at your file and line) and the scorecard, and adds the scorecard to the job
        summary when $GITHUB_STEP_SUMMARY is set. --junit FILE also writes a JUnit report.
        The checks run in a sandbox where the machine
        has one (bubblewrap on Linux, sandbox-exec on macOS), always with limits on CPU
        time, memory, file size and processes; without a sandbox check says so once, and
        --require-sandbox makes that an error (exit 2).

        Examples:
          memorize-course check assignment2
          cd Work/assignment2 && memorize-course check
          memorize-course check assignment2 --watch
          memorize-course check assignment2 --path ~/Memorize/Memorize
          memorize-course check assignment2 --json
          memorize-course check assignment2 --only task-3 --path . --require-sandbox
        """,
        options: [
            OptionSpec("--path", value: "DIR", help: "Grade DIR (a folder or a whole Xcode project) instead of the working copy."),
            OptionSpec("--include", value: "FILE", help: "Grade FILE although the rule leaves it out (repeatable)."),
            OptionSpec("--exclude", value: "FILE", help: "Leave FILE out (repeatable)."),
            OptionSpec("--verbose", help: "Show every failed check of a task, not only the first."),
            OptionSpec("--solution", help: "Grade the exercise's reference solution."),
            OptionSpec("--only", value: "REQUIREMENT", help: "Grade one requirement (e.g. task-3): exit 0 if it passes, 1 if not."),
            OptionSpec("--json", help: "Print one JSON object instead of the scorecard."),
            OptionSpec("--format", value: "FORMAT", completes: .words(Format.allCases.map(\.rawValue)), help: "text (the scorecard), json, gradescope, classroom50 (their result files) or github (Actions annotations)."),
            OptionSpec("--junit", value: "FILE", help: "Also write a JUnit XML report to FILE."),
            OptionSpec("--require-sandbox", help: "Fail (exit 2) rather than run the checks without a sandbox."),
            OptionSpec("--watch", help: "Check again whenever a file is saved (on a terminal)."),
        ],
        positionals: [.exercise]
    )

    /// Nil: the working copy the current folder is in.
    let id: String?
    let path: String?
    let solution: Bool
    let json: Bool
    let format: Format
    let only: String?
    let requireSandbox: Bool
    let watch: Bool
    let verbose: Bool
    let junit: String?
    let include: [String]
    let exclude: [String]

    public init(arguments: ParsedArguments) throws {
        id = arguments.positionals.isEmpty ? nil : try arguments.single("an exercise name", command: Self.spec.name, example: "check assignment2")
        path = arguments.values["--path"]
        solution = arguments.has("--solution")
        only = arguments.values["--only"]
        requireSandbox = arguments.has("--require-sandbox")
        let formatName = arguments.values["--format"] ?? (arguments.has("--json") ? "json" : "text")
        guard let format = Format(rawValue: formatName) else {
            throw UsageError("--format \(formatName): formats are text, json, gradescope, classroom50 and github", hint: "see 'memorize-course check --help'")
        }
        if arguments.has("--json") && format != .json {
            throw UsageError("give --json or --format \(formatName), not both", hint: "see 'memorize-course check --help'")
        }
        self.format = format
        json = format != .text
        watch = arguments.has("--watch")
        junit = arguments.values["--junit"]
        if watch && junit != nil {
            throw UsageError("--junit writes one report; it does not go with --watch", hint: "see 'memorize-course check --help'")
        }
        verbose = arguments.has("--verbose")
        include = arguments.repeated["--include"] ?? []
        exclude = arguments.repeated["--exclude"] ?? []
        if solution && !(include.isEmpty && exclude.isEmpty) {
            throw UsageError("--include and --exclude choose your files; they do not go with --solution", hint: "see 'memorize-course check --help'")
        }
        if path != nil && solution {
            throw UsageError("give --path DIR or --solution, not both", hint: "see 'memorize-course check --help'")
        }
        if watch && (json || solution) {
            throw UsageError("--watch watches your own files; it does not go with \(json ? "--\(format == .json ? "json" : "format")" : "--solution")",
                             hint: "see 'memorize-course check --help'")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.exerciseCatalog()
        let exercise = try id.map(catalog.exercise) ?? context.exerciseFromCurrentFolder(course: course, catalog: catalog, command: Self.spec.name)
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
        if let only {
            try Self.requireGraded(only, in: exercise)
        }
        let sandbox = context.grader(for: exercise, course: course).sandbox
        if requireSandbox, case .none(let reason) = sandbox.isolation {
            throw ToolError("--require-sandbox: no sandbox here: \(reason)")
        }
        if watch {
            guard context.terminal.inputIsTerminal && context.terminal.outputIsTerminal else {
                throw UsageError("--watch needs a terminal: it redraws the scorecard and reads keys",
                                 hint: "for a single check run 'memorize-course check \(exercise.id)'")
            }
            return WatchSession(command: self, exercise: exercise, course: course, folder: folder, context: context).run()
        }
        let started = Date()
        // The scorecard's readers see the wait; JSON and the result files are for programs.
        let outcome = json ? try grade(folder, exercise: exercise, course: course, context: context)
            : try context.showingWait("Checking \(exercise.id)") { progress in
                try grade(folder, exercise: exercise, course: course, context: context, progress: progress)
            }
        // The note is for code the student did not write: their own working copy needs no warning.
        if path != nil, let notice = sandbox.notice { context.stderr.write(context.fitted(notice)) }
        if !solution && only == nil { record(outcome.report, course: course, context: context) }
        switch format {
        case .text:
            let offer = solution ? nil : HintOffer.first(for: outcome.report, exercise: exercise, progress: context.loadProgress(course).1)
            context.stdout.write(ScorecardRenderer(terminal: context.terminal, verbose: verbose).render(outcome, hintOffer: offer))
        case .json: context.stdout.write(outcome.report.json())
        case .gradescope: context.stdout.write(GradescopeReport(outcome, seconds: Date().timeIntervalSince(started)).json())
        case .classroom50:
            let missing = Classroom50Result.missing(in: context.environment)
            if !missing.isEmpty {
                context.stderr.write("note: \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") not set, as Classroom 50's runner sets them; result.json leaves \(missing.count == 1 ? "it" : "them") empty\n")
            }
            context.stdout.write(Classroom50Result(outcome, environment: context.environment).json())
        case .github:
            let report = GitHubActionsReport(outcome)
            context.stdout.write(report.annotations + GitHubActionsReport.inert(ScorecardRenderer(terminal: .plain, verbose: verbose).render(outcome)))
            if let summary = context.environment["GITHUB_STEP_SUMMARY"], !summary.isEmpty {
                try Self.append(report.summary, to: context.resolvePath(summary))
            }
        }
        if let junit {
            let results = ClassResults(exercise: exercise, entries: [ClassEntry(student: outcome.submission, report: outcome.report)], date: Date())
            try JUnitReport.render(results).write(to: context.resolvePath(junit), atomically: true, encoding: .utf8)
        }
        return Self.exitCode(outcome.report)
    }

    /// 0 when every automated task passed; 1 when one failed; 2 when none failed but some
    /// could not be graded (the tool's shortfall, not the student's failure).
    static func exitCode(_ report: CheckReport) -> ExitCode {
        report.passed ? .success : report.anyFailed ? .failure : .toolError
    }

    /// Grades `folder` with this command's --include and --exclude.
    func grade(_ folder: URL, exercise: Exercise, course: CourseRoot, context: CommandContext,
               progress: @escaping GradingProgress = { _ in }) throws -> CheckOutcome {
        var grader = context.grader(for: exercise, course: course)
        grader.progress = progress
        return try grader.grade(
            folder,
            include: Set(try include.map { try Self.pathInside(folder, $0, option: "--include", context: context) }),
            exclude: Set(try exclude.map { try Self.pathInside(folder, $0, option: "--exclude", context: context) }),
            only: only.map { [$0] })
    }

    /// What `check` prints.
    enum Format: String, CaseIterable {
        case text, json, gradescope, classroom50, github
    }

    /// Adds `text` at the end of `file` (the job summary other steps also write to).
    static func append(_ text: String, to file: URL) throws {
        if let handle = try? FileHandle(forWritingTo: file) {
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } else {
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// `--only`'s requirement must be one the checks grade.
    static func requireGraded(_ id: String, in exercise: Exercise) throws {
        let requirements = exercise.manifest.requirements
        guard let requirement = requirements.first(where: { $0.id == id }) else {
            let automated = requirements.filter { !$0.isManual }.map(\.id).joined(separator: ", ")
            throw UsageError("--only \(id): \(exercise.id) has no such requirement; its checked requirements are \(automated)")
        }
        if requirement.isManual {
            throw UsageError("--only \(id): that requirement is graded by a person, not by checks")
        }
    }

    /// A file given on the command line as a path inside `folder`: as typed from the current
    /// directory (tab completion gives that), or already relative to the folder.
    static func pathInside(_ folder: URL, _ path: String, option: String, context: CommandContext) throws -> String {
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
        let typed = context.resolvePath(path).standardizedFileURL.resolvingSymlinksInPath().path
        if FileManager.default.fileExists(atPath: typed) {
            guard typed.hasPrefix(base + "/") else {
                throw UsageError("\(option) \(path): that file is not inside the graded folder \(folder.path)")
            }
            return String(typed.dropFirst(base.count + 1))
        }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }

    /// Remembers how the student's work did (never the reference solution's).
    func record(_ report: CheckReport, course: CourseRoot, context: CommandContext) {
        let (store, progress) = context.loadProgress(course)
        var updated = progress
        let automated = report.requirements.filter { $0.status != .manual && $0.status != .ungraded }
        updated[report.exercise].passed = automated.filter { $0.status == .passed }.count
        updated[report.exercise].total = automated.count
        updated[report.exercise].everPassed = progress[report.exercise].everPassed || report.passed
        updated[report.exercise].lastChecked = context.now()
        context.saveProgress(updated, to: store)
    }
}

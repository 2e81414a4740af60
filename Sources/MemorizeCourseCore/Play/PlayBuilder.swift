import Foundation

/// What building a game gave: the program to run, or what stopped it compiling.
enum PlayBuild {
    case built(PlayPackage, files: [SourceFile])
    case doesNotCompile(BuildProblems)
}

/// Builds a submission with an exercise's terminal View: the same files as `check` takes
/// (`SubmissionSelection`), the same pre-checks (frameworks that do not exist here, the
/// contract), compiled in a scratch package with the toolchain's temporary files kept inside it.
struct PlayBuilder {
    let exercise: Exercise
    let package: PlayPackage
    let runner: ProcessRunner
    let environment: [String: String]
    let display: @Sendable (URL) -> String

    /// The exercise's terminal View: Swift files in `play/` beside its checks.
    static func viewFolder(of exercise: Exercise) -> URL {
        exercise.folder.appendingPathComponent("play", isDirectory: true)
    }

    func build(_ folder: URL, include: Set<String>, exclude: Set<String>) throws -> PlayBuild {
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: exercise.assignmentTypes(),
                                                       include: include, exclude: exclude)
        let submission = selection.files
        guard !submission.isEmpty else {
            throw UsageError("no Swift files to play in \(display(folder)); the Model and ViewModel are needed (add a file with --include FILE)")
        }
        let view = try SourceFile.collect(from: Self.viewFolder(of: exercise))
        let contract = (try? SourceFile.collect(from: exercise.contract)) ?? []
        let missing = Grader.missingFrameworkProblems(submission, display: display)
        guard missing.isEmpty else { return .doesNotCompile(BuildProblems(studentErrors: missing)) }
        let swift = try Grader(exercise: exercise, scratch: package.directory, runner: runner, environment: environment,
                               display: display).swiftExecutable()
        let shared = package.shared
        return try shared.withLock {
            defer { shared.clearTemporaryFolder() }
            let contracted = ContractedBuild(contract: contract, submission: submission, package: package.directory,
                                             folderInPackage: "/Sources/Play/\(PlayPackage.contractSubfolder)/",
                                             display: display, missingTypeWords: exercise.missingTypeWords(in: submission))
            let built = try contracted.run(write: { try package.prepare(submission: submission, view: view, contract: $0) },
                                           build: { try compile(swift) })
            guard !built.outcome.succeeded else { return .built(package, files: submission) }
            var problems = built.problems
            if let fault = problems.standInFault { throw fault }
            if problems.studentErrors.isEmpty && problems.contractProblems.isEmpty {
                // The student's code meets the contract, so the View is the exercise's fault, not theirs.
                let detail = (problems.checkErrors + problems.otherErrors).first
                    ?? built.outcome.output.lines(keepingTrailingEmpty: false).suffix(3).joined(separator: " ")
                throw ToolError("the terminal View of \(exercise.id) (Exercises/\(exercise.id)/play/) does not compile with this code: \(detail)")
            }
            problems.otherErrors = []
            problems.checkErrors = []
            return .doesNotCompile(problems)
        }
    }

    private func compile(_ swift: URL) throws -> ProcessOutcome {
        package.shared.markBuildStart()
        return try runner.run(swift, ["build", "--product", "Play", "-Xswiftc", "-diagnostic-style=llvm"],
                              in: package.directory, environment: package.buildEnvironment(environment), timeLimit: nil)
    }
}

import Foundation

/// What building a game gave: the program to run, or what stopped it compiling.
enum PlayBuild {
    /// The game's program, the package it was built in, and the student's files it was built from.
    case built(URL, PlayPackage, files: [SourceFile])
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

    /// `progress` is told when the build compiles everything (`buildingGame`) or only the student's code.
    func build(_ folder: URL, include: Set<String>, exclude: Set<String>, progress: @escaping GradingProgress = { _ in }) throws -> PlayBuild {
        let reference = exercise.referenceIndex()
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: exercise.assignmentTypes(), reference: reference,
                                                       include: include, exclude: exclude)
        let (submission, compiledContract) = exercise.compiledParts(of: selection.files, leftOut: selection.leftOutUI, reference: reference)
        // The terminal View calls the contract in its own program: the checks' calls (Serve.swift) are not for it.
        let contract = compiledContract.filter { $0.relativePath != exercise.serveFile.lastPathComponent }
        guard !submission.isEmpty else {
            throw UsageError("no Swift files to play in \(display(folder)); the Model and ViewModel are needed (add a file with --include FILE)")
        }
        let view = try SourceFile.collect(from: Self.viewFolder(of: exercise))
        let missing = Grader.missingFrameworkProblems(submission, display: display)
        guard missing.isEmpty else { return .doesNotCompile(BuildProblems(studentErrors: missing)) }
        let swift = try Grader(exercise: exercise, scratch: package.scratch.directory, runner: runner, environment: environment,
                               display: display).swiftExecutable()
        let scratch = package.scratch
        return try scratch.withLock {
            defer { scratch.clearTemporaryFolder() }
            let contracted = ContractedBuild(contract: contract, submission: submission, package: scratch,
                                             display: display, missingTypeWords: exercise.missingTypeWords(in: submission))
            let builder = ScratchBuild(package: scratch, runner: runner, swift: swift, environment: environment, timeLimit: nil)
            builder.progress = { progress($0 == .buildingChecks ? .buildingGame : $0) }
            let built = try contracted.run(write: { try builder.write(submission: submission, exercise: view, contract: $0) },
                                           build: { try builder.build() }, typecheck: { try builder.typecheckContract() },
                                           syntax: { try builder.parseSubmission() })
            if built.outcome.succeeded, let program = builder.product { return .built(program, package, files: submission) }
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
}

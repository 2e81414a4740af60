import Foundation
import MemorizeSupport

/// Grades a folder of Swift files against an exercise: builds it with the checks in the
/// scratch package, runs each requirement's checks in a process of its own (so a crash or a
/// hang costs only that requirement), and returns a report. Never writes to the student's files.
public struct Grader {
    public let exercise: Exercise
    public let package: ScratchPackage
    public let runner: ProcessRunner
    public let environment: [String: String]
    /// What contains the checks' processes (the toolchain's build is trusted and runs outside it).
    public let sandbox: Sandbox
    /// How files are named to the student (relative to where they are working).
    public let display: @Sendable (URL) -> String
    /// Told each phase of a grading run as it starts (the command line shows a long wait's).
    public var progress: GradingProgress = { _ in }
    /// Who this grader is, as another run waiting for the scratch package is told ("warm").
    public var holder = ""
    /// The cores its builds may keep busy: all of them, or a share where several graders build at once (`grade`).
    public var cores = ProcessInfo.processInfo.activeProcessorCount
    /// The memory each process of a build may hold, where the system enforces it (Linux): the
    /// checks' own limit, so that code made to swell the compiler stops it, not the machine.
    var buildMemoryMegabytes = ResourceLimits.standard.enforcedMemoryMegabytes

    /// `sandbox` defaults to the best this machine offers (`Sandbox.detect`). `packageName` names
    /// the scratch package inside `scratch` (by default the exercise's id); `grade`'s workers
    /// each keep their own.
    public init(exercise: Exercise, scratch: URL, runner: ProcessRunner, environment: [String: String], sandbox: Sandbox? = nil,
                packageName: String? = nil, display: @escaping @Sendable (URL) -> String) {
        self.exercise = exercise
        self.package = .grading(scratch.appendingPathComponent(packageName ?? exercise.id, isDirectory: true))
        self.runner = runner
        self.environment = environment
        self.sandbox = sandbox ?? Sandbox.detect(environment: environment, runner: runner)
        // As root, the student's program runs as a user id of its own: the scratch folder,
        // which holds every build (a classmate's, the reference's), is root's alone.
        if getuid() == 0 { _ = chmod(scratch.path, 0o700) }
        self.display = display
    }

    /// The `swift` the grader builds with, or a tool error saying what is missing.
    public func swiftExecutable() throws -> URL {
        guard let swift = findOnPath("swift", environment: environment) else {
            throw GradingError(.noToolchain)
        }
        return swift
    }

    /// Grades the files of `folder` that `SubmissionSelection` picks; `include` and `exclude`
    /// (paths inside `folder`) override its rule. `only` grades just those requirements (by id).
    public func grade(_ folder: URL, include: Set<String> = [], exclude: Set<String> = [], only: Set<String>? = nil) throws -> CheckOutcome {
        Trace.mark("grading \(exercise.id)")
        let requirements = exercise.manifest.requirements.filter { only?.contains($0.id) ?? true }
        let reference = exercise.referenceIndex()
        let selection = try SubmissionSelection.select(from: folder, assignmentTypes: exercise.assignmentTypes(), reference: reference,
                                                       include: include, exclude: exclude)
        let (submission, contract) = exercise.compiledParts(of: selection.files, leftOut: selection.leftOutUI, reference: reference)
        guard !submission.isEmpty else {
            throw GradingError(.noFilesToGrade(folder: display(folder), skipped: selection.skipped.count))
        }
        try exercise.requireGradable()
        let checks = try SourceFile.collect(from: exercise.checks)
        var route: ScratchBuild.Route?
        func outcome(_ results: [CheckReport.Requirement], _ problems: BuildProblems) -> CheckOutcome {
            CheckOutcome(report: CheckReport(exercise: exercise.id, requirements: results,
                                             files: submission.map { CompiledFileNames.studentsPath(of: $0, in: folder) }, skipped: selection.skipped),
                         exerciseTitle: exercise.title, submission: display(folder), build: problems, route: route)
        }
        let missingFrameworks = Self.missingFrameworkProblems(submission, display: display)
        if !missingFrameworks.isEmpty {
            // Compiling would only say "no such module" and hide the rest: say what to change.
            return outcome(compileFailure(BuildProblems(studentErrors: missingFrameworks), requirements), BuildProblems(studentErrors: missingFrameworks))
        }
        let swift = try swiftExecutable()
        Trace.mark("files read and scanned")
        return try package.withLock(as: holder, waiting: { [progress] in progress(.waitingForBuild(holder: $0)) }) {
            defer { package.clearTemporaryFolder() }
            var contracted = ContractedBuild(contract: contract, submission: submission, package: package,
                                             display: display, missingTypeWords: exercise.missingTypeWords(in: submission))
            contracted.assignmentTypes = exercise.solutionTypes()
            let builder = ScratchBuild(package: package, runner: runner, swift: swift, environment: environment, timeLimit: buildTimeLimit)
            builder.progress = progress
            builder.cores = cores
            builder.memoryMegabytes = buildMemoryMegabytes
            let checkFiles = Self.recorded(checks)
            let built = try contracted.run(write: { try builder.write(submission: submission, exercise: checkFiles, contract: $0) },
                                           build: { try builder.build() }, typecheck: { try builder.typecheckContract() },
                                           syntax: { try builder.parseSubmission() })
            route = builder.route
            var problems = built.problems
            if !built.outcome.succeeded {
                if DiskSpace.isLow(at: package.directory) {
                    throw GradingError(.diskFull(folder: display(package.directory), freeBytes: DiskSpace.available(at: package.directory) ?? 0))
                }
                // The stand-ins' fault, or the exercise's (exit 2), when their targets do not build by themselves either.
                if let fault = problems.standInFault {
                    guard package.apart, try builder.buildAlone(FrameworkStandIns.targets) else { throw fault }
                    problems.standInErrors = []
                }
                if !contract.isEmpty, let fault = problems.checksFault(exercise: exercise.id) {
                    guard package.apart, try builder.buildAlone([package.exerciseTarget]) else { throw fault }
                    problems.checkErrors = []
                }
                if problems.isEmpty {
                    problems.otherErrors = [built.outcome.output.lines(keepingTrailingEmpty: false).suffix(5).joined(separator: " ")]
                }
            }
            Trace.mark("built (\(builder.route.rawValue))")
            problems.studentErrors = selection.namingWhereMissingThingsAre(problems.studentErrors, folder: folder)
            guard problems.isEmpty, let product = builder.product else { return outcome(compileFailure(problems, requirements), problems) }
            var checkRunner = requirementRunner(requirements, checks: checks, product: product)
            checkRunner.siteName = { [display] relative in submission.first { $0.relativePath == relative }.map { display($0.original) } ?? relative }
            let results = checkRunner.run()
            Trace.mark("checks run")
            return outcome(results, problems)
        }
    }

    /// The check files as they are compiled: every check class reports through the recorder
    /// (`CheckRecorder`), never through printed text, and reaches the student's program
    /// through `StudentProgram` (`ClientSource`), confined where no sandbox runs it (`ConfineSource`).
    static func recorded(_ checks: [SourceFile]) -> [SourceFile] {
        guard !checks.isEmpty else { return [] }
        let written = [(CheckRecorder.fileName, CheckRecorder.source), (ClientSource.fileName, ClientSource.text),
                       (ConfineSource.fileName, ConfineSource.text)]
        return checks.map { SourceFile(relativePath: $0.relativePath, original: $0.original, contents: CheckRecorder.adopting($0.contents)) }
            + written.map { SourceFile(relativePath: $0.0, original: URL(fileURLWithPath: $0.0), contents: Data($0.1.utf8)) }
    }

    /// Runs the checks again on what the last `grade` built, without building: how `validate`
    /// asks whether the reference's verdicts change from one run to the next.
    public func runBuiltChecksAgain() throws -> [CheckReport.Requirement] {
        let checks = try SourceFile.collect(from: exercise.checks)
        return try package.withLock {
            defer { package.clearTemporaryFolder() }
            guard let product = ScratchBuild.lastProduct(of: package) else {
                throw GradingError(.nothingBuilt(exercise: exercise.id))
            }
            return requirementRunner(exercise.manifest.requirements, checks: checks, product: product).run()
        }
    }

    /// Runs `requirements`' checks in `product`, the scratch package's last good build. The
    /// checks are told the gaps that build can have, read from its contract as compiled.
    private func requirementRunner(_ requirements: [ExerciseManifest.Requirement], checks: [SourceFile], product: URL) -> RequirementRunner {
        let contract = (try? SourceFile.collect(from: package.url(.contract))) ?? []
        let environment = checkEnvironment.merging([ClientSource.gapsVariable: ContractGapWords.encoded(of: contract, keptIn: BuildRecord.folder(package))]) { $1 }
        return RequirementRunner(exercise: exercise, requirements: requirements, package: package, product: product, runner: runner,
                                 environment: environment, sandbox: sandbox, sourceOrder: RequirementRunner.sourceOrder(checks), progress: progress)
    }

    /// The CPU seconds each process of a build may take (`MEMORIZE_COURSE_BUILD_LIMIT`, else
    /// 120): a cold build's busiest compiler needs a tenth of that, and code built to make the
    /// compiler work without end (types nested exponentially) is stopped, with its whole tree.
    var buildTimeLimit: Double {
        environment["MEMORIZE_COURSE_BUILD_LIMIT"].flatMap(Double.init).map { max(1, $0) } ?? 120
    }

    /// The environment a check process gets: only what the toolchain's runtime needs, never
    /// the user's or the machine's other variables (tokens, keys, paths to other courses).
    /// Each check's home and temporary folder are its own (`RequirementRunner`).
    var checkEnvironment: [String: String] {
        var checks: [String: String] = [:]
        for key in ["PATH", "LANG", "LC_ALL", "LC_CTYPE", "LD_LIBRARY_PATH", "DEVELOPER_DIR", "SDKROOT"] {
            if let value = environment[key] { checks[key] = value }
        }
        checks["SWIFT_BACKTRACE"] = "enable=no"
        checks["NO_COLOR"] = "1"
        checks["TERM"] = "dumb"
        return checks
    }

    private func compileFailure(_ problems: BuildProblems, _ requirements: [ExerciseManifest.Requirement]) -> [CheckReport.Requirement] {
        requirements.map { requirement in
            requirement.isManual
                ? Self.manualResult(requirement)
                : CheckReport.Requirement(id: requirement.id, title: requirement.title, status: .failed, points: 0,
                                          maxPoints: requirement.points, message: problems.summary, cause: .notBuilt)
        }
    }

    static func manualResult(_ requirement: ExerciseManifest.Requirement) -> CheckReport.Requirement {
        CheckReport.Requirement(id: requirement.id, title: requirement.title, status: .manual, points: 0,
                                maxPoints: requirement.points, message: requirement.manual ?? "")
    }

    static func result(_ requirement: ExerciseManifest.Requirement, passed: Bool, message: String,
                       cause: CheckReport.Cause? = nil) -> CheckReport.Requirement {
        CheckReport.Requirement(id: requirement.id, title: requirement.title, status: passed ? .passed : .failed,
                                points: passed ? requirement.points : 0, maxPoints: requirement.points, message: PrintableText.message(message),
                                cause: passed ? nil : cause)
    }

    public static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// SwiftUI, UIKit and Combine exist only on Apple's systems. They have stand-ins here
    /// (`FrameworkStandIns`: UIKit's only for UIColor); a graded file (the Model or ViewModel)
    /// that imports another, such as AppKit, gets one line at its import saying what to use instead.
    public static func missingFrameworkProblems(_ files: [SourceFile], display: (URL) -> String) -> [String] {
        guard FrameworkStandIns.areNeeded else { return [] }
        var problems: [String] = []
        for file in files {
            let scan = SwiftSourceScan(String(decoding: file.contents, as: UTF8.self))
            for framework in ["UIKit", "AppKit"] where !FrameworkStandIns.standsInFor.contains(framework) {
                guard let line = scan.imports.first(where: { $0.module == framework })?.line else { continue }
                problems.append("\(display(file.original)):\(line): \(framework) does not exist on this system, and the Model and ViewModel need not use it: "
                    + FrameworkAdvice.instead(of: framework, in: scan.code))
            }
        }
        return problems
    }
}

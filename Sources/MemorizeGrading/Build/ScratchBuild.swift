import Foundation
import MemorizeSupport

/// Writes a scratch package's files and builds it by the quickest route that is sound:
/// - `unchanged`: the files are what the last good build was made from, and its product still
///   has the bytes it was built with: nothing to build.
/// - `quick`: only the submission or the contract's rendering changed since the last good
///   build (`QuickBuild`).
/// - `swiftPM`: anything else (the first build, the checks or View, the manifest), with
///   a second build afresh when the first fails with no error in any file (a stale `.build`).
/// Use one per build, under the package's lock: `write`, then `build` (a `ContractedBuild` may
/// write and build several times). The product to run is `product` after a good build.
public final class ScratchBuild {
    public let package: ScratchPackage
    let runner: ProcessRunner
    let swift: URL
    let environment: [String: String]
    /// The CPU seconds each process of a build may take; nil for no limit.
    let timeLimit: Double?
    /// The memory (address space) each process of a build may take, where the system enforces
    /// it: a submission that makes the compiler hold gigabytes is stopped, not the machine.
    var memoryMegabytes = ResourceLimits.standard.enforcedMemoryMegabytes

    public enum Route: String, Sendable { case unchanged, quick, swiftPM }
    /// How the last `build` went about it.
    public private(set) var route = Route.swiftPM
    /// Told whether a build compiles everything or only the submission, as it starts.
    public var progress: GradingProgress = { _ in }
    /// The cores this build may keep busy: all of them, or its share where several build at once.
    public var cores = ProcessInfo.processInfo.activeProcessorCount
    /// What the last good build made: the test bundle or the program.
    public private(set) var product: URL?

    private var inputs: [String: String] = [:]
    /// The modules' source files, in SwiftPM's order (by path), which the driver's jobs keep:
    /// a module's interface depends on it.
    private var submissionPaths: [String] = []
    /// The submission as written, should a quick build hand over to SwiftPM.
    private var submissionFiles: [(String, Data)] = []
    private var exercisePaths: [String] = []
    /// The contract's files, in the exercise's module or in a module of their own.
    private var contractPaths: [String] = []
    /// The modules whose sources changed since the last good build, for the quick route.
    private var changedModules: Set<String> = []
    private var record: BuildRecord?
    private var quickWrote = false
    /// Whether `typecheckContract` has emitted this submission's interface.
    private var interfaceEmitted = false

    /// `environment` is the user's; the toolchain gets `ScratchPackage.toolEnvironment` of it.
    public init(package: ScratchPackage, runner: ProcessRunner, swift: URL, environment: [String: String], timeLimit: Double?) {
        self.package = package
        self.runner = runner
        self.swift = swift
        self.environment = package.toolEnvironment(environment)
        self.timeLimit = timeLimit
    }

    /// Makes the package hold exactly these files (paths relative to their role's folder),
    /// rewriting only those whose bytes changed, and chooses the route `build` takes.
    public func write(submission: [SourceFile], exercise: [SourceFile], contract: [SourceFile]) throws {
        typealias Group = BuildRecord.Group
        let manager = FileManager.default
        try manager.createDirectory(at: package.temporaryFolder, withIntermediateDirectories: true)
        let packageFiles = [("Package.swift", Data(package.manifest.utf8))] + FrameworkStandIns.files + package.boundaryFiles
        submissionFiles = submission.map { ($0.relativePath, $0.contents) }
        let exerciseFiles = exercise.map { ($0.relativePath, $0.contents) }
        let contractFiles = contract.map { ($0.relativePath, $0.contents) }
        // The contract's folder within the exercise's, when it is compiled with the exercise's files.
        let contractFolder = package.contractTarget == nil ? String(package.folder(.contract).dropFirst(package.folder(.exercise).count + 1)) : nil
        inputs = [Group.package.rawValue: ScratchFiles.digest(packageFiles), Group.submission.rawValue: ScratchFiles.digest(submissionFiles),
                  Group.exercise.rawValue: ScratchFiles.digest(exerciseFiles), Group.contract.rawValue: ScratchFiles.digest(contractFiles)]
        submissionPaths = submissionFiles.map { package.url(.submission).appendingPathComponent($0.0).path }.sorted()
        exercisePaths = exerciseFiles.map { package.url(.exercise).appendingPathComponent($0.0).path }.sorted()
        contractPaths = contractFiles.map { package.url(.contract).appendingPathComponent($0.0).path }.sorted()
        record = BuildRecord.load(package)
        func unchanged(_ group: Group) -> Bool { record?.inputs[group.rawValue] == inputs[group.rawValue] }
        // The package and the exercise as last built: only the submission or the contract may differ.
        let settled = record != nil && unchanged(.package) && unchanged(.exercise)
            && !ScratchFiles.differ(exerciseFiles, in: package.url(.exercise), skipping: contractFolder)
            && !packageFiles.contains { manager.contents(atPath: package.directory.appendingPathComponent($0.0).path) != $0.1 }
        let submissionOnDisk = settled && !ScratchFiles.differ(submissionFiles, in: package.url(.submission))
        let contractOnDisk = settled && !ScratchFiles.differ(contractFiles, in: package.url(.contract))
        if settled, let record {
            // Whatever the platform's route: a Mac, with no quick plan, rebuilt an unchanged package every time.
            if unchanged(.submission), unchanged(.contract), submissionOnDisk, contractOnDisk, record.productIsIntact {
                route = .unchanged
                return
            }
        }
        if settled, let record, record.plan != nil {
            // Kept a second clear of SwiftPM's last build too, so its next build sees these
            // rewrites (and it starts the submission afresh: `writeSubmissionForSwiftPM`).
            let gate = ScratchFiles.rewriteGate(package)
            try ScratchFiles.sync(submissionFiles, into: package.url(.submission), before: gate)
            try ScratchFiles.sync(contractFiles, into: package.url(.contract), before: gate)
            changedModules = []
            if !unchanged(.submission) || !submissionOnDisk { changedModules.insert(ScratchPackage.submissionModule) }
            if !unchanged(.contract) || !contractOnDisk { changedModules.insert(package.contractModule) }
            route = .quick
            quickWrote = true
            return
        }
        route = .swiftPM
        let gate = ScratchFiles.rewriteGate(package)
        try ScratchFiles.sync(packageFiles, into: package.directory, removingOthers: false, before: gate)
        if let contractFolder {
            try ScratchFiles.sync(exerciseFiles + contractFiles.map { ("\(contractFolder)/\($0.0)", $0.1) }, into: package.url(.exercise), before: gate)
        } else {
            try ScratchFiles.sync(exerciseFiles, into: package.url(.exercise), before: gate)
            try ScratchFiles.sync(contractFiles, into: package.url(.contract), before: gate)
        }
        try writeSubmissionForSwiftPM(submissionFiles, gate: gate)
    }

    /// Writes the submission for a SwiftPM build. Unless it is exactly what SwiftPM last built,
    /// every file is rewritten and the incremental records dropped of the submission and of
    /// every module that imports it, so the driver compiles them afresh whatever the timestamps
    /// say (a quick build rewrote the submission unseen, or a build was interrupted).
    ///
    /// The importers too: SwiftPM's incremental build sometimes keeps a module compiled against
    /// the submission's old layout after a stored property is added or removed (the contract
    /// then reads the wrong field: a false verdict, or a crash). Seen with plain `swift build`
    /// here (`bench/swiftpm-stale-layout.sh`: 3 stale builds in 318 edits; none in 204 with these
    /// records dropped). It is the route a Mac takes on every check, and Linux on its first.
    private func writeSubmissionForSwiftPM(_ files: [(String, Data)], gate: () -> Void) throws {
        let builtBySwiftPM = !quickWrote && record?.swiftPMSubmission == inputs[BuildRecord.Group.submission.rawValue]
        let changed = try ScratchFiles.sync(files, into: package.url(.submission), force: !builtBySwiftPM, before: gate)
        if changed {
            for module in package.submissionImporters {
                try? FileManager.default.removeItem(at: package.directory.appendingPathComponent(".build/debug/\(module).build/primary.priors"))
            }
        }
    }

    /// Builds by the route `write` chose. A quick build that cannot place its failure in a file
    /// (a link error) is not trusted to be the student's: SwiftPM builds instead.
    public func build() throws -> ProcessOutcome {
        Trace.mark("building (\(route.rawValue))")
        switch route {
        case .unchanged:
            product = record.map { URL(fileURLWithPath: $0.product) }
            return ProcessOutcome(status: 0, output: "")
        case .quick:
            guard let record, let plan = record.plan else { return try swiftPMBuild() }
            progress(.compilingYourCode)
            let quick = QuickBuild(package: package, record: record, plan: plan, run: job, cores: cores)
            switch try quick.build(sources: moduleSources, digests: moduleDigests, changed: changedModules) {
            case .built(var next, let outcome):
                next.inputs = inputs
                try next.save(package)
                next.removeOtherGenerations(package)
                self.record = next
                product = URL(fileURLWithPath: next.product)
                return outcome
            case .failed(let outcome) where BuildDiagnostics.locatesAnError(outcome.output) || BuildDiagnostics.wasStopped(outcome):
                return outcome
            case .failed, .needsSwiftPM:
                route = .swiftPM
                try writeSubmissionForSwiftPM(submissionFiles, gate: ScratchFiles.rewriteGate(package))
                return try swiftPMBuild()
            }
        case .swiftPM:
            return try swiftPMBuild()
        }
    }

    /// Each module's source files, the contract's with the exercise's unless it has a module of its own.
    private var moduleSources: [String: [String]] {
        var sources = [ScratchPackage.submissionModule: submissionPaths, package.exerciseTarget: exercisePaths]
        sources[package.contractModule, default: []] += contractPaths
        sources[package.contractModule]?.sort()
        return sources
    }

    /// The digest of each module's sources, as `write` found them.
    private var moduleDigests: [String: String] {
        typealias Group = BuildRecord.Group
        var digests = [ScratchPackage.submissionModule: inputs[Group.submission.rawValue] ?? "", package.exerciseTarget: inputs[Group.exercise.rawValue] ?? ""]
        digests[package.contractModule, default: ""] += inputs[Group.contract.rawValue] ?? ""
        return digests
    }

    /// On the quick route, when the contract's rendering is not the one last built, type-checks
    /// it as written against the submission's interface (emitted once per build), without
    /// compiling anything: nil when it cannot, or need not; a success, at no cost, when this
    /// rendering was compiled before against the same interface.
    public func typecheckContract() throws -> ProcessOutcome? {
        guard route == .quick, changedModules.contains(package.contractModule), let plan = record?.plan,
              let submission = plan.modules.first(where: { $0.name == ScratchPackage.submissionModule }),
              let exercise = plan.modules.first(where: { $0.name == package.contractModule }) else { return nil }
        let folder = BuildRecord.folder(package).appendingPathComponent("typecheck", isDirectory: true).path + "/"
        let contract = contractPaths
        guard !contract.isEmpty else { return nil }
        // A rendering compiled before against the very same interface (a class whose students
        // share one interface, the reference's among them) compiles: its objects are kept.
        let earlier = plan.modules.prefix { $0.name != package.contractModule }.map(\.name)
        let record = self.record, digests = moduleDigests
        func compiledBefore(withSubmissionInterface interface: String) -> Bool {
            let interfaces = earlier.map { ($0, $0 == submission.name ? interface : record?.interfaces[$0] ?? "") }
            let key = QuickBuild.compiledKey(package.contractModule, digest: digests[package.contractModule] ?? "", interfaces: interfaces)
            guard let kept = record?.compiledModule(key), kept.isIntact else { return false }
            Trace.mark("the contract compiled before against this interface")
            return true
        }
        // The submission's interface: kept with these very sources' objects, or emitted for this check.
        let keptSubmission = record?.compiledModule(QuickBuild.compiledKey(submission.name, digest: digests[submission.name] ?? "", interfaces: []))
        if let kept = keptSubmission, kept.isIntact, compiledBefore(withSubmissionInterface: kept.interface) {
            return ProcessOutcome(status: 0, output: "")
        }
        if !interfaceEmitted {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let emit = QuickBuild.expand(submission.emit, sources: submissionPaths, out: folder)
            guard try job(emit).succeeded else { return nil }   // the build says what is wrong
            interfaceEmitted = true
        }
        let emitted = ScratchFiles.digest(of: URL(fileURLWithPath: folder + submission.name + ".swiftmodule")) ?? ""
        if compiledBefore(withSubmissionInterface: emitted) { return ProcessOutcome(status: 0, output: "") }
        return try job(QuickBuild.typecheckJob(QuickBuild.expand(exercise.emit, sources: contract, out: folder)))
    }

    /// Parses the submission's files alone (`swiftc -parse`: nothing imported, nothing
    /// compiled), after a build that failed: nil when there is no `swiftc` beside `swift`.
    /// SwiftPM's interface job skips function bodies and recovers from an unclosed brace its own
    /// way (rt24c: "expected declaration" on a correct line 5, the missing `}` at line 35 unsaid);
    /// the parser alone says where the student's syntax went wrong.
    public func parseSubmission() throws -> ProcessOutcome? {
        let swiftc = swift.deletingLastPathComponent().appendingPathComponent("swiftc")
        guard !submissionPaths.isEmpty, FileManager.default.isExecutableFile(atPath: swiftc.path) else { return nil }
        return try job([swiftc.path, "-parse", "-diagnostic-style=llvm"] + submissionPaths)
    }

    /// Runs one job of a build in the package, with the build's limits.
    private var job: @Sendable ([String]) throws -> ProcessOutcome {
        let (runner, directory, environment, limit) = (runner, package.directory, environment, timeLimit)
        let memory = memoryMegabytes.map { ["/bin/sh", "-c", "ulimit -v \($0 * 1024) || exit 125; exec \"$@\"", "sh"] } ?? []
        return { arguments in
            let command = memory + arguments
            return try runner.run(URL(fileURLWithPath: command[0]), Array(command.dropFirst()), in: directory, environment: environment,
                                  timeLimit: limit, input: nil, outputLimit: 16 << 20)
        }
    }

    private func swiftPMBuild() throws -> ProcessOutcome {
        let previous = record
        BuildRecord.forget(package)   // until this build succeeds, nothing is known to be built
        record = nil
        product = nil
        let arguments = [swift.path] + package.buildArguments + ["-Xswiftc", "-diagnostic-style=llvm"]
        progress(.buildingChecks)
        ScratchFiles.markBuildStart(package)
        var outcome = try job(arguments)
        if !outcome.succeeded, !BuildDiagnostics.locatesAnError(outcome.output), !BuildDiagnostics.wasStopped(outcome) {
            // No error in any file: the build folder itself is stale (copied or moved with the
            // course folder, or left by another toolchain). Once more, afresh.
            try? FileManager.default.removeItem(at: package.directory.appendingPathComponent(".build"))
            outcome = try job(arguments)
        }
        guard outcome.succeeded else { return outcome }
        quickWrote = false
        let made = BuildRecord.afterSwiftPM(package, inputs: inputs, exercisePaths: (exercisePaths + contractPaths).sorted(), previous: previous, run: job)
        try made?.save(package)
        made?.removeOtherGenerations(package)
        record = made
        product = package.swiftPMProduct
        return outcome
    }

    /// Whether `targets` of the package build by themselves (each with what it depends on, none
    /// of it the student's): a fault of the checks or the stand-ins read from the compiler's
    /// text is believed only when they do not. A student's file can make the compiler print any
    /// line, a located error at the checks' own file among them: a `#warning` with a line break,
    /// a line of a multi-line string shown under an error inside it (rt18b: "this exercise's
    /// checks do not compile", exit 2, for a submission that did not compile).
    public func buildAlone(_ targets: [String]) throws -> Bool {
        try targets.allSatisfy { target in
            let own = package.buildArguments.filter { $0 != "--build-tests" }
            return try job([swift.path] + own.prefix(1) + ["--target", target] + own.dropFirst()).succeeded
        }
    }

    /// The product of the package's last good build, for running its checks again without building.
    public static func lastProduct(of package: ScratchPackage) -> URL? {
        BuildRecord.load(package).map { URL(fileURLWithPath: $0.product) }
    }
}

import Foundation

/// Grades a folder of Swift files against an exercise: builds it with the checks in the
/// scratch package, runs each requirement's checks in a process of its own (so a crash or a
/// hang costs only that requirement), and returns a report. Never writes to the student's files.
public struct Grader {
    public let exercise: Exercise
    public let package: GradingPackage
    public let runner: ProcessRunner
    public let environment: [String: String]
    /// How files are named to the student (relative to where they are working).
    public let display: @Sendable (URL) -> String

    public init(exercise: Exercise, scratch: URL, runner: ProcessRunner, environment: [String: String],
                display: @escaping @Sendable (URL) -> String) {
        self.exercise = exercise
        self.package = GradingPackage(directory: scratch.appendingPathComponent(exercise.id, isDirectory: true))
        self.runner = runner
        self.environment = environment
        self.display = display
    }

    /// The `swift` the grader builds with, or a tool error saying what is missing.
    public func swiftExecutable() throws -> URL {
        guard let swift = findOnPath("swift", environment: environment) else {
            throw ToolError("no `swift` on PATH: install a Swift toolchain (swift.org/install) and check that `swift --version` works in this shell")
        }
        return swift
    }

    public func grade(_ folder: URL) throws -> CheckOutcome {
        let submission = try SourceFile.collect(from: folder)
        guard !submission.isEmpty else {
            throw UsageError("no .swift files in \(display(folder))")
        }
        let checks = try SourceFile.collect(from: exercise.checks)
        let contract = (try? SourceFile.collect(from: exercise.contract)) ?? []
        let swift = try swiftExecutable()
        return try package.withLock {
            let digest = try package.prepare(submission: submission, checks: checks, contract: contract)
            let markers = BuildDiagnostics.contractMarkers(contract)
            var build = try self.build(swift)
            var problems = BuildProblems()
            if !build.succeeded {
                problems = BuildDiagnostics.parse(build.output, submission: submission, contractMarkers: markers, display: display)
                if !BuildDiagnostics.locatesAnError(build.output) {
                    // No error in any source file: the scratch build itself is stale (copied or
                    // moved with the course folder, or left by another toolchain). Start it afresh once.
                    try? FileManager.default.removeItem(at: package.directory.appendingPathComponent(".build"))
                    build = try self.build(swift)
                    problems = build.succeeded ? BuildProblems()
                        : BuildDiagnostics.parse(build.output, submission: submission, contractMarkers: markers, display: display)
                }
            }
            if build.succeeded {
                package.recordBuilt(digest)
            } else {
                package.forgetBuilt()
                problems.studentErrors = Self.uiFrameworkHints(submission, display: display) + problems.studentErrors
                if problems.isEmpty { problems.otherErrors = [build.output.lines(keepingTrailingEmpty: false).suffix(5).joined(separator: " ")] }
            }
            let results = problems.isEmpty ? runRequirements() : compileFailure(problems)
            return CheckOutcome(
                report: CheckReport(exercise: exercise.id, requirements: results),
                exerciseTitle: exercise.title,
                submission: display(folder),
                fileCount: submission.count,
                build: problems
            )
        }
    }

    private func build(_ swift: URL) throws -> ProcessOutcome {
        package.markBuildStart()
        return try runner.run(swift, ["build", "--build-tests", "-Xswiftc", "-diagnostic-style=llvm"],
                       in: package.directory, environment: toolEnvironment, timeLimit: nil)
    }

    /// The environment for the toolchain: the user's, without colour, with no crash backtraces
    /// (a backtrace takes seconds and the student never sees it).
    var toolEnvironment: [String: String] {
        var environment = self.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        return environment
    }

    private func compileFailure(_ problems: BuildProblems) -> [CheckReport.Requirement] {
        exercise.manifest.requirements.map { requirement in
            requirement.isManual
                ? Self.manualResult(requirement)
                : CheckReport.Requirement(id: requirement.id, title: requirement.title, status: .failed, points: 0,
                                          maxPoints: requirement.points, message: problems.summary)
        }
    }

    static func manualResult(_ requirement: ExerciseManifest.Requirement) -> CheckReport.Requirement {
        CheckReport.Requirement(id: requirement.id, title: requirement.title, status: .manual, points: 0,
                                maxPoints: requirement.points, message: requirement.manual ?? "")
    }

    /// Runs each automated requirement's checks in its own process, two or more at a time.
    private func runRequirements() -> [CheckReport.Requirement] {
        let requirements = exercise.manifest.requirements
        let results = ResultSlots(count: requirements.count)
        let bundle = package.testBundle
        let directory = package.directory
        let environment = toolEnvironment
        let limit = exercise.manifest.timeLimit
        let runner = self.runner
        DispatchQueue.concurrentPerform(iterations: requirements.count) { index in
            let requirement = requirements[index]
            guard let checks = requirement.checks else {
                results.set(index, Self.manualResult(requirement))
                return
            }
            let filter = checks.map { "Checks.\($0)" }.joined(separator: ",")
            #if os(macOS)
            // On macOS a test bundle is not an executable; xctest loads it.
            let program = URL(fileURLWithPath: "/usr/bin/xcrun")
            let arguments = ["xctest", "-XCTest", filter, bundle.path]
            #else
            let program = bundle
            let arguments = [filter]
            #endif
            let outcome: ProcessOutcome
            do {
                outcome = try runner.run(program, arguments, in: directory, environment: environment, timeLimit: limit)
            } catch {
                results.set(index, Self.result(requirement, passed: false, message: "the checks could not run: \(error)"))
                return
            }
            results.set(index, Self.judge(requirement, outcome: outcome, timeLimit: limit))
        }
        return results.values
    }

    /// Turns one requirement's test process into a result.
    static func judge(_ requirement: ExerciseManifest.Requirement, outcome: ProcessOutcome, timeLimit: Double) -> CheckReport.Requirement {
        let run = TestRunOutput.parse(outcome.output)
        if outcome.timedOut {
            let during = run.unfinished.last.map { " while checking: \(TestRunOutput.describe($0))" } ?? ""
            return result(requirement, passed: false, message: "timed out after \(Self.seconds(timeLimit))\(during) (an endless loop?)")
        }
        if let firstFailure = run.started.first(where: { run.finished[$0] == false }) {
            let message = run.failures[firstFailure] ?? "failed: \(TestRunOutput.describe(firstFailure))"
            return result(requirement, passed: false, message: message)
        }
        if let crashed = run.unfinished.first {
            let cause = run.fatalError.map { " (\($0))" } ?? ""
            return result(requirement, passed: false, message: "crashed\(cause) while checking: \(TestRunOutput.describe(crashed))")
        }
        if outcome.signaled || outcome.status != 0 {
            let cause = run.fatalError.map { " (\($0))" } ?? ""
            return result(requirement, passed: false, message: "crashed\(cause) before its checks could finish")
        }
        if run.started.isEmpty {
            return result(requirement, passed: false,
                          message: "no checks ran: the exercise names \((requirement.checks ?? []).joined(separator: ", ")), which the checks do not define")
        }
        return result(requirement, passed: true, message: "")
    }

    static func result(_ requirement: ExerciseManifest.Requirement, passed: Bool, message: String) -> CheckReport.Requirement {
        CheckReport.Requirement(id: requirement.id, title: requirement.title, status: passed ? .passed : .failed,
                                points: passed ? requirement.points : 0, maxPoints: requirement.points, message: message)
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    /// SwiftUI, UIKit and Combine do not exist everywhere: say so plainly instead of leaving
    /// the student with "no such module".
    static func uiFrameworkHints(_ files: [SourceFile], display: (URL) -> String) -> [String] {
        #if canImport(SwiftUI)
        return []
        #else
        var hints: [String] = []
        for file in files {
            let text = String(decoding: file.contents, as: UTF8.self)
            for (index, line) in text.lines().enumerated() {
                let trimmedLine = line.trimmed
                for framework in ["SwiftUI", "UIKit", "Combine"] where trimmedLine == "import \(framework)" {
                    hints.append("\(display(file.original)):\(index + 1): \(framework) does not exist on this system; grade only your Model and ViewModel files (keep Views in your Xcode project)")
                }
            }
        }
        return hints
        #endif
    }
}

/// Results written by concurrent workers, each to its own slot.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [CheckReport.Requirement?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: CheckReport.Requirement) {
        lock.lock(); slots[index] = value; lock.unlock()
    }

    var values: [CheckReport.Requirement] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}

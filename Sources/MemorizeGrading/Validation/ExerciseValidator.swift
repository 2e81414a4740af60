import Foundation
import MemorizeSupport

/// Proves an exercise's checks: reference full marks, starter failing (except what the
/// manifest says it passes), each broken submission failing exactly what it declares, every
/// requirement failed alone by one. On the way it shows the messages students will read.
/// A fault of the exercise itself (a check class that does not exist, a contract or checks
/// that do not compile) is reported once, and validation stops there: every later finding
/// would only repeat it.
public struct ExerciseValidator {
    public let grader: Grader
    /// The lesson numbers Lessons/ has, to check the manifest's `lessons` against; nil: not checked.
    public let lessonNumbers: [Int]?
    /// How many more times the reference's checks are run to find checks that fail at random.
    public let flakyRuns: Int

    public init(grader: Grader, lessonNumbers: [Int]? = nil, flakyRuns: Int = FlakyChecks.defaultRuns) {
        self.grader = grader
        self.lessonNumbers = lessonNumbers
        self.flakyRuns = flakyRuns
    }

    public func validate() throws -> ExerciseValidation {
        let exercise = grader.exercise
        let manifest = exercise.manifest
        var validation = ExerciseValidation(exercise: exercise.id, title: exercise.title)

        let broken: [BrokenSubmission]
        do {
            broken = try exercise.brokenSubmissions()
        } catch let error as ToolError {
            validation.add(false, error.message)
            return validation
        }
        validation.add(true, "manifest: \(manifest.requirements.count) requirements (\(manifest.automatedRequirements.count) automated), \(broken.count) broken submissions")
        checkLessons(into: &validation)
        checkInstructions(into: &validation)

        let unknown = exercise.unknownCheckNames()
        guard unknown.isEmpty else {
            for problem in unknown { validation.add(false, problem) }
            return validation
        }
        // The checks' source, read once for the three findings below that look at it.
        let checks = (try? SourceFile.collect(from: exercise.checks)) ?? []
        let inventory = CheckInventory(checks)
        for problem in Self.unusedCheckClasses(exercise, inventory: inventory) { validation.add(false, problem) }

        let contractErrors = try grader.contractAgainstReference()
        guard contractErrors.isEmpty else {
            for problem in contractErrors { validation.add(false, problem) }
            return validation
        }
        if (try? SourceFile.collect(from: exercise.contract))?.isEmpty == false {
            validation.add(true, "contract: compiles against the reference solution")
        }

        let reference: CheckOutcome
        do {
            reference = try grader.grade(exercise.solution)
        } catch let error as ToolError {
            validation.add(false, "reference solution: \(error.message)")
            return validation
        } catch let error as GradingError where error.fault == .exercise || error.fault == .tool {
            validation.add(false, "reference solution: \(error)")
            return validation
        }
        // Without a contract the grader cannot blame the checks; against the reference it can.
        if let fault = reference.build.checksFault(exercise: exercise.id) {
            validation.add(false, "reference solution: \(fault)")
            return validation
        }
        let fullMarks = reference.report.passed && reference.report.score == reference.report.maxScore
        // A check that fails good code at random is the first thing to fix: until then every
        // later verdict could be chance, so validation stops there.
        let failed = reference.report.requirements.filter { $0.status == .failed }
        let reruns = FlakyChecks(grader: grader, runs: flakyRuns)
        if let flaky = try fullMarks ? reruns.firstFailure() : reference.build.isEmpty ? reruns.firstPass(after: failed) : nil {
            let what = fullMarks ? "full marks (\(reference.report.score)/\(reference.report.maxScore)), then failed on run \(flaky.run) of \(flaky.runs) more"
                : "failed, then full marks on run \(flaky.run) of \(flaky.runs) more"
            validation.add(false, "reference solution: \(what): a check fails good code at random (\(FlakyChecks.names(flaky.failures))); "
                + "make it certain, or repeat it until a false failure is rarer than one in a billion, and state that bound",
                flaky.failures.map { "\($0.id): \($0.message)" })
            return validation
        }
        validation.add(fullMarks, "reference solution: " + (fullMarks ? "full marks (\(reference.report.score)/\(reference.report.maxScore))"
            + (flakyRuns > 0 ? ", and again on \(flakyRuns) more runs (a check failing one run in twenty would have shown, with 99% probability)" : "")
            : "does not get full marks (\(reference.report.score)/\(reference.report.maxScore))"), Self.failureDetails(reference))
        // Every later finding would grade against checks that fail on good code, and blame good files.
        guard fullMarks else {
            validation.warn(Self.notCheckedAfterReference)
            return validation
        }
        validation.referenceIsSound = true
        checkFalseFailureStatements(checks, inventory: inventory, into: &validation)

        var seenFailing = Set<String>()
        try checkStarter(into: &validation, seenFailing: &seenFailing)
        try checkBrokenSubmissions(broken, into: &validation, seenFailing: &seenFailing)
        checkEveryCheckFails(seenFailing, inventory: inventory, into: &validation)
        return validation
    }

    private func checkInstructions(into validation: inout ExerciseValidation) {
        let exercise = grader.exercise
        guard FileManager.default.fileExists(atPath: exercise.instructions.path) else {
            validation.add(false, "instructions.md is missing: students would have nothing to read, and 'start' refuses")
            return
        }
        guard let text = try? String(contentsOf: exercise.instructions, encoding: .utf8) else {
            validation.add(false, "instructions.md is not UTF-8 text")
            return
        }
        do {
            let hints = HintsLint.check(text, blocks: try MarkdownParser.parse(text),
                                       requirements: exercise.manifest.requirements.map(\.id))
            validation.add(true, "instructions.md reads; \(hints.count) hint\(hints.count == 1 ? "" : "s")")
            for warning in hints.warnings { validation.warn(warning) }
            checkRequiredTasks(text, into: &validation)
        } catch let error as MarkdownError {
            validation.add(false, "instructions.md:\(error.line): \(error.problem)")
        } catch {
            validation.add(false, "instructions.md: \(error)")
        }
    }
}

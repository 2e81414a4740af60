import Foundation

/// The result of validating one exercise: a list of findings, each holding or not.
public struct ExerciseValidation: Sendable {
    public struct Finding: Equatable, Sendable {
        public var holds: Bool
        public var summary: String
        /// Details under a finding that does not hold (messages of unexpected failures).
        public var details: [String] = []
    }

    public var exercise: String
    public var title: String
    public var findings: [Finding] = []

    public var isValid: Bool { findings.allSatisfy(\.holds) }
}

/// Proves an exercise's checks: reference full marks, starter failing, each broken
/// submission failing exactly what it declares, every requirement failed alone by one.
public struct ExerciseValidator {
    public let grader: Grader

    public init(grader: Grader) { self.grader = grader }

    public func validate() throws -> ExerciseValidation {
        let exercise = grader.exercise
        let manifest = exercise.manifest
        var validation = ExerciseValidation(exercise: exercise.id, title: exercise.title)
        func add(_ holds: Bool, _ summary: String, _ details: [String] = []) {
            validation.findings.append(.init(holds: holds, summary: summary, details: details))
        }

        let broken: [BrokenSubmission]
        do {
            broken = try exercise.brokenSubmissions()
        } catch let error as ToolError {
            add(false, error.message)
            return validation
        }
        add(true, "manifest: \(manifest.requirements.count) requirements (\(manifest.automatedRequirements.count) automated), \(broken.count) broken submissions")

        if let text = try? String(contentsOf: exercise.instructions, encoding: .utf8) {
            do {
                _ = try MarkdownParser.parse(text)
                add(true, "instructions.md reads")
            } catch let error as MarkdownError {
                add(false, "instructions.md:\(error.line): \(error.problem)")
            }
        } else {
            add(false, "instructions.md is missing or not UTF-8 text")
        }

        let reference = try grader.grade(exercise.solution)
        let fullMarks = reference.report.passed && reference.report.score == reference.report.maxScore
        add(fullMarks, "reference solution: " + (fullMarks ? "full marks (\(reference.report.score)/\(reference.report.maxScore))"
            : "does not get full marks (\(reference.report.score)/\(reference.report.maxScore))"), Self.failureDetails(reference))

        let starter = try grader.grade(exercise.starter)
        let starterCompiles = starter.build.isEmpty
        let starterFails = !starter.report.passed
        add(starterCompiles && starterFails, "starter: " + (starterCompiles ? "compiles" : "does not compile")
            + ", " + (starterFails ? "fails \(starter.report.failedIDs.count) of \(manifest.automatedRequirements.count) automated requirements"
                                   : "passes every check (it should fail them)"),
            starterCompiles ? [] : Array(starter.build.studentErrors.prefix(3) + starter.build.contractProblems.prefix(3)))

        var failedAlone = Set<String>()
        let workspace = grader.package.directory.deletingLastPathComponent()
            .appendingPathComponent("\(exercise.id)-broken", isDirectory: true)
        for submission in broken {
            let folder = workspace.appendingPathComponent(submission.name, isDirectory: true)
            do {
                try submission.materialize(solution: exercise.solution, into: folder)
            } catch let error as ToolError {
                add(false, error.message)
                continue
            }
            let outcome = try grader.grade(folder)
            let failed = outcome.report.failedIDs
            let expected = manifest.automatedRequirements.map(\.id).filter(submission.fails.contains)
            if failed == expected {
                add(true, "broken/\(submission.name): fails \(failed.joined(separator: ", ")), as declared")
                if failed.count == 1 { failedAlone.insert(failed[0]) }
            } else {
                let unexpected = outcome.report.requirements.filter { $0.status == .failed && !expected.contains($0.id) }
                add(false, "broken/\(submission.name): declared \(expected.joined(separator: ", ")), but "
                    + (failed.isEmpty ? "nothing failed" : "failed \(failed.joined(separator: ", "))"),
                    unexpected.map { "\($0.id): \($0.message)" })
            }
            try? FileManager.default.removeItem(at: folder)
        }
        let lonely = manifest.automatedRequirements.map(\.id).filter { !failedAlone.contains($0) }
        add(lonely.isEmpty, lonely.isEmpty ? "every automated requirement is failed on its own by a broken submission"
            : "no broken submission fails only \(lonely.joined(separator: ", ")): add one to broken/ to prove those checks can fail")
        return validation
    }

    static func failureDetails(_ outcome: CheckOutcome) -> [String] {
        outcome.build.contractProblems + outcome.build.studentErrors.prefix(3)
            + outcome.report.requirements.filter { $0.status == .failed }.map { "\($0.id): \($0.message)" }
    }
}

/// Renders a validation as one line per finding.
public struct ValidationRenderer {
    let styler: Styler

    public init(terminal: TerminalInfo) { styler = Styler(enabled: terminal.usesColor) }

    public func render(_ validation: ExerciseValidation) -> String {
        var text = styler.apply(.bold, to: "Validating \(validation.exercise) (\(validation.title))") + "\n"
        for finding in validation.findings {
            text += "  " + (finding.holds ? styler.apply(.green, to: "✔") : styler.apply(.red, to: "✘")) + " " + finding.summary + "\n"
            for detail in finding.details { text += "      " + styler.apply(.dim, to: detail) + "\n" }
        }
        let problems = validation.findings.filter { !$0.holds }.count
        text += validation.isValid ? styler.apply(.green, .bold, to: "\(validation.exercise): valid") + "\n"
            : styler.apply(.red, .bold, to: "\(validation.exercise): \(problems) problem\(problems == 1 ? "" : "s")") + "\n"
        return text + "\n"
    }
}

import Foundation
import MemorizeSupport

/// The starter and the broken submissions, graded as students' work would be, with the
/// messages students would read.
extension ExerciseValidator {
    func checkStarter(into validation: inout ExerciseValidation, seenFailing: inout Set<String>) throws {
        let exercise = grader.exercise
        let automated = exercise.manifest.automatedRequirements.map(\.id)
        let meantToPass = exercise.manifest.starterPasses ?? []
        let starter = try grader.grade(exercise.starter)
        seenFailing.formUnion(starter.report.requirements.flatMap(\.failedChecks))
        guard starter.build.isEmpty else {
            validation.add(false, "starter: does not compile (students must start from code that compiles)",
                           Array(starter.build.studentErrors.prefix(3) + starter.build.contractProblems.prefix(3)))
            return
        }
        let passed = starter.report.requirements.filter { $0.status == .passed }.map(\.id)
        let free = passed.filter { !meantToPass.contains($0) }
        let notPassing = automated.filter { meantToPass.contains($0) && !passed.contains($0) }
        let failedCount = automated.count - passed.count
        var summary = "starter: compiles, fails \(failedCount) of \(automated.count) automated requirements"
        if !meantToPass.isEmpty && free.isEmpty && notPassing.isEmpty {
            summary += " and passes \(meantToPass.joined(separator: ", ")), as starterPasses says"
        }
        validation.add(free.isEmpty && notPassing.isEmpty, summary, studentMessages(starter, folder: exercise.starter))
        if !free.isEmpty {
            validation.add(false, "starter: already passes \(free.joined(separator: ", ")), so students get \(free.count == 1 ? "its" : "their") points for nothing; "
                + "make the starter fail \(free.count == 1 ? "it" : "them"), or list \(free.count == 1 ? "it" : "them") in \"starterPasses\" in exercise.json if that is meant")
        }
        if !notPassing.isEmpty {
            validation.add(false, "starter: \"starterPasses\" lists \(notPassing.joined(separator: ", ")), but the starter fails \(notPassing.count == 1 ? "it" : "them"); "
                + "remove \(notPassing.count == 1 ? "it" : "them") from starterPasses, or make the starter pass")
        }
        warnAboutDefaultMessages(starter.report, source: "starter", into: &validation)
    }

    func checkBrokenSubmissions(_ broken: [BrokenSubmission], into validation: inout ExerciseValidation,
                                        seenFailing: inout Set<String>) throws {
        let exercise = grader.exercise
        let automated = exercise.manifest.automatedRequirements.map(\.id)
        var failedAlone = Set<String>()
        let workspace = grader.package.directory.deletingLastPathComponent()
            .appendingPathComponent("\(exercise.id)-broken", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: workspace) }
        var folders: [URL?] = []
        var unusable: [Int: String] = [:]
        for (index, submission) in broken.enumerated() {
            let folder = workspace.appendingPathComponent(submission.name, isDirectory: true)
            do {
                try submission.materialize(solution: exercise.solution, into: folder)
                folders.append(folder)
            } catch let error as ToolError {
                unusable[index] = error.message
                folders.append(nil)
            }
        }
        var outcomes: [Int: CheckOutcome] = [:]
        for index in Self.buildOrder(folders, solution: exercise.solution) {
            outcomes[index] = try grader.grade(folders[index]!)
            seenFailing.formUnion(outcomes[index]!.report.requirements.flatMap(\.failedChecks))
            try? FileManager.default.removeItem(at: folders[index]!)
        }
        for (index, submission) in broken.enumerated() {
            guard let outcome = outcomes[index], let folder = folders[index] else {
                validation.add(false, unusable[index] ?? "broken/\(submission.name): could not be made")
                continue
            }
            let failed = outcome.report.failedIDs
            let expected = automated.filter(submission.fails.contains)
            if failed == expected {
                validation.add(true, "broken/\(submission.name): fails \(failed.joined(separator: ", ")), as declared", studentMessages(outcome, folder: folder))
                if failed.count == 1 { failedAlone.insert(failed[0]) }
            } else {
                validation.add(false, "broken/\(submission.name): declared \(expected.joined(separator: ", ")), but "
                    + (failed.isEmpty ? "nothing failed" : "failed \(failed.joined(separator: ", "))"), studentMessages(outcome, folder: folder))
            }
            warnAboutDefaultMessages(outcome.report, source: "broken/\(submission.name)", into: &validation)
        }
        let lonely = automated.filter { !failedAlone.contains($0) }
        validation.add(lonely.isEmpty, lonely.isEmpty ? "every automated requirement is failed on its own by a broken submission"
            : "no broken submission fails only \(lonely.joined(separator: ", ")): add one to broken/ to prove those checks can fail")
    }

    /// The order to grade the broken submissions in (indices of `folders`, nil ones left out):
    /// those whose declarations are the solution's first, then each other `InterfaceSketch`
    /// together, so that the checks are compiled again only when the interface changes.
    static func buildOrder(_ folders: [URL?], solution: URL) -> [Int] {
        func sketch(_ folder: URL) -> String { InterfaceSketch.digest((try? SourceFile.collect(from: folder)) ?? []) }
        let reference = sketch(solution)
        var groups: [String: Int] = [reference: 0]
        var keys: [Int: (Int, Int)] = [:]
        for (index, folder) in folders.enumerated() {
            guard let folder else { continue }
            let key = sketch(folder)
            if groups[key] == nil { groups[key] = groups.count }
            keys[index] = (groups[key]!, index)
        }
        return keys.keys.sorted { keys[$0]! < keys[$1]! }
    }

    /// What a student reads for each failed requirement, worded as the scorecard words it
    /// (build problems once, then one line per task); paths are shown below the graded folder.
    func studentMessages(_ outcome: CheckOutcome, folder: URL) -> [String] {
        let prefixes = [folder.standardizedFileURL.path + "/", grader.display(folder) + "/"]
        var lines = outcome.build.contractProblems.map { "does not match the API: \($0)" }
            + outcome.build.studentErrors.prefix(3).map { "does not compile: \($0)" }
        for requirement in outcome.report.requirements where requirement.status == .failed {
            let message = outcome.build.isEmpty ? requirement.message : "does not compile (see above)"
            lines.append("\(CheckReport.taskNumber(requirement.id)): \(message)")
        }
        return lines.map { line in prefixes.reduce(line) { $0.replacingOccurrences(of: $1, with: "") } }
    }

    private func warnAboutDefaultMessages(_ report: CheckReport, source: String, into validation: inout ExerciseValidation) {
        for requirement in report.requirements where requirement.status == .failed && CheckMessage.isXCTestDefault(requirement.message) {
            validation.warn("\(source): students read only XCTest's own text for \(requirement.id); give the failing assertion a message "
                + "that says what was done, what was expected and what happened")
        }
    }

    static let notCheckedAfterReference = "not checked: the starter, the broken submissions and whether every check can fail, "
        + "because the checks fail on the reference solution; make it pass, then validate again"

    static func failureDetails(_ outcome: CheckOutcome) -> [String] {
        outcome.build.contractProblems + outcome.build.studentErrors.prefix(3)
            + outcome.report.requirements.filter { $0.status == .failed }.map { "\($0.id): \($0.message)" }
    }
}

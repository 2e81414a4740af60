import Foundation
import MemorizeSupport

/// The compiler and linker commands that rebuild a scratch package's product when only the
/// submission changed, taken from the last SwiftPM build: the jobs the Swift driver itself
/// would run (`swiftc … -###`), so the flags are exactly SwiftPM's. A module's interface
/// (`.swiftmodule`) comes out byte for byte as SwiftPM's, which is how `QuickBuild` knows
/// when the exercise's objects, compiled against the old interface, are still good.
///
/// In the templates, `@OUT@/` stands for the folder a quick build writes to, and
/// `@SUBMISSION@` and `@EXERCISE@` for the modules' source files or, in the link jobs, their objects.
struct QuickPlan: Codable, Equatable {
    /// The frontend job that writes each module's interface, as the driver runs it.
    var submissionEmit: [String]
    var exerciseEmit: [String]
    /// The link jobs, in order (on Linux: `swift-autolink-extract`, then `clang`).
    var link: [[String]]
    /// The objects SwiftPM's build left for the exercise's module, linked while its interface holds.
    var exerciseObjects: [String]
    /// The product's file name, as the link writes it below `@OUT@/`.
    var productName: String

    static let out = "@OUT@/"
    static let submissionMarker = "@SUBMISSION@"
    static let exerciseMarker = "@EXERCISE@"

    /// Reads the plan from SwiftPM's build description after a successful build; nil where the
    /// quick route is not trusted (anything but Linux, where it is measured and tested), or
    /// when the description is not as expected.
    static func make(_ package: ScratchPackage, run: ([String]) -> ProcessOutcome?) -> QuickPlan? {
        #if os(Linux)
        guard let description = try? String(contentsOf: package.directory.appendingPathComponent(".build/debug.yaml"), encoding: .utf8),
              let submission = BuildDescription.command(in: description, module: "Submission"),
              let exercise = BuildDescription.command(in: description, module: package.exerciseTarget),
              let link = BuildDescription.command(producing: package.swiftPMProduct.lastPathComponent, in: description) else { return nil }
        let submissionFolder = package.url(.submission).path + "/"
        let exerciseFolder = package.url(.exercise).path + "/"
        guard let submissionJobs = run(Self.withoutParseableOutput(submission.arguments) + ["-###"]).map(\.output),
              let submissionEmit = Self.emitJob(submissionJobs, sourcesIn: submissionFolder, marker: submissionMarker),
              let exerciseJobs = run(Self.withoutParseableOutput(exercise.arguments) + ["-###"]).map(\.output),
              let exerciseEmit = Self.emitJob(exerciseJobs, sourcesIn: exerciseFolder, marker: exerciseMarker),
              let linkJobs = run(link.arguments + ["-###"]).map(\.output) else { return nil }
        let submissionObjects = submission.outputs.filter { $0.hasSuffix(".o") }
        let exerciseObjects = exercise.outputs.filter { $0.hasSuffix(".o") }
        guard !submissionObjects.isEmpty, !exerciseObjects.isEmpty,
              let jobs = Self.linkJobs(linkJobs, submissionObjects: submissionObjects, exerciseObjects: exerciseObjects) else { return nil }
        return QuickPlan(submissionEmit: submissionEmit, exerciseEmit: exerciseEmit, link: jobs, exerciseObjects: exerciseObjects,
                         productName: package.swiftPMProduct.lastPathComponent)
        #else
        return nil
        #endif
    }

    static func withoutParseableOutput(_ arguments: [String]) -> [String] {
        arguments.filter { $0 != "-parseable-output" }
    }

    /// Flags whose value is a file the job writes.
    static func isOutputFlag(_ flag: String) -> Bool {
        flag == "-o" || flag == "-serialize-diagnostics-path" || (flag.hasPrefix("-emit-") && flag.hasSuffix("-path"))
    }

    /// The driver's interface job, its outputs sent to `@OUT@/` and its sources (the run of
    /// `.swift` files in `folder`) replaced by `marker`.
    static func emitJob(_ jobs: String, sourcesIn folder: String, marker: String) -> [String]? {
        let lines = jobs.lines(keepingTrailingEmpty: false).map(ShellWords.split)
        guard let job = lines.first(where: { $0.count > 2 && $0[1] == "-frontend" && $0.contains("-emit-module") && !$0.contains("-c") })
        else { return nil }
        var result: [String] = []
        var index = 0
        var placed = false
        while index < job.count {
            let argument = job[index]
            if isOutputFlag(argument), index + 1 < job.count {
                result += [argument, out + URL(fileURLWithPath: job[index + 1]).lastPathComponent]
                index += 2
                continue
            }
            if argument.hasSuffix(".swift") && argument.hasPrefix(folder) {
                if !placed { result.append(marker) }
                placed = true
            } else {
                result.append(argument)
            }
            index += 1
        }
        return placed ? result : nil
    }

    /// The driver's link jobs with each module's objects replaced by its marker (once, where
    /// the first stood), and every file a job writes sent to `@OUT@/`, wherever later jobs read it.
    static func linkJobs(_ jobs: String, submissionObjects: [String], exerciseObjects: [String]) -> [[String]]? {
        let submission = Set(submissionObjects), exercise = Set(exerciseObjects)
        var renamed: [String: String] = [:]
        var result: [[String]] = []
        for job in jobs.lines(keepingTrailingEmpty: false).map(ShellWords.split) where !job.isEmpty {
            var rewritten: [String] = []
            var (placedSubmission, placedExercise) = (false, false)
            for (index, argument) in job.enumerated() {
                if index > 0, job[index - 1] == "-o" {
                    let moved = out + URL(fileURLWithPath: argument).lastPathComponent
                    renamed[argument] = moved
                    rewritten.append(moved)
                } else if submission.contains(argument) {
                    if !placedSubmission { rewritten.append(submissionMarker) }
                    placedSubmission = true
                } else if exercise.contains(argument) {
                    if !placedExercise { rewritten.append(exerciseMarker) }
                    placedExercise = true
                } else if let moved = renamed[argument] {
                    rewritten.append(moved)
                } else if argument.hasPrefix("@"), let moved = renamed[String(argument.dropFirst())] {
                    rewritten.append("@" + moved)
                } else {
                    rewritten.append(argument)
                }
            }
            result.append(rewritten)
        }
        // Every job must have found both modules' objects, or the plan would link stale ones.
        return result.isEmpty || result.contains(where: { !$0.contains(submissionMarker) || !$0.contains(exerciseMarker) }) ? nil : result
    }
}

import Foundation
import MemorizeSupport

/// Rebuilds a product after only the submission changed, without SwiftPM: it compiles the
/// submission's module with the driver's own jobs (`QuickPlan`), in a folder of its own, and
/// relinks. When the module's interface comes out byte for byte as the one the exercise's
/// objects were compiled against, those objects are exactly what compiling them again would
/// give, and are linked as they are; otherwise the exercise's module is compiled again too,
/// and if its own interface changes (its tests as the test runner sees them), SwiftPM builds.
struct QuickBuild {
    let package: ScratchPackage
    let record: BuildRecord
    let plan: QuickPlan
    /// Runs one job: its argument list (the program first), in the package, with the build's limits.
    let run: @Sendable ([String]) throws -> ProcessOutcome

    enum Outcome {
        /// Built: the new record, and the jobs' output.
        case built(BuildRecord, ProcessOutcome)
        /// A job failed: its output (with the compiler's errors) and the others'.
        case failed(ProcessOutcome)
        /// The quick route cannot build this; SwiftPM must.
        case needsSwiftPM
    }

    func build(submission: [URL], exercise: [URL]) throws -> Outcome {
        guard record.reusedObjectsAreIntact else { return .needsSwiftPM }
        let generation = record.generation + 1
        let out = BuildRecord.folder(package).appendingPathComponent("\(generation)", isDirectory: true)
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let outPath = out.path + "/"
        func expand(_ job: [String], sources: [String: [String]]) -> [String] {
            job.flatMap { argument -> [String] in
                if let files = sources[argument] { return files }
                return [argument.replacingOccurrences(of: QuickPlan.out, with: outPath)]
            }
        }
        let submissionPaths = submission.map(\.path)
        let submissionObject = outPath + "Submission.o"
        let emit = expand(plan.submissionEmit, sources: [QuickPlan.submissionMarker: submissionPaths])
        let compile = Self.objectJob(emit, primaries: nil, sources: submissionPaths, objects: [submissionObject])
        let first = try runAll([emit, compile])
        guard first.succeeded else { return .failed(first) }
        var interface = ScratchFiles.digest(of: out.appendingPathComponent("Submission.swiftmodule")) ?? ""
        var exerciseObjects = record.exerciseObjects
        var output = first.output
        if interface != record.submissionInterface {
            // The exercise's module sees the new interface first, ahead of SwiftPM's modules.
            let exercisePaths = exercise.map(\.path)
            var exerciseEmit = expand(plan.exerciseEmit, sources: [QuickPlan.exerciseMarker: exercisePaths])
            exerciseEmit.insert(contentsOf: ["-I", outPath], at: exerciseEmit.firstIndex(of: "-I") ?? exerciseEmit.count)
            let batches = Self.batches(exercisePaths, count: max(1, min(4, ProcessInfo.processInfo.activeProcessorCount)))
            exerciseObjects = []
            var jobs = [exerciseEmit]
            for (index, batch) in batches.enumerated() {
                let objects = batch.enumerated().map { "\(outPath)\(package.exerciseTarget)-\(index)-\($0.offset).o" }
                exerciseObjects += objects
                jobs.append(Self.objectJob(exerciseEmit, primaries: batch, sources: exercisePaths, objects: objects))
            }
            let second = try runAll(jobs)
            output += second.output
            guard second.succeeded else { return .failed(ProcessOutcome(status: second.status, signaled: second.signaled,
                                                                         timedOut: second.timedOut, output: output)) }
            let exported = ScratchFiles.digest(of: out.appendingPathComponent("\(package.exerciseTarget).swiftmodule"))
            guard exported == record.exerciseInterface else { return .needsSwiftPM }
        } else {
            interface = record.submissionInterface
        }
        for job in plan.link {
            let linked = try run(expand(job, sources: [QuickPlan.submissionMarker: [submissionObject], QuickPlan.exerciseMarker: exerciseObjects]))
            output += linked.output
            guard linked.succeeded else { return .failed(ProcessOutcome(status: linked.status, signaled: linked.signaled,
                                                                         timedOut: linked.timedOut, output: output)) }
        }
        var next = record
        next.product = outPath + plan.productName
        guard let productDigest = ScratchFiles.digest(of: URL(fileURLWithPath: next.product)) else { return .needsSwiftPM }
        next.productDigest = productDigest
        next.submissionInterface = interface
        next.exerciseObjects = exerciseObjects
        next.generation = generation
        guard let reused = BuildRecord.digest(of: next.reusedObjects) else { return .needsSwiftPM }
        next.reusedObjectsDigest = reused
        return .built(next, ProcessOutcome(status: 0, output: output))
    }

    /// Runs jobs side by side; the outcome of the first that failed, or a success, with all their output.
    private func runAll(_ jobs: [[String]]) throws -> ProcessOutcome {
        let outcomes = ResultSlots<Swift.Result<ProcessOutcome, Error>>(count: jobs.count)
        let run = self.run
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            outcomes.set(index, Swift.Result { try run(jobs[index]) })
        }
        let finished = try outcomes.values.map { try $0.get() }
        let output = finished.map(\.output).joined()
        let failed = finished.first { !$0.succeeded }
        return ProcessOutcome(status: failed?.status ?? 0, signaled: failed?.signaled ?? false, timedOut: failed?.timedOut ?? false,
                              output: output)
    }

    /// The job that compiles objects, made from the interface job: the same flags, `-c` for
    /// `-emit-module`, and `primaries` (all of `sources` when nil) each written to its object.
    static func objectJob(_ emit: [String], primaries: [String]?, sources: [String], objects: [String]) -> [String] {
        let interfaceOnly: Set<String> = ["-emit-module", "-experimental-skip-non-inlinable-function-bodies-without-types",
                                          "-experimental-skip-all-function-bodies", "-empty-abi-descriptor"]
        var job: [String] = []
        var index = 0
        while index < emit.count {
            let argument = emit[index]
            if QuickPlan.isOutputFlag(argument) { index += 2; continue }
            if !interfaceOnly.contains(argument) {
                if let primaries, primaries.contains(argument) { job.append("-primary-file") }
                job.append(argument)
            }
            index += 1
        }
        job.insert("-c", at: min(2, job.count))
        return job + objects.flatMap { ["-o", $0] }
    }

    /// `paths` in `count` runs of about equal length.
    static func batches(_ paths: [String], count: Int) -> [[String]] {
        let size = max(1, (paths.count + count - 1) / count)
        return stride(from: 0, to: paths.count, by: size).map { Array(paths[$0..<min($0 + size, paths.count)]) }
    }
}

import Foundation
import MemorizeSupport

/// Rebuilds a product without SwiftPM after only the submission or the contract changed: it
/// compiles the modules whose sources changed with the driver's own jobs (`QuickPlan`), in a
/// folder of its own, and relinks. A module is compiled again when its sources changed or
/// when the module before it, which it imports, now exports an interface whose bytes differ;
/// otherwise its objects are exactly what compiling it again would give, and are linked as
/// they are. Each module's code uses the types of the one before it (the checks the
/// submission's, with their layout); SwiftPM's generated test list and runner use only the
/// names of the test classes and their methods, which the interface before them holds.
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

    /// `sources` are the files of the modules that take them (by module name), in SwiftPM's
    /// order; `changed` names the modules whose sources changed since the record's build.
    func build(sources: [String: [String]], changed: Set<String>) throws -> Outcome {
        guard record.reusedObjectsAreIntact else { return .needsSwiftPM }
        let generation = record.generation + 1
        let out = BuildRecord.folder(package).appendingPathComponent("\(generation)", isDirectory: true)
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let outPath = out.path + "/"
        var next = record
        var output = ""
        var importsChanged = false
        for module in plan.modules {
            guard importsChanged || changed.contains(module.name) else {
                importsChanged = false
                continue
            }
            var emit = Self.expand(module.emit, sources: sources[module.name] ?? [], out: outPath)
            // The interfaces built here come first, ahead of SwiftPM's.
            emit.insert(contentsOf: ["-I", outPath], at: emit.firstIndex(of: "-I") ?? emit.count)
            let files = module.takesSources ? sources[module.name] ?? [] : emit.filter { $0.hasSuffix(".swift") && $0.hasPrefix(package.directory.path + "/") }
            // As the driver compiles: each file a primary file with an object of its own (whole-
            // module mode would attribute a crash to other frames), one job for a few files and
            // a job per core for more.
            let batches = files.count <= 4 ? [files] : Self.batches(files, count: max(1, min(4, ProcessInfo.processInfo.activeProcessorCount)))
            var objects: [String] = []
            var jobs = [emit]
            for (index, batch) in batches.enumerated() {
                let made = batch.indices.map { "\(outPath)\(module.name)-\(index)-\($0).o" }
                objects += made
                jobs.append(Self.objectJob(emit, primaries: batch, objects: made))
            }
            let compiled = try runAll(jobs)
            output += compiled.output
            guard compiled.succeeded else { return .failed(compiled.with(output: output)) }
            let interface = ScratchFiles.digest(of: out.appendingPathComponent("\(module.name).swiftmodule")) ?? ""
            importsChanged = interface != record.interfaces[module.name]
            next.interfaces[module.name] = interface
            next.objects[module.name] = objects
        }
        for job in plan.link {
            let expanded = job.flatMap { argument -> [String] in
                if let module = plan.modules.first(where: { QuickPlan.objects($0.name) == argument }) { return next.objects[module.name] ?? [] }
                return [argument.replacingOccurrences(of: QuickPlan.out, with: outPath)]
            }
            let linked = try run(expanded)
            output += linked.output
            guard linked.succeeded else { return .failed(linked.with(output: output)) }
        }
        next.product = outPath + plan.productName
        next.generation = generation
        guard let productDigest = ScratchFiles.digest(of: URL(fileURLWithPath: next.product)),
              let reused = BuildRecord.digest(of: next.reusedObjects) else { return .needsSwiftPM }
        next.productDigest = productDigest
        next.reusedObjectsDigest = reused
        return .built(next, ProcessOutcome(status: 0, output: output))
    }

    /// A template with its sources and output folder filled in.
    static func expand(_ template: [String], sources: [String], out: String) -> [String] {
        template.flatMap { argument -> [String] in
            argument == QuickPlan.sources ? sources : [argument.replacingOccurrences(of: QuickPlan.out, with: out)]
        }
    }

    /// The interface job turned into one that only type-checks its sources, writing nothing.
    static func typecheckJob(_ emit: [String]) -> [String] {
        var job = objectJob(emit, primaries: [], objects: [])
        job[job.firstIndex(of: "-c") ?? 2] = "-typecheck"
        return job
    }

    /// Runs jobs side by side; the outcome of the first that failed, or a success, with all their output.
    private func runAll(_ jobs: [[String]]) throws -> ProcessOutcome {
        let outcomes = ResultSlots<Swift.Result<ProcessOutcome, Error>>(count: jobs.count)
        let run = self.run
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            outcomes.set(index, Swift.Result { try run(jobs[index]) })
        }
        let finished = try outcomes.values.map { try $0.get() }
        let failed = finished.first { !$0.succeeded } ?? ProcessOutcome(status: 0, output: "")
        return failed.with(output: finished.map(\.output).joined())
    }

    /// The job that compiles objects, made from the interface job: the same flags, `-c` for
    /// `-emit-module`, and `primaries` each written to its object.
    static func objectJob(_ emit: [String], primaries: [String], objects: [String]) -> [String] {
        let interfaceOnly: Set<String> = ["-emit-module", "-experimental-skip-non-inlinable-function-bodies-without-types",
                                          "-experimental-skip-all-function-bodies", "-empty-abi-descriptor"]
        let primary = Set(primaries)
        var job: [String] = []
        var index = 0
        while index < emit.count {
            let argument = emit[index]
            if QuickPlan.isOutputFlag(argument) { index += 2; continue }
            if !interfaceOnly.contains(argument) {
                if primary.contains(argument) { job.append("-primary-file") }
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

extension ProcessOutcome {
    /// The same ending, with `output` in place of what it printed.
    func with(output: String) -> ProcessOutcome {
        ProcessOutcome(status: status, signaled: signaled, timedOut: timedOut, output: output, overflowed: overflowed)
    }
}

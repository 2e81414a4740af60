import Foundation
import MemorizeSupport

/// Rebuilds a product without SwiftPM after only the submission or the contract changed: it
/// compiles the modules whose sources changed with the driver's own jobs (`QuickPlan`), in a
/// folder of its own, and relinks. A module is compiled again when its sources changed or when
/// a module whose interface it loaded last time (`ModuleLoads`: the compiler's own list, every
/// module it read however indirectly) now exports an interface whose bytes differ; otherwise
/// its objects are exactly what compiling it again would give, and are linked as they are. A
/// module's code may use the types of any module it loaded (the checks the submission's, with
/// their layout); one that did not load a module knows nothing of it. SwiftPM's generated test
/// list and runner use only the names of the test classes and their methods.
struct QuickBuild {
    let package: ScratchPackage
    let record: BuildRecord
    let plan: QuickPlan
    /// Runs one job: its argument list (the program first), in the package, with the build's limits.
    let run: @Sendable ([String]) throws -> ProcessOutcome
    /// The cores it may keep busy: a module's files are split into as many jobs (at most 4).
    /// Each job type-checks the whole module again, so one core's share is one job.
    var cores = ProcessInfo.processInfo.activeProcessorCount

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
    /// `digests` are those of each module's own sources, which with the interfaces of the
    /// modules before it name a compiled module kept for reuse (`BuildRecord.compiled`).
    func build(sources: [String: [String]], digests: [String: String], changed: Set<String>) throws -> Outcome {
        guard record.reusedObjectsAreIntact else { return .needsSwiftPM }
        let generation = record.generation + 1
        let out = BuildRecord.folder(package).appendingPathComponent("\(generation)", isDirectory: true)
        try? FileManager.default.removeItem(at: out)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let outPath = out.path + "/"
        var next = record
        var output = ""
        // The modules whose interface this build changed.
        var changedInterfaces: Set<String> = []
        var loads = record.loads ?? [:]
        // A module's objects compile while the modules after it, which need only its
        // interface, go ahead: all are waited for before the link.
        let objectJobs = PendingJobs(run: run)
        var made: [(key: String, module: String)] = []
        for (index, module) in plan.modules.enumerated() {
            let earlier = plan.modules[..<index].map(\.name)
            let loaded = loads[module.name] ?? earlier
            guard changed.contains(module.name) || loaded.contains(where: changedInterfaces.contains) else {
                placeInterface(of: module.name, builtWith: next.objects[module.name] ?? [], in: out)
                continue
            }
            // The same sources compiled against the same interfaces before: those objects, as they are.
            let key = Self.compiledKey(module.name, digest: digests[module.name] ?? "", interfaces: earlier.map { ($0, next.interfaces[$0] ?? "") })
            if let kept = next.compiledModule(key), kept.isIntact {
                Trace.mark("reused \(module.name)")
                placeInterface(of: module.name, builtWith: kept.objects, in: out)
                if kept.interface != record.interfaces[module.name] { changedInterfaces.insert(module.name) }
                next.interfaces[module.name] = kept.interface
                next.objects[module.name] = kept.objects
                loads[module.name] = kept.loads
                continue
            }
            let emit = Self.expand(module.emit, sources: sources[module.name] ?? [], out: outPath)
            let files = module.takesSources ? sources[module.name] ?? [] : emit.filter { $0.hasSuffix(".swift") && $0.hasPrefix(package.directory.path + "/") }
            // As the driver compiles: each file a primary file with an object of its own (whole-
            // module mode would attribute a crash to other frames), one job for a few files and
            // a job per core for more.
            let batches = files.count <= 4 || cores <= 1 ? [files] : Self.batches(files, count: min(4, cores))
            var objects: [String] = []
            for (index, batch) in batches.enumerated() {
                let batchObjects = batch.indices.map { "\(outPath)\(module.name)-\(index)-\($0).o" }
                objects += batchObjects
                objectJobs.start(Self.objectJob(emit, primaries: batch, objects: batchObjects))
            }
            let emitted = try run(emit)
            Trace.mark("emitted \(module.name)")
            output += emitted.output
            guard emitted.succeeded else {
                let rest = try objectJobs.finish()
                return .failed(emitted.with(output: output + rest.output))
            }
            let interface = ScratchFiles.digest(of: out.appendingPathComponent("\(module.name).swiftmodule")) ?? ""
            if interface != record.interfaces[module.name] { changedInterfaces.insert(module.name) }
            next.interfaces[module.name] = interface
            next.objects[module.name] = objects
            loads[module.name] = QuickPlan.dependencyFile(of: emit).flatMap { ModuleLoads.read($0, among: earlier) }
            made.append((key, module.name))
        }
        next.loads = loads
        let compiled = try objectJobs.finish()
        Trace.mark("compiled")
        output += compiled.output
        guard compiled.succeeded else { return .failed(compiled.with(output: output)) }
        for (key, name) in made {
            next.keep(BuildRecord.CompiledModule(key: key, module: name, interface: next.interfaces[name] ?? "",
                                                 objects: next.objects[name] ?? [], digest: BuildRecord.digest(of: next.objects[name] ?? []) ?? "",
                                                 loads: loads[name]))
        }
        for job in plan.link {
            let expanded = job.flatMap { argument -> [String] in
                if let module = plan.modules.first(where: { QuickPlan.objects($0.name) == argument }) { return next.objects[module.name] ?? [] }
                return [argument.replacingOccurrences(of: QuickPlan.out, with: outPath)]
            }
            let linked = try run(expanded)
            Trace.mark("link job \(URL(fileURLWithPath: expanded[0]).lastPathComponent)")
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

    /// A module this build does not compile is imported by the modules after it from this
    /// build's folder, which is searched first: its interface is linked there from the build
    /// that made its objects. (Else the search would go on to SwiftPM's folder, whose interface
    /// is from SwiftPM's last build, older than a quick build's.) SwiftPM's own are left where they are.
    func placeInterface(of module: String, builtWith objects: [String], in out: URL) {
        guard let object = objects.first else { return }
        let folder = URL(fileURLWithPath: object).deletingLastPathComponent().standardizedFileURL
        guard folder.path.hasPrefix(BuildRecord.folder(package).standardizedFileURL.path + "/"), folder != out.standardizedFileURL else { return }
        for suffix in ["swiftmodule", "swiftdoc", "swiftsourceinfo"] {
            let source = folder.appendingPathComponent("\(module).\(suffix)"), target = out.appendingPathComponent("\(module).\(suffix)")
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            try? FileManager.default.removeItem(at: target)
            if (try? FileManager.default.linkItem(at: source, to: target)) == nil { try? FileManager.default.copyItem(at: source, to: target) }
        }
    }

    /// The key a module's compiled objects are kept under: the digest of its own sources and
    /// those of the interfaces of the modules before it (`name`, digest).
    static func compiledKey(_ module: String, digest: String, interfaces: [(String, String)]) -> String {
        ScratchFiles.digest([(module, Data(digest.utf8))] + interfaces.map { ("imports:\($0.0)", Data($0.1.utf8)) })
    }

    /// A template with its sources and output folder filled in, and the interfaces built in
    /// that folder found first, ahead of SwiftPM's.
    static func expand(_ template: [String], sources: [String], out: String) -> [String] {
        var job = template.flatMap { argument -> [String] in
            argument == QuickPlan.sources ? sources : [argument.replacingOccurrences(of: QuickPlan.out, with: out)]
        }
        job.insert(contentsOf: ["-I", out], at: job.firstIndex(of: "-I") ?? job.count)
        return job
    }

    /// The interface job turned into one that only type-checks its sources, writing nothing.
    static func typecheckJob(_ emit: [String]) -> [String] {
        var job = objectJob(emit, primaries: [], objects: [])
        job[job.firstIndex(of: "-c") ?? 2] = "-typecheck"
        return job
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

/// Jobs started on threads of their own and waited for together.
final class PendingJobs: @unchecked Sendable {
    private let run: @Sendable ([String]) throws -> ProcessOutcome
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var outcomes: [Swift.Result<ProcessOutcome, Error>] = []

    init(run: @escaping @Sendable ([String]) throws -> ProcessOutcome) { self.run = run }

    func start(_ job: [String]) {
        group.enter()
        let run = self.run
        Thread.detachNewThread { [self] in
            let outcome = Swift.Result { try run(job) }
            lock.lock(); outcomes.append(outcome); lock.unlock()
            group.leave()
        }
    }

    /// Waits for every job started: the first that failed, or a success, with all their output.
    func finish() throws -> ProcessOutcome {
        group.wait()
        lock.lock(); defer { lock.unlock() }
        let finished = try outcomes.map { try $0.get() }
        outcomes = []
        let failed = finished.first { !$0.succeeded } ?? ProcessOutcome(status: 0, output: "")
        return failed.with(output: finished.map(\.output).joined())
    }
}

import Foundation

/// What the last good build of a scratch package was made from and where its product is, kept
/// in `.build/quick/record.json`. A build that fails or is interrupted leaves the record of the
/// last good one, so nothing is ever taken as built from sources it was not built from.
struct BuildRecord: Codable, Equatable {
    /// The digest of each group of inputs (`Group`) the product was built from.
    var inputs: [String: String]
    /// The product built from them, and the digest of its bytes.
    var product: String
    var productDigest: String
    /// The digest of the submission SwiftPM itself last built (its incremental state's sources).
    var swiftPMSubmission: String
    /// How to rebuild quickly, when the toolchain's jobs could be read; and what it was read for.
    var plan: QuickPlan?
    var planKey: String
    /// The digest of the interface each of the plan's modules now exports, and its objects now linked.
    var interfaces: [String: String]
    var objects: [String: [String]]
    /// The digest of every object a quick link would take as it is.
    var reusedObjectsDigest: String
    /// Numbers the quick builds' folders.
    var generation: Int
    /// Modules the quick route compiled lately, for a submission that comes back to an
    /// interface seen before (a student undoing an edit; a class whose submissions alternate).
    var compiled: [CompiledModule]? = nil
    /// The plan's modules whose interface each module loaded when it was last compiled, as the
    /// compiler listed them (`ModuleLoads`): only a change to one of these can change its code.
    /// Nil, or a module missing, when not known: then it is taken to load every module before it.
    var loads: [String: [String]]? = nil

    struct CompiledModule: Codable, Equatable {
        /// The digest of the module's own sources and of the interface it was compiled against.
        var key: String
        var module: String
        var interface: String
        var objects: [String]
        /// The digest of the objects, to be sure they are as they were made.
        var digest: String
        /// The plan's modules it loaded (nil: not known).
        var loads: [String]? = nil

        var isIntact: Bool { BuildRecord.digest(of: objects) == digest }
    }

    /// How many compiled modules are kept, of each module.
    static let keptPerModule = 4

    func compiledModule(_ key: String) -> CompiledModule? { compiled?.first { $0.key == key } }

    mutating func keep(_ module: CompiledModule) {
        var list = (compiled ?? []).filter { $0.key != module.key }
        list.insert(module, at: 0)
        var counts: [String: Int] = [:]
        compiled = list.filter { entry in
            counts[entry.module, default: 0] += 1
            return counts[entry.module]! <= Self.keptPerModule
        }
    }

    /// The groups of a package's inputs: what changes alone takes the quick route (`submission`,
    /// `contract`) and what sends a build through SwiftPM (the manifest and stand-ins, the
    /// checks or the View, whose tests SwiftPM lists).
    enum Group: String, CaseIterable { case package, submission, exercise, contract }

    static func folder(_ package: ScratchPackage) -> URL {
        package.directory.appendingPathComponent(".build/quick", isDirectory: true)
    }

    static func file(_ package: ScratchPackage) -> URL { folder(package).appendingPathComponent("record.json") }

    /// The record of the package's last good build; nil when there is none, or when it names a
    /// product elsewhere: the package was copied or moved with the course, and its record would
    /// run the old place's build (which a sandbox does not show at all).
    static func load(_ package: ScratchPackage) -> BuildRecord? {
        guard let data = FileManager.default.contents(atPath: file(package).path),
              let record = try? JSONDecoder().decode(BuildRecord.self, from: data) else { return nil }
        let here = package.directory.standardizedFileURL.path + "/"
        guard URL(fileURLWithPath: record.product).standardizedFileURL.path.hasPrefix(here) else { return nil }
        return record
    }

    func save(_ package: ScratchPackage) throws {
        try FileManager.default.createDirectory(at: Self.folder(package), withIntermediateDirectories: true)
        try JSONEncoder().encode(self).write(to: Self.file(package), options: .atomic)
    }

    static func forget(_ package: ScratchPackage) {
        try? FileManager.default.removeItem(at: file(package))
    }

    /// The digest of the objects at `paths`, in order; nil when one cannot be read.
    static func digest(of paths: [String]) -> String? {
        var parts: [(String, Data)] = []
        for path in paths {
            guard let digest = ScratchFiles.digest(of: URL(fileURLWithPath: path)) else { return nil }
            parts.append((path, Data(digest.utf8)))
        }
        return ScratchFiles.digest(parts)
    }

    /// Whether the product and every object a quick link reuses still have the bytes recorded:
    /// a check process outside a sandbox could have changed them.
    var productIsIntact: Bool { ScratchFiles.digest(of: URL(fileURLWithPath: product)) == productDigest }
    var reusedObjectsAreIntact: Bool { Self.digest(of: reusedObjects) == reusedObjectsDigest }

    /// Every object the plan's link takes: its modules' as they are now, and the other targets'.
    var reusedObjects: [String] {
        guard let plan else { return [] }
        var reused = plan.modules.flatMap { objects[$0.name] ?? [] }
        for job in plan.link {
            for argument in job where argument.hasSuffix(".o") && !argument.hasPrefix(QuickPlan.out) && !reused.contains(argument) {
                reused.append(argument)
            }
        }
        return reused
    }

    /// Removes the quick builds' folders the record no longer points into.
    func removeOtherGenerations(_ package: ScratchPackage) {
        let folder = Self.folder(package)
        let kept = ([product] + objects.values.flatMap { $0 } + (compiled ?? []).flatMap(\.objects)).map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL.path }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where Int(name) != nil {
            let path = folder.appendingPathComponent(name).standardizedFileURL.path
            if !kept.contains(where: { $0 == path || $0.hasPrefix(path + "/") }) {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }
}

extension BuildRecord {
    /// The record of a SwiftPM build that just succeeded: its product, and the quick plan (read
    /// anew unless the manifest and the exercise's files are where they were for `previous`'s).
    /// Nil when the product cannot be read.
    static func afterSwiftPM(_ package: ScratchPackage, inputs: [String: String], exercisePaths: [String], previous: BuildRecord?,
                             run: ([String]) throws -> ProcessOutcome) -> BuildRecord? {
        let product = package.swiftPMProduct
        guard let productDigest = ScratchFiles.digest(of: product) else { return nil }
        let planKey = ScratchFiles.digest([("package", Data((inputs[Group.package.rawValue] ?? "").utf8)),
                                           ("exercise", Data(exercisePaths.joined(separator: "\n").utf8))])
        let plan = previous?.planKey == planKey ? previous?.plan
            : QuickPlan.make(package, run: { arguments in try? run(arguments) })
        let modules = package.directory.appendingPathComponent(".build/debug/Modules", isDirectory: true)
        var interfaces: [String: String] = [:], objects: [String: [String]] = [:], loads: [String: [String]] = [:]
        let names = plan?.modules.map(\.name) ?? []
        for module in plan?.modules ?? [] {
            interfaces[module.name] = ScratchFiles.digest(of: modules.appendingPathComponent("\(module.name).swiftmodule")) ?? ""
            objects[module.name] = module.objects
            loads[module.name] = module.swiftPMDependencies.flatMap { ModuleLoads.read($0, among: names) }
        }
        var record = BuildRecord(inputs: inputs, product: product.path, productDigest: productDigest,
                                 swiftPMSubmission: inputs[Group.submission.rawValue] ?? "", plan: plan, planKey: planKey,
                                 interfaces: interfaces, objects: objects, reusedObjectsDigest: "", generation: 0, loads: loads)
        guard let reused = digest(of: record.reusedObjects) else {
            record.plan = nil   // an object the plan names is missing: no quick route from this build
            return record
        }
        record.reusedObjectsDigest = reused
        return record
    }
}

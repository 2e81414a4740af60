import Foundation
import MemorizePlatform
import MemorizeSupport

/// The compiler and linker commands that rebuild a scratch package's product when only the
/// submission or the contract changed, taken from the last SwiftPM build: the jobs the Swift
/// driver itself would run (`swiftc … -###`), so the flags are exactly SwiftPM's. A module's
/// interface (`.swiftmodule`) comes out byte for byte as SwiftPM's, which is how `QuickBuild`
/// knows when the modules that import it, compiled against the old interface, are still good.
///
/// In the templates, `@OUT@/` stands for the folder a quick build writes to, `@SOURCES@` for a
/// module's source files (the submission's, or the exercise's with the contract), and in the
/// link jobs `@OBJECTS:Name@` for module `Name`'s objects.
struct QuickPlan: Codable, Equatable {
    struct Module: Codable, Equatable {
        var name: String
        /// The frontend job that writes its interface, as the driver runs it.
        var emit: [String]
        /// Whether `emit` has `@SOURCES@` for files the build supplies; else it names its own
        /// (SwiftPM's generated test list and runner).
        var takesSources: Bool
        /// The objects SwiftPM's build left for it.
        var objects: [String]
        /// Where SwiftPM's build wrote the list of files its interface job read (`ModuleLoads`).
        var swiftPMDependencies: String? = nil
    }

    /// The submission's module and every module that imports it, directly or not, in the order
    /// they build: `Submission`, the contract where it is a module of its own, the checks (or the
    /// View), and for tests SwiftPM's test list and runner. Nothing outside the list imports any
    /// of them.
    var modules: [Module]
    /// The link jobs, in order (on Linux: `swift-autolink-extract`, then `clang`).
    var link: [[String]]
    /// The product's file name, as the link writes it below `@OUT@/`.
    var productName: String

    static let out = "@OUT@/"
    static let sources = "@SOURCES@"
    static func objects(_ module: String) -> String { "@OBJECTS:\(module)@" }

    /// Reads the plan from SwiftPM's build description after a successful build; nil where the
    /// platform takes no quick route (`Platform.quickBuilds`: Linux alone, where it is measured
    /// and tested), or when the description is not as expected.
    static func make(_ package: ScratchPackage, on platform: any Platform = Platforms.current, run: ([String]) -> ProcessOutcome?) -> QuickPlan? {
        guard platform.quickBuilds else { return nil }
        guard let description = try? String(contentsOf: package.directory.appendingPathComponent(".build/debug.yaml"), encoding: .utf8),
              let link = BuildDescription.command(producing: package.swiftPMProduct.lastPathComponent, in: description) else { return nil }
        var modules: [Module] = []
        for (name, folder) in package.quickModules {
            guard let command = BuildDescription.command(in: description, module: name),
                  let jobs = run(Self.withoutParseableOutput(command.arguments) + ["-###"]).map(\.output),
                  let job = Self.interfaceJob(jobs), let emit = Self.emitJob(job, sourcesIn: folder) else { return nil }
            let objects = command.outputs.filter { $0.hasSuffix(".o") }
            guard !objects.isEmpty else { return nil }
            modules.append(Module(name: name, emit: emit, takesSources: folder != nil, objects: objects,
                                  swiftPMDependencies: Self.dependencyFile(of: job)))
        }
        guard let linkJobs = run(link.arguments + ["-###"]).map(\.output),
              let jobs = Self.linkJobs(linkJobs, modules: modules) else { return nil }
        return QuickPlan(modules: modules, link: jobs, productName: package.swiftPMProduct.lastPathComponent)
    }

    static func withoutParseableOutput(_ arguments: [String]) -> [String] {
        arguments.filter { $0 != "-parseable-output" }
    }

    /// Flags whose value is a file the job writes.
    static func isOutputFlag(_ flag: String) -> Bool {
        flag == "-o" || flag == "-serialize-diagnostics-path" || (flag.hasPrefix("-emit-") && flag.hasSuffix("-path"))
    }

    /// The driver's interface job, its outputs sent to `@OUT@/` and, when `folder` is given,
    /// its sources (the run of `.swift` files there) replaced by `@SOURCES@`.
    static func emitJob(_ job: [String], sourcesIn folder: String?) -> [String]? {
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
            if let folder, argument.hasSuffix(".swift") && argument.hasPrefix(folder) {
                if !placed { result.append(sources) }
                placed = true
            } else {
                result.append(argument)
            }
            index += 1
        }
        return placed || folder == nil ? result : nil
    }

    /// The driver's interface job among the jobs it printed (`-###`): the frontend job that
    /// emits the module and compiles nothing.
    static func interfaceJob(_ jobs: String) -> [String]? {
        jobs.lines(keepingTrailingEmpty: false).map(ShellWords.split)
            .first { $0.count > 2 && $0[1] == "-frontend" && $0.contains("-emit-module") && !$0.contains("-c") }
    }

    /// Where an interface job writes the list of files it read (`ModuleLoads`).
    static func dependencyFile(of job: [String]) -> String? {
        guard let flag = job.firstIndex(of: "-emit-dependencies-path"), flag + 1 < job.count else { return nil }
        return job[flag + 1]
    }

    /// The driver's link jobs with each module's objects replaced by its marker (once, where
    /// the first stood), and every file a job writes sent to `@OUT@/`, wherever later jobs read it.
    static func linkJobs(_ jobs: String, modules: [Module]) -> [[String]]? {
        var owner: [String: String] = [:]
        for module in modules { for object in module.objects { owner[object] = module.name } }
        var renamed: [String: String] = [:]
        var result: [[String]] = []
        for job in jobs.lines(keepingTrailingEmpty: false).map(ShellWords.split) where !job.isEmpty {
            var rewritten: [String] = []
            var placed: Set<String> = []
            for (index, argument) in job.enumerated() {
                if index > 0, job[index - 1] == "-o" {
                    let moved = out + URL(fileURLWithPath: argument).lastPathComponent
                    renamed[argument] = moved
                    rewritten.append(moved)
                } else if let module = owner[argument] {
                    if placed.insert(module).inserted { rewritten.append(objects(module)) }
                } else if let moved = renamed[argument] {
                    rewritten.append(moved)
                } else if argument.hasPrefix("@"), let moved = renamed[String(argument.dropFirst())] {
                    rewritten.append("@" + moved)
                } else {
                    rewritten.append(argument)
                }
            }
            // Every job must take every module's objects, or it would link stale ones.
            guard placed.count == modules.count else { return nil }
            result.append(withFasterLinker(rewritten))
        }
        return result.isEmpty ? nil : result
    }

    /// The link by `clang` with the toolchain's own lld where it has one: a third quicker than
    /// the system's gold at relinking a test bundle, with the same flags and debug information.
    static func withFasterLinker(_ job: [String]) -> [String] {
        guard let program = job.first, URL(fileURLWithPath: program).lastPathComponent.hasPrefix("clang"),
              !job.contains(where: { $0.hasPrefix("-fuse-ld=") }) else { return job }
        let lld = URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent("ld.lld").path
        guard FileManager.default.isExecutableFile(atPath: lld) else { return job }
        return [program, "-fuse-ld=lld"] + job.dropFirst()
    }
}

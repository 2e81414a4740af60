import Foundation
import MemorizeSupport
import MemorizePlatform

/// A package the tool writes and builds in its scratch folder: grading's (a submission and its
/// checks), the contract check's (the reference and the contract) and `play`'s (a submission
/// and the exercise's terminal View). Each is described by its targets and the role of each
/// folder; `ScratchBuild` writes and builds any of them the same way, and `BuildDiagnostics`
/// places a compiler error by the role of the folder it is in.
public struct ScratchPackage: Sendable {
    /// Whose files a folder holds, which decides whose fault an error there is.
    public enum Role: String, Sendable, CaseIterable {
        /// The student's Model and ViewModel (or the reference solution): module `Submission`.
        case submission
        /// The exercise's checks, or its terminal View: the exercise's code.
        case exercise
        /// The exercise's contract, rendered for one submission (`ContractedBuild`).
        case contract
        /// memorize-course's stand-ins for SwiftUI, Combine and UIKit.
        case standIn
    }

    public let directory: URL
    /// The module the student's files (or the reference solution) are compiled as.
    public static let submissionModule = "Submission"
    /// The package's name, which also names its test product (`GradingPackageTests`).
    let name: String
    /// The exercise's target: the checks (a test target) or the terminal View (an executable).
    let exerciseTarget: String
    let exerciseIsTest: Bool
    /// Where the exercise's target keeps its files.
    let exerciseFolder: String
    /// The contract's module of its own, between the submission and the exercise's target;
    /// nil when the contract is compiled with the exercise's files, in a folder below theirs.
    let contractTarget: String?
    /// Whether the checks run apart from the student's code, as grading's always do: the
    /// submission and the contract build into the program `Serve`, which the checks (who import
    /// only `Wire`) drive over a pipe. Their test bundle never holds a line of the student's code.
    public var apart: Bool { exerciseIsTest }

    /// Grading's package: `Submission`, the contract as module `Contract`, and the test target
    /// `Checks`. The contract is a module of its own, built with library evolution and
    /// importing the submission `internal`ly, so checks that reach the student's code only
    /// through it (a facade of `package` declarations) do not load the submission's interface
    /// at all: a new declaration in the student's code then compiles the contract again, not
    /// the checks (`QuickBuild` goes by what each module loaded).
    public static func grading(_ directory: URL) -> ScratchPackage {
        ScratchPackage(directory: directory, name: "Grading", exerciseTarget: "Checks", exerciseIsTest: true, exerciseFolder: "Tests/Checks",
                       contractTarget: "Contract")
    }

    /// `play`'s package: `Submission` and the executable `Play`, the exercise's terminal View,
    /// compiled with the contract.
    public static func play(_ directory: URL) -> ScratchPackage {
        ScratchPackage(directory: directory, name: "Play", exerciseTarget: "Play", exerciseIsTest: false, exerciseFolder: "Sources/Play",
                       contractTarget: nil)
    }

    /// The module the contract's files are compiled in.
    var contractModule: String { contractTarget ?? exerciseTarget }

    /// The submission's module and every module compiled against its layout: the contract's,
    /// and the exercise's own when it imports the submission (the terminal View). The checks
    /// apart from the student's code import only the wire; the program (Serve) reaches the
    /// contract through a resilient interface.
    var submissionImporters: [String] {
        [ScratchPackage.submissionModule] + (contractTarget.map { [$0] } ?? []) + (apart ? [] : [exerciseTarget])
    }

    /// Where each role's files go, relative to the package (the stand-ins' are a folder of folders).
    public func folder(_ role: Role) -> String {
        switch role {
        case .submission: return "Sources/Submission"
        case .exercise: return exerciseFolder
        case .contract: return contractTarget.map { "Sources/\($0)" } ?? "\(exerciseFolder)/Contract"
        case .standIn: return FrameworkStandIns.folder
        }
    }

    /// How errors in the exercise's files are named: `checks/Task1Checks.swift:12`, `play/Board.swift:3`.
    var exerciseLabel: String { exerciseIsTest ? "checks" : "play" }

    public func url(_ role: Role) -> URL { directory.appendingPathComponent(folder(role), isDirectory: true) }

    /// The role of a file the compiler names, by the package's folder it is in: the one its path
    /// enters first, below the package's own folder where the path shows it (the contract's
    /// before the exercise's folder that holds it). A student's own folder named like one of the
    /// package's (`Sources/Wire/` in a submission) is still the student's (rt18a); nil for a
    /// path outside the package's folders.
    public func role(ofPath path: String) -> (role: Role, relativePath: String)? {
        let root = directory.standardizedFileURL.path + "/"
        let inside = path.hasPrefix(root) ? "/" + path.dropFirst(root.count) : Substring(path)
        // The boundary's own modules are the tool's, like the stand-ins.
        let folders = (apart ? [(Role.standIn, "Sources/Wire"), (.standIn, ServeSource.folder)] : [])
            + [Role.contract, .submission, .standIn, .exercise].map { ($0, folder($0)) }
        let found = folders.compactMap { role, folder in inside.range(of: "/\(folder)/").map { (role: role, folder: folder, range: $0) } }
        guard let first = found.min(by: { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound : $0.folder.count > $1.folder.count })
        else { return nil }
        return (first.role, String(inside[first.range.upperBound...]))
    }

    /// Apart from the student's code, the checks are compiled once for every submission graded
    /// with them, and judge thousands of games each: optimized, like the codec.
    private var checksOptimized: String { apart ? ", .unsafeFlags([\"-O\"])" : "" }

    public var manifest: String {
        let imports = apart ? "\"Wire\"" : FrameworkStandIns.dependencies(after: ["Submission"] + (contractTarget.map { [$0] } ?? []))
        var exercise = exerciseIsTest
            ? ".testTarget(name: \"\(exerciseTarget)\", dependencies: [\(imports)],\n"
                + "                    swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature(\"MemberImportVisibility\")\(checksOptimized)]),"
            : ".executableTarget(name: \"\(exerciseTarget)\", dependencies: [\(imports)], swiftSettings: [.swiftLanguageMode(.v5)]),"
        if let contractTarget {
            let wire = apart ? ["Wire"] : []
            exercise = ".target(name: \"\(contractTarget)\", dependencies: [\(FrameworkStandIns.dependencies(after: ["Submission"] + wire))],\n"
                + "                swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags([\"-enable-library-evolution\"])]),\n        " + exercise
        }
        if apart, let contractTarget {
            // The codec runs on every call, on both sides: optimized, it costs microseconds, not tens of them.
            exercise = ".target(name: \"Wire\", swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags([\"-O\"])]),\n"
                + "        .executableTarget(name: \"Serve\", dependencies: [\"\(contractTarget)\", \"Wire\"], swiftSettings: [.swiftLanguageMode(.v5)]),\n        "
                + exercise
        }
        return """
        // swift-tools-version:6.0
        // Written by memorize-course: a submission (Submission)\(contractTarget.map { ", the exercise's contract (\($0))" } ?? "")\(apart ? ", the program they make (Serve)" : "") and the exercise's \(exerciseIsTest ? "checks" : "terminal View") (\(exerciseTarget)).
        import PackageDescription

        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v14)],
            targets: [
        \(FrameworkStandIns.manifestTargets)        .target(name: "Submission", dependencies: [\(FrameworkStandIns.dependencies())], swiftSettings: [.swiftLanguageMode(.v5)]),
                \(exercise)
            ]
        )

        """
    }

    /// The files of the boundary's own modules (`Wire`, `Serve`), relative to the package: none
    /// unless the checks run apart.
    var boundaryFiles: [(String, Data)] {
        guard apart else { return [] }
        return [("Sources/Wire/\(WireSource.fileName)", Data(WireSource.text.utf8)),
                ("\(ServeSource.folder)/\(ServeSource.fileName)", Data(ServeSource.main.utf8))]
    }

    /// The modules a quick build compiles again (by name, with the folder of their sources, or
    /// nil for SwiftPM's generated ones): those that change with the submission, and those
    /// linked after them into the product.
    var quickModules: [(name: String, folder: String?)] {
        var names: [(String, String?)] = [(ScratchPackage.submissionModule, url(.submission).path + "/")]
        if let contractTarget { names.append((contractTarget, url(.contract).path + "/")) }
        if apart { return names + [("Serve", directory.appendingPathComponent(ServeSource.folder).path + "/")] }
        return names + [(exerciseTarget, url(.exercise).path + "/")]
    }

    /// What `swift build` is asked to build: the tests, or the View's executable; with every
    /// folder SwiftPM keeps of its own inside the package (a Mac's are under ~/Library, where
    /// XDG_CACHE_HOME does not reach: its caches, configuration, security and manifest cache).
    var buildArguments: [String] {
        let kept = directory.appendingPathComponent(".build/cache/swiftpm")
        let own = ["--cache-path", kept.appendingPathComponent("cache").path, "--config-path", kept.appendingPathComponent("configuration").path,
                   "--security-path", kept.appendingPathComponent("security").path, "--manifest-cache", "local"]
        return (exerciseIsTest ? ["build", "--build-tests"] : ["build", "--product", exerciseTarget]) + own
    }

    /// The program SwiftPM builds from the student's code: grading's `Serve`, or `play`'s View.
    public var swiftPMProduct: URL {
        directory.appendingPathComponent(".build/debug/\(apart ? "Serve" : exerciseTarget)")
    }

    /// The checks' test bundle (grading's package).
    public var testBundle: URL { directory.appendingPathComponent(".build/debug/\(name)PackageTests.xctest") }

    /// The temporary folder the toolchain and the checks are given (`TMPDIR`).
    public var temporaryFolder: URL { directory.appendingPathComponent("tmp", isDirectory: true) }

    /// Empties the temporary folder (SwiftPM leaves folders and lock files there on every build).
    public func clearTemporaryFolder() {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: temporaryFolder.path)) ?? [] {
            LeftFiles.removeTree(temporaryFolder.appendingPathComponent(name).path)
        }
    }

    /// The environment for the toolchain: the user's, without colour, with no crash backtraces
    /// (a backtrace takes seconds and nobody sees it), and with the temporary folder inside the
    /// package: SwiftPM leaves empty `TemporaryDirectory.*` folders behind on every build, and
    /// nothing the tool runs may leave files outside its scratch folder. For the same reason the
    /// caches SwiftPM, clang and Foundation keep under `~/.cache` (manifests, the manifest's
    /// module cache) go to `.build/cache` through `XDG_CACHE_HOME`. `XDG_DATA_HOME` is left
    /// alone: swiftly finds its toolchains there, and SwiftPM only adds an empty
    /// `~/.local/share/bin` to it, as on every `swift build` the student runs.
    public func toolEnvironment(_ base: [String: String]) -> [String: String] {
        var environment = base
        environment["TMPDIR"] = temporaryFolder.path + "/"
        environment["XDG_CACHE_HOME"] = directory.appendingPathComponent(".build/cache").path
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        return environment
    }

    /// Holds an exclusive lock on the package while `body` runs, so two builds (a watch and
    /// a manual check, say) never rewrite it under each other. The holder writes `holder`
    /// (who it is: "warm", say) into the lock file; a run that finds the lock taken calls
    /// `waiting` with what the holder wrote before it waits, so its wait can be explained.
    public func withLock<T>(as holder: String = "", waiting: (String) -> Void = { _ in }, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let descriptor = open(directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            var note = [UInt8](repeating: 0, count: 64)
            let count = pread(descriptor, &note, note.count, 0)
            waiting(String(decoding: note.prefix(max(0, count)), as: UTF8.self))
            flock(descriptor, LOCK_EX)
        }
        defer { flock(descriptor, LOCK_UN) }
        _ = ftruncate(descriptor, 0)
        _ = holder.utf8CString.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, holder.utf8.count, 0) }
        return try body()
    }
}

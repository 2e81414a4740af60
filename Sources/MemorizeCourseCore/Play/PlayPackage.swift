import Foundation

/// The scratch package `play` builds: the student's files as the module `Submission` (as
/// `check` compiles them), and the exercise's terminal View, with the contract, as the
/// executable `Play`. It lives beside the grading package in the scratch folder, so a
/// second game rebuilds only what changed.
struct PlayPackage {
    let directory: URL

    static let manifest = """
    // swift-tools-version:6.0
    // Written by memorize-course play: a submission (Submission) and the terminal View (Play).
    import PackageDescription

    let package = Package(
        name: "Play",
        platforms: [.macOS(.v14)],
        targets: [
    \(FrameworkStandIns.manifestTargets)        .target(name: "Submission", dependencies: [\(FrameworkStandIns.dependencies())], swiftSettings: [.swiftLanguageMode(.v5)]),
            .executableTarget(name: "Play", dependencies: [\(FrameworkStandIns.dependencies(after: ["Submission"]))], swiftSettings: [.swiftLanguageMode(.v5)]),
        ]
    )

    """

    init(scratch: URL, exercise: Exercise) {
        directory = scratch.appendingPathComponent("\(exercise.id)-play", isDirectory: true)
    }

    /// Locking, the temporary folder and build timestamps work as they do for grading.
    var shared: GradingPackage { GradingPackage(directory: directory) }
    var submissionFolder: URL { directory.appendingPathComponent("Sources/Submission", isDirectory: true) }
    var viewFolder: URL { directory.appendingPathComponent("Sources/Play", isDirectory: true) }
    /// The contract is compiled with the View, in a subfolder of its own, so its errors can be told apart.
    static let contractSubfolder = "Contract"
    var executable: URL { directory.appendingPathComponent(".build/debug/Play") }

    /// Makes the package hold exactly these files, rewriting only those whose bytes changed.
    /// As for grading, a rewrite waits until a second has passed since the last build began
    /// (the driver compares timestamps to the second), and a changed submission drops its
    /// module's incremental record.
    func prepare(submission: [SourceFile], view: [SourceFile], contract: [SourceFile]) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: shared.temporaryFolder, withIntermediateDirectories: true)
        let beforeRewrite = shared.rewriteGate()
        try GradingPackage.sync([("Package.swift", Data(Self.manifest.utf8))] + FrameworkStandIns.files, into: directory,
                                removingOthers: false, before: beforeRewrite)
        let submissionChanged = try GradingPackage.sync(submission.map { ($0.relativePath, $0.contents) }, into: submissionFolder,
                                                        before: beforeRewrite)
        let viewFiles = view.map { ($0.relativePath, $0.contents) }
            + contract.map { ("\(Self.contractSubfolder)/\($0.relativePath)", $0.contents) }
        try GradingPackage.sync(viewFiles, into: viewFolder, before: beforeRewrite)
        if submissionChanged {
            try? manager.removeItem(at: directory.appendingPathComponent(".build/debug/Submission.build/primary.priors"))
        }
    }

    /// The toolchain's environment, as for grading: a temporary folder inside the package
    /// (nothing may be left in /tmp), no colour, no crash reports.
    func buildEnvironment(_ base: [String: String]) -> [String: String] {
        var environment = base
        environment["TMPDIR"] = shared.temporaryFolder.path + "/"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment["NO_COLOR"] = "1"
        environment["TERM"] = "dumb"
        return environment
    }

    /// The game's environment: the same temporary folder, and the Swift runtime's crash
    /// report, plain and short, which says where in the student's file a crash happened.
    func gameEnvironment(_ base: [String: String]) -> [String: String] {
        var environment = base
        environment["TMPDIR"] = shared.temporaryFolder.path + "/"
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none"
        return environment
    }
}

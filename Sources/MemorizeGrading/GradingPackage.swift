import Foundation
import MemorizeSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The isolated package a submission is graded in, kept in a scratch folder so that a
/// re-check rebuilds only what changed. Files are rewritten only when their bytes change,
/// which keeps SwiftPM's incremental build working.
public struct GradingPackage {
    public let directory: URL

    /// The manifest: the submission and its checks, and on a system without SwiftUI the
    /// stand-ins for it and Combine (`FrameworkStandIns`), which both may import.
    public static let manifest = """
    // swift-tools-version:6.0
    // Written by memorize-course: a submission (Submission) and its checks (Checks).
    import PackageDescription

    let package = Package(
        name: "Grading",
        platforms: [.macOS(.v14)],
        targets: [
    \(FrameworkStandIns.manifestTargets)        .target(name: "Submission", dependencies: [\(FrameworkStandIns.dependencies())], swiftSettings: [.swiftLanguageMode(.v5)]),
            .testTarget(name: "Checks", dependencies: [\(FrameworkStandIns.dependencies(after: ["Submission"]))],
                        swiftSettings: [.swiftLanguageMode(.v5), .enableUpcomingFeature("MemberImportVisibility")]),
        ]
    )

    """

    public init(directory: URL) { self.directory = directory }

    public var submissionFolder: URL { directory.appendingPathComponent("Sources/Submission", isDirectory: true) }
    public var checksFolder: URL { directory.appendingPathComponent("Tests/Checks", isDirectory: true) }
    /// Contract files go in their own subfolder so their errors can be told apart.
    public static let contractSubfolder = "Contract"

    /// The built test bundle; an executable on Linux.
    public var testBundle: URL { directory.appendingPathComponent(".build/debug/GradingPackageTests.xctest") }

    /// Makes the scratch package hold exactly these submission, check and contract files.
    ///
    /// The Swift driver's incremental build compares timestamps to the second: a file
    /// rewritten within a second of the previous build's start can be taken as unchanged,
    /// and the previous submission gets graded (measured: 3 stale builds in 12 quick swaps).
    /// So a rewrite waits until a second has passed since the last build began, and a changed
    /// submission also drops its module's incremental record. Should the build products and
    /// the sources ever disagree anyway (an interrupted build, an older tool), the digest
    /// recorded after the last good build no longer matches, and the submission is rewritten
    /// and rebuilt afresh. Returns the digest of what is now in place.
    @discardableResult
    public func prepare(submission: [SourceFile], checks: [SourceFile], contract: [SourceFile]) throws -> String {
        let manager = FileManager.default
        // Every check class reports through the recorder (`CheckRecorder`), never through printed text.
        let checkFiles = checks.map { ($0.relativePath, CheckRecorder.adopting($0.contents)) }
            + (checks.isEmpty ? [] : [(CheckRecorder.fileName, Data(CheckRecorder.source.utf8))])
            + contract.map { ("\(Self.contractSubfolder)/\($0.relativePath)", $0.contents) }
        let digest = Self.digest([("Package.swift", Data(Self.manifest.utf8))] + FrameworkStandIns.files
            + submission.map { ("Sources/\($0.relativePath)", $0.contents) } + checkFiles.map { ("Tests/\($0.0)", $0.1) })
        let trusted = recordedDigest() == digest
        try manager.createDirectory(at: temporaryFolder, withIntermediateDirectories: true)
        let beforeRewrite = rewriteGate()
        try Self.writeIfChanged(Data(Self.manifest.utf8), to: directory.appendingPathComponent("Package.swift"), before: beforeRewrite)
        try Self.sync(FrameworkStandIns.files, into: directory, removingOthers: false, before: beforeRewrite)
        let submissionChanged = try Self.sync(submission.map { ($0.relativePath, $0.contents) }, into: submissionFolder,
                                              force: !trusted, before: beforeRewrite)
        try Self.sync(checkFiles, into: checksFolder, before: beforeRewrite)
        if submissionChanged {
            try? manager.removeItem(at: directory.appendingPathComponent(".build/debug/Submission.build/primary.priors"))
        }
        return digest
    }

    /// The temporary folder the toolchain and the checks are given (`TMPDIR`).
    public var temporaryFolder: URL { directory.appendingPathComponent("tmp", isDirectory: true) }

    /// Empties the temporary folder (SwiftPM leaves folders and lock files there on every build).
    public func clearTemporaryFolder() {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: temporaryFolder.path)) ?? [] {
            try? manager.removeItem(at: temporaryFolder.appendingPathComponent(name))
        }
    }

    /// Records that the build of `digest`'s sources succeeded.
    public func recordBuilt(_ digest: String) {
        try? Data(digest.utf8).write(to: directory.appendingPathComponent(".built-digest"), options: .atomic)
    }

    /// Forgets the last good build, so the next check rebuilds the submission afresh.
    public func forgetBuilt() {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(".built-digest"))
    }

    private func recordedDigest() -> String? {
        FileManager.default.contents(atPath: directory.appendingPathComponent(".built-digest").path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// FNV-1a over paths and contents: enough to tell one set of sources from another.
    static func digest(_ files: [(String, Data)]) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for (path, data) in files.sorted(by: { $0.0 < $1.0 }) {
            for byte in Data(path.utf8) + [0] + data + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x100000001b3
            }
        }
        return String(hash, radix: 16)
    }

    /// A little over the one-second resolution of the driver's timestamps.
    public static let timestampResolution = 1.05

    /// Records that a build is starting; `prepare` keeps later rewrites a second clear of it.
    public func markBuildStart() {
        try? Data("\(Date().timeIntervalSince1970)".utf8).write(to: directory.appendingPathComponent(".last-build-start"))
    }

    private func lastBuildStart() -> Date? {
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(".last-build-start").path),
              let seconds = Double(String(decoding: data, as: UTF8.self)) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    /// What to call before the first rewrite of a `prepare`: it waits, once, until the last
    /// build began at least the driver's timestamp resolution ago, and does nothing after.
    public func rewriteGate() -> () -> Void {
        var waited = false
        return { [self] in
            guard !waited else { return }
            waited = true
            if let last = lastBuildStart() {
                let elapsed = Date().timeIntervalSince(last)
                if elapsed >= 0 && elapsed < Self.timestampResolution { Thread.sleep(forTimeInterval: Self.timestampResolution - elapsed) }
            }
        }
    }

    /// Writes `files` (paths below `folder`) whose bytes differ, or all of them when `force`;
    /// with `removingOthers`, removes the other Swift files there. `rewrite` is called before
    /// anything changes. Returns whether any file was written or removed.
    @discardableResult
    public static func sync(_ files: [(String, Data)], into folder: URL, removingOthers: Bool = true, force: Bool = false,
                            before rewrite: () -> Void) throws -> Bool {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let wanted = Set(files.map(\.0))
        var changed = false
        if removingOthers, let existing = manager.enumerator(atPath: folder.path) {
            for case let path as String in existing where path.hasSuffix(".swift") && !wanted.contains(path) {
                rewrite()
                try manager.removeItem(at: folder.appendingPathComponent(path))
                changed = true
            }
        }
        for (path, data) in files {
            let target = folder.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            changed = try writeIfChanged(data, to: target, force: force, before: rewrite) || changed
        }
        return changed
    }

    @discardableResult
    private static func writeIfChanged(_ data: Data, to url: URL, force: Bool = false, before rewrite: () -> Void) throws -> Bool {
        if !force && FileManager.default.contents(atPath: url.path) == data { return false }
        rewrite()
        try data.write(to: url, options: .atomic)
        return true
    }

    /// Holds an exclusive lock on the scratch package while `body` runs, so two checks
    /// (a watch and a manual one, say) never rewrite it under each other.
    public func withLock<T>(_ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let descriptor = open(directory.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        flock(descriptor, LOCK_EX)
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file taken from a student's folder (or the starter, solution, checks).
public struct SourceFile: Equatable, Sendable {
    /// The path below the folder it came from, e.g. `Model/MemoryGame.swift`.
    public let relativePath: String
    /// Where it lives: compiler errors are shown here, never at the scratch copy.
    public let original: URL
    public let contents: Data

    /// Every `.swift` file under `folder`, skipping hidden folders, build folders and
    /// `Package.swift`. Only reads; never changes a file.
    public static func collect(from folder: URL) throws -> [SourceFile] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("\(folder.path) is not a folder")
        }
        var files: [SourceFile] = []
        func walk(_ directory: URL, prefix: String) throws {
            for name in try manager.contentsOfDirectory(atPath: directory.path).sorted() {
                if name.hasPrefix(".") || name.hasPrefix(".build") { continue }
                let url = directory.appendingPathComponent(name)
                _ = manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    try walk(url, prefix: prefix + name + "/")
                } else if name.hasSuffix(".swift") && name != "Package.swift" {
                    guard let data = manager.contents(atPath: url.path) else { throw ToolError("cannot read \(url.path)") }
                    files.append(SourceFile(relativePath: prefix + name, original: url, contents: data))
                }
            }
        }
        try walk(folder, prefix: "")
        return files
    }
}

/// The isolated package a submission is graded in, kept in a scratch folder so that a
/// re-check rebuilds only what changed. Files are rewritten only when their bytes change,
/// which keeps SwiftPM's incremental build working.
public struct GradingPackage {
    public let directory: URL

    public static let manifest = """
    // swift-tools-version:6.0
    // Written by memorize-course: a submission (Submission) and its checks (Checks).
    import PackageDescription

    let package = Package(
        name: "Grading",
        platforms: [.macOS(.v14)],
        targets: [
            .target(name: "Submission", swiftSettings: [.swiftLanguageMode(.v5)]),
            .testTarget(name: "Checks", dependencies: ["Submission"], swiftSettings: [.swiftLanguageMode(.v5)]),
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
    public func prepare(submission: [SourceFile], checks: [SourceFile], contract: [SourceFile]) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        try writeIfChanged(Data(Self.manifest.utf8), to: directory.appendingPathComponent("Package.swift"))
        try sync(submission.map { ($0.relativePath, $0.contents) }, into: submissionFolder)
        try sync(checks.map { ($0.relativePath, $0.contents) }
                 + contract.map { ("\(Self.contractSubfolder)/\($0.relativePath)", $0.contents) }, into: checksFolder)
    }

    private func sync(_ files: [(String, Data)], into folder: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let wanted = Set(files.map(\.0))
        if let existing = manager.enumerator(atPath: folder.path) {
            for case let path as String in existing where path.hasSuffix(".swift") && !wanted.contains(path) {
                try manager.removeItem(at: folder.appendingPathComponent(path))
            }
        }
        for (path, data) in files {
            let target = folder.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeIfChanged(data, to: target)
        }
    }

    private func writeIfChanged(_ data: Data, to url: URL) throws {
        if FileManager.default.contents(atPath: url.path) == data { return }
        try data.write(to: url, options: .atomic)
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

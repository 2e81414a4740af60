import Foundation
import XCTest
import TestSupport

/// The Gradescope bundle as Gradescope gets it: its package resolves without `Tests/` and keeps
/// every target the tool ships, it holds no empty folder (zippers and git drop them), it
/// grades with no `course/Lessons/`, and every results.json it writes, the fallback's
/// included, is what Gradescope's specification asks for.
final class GradescopeExportTests: XCTestCase {
    var course: FixtureCourse!
    var work: URL!
    var root: URL { work.appendingPathComponent("autograder") }
    var source: URL { root.appendingPathComponent("source") }

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        work = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-gradescope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let exported = try BuiltBinary.run(["export", "gradescope", "counter", "--out", source.path,
                                            "--source", Harness.repositoryRoot.path], currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
    }

    override func tearDown() {
        course.remove()
        try? FileManager.default.removeItem(at: work)
    }

    /// `swift package ARGUMENTS` on `package`, with its scratch folder under `work`.
    func swiftPackage(_ arguments: [String], of package: URL) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", package.path,
                             "--scratch-path", work.appendingPathComponent("scratch-\(UUID().uuidString)").path] + arguments
        let output = Pipe()
        process.environment = privateTemporaryFolder()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    func targets(ofManifestIn package: URL) throws -> [String: NSDictionary] {
        let dumped = try swiftPackage(["dump-package"], of: package)
        XCTAssertEqual(dumped.status, 0, String(decoding: dumped.output, as: UTF8.self))
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: dumped.output) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: targets.map { ($0["name"] as! String, $0 as NSDictionary) })
    }

    func testTheBundlesPackageResolvesAndKeepsEveryTargetTheToolShips() throws {
        let bundle = source.appendingPathComponent("memorize-course")
        let described = try swiftPackage(["describe", "--type", "json"], of: bundle)
        XCTAssertEqual(described.status, 0, "the bundle's package loads (no 'invalid custom path')")

        // In sync with the tool's manifest: every target outside Tests/, the same in every field.
        let tool = try targets(ofManifestIn: Harness.repositoryRoot)
        let shipped = tool.filter { $0.value["type"] as? String != "test" && !($0.value["path"] as? String ?? "").hasPrefix("Tests") }
        XCTAssertEqual(Set(shipped.keys), ["memorize-course", "MemorizePlatform", "MemorizeSupport", "MemorizeGrading", "MemorizeCourseCore", "MemorizeDemos"])
        XCTAssertEqual(try targets(ofManifestIn: bundle), shipped)
    }

    func testTheBundleHoldsNoEmptyFolderAndGradesWithoutLessons() throws {
        let manager = FileManager.default
        let folders = try XCTUnwrap(manager.enumerator(at: source, includingPropertiesForKeys: [.isDirectoryKey]))
            .compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        XCTAssertFalse(folders.isEmpty)
        for folder in folders {
            XCTAssertFalse(try manager.contentsOfDirectory(atPath: folder.path).isEmpty, "\(folder.path) is empty")
        }
        XCTAssertFalse(manager.fileExists(atPath: source.appendingPathComponent("course/Lessons").path))

        let submission = root.appendingPathComponent("submission")
        try manager.createDirectory(at: submission, withIntermediateDirectories: true)
        try manager.copyItem(at: course.root.appendingPathComponent("Exercises/counter/solution/Counter.swift"),
                             to: submission.appendingPathComponent("Counter.swift"))
        let results = try runAutograder(tool: BuiltBinary.executable.path)
        XCTAssertEqual(GradescopeResultsSchema.problems(results), [])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: results) as? [String: Any])
        XCTAssertEqual(object["score"] as? Int, 3, String(decoding: results, as: UTF8.self))
        XCTAssertEqual(object["output_format"] as? String, "text", "Gradescope would read output as HTML otherwise")
        let tests = try XCTUnwrap(object["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["output_format"] as? String }, ["text", "text"])
    }

    func testTheFallbackWritesValidJSONWhateverTheToolPrinted() throws {
        // A tool that fails with control characters, quotes, a backslash and half a UTF-8 "€".
        let broken = work.appendingPathComponent("broken-tool")
        try "#!/bin/sh\nprintf 'bell\\007 esc\\033[31m \"quoted\" back\\\\slash caf\\303\\251 cut\\342\\202' >&2\nexit 2\n"
            .write(to: broken, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: broken.path)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("submission"), withIntermediateDirectories: true)

        let results = try runAutograder(tool: broken.path)
        XCTAssertEqual(GradescopeResultsSchema.problems(results), [], String(decoding: results, as: UTF8.self))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: results) as? [String: Any])
        XCTAssertEqual(object["score"] as? Int, 0)
        XCTAssertEqual(object["output_format"] as? String, "text")
        XCTAssertEqual(object["output"] as? String,
                       "The autograder could not grade this submission (exit 2): bell esc[31m \"quoted\" back\\slash caf cut")
    }

    func testTheSchemaCheckItselfCanFail() {
        func problems(_ json: String) -> [String] { GradescopeResultsSchema.problems(Data(json.utf8)) }
        XCTAssertEqual(problems(#"{"score": 1, "tests": []}"#), [])
        XCTAssertEqual(problems(#"{"score": "1"}"#), [#"score: "1" is not number"#])
        XCTAssertEqual(problems(#"{"score": true}"#), ["score: true is not number"])
        XCTAssertEqual(problems(#"{"score": 0, "output_format": "HTML"}"#), [#"output_format: "HTML" is not format"#])
        XCTAssertEqual(problems(#"{"score": 0, "outputformat": "text"}"#), ["outputformat: not a field of results.json"])
        XCTAssertEqual(problems(#"{"tests": [{"name": "a", "status": "ok"}]}"#),
                       [#"tests[0].status: "ok" is not status"#, "tests[0]: no score, and no score at the top level"])
        XCTAssertEqual(problems(#"{"output": "x"}"#), ["no score: the top level needs one when there are no tests"])
        XCTAssertEqual(problems(#"{"output": "\"#), ["not JSON"])
    }

    /// Builds the bundle as setup.sh does (a release build of the tool, then the warm-up) and
    /// grades with the tool it built. Opt-in with MEMORIZE_BUILD_BUNDLE=1: a cold release build
    /// takes a minute of both cores, more than the rest of the end-to-end tests together, and
    /// the failure this guards against ('invalid custom path') is caught above in a second by
    /// `swift package describe`; run it when the manifest or setup.sh changes.
    func testTheBundleBuildsAndGradesWithTheToolItBuilt() throws {
        guard ProcessInfo.processInfo.environment["MEMORIZE_BUILD_BUNDLE"] == "1" else {
            throw XCTSkip("set MEMORIZE_BUILD_BUNDLE=1 to build the bundle (about a minute)")
        }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "-c", "release", "--package-path", "memorize-course"]
        build.currentDirectoryURL = source
        build.environment = privateTemporaryFolder()
        build.standardOutput = FileHandle.nullDevice
        try build.run()
        build.waitUntilExit()
        XCTAssertEqual(build.terminationStatus, 0, "setup.sh's build of the tool")

        let submission = root.appendingPathComponent("submission")
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: course.root.appendingPathComponent("Exercises/counter/solution/Counter.swift"),
                                         to: submission.appendingPathComponent("Counter.swift"))
        _ = try runAutograder(tool: nil, arguments: ["--warm-up"], scratch: nil)
        let results = try runAutograder(tool: nil, scratch: nil)
        XCTAssertEqual(GradescopeResultsSchema.problems(results), [])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: results) as? [String: Any])
        XCTAssertEqual(object["score"] as? Int, 3, String(decoding: results, as: UTF8.self))
    }

    /// This process's environment with TMPDIR inside `work`: SwiftPM leaves lock files in
    /// TMPDIR, and they go when the test's folder does.
    func privateTemporaryFolder() -> [String: String] {
        let folder = work.appendingPathComponent("tmp", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.path + "/"]) { $1 }
    }

    /// Runs the bundle's own run_autograder against the temporary root and returns results.json.
    /// `tool` and `scratch` nil: the bundle's own build and scratch folder, as on Gradescope.
    func runAutograder(tool: String?, arguments: [String] = [],
                       scratch: String? = Harness.repositoryRoot.appendingPathComponent(".build/test-scratch").path) throws -> Data {
        let process = Process()
        process.executableURL = source.appendingPathComponent("run_autograder")
        process.arguments = arguments
        process.currentDirectoryURL = root
        var environment = ProcessInfo.processInfo.environment.merging(["AUTOGRADER_ROOT": root.path]) { $1 }
        environment["MEMORIZE_COURSE_BIN"] = tool
        environment["MEMORIZE_COURSE_SCRATCH"] = scratch
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return (try? Data(contentsOf: root.appendingPathComponent("results/results.json"))) ?? Data()
    }
}

import Foundation
import XCTest
import TestSupport

/// `export gradescope` and `export classroom` on the `counter` fixture, and what they write run
/// for real: the bundle's own run_autograder against a temporary root, and each of the
/// workflow's grading commands in a student's folder, with the binary `swift test` built.
final class ExportTests: XCTestCase {
    var course: FixtureCourse!
    var work: URL!

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        work = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDown() {
        course.remove()
        try? FileManager.default.removeItem(at: work)
    }

    /// The solution with Task 1 broken (counts by two), as a student's folder.
    func byTwo(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let solution = try String(contentsOf: course.root.appendingPathComponent("Exercises/counter/solution/Counter.swift"), encoding: .utf8)
        try solution.replacingOccurrences(of: "value += 1", with: "value += 2")
            .write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    }

    func shell(_ command: String, in directory: URL, environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    var scratch: String { Harness.repositoryRoot.appendingPathComponent(".build/test-scratch").path }

    func testTheGradescopeBundleGradesASubmissionIntoResultsJSON() throws {
        let root = work.appendingPathComponent("autograder")
        let exported = try BuiltBinary.run(["export", "gradescope", "counter", "--out", root.appendingPathComponent("source").path,
                                            "--source", Harness.repositoryRoot.path], currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let source = root.appendingPathComponent("source")
        for file in ["setup.sh", "run_autograder", "memorize-course/Package.swift", "memorize-course/Sources/memorize-course",
                     "course/Exercises/counter/exercise.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: source.appendingPathComponent(file).path), file)
        }
        let setup = try String(contentsOf: source.appendingPathComponent("setup.sh"), encoding: .utf8)
        XCTAssertTrue(setup.contains("swift-6.3.1-RELEASE-ubuntu22.04.tar.gz"), setup)
        try byTwo(in: root.appendingPathComponent("submission"))

        let environment = ["AUTOGRADER_ROOT": root.path, "MEMORIZE_COURSE_BIN": BuiltBinary.executable.path, "MEMORIZE_COURSE_SCRATCH": scratch]
        XCTAssertEqual(try shell("\(source.path)/run_autograder", in: root, environment: environment), 0)
        let results = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: results) as? [String: Any])
        XCTAssertEqual(object["score"] as? Int, 1, String(decoding: results, as: UTF8.self))
        let tests = try XCTUnwrap(object["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["failed", "passed"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("results").path), ["results.json"],
                       "nothing else left in results/")

        // When the tool cannot run, results.json says so instead of a silent zero.
        var broken = environment
        broken["MEMORIZE_COURSE_BIN"] = "/nonexistent/memorize-course"
        XCTAssertEqual(try shell("\(source.path)/run_autograder", in: root, environment: broken), 0)
        let failed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("results/results.json"))) as? [String: Any])
        XCTAssertEqual(failed["score"] as? Int, 0)
        XCTAssertTrue((failed["output"] as? String ?? "").hasPrefix("The autograder could not grade this submission (exit 127)"), "\(failed)")

        let again = try BuiltBinary.run(["export", "gradescope", "counter", "--out", source.path], currentDirectory: course.root)
        XCTAssertEqual(again.status, 64, "never overwrites")
    }

    func testTheClassroomWorkflowIsWellFormedAndItsCommandsGrade() throws {
        let out = work.appendingPathComponent("classroom")
        let exported = try BuiltBinary.run(["export", "classroom", "counter", "--out", out.path,
                                            "--repository", "https://example.org/course.git"], currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let yaml = try String(contentsOf: out.appendingPathComponent(".github/workflows/classroom.yml"), encoding: .utf8)
        XCTAssertEqual(WorkflowShape.problems(yaml), [])
        XCTAssertEqual(WorkflowShape.problems(yaml.replacingOccurrences(of: "  checks: write", with: "\tchecks: write")), ["line 8: a tab"],
                       "the check itself can fail")
        XCTAssertEqual(WorkflowShape.problems(yaml.replacingOccurrences(of: "test-name: 'Task 1: Counting up'", with: "test-name: 'Task 1: it's'")).count, 1)
        let steps = WorkflowShape.graderSteps(yaml)
        XCTAssertEqual(steps.map(\.id), ["task-1", "task-2"])
        XCTAssertEqual(steps.map(\.maxScore), [2, 1], "each worth its points")
        XCTAssertTrue(yaml.contains("runners: task-1,task-2"))
        XCTAssertTrue(yaml.contains("TASK-1_RESULTS: \"${{steps.task-1.outputs.result}}\""))

        let student = work.appendingPathComponent("student")
        try byTwo(in: student)
        let environment = ["PATH": BuiltBinary.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
                           "MEMORIZE_COURSE_ROOT": course.root.path, "MEMORIZE_COURSE_SCRATCH": scratch]
        let statuses = try steps.map { try shell($0.command, in: student, environment: environment) }
        XCTAssertEqual(statuses, [1, 0], "Task 1 fails (counts by two), Task 2 passes")

        XCTAssertEqual(try BuiltBinary.run(["export", "classroom", "counter"], currentDirectory: course.root).status, 64, "--repository is required")
    }
}

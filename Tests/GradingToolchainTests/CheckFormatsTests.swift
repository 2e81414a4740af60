import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// `check --only` and `check --format gradescope`, with real builds of the `counter` fixture.
final class CheckFormatsTests: XCTestCase {
    var course: FixtureCourse!

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String]) -> RunResult {
        Harness.run(arguments, environment: FixtureCourse.gradingEnvironment(), currentDirectory: course.root, demos: [],
                    processRunner: SystemProcessRunner())
    }

    /// The solution with Task 1 broken (it counts by two).
    func byTwo() throws -> String {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: course.root)).exercise("counter")
        let folder = course.root.appendingPathComponent("submissions/by-two")
        try exercise.brokenSubmissions().first { $0.name == "by-two" }!.materialize(solution: exercise.solution, into: folder)
        return folder.path
    }

    func testOnlyGradesOneRequirement() throws {
        let path = try byTwo()
        let failing = run(["check", "counter", "--path", path, "--only", "task-1"])
        XCTAssertEqual(failing.status, 1, failing.stdout + failing.stderr)
        XCTAssertTrue(failing.stdout.contains("✘ Task 1  Counting up  0/2"), failing.stdout)
        XCTAssertFalse(failing.stdout.contains("Task 2"), "only the one asked for:\n\(failing.stdout)")
        let passing = run(["check", "counter", "--path", path, "--only", "task-2"])
        XCTAssertEqual(passing.status, 0, passing.stdout)
        XCTAssertTrue(passing.stdout.contains("Score 1/1"), passing.stdout)

        XCTAssertEqual(run(["check", "counter", "--only", "task-3", "--solution"]).stderr,
                       "error: --only task-3: that requirement is graded by a person, not by checks\n")
        let unknown = run(["check", "counter", "--only", "task-9", "--solution"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(unknown.stderr, "error: --only task-9: counter has no such requirement; its checked requirements are task-1, task-2\n")
    }

    func testGradescopeFormat() throws {
        let result = run(["check", "counter", "--path", try byTwo(), "--format", "gradescope"])
        XCTAssertEqual(result.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(object["score"] as? Int, 1)
        XCTAssertEqual(object["visibility"] as? String, "visible")
        XCTAssertNotNil(object["execution_time"] as? Int)
        XCTAssertEqual(object["output"] as? String, "Counter: 1/3 from the automated checks.\nGraded by a person: Task 3 (1 pts).")
        let tests = try XCTUnwrap(object["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["name"] as? String }, ["Task 1: Counting up", "Task 2: Starting at zero"])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["failed", "passed"])
        XCTAssertEqual(tests.map { $0["score"] as? Int }, [0, 1])
        XCTAssertEqual(tests.map { $0["max_score"] as? Int }, [2, 1])
        XCTAssertEqual(tests[0]["output"] as? String, "Incremented a counter at 0 once: expected 1, but it is 2.")
        XCTAssertEqual(tests.map { $0["visibility"] as? String }, ["visible", "visible"])
        // Plain text, top level and per test: Gradescope's default reads output as HTML.
        XCTAssertEqual(object["output_format"] as? String, "text")
        XCTAssertEqual(object["test_output_format"] as? String, "text")
        XCTAssertEqual(tests.map { $0["output_format"] as? String }, ["text", "text"])

        XCTAssertEqual(run(["check", "counter", "--solution", "--format", "xml"]).status, 64)
        XCTAssertEqual(run(["check", "counter", "--solution", "--json", "--format", "gradescope"]).status, 64)
    }

    /// The annotations are the job's commands; the scorecard after them, which quotes what the
    /// student's code gave, is printed with workflow commands off and on again after it.
    func testGitHubFormatPrintsTheScorecardWithCommandsOff() throws {
        let result = run(["check", "counter", "--path", try byTwo(), "--format", "github"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("::error title=Task 1%3A Counting up::") == true, result.stdout)
        let stop = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("::stop-commands::") }, result.stdout)
        let token = String(lines[stop].dropFirst("::stop-commands::".count))
        XCTAssertGreaterThanOrEqual(token.count, 32, "a token no submission can guess")
        XCTAssertEqual(lines.last, "::\(token)::", result.stdout)
        XCTAssertTrue(lines[stop...].contains { $0.contains("✘ Task 1") }, "the scorecard is inside: \(result.stdout)")
    }

    func testGradescopeFormatOfCodeThatDoesNotCompile() throws {
        let folder = course.root.appendingPathComponent("submissions/typo")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "struct Counter {\n    private(set) var value = 0\n    mutating func increment() { value += }\n}\n"
            .write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        let result = run(["check", "counter", "--path", folder.path, "--format", "gradescope"])
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        XCTAssertEqual(report["score"] as? Int, 0)
        XCTAssertTrue((report["output"] as? String ?? "").contains("Your code does not compile:\n  submissions/typo/Counter.swift:3:"), result.stdout)
    }
}

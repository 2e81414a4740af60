import XCTest
import TestSupport
import MemorizeSupport

/// `check` through the built binary, as a student or a script runs it.
final class CheckBinaryTests: XCTestCase {
    let environment = FixtureCourse.gradingEnvironment()

    func testAssignmentTwoSolutionAsJSON() throws {
        let result = try BuiltBinary.run(["check", "assignment2", "--solution", "--json"], environment: environment)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["exercise"] as? String, "assignment2")
        XCTAssertEqual(object["passed"] as? Bool, true)
        XCTAssertEqual(object["score"] as? Int, object["maxScore"] as? Int)
        let requirements = try XCTUnwrap(object["requirements"] as? [[String: Any]])
        XCTAssertEqual(requirements.map { $0["id"] as? String }, (1...10).map { "task-\($0)" })
        XCTAssertEqual(requirements.map { $0["status"] as? String }, Array(repeating: "passed", count: 9) + ["manual"])
    }

    func testExitCodesForAFailingSubmissionAndBadUsage() throws {
        let course = try FixtureCourse("counter-course")
        defer { course.remove() }
        let starter = try BuiltBinary.run(["check", "counter", "--path", "Exercises/counter/starter"], currentDirectory: course.root, environment: environment)
        XCTAssertEqual(starter.status, 1, starter.stderr)
        XCTAssertTrue(starter.stdout.contains("Score 1/3"), starter.stdout)
        let unknown = try BuiltBinary.run(["check", "assignment9"], environment: environment)
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.hasPrefix("error: no exercise 'assignment9'; exercises are assignment2"), unknown.stderr)
        var noSwift = environment
        noSwift["PATH"] = "/nonexistent"
        let broken = try BuiltBinary.run(["check", "assignment2", "--solution"], environment: noSwift)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr.filter { $0 == "\n" }.count, 1)
    }

    /// Builds run in process groups of their own, which neither Ctrl-C nor the tool's death
    /// reaches: stopped mid-build, the tool ends every compiler before it goes.
    func testATerminatedCheckLeavesNoCompilerRunning() throws {
        let pgrep = URL(fileURLWithPath: "/usr/bin/pgrep")
        guard FileManager.default.isExecutableFile(atPath: pgrep.path) else { throw XCTSkip("no pgrep here") }
        let course = try FixtureCourse("counter-course")
        defer { course.remove() }
        let scratch = course.root.appendingPathComponent("own-scratch").path
        // The starter, with a type the compiler would work on for minutes (the hostile fixture's).
        let bomb = course.root.appendingPathComponent("bomb")
        try FileManager.default.copyItem(at: course.root.appendingPathComponent("Exercises/counter/starter"), to: bomb)
        try FileManager.default.copyItem(at: Harness.repositoryRoot.appendingPathComponent("Tests/Fixtures/hostile/compile-bomb/Ballast.swift"),
                                         to: bomb.appendingPathComponent("Ballast.swift"))
        /// The compilers at work on the bomb.
        func running() throws -> [String] {
            let pattern = "swift-frontend.*" + NSRegularExpression.escapedPattern(for: scratch) + ".*Ballast"
            return try BuiltBinary.runProgram(pgrep, ["-f", pattern]).stdout.split(separator: "\n").map(String.init)
        }
        var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        variables["MEMORIZE_COURSE_SCRATCH"] = scratch
        variables["MEMORIZE_COURSE_ROOT"] = nil
        let tool = try ChildProcess([BuiltBinary.executable.path, "--course", course.root.path, "check", "counter", "--path", bomb.path],
                                    environment: variables, input: .null, output: .null, error: .null)
        defer { _ = try? BuiltBinary.runProgram(URL(fileURLWithPath: "/usr/bin/pkill"), ["-KILL", "-f", scratch]) }
        let deadline = Date().addingTimeInterval(120)
        while try running().isEmpty, tool.poll() == nil, Date() < deadline { usleep(50_000) }
        guard tool.poll() == nil else { throw XCTSkip("the check ended before a compiler was seen") }
        tool.kill(SIGTERM)
        XCTAssertEqual(tool.wait().signal, SIGTERM)
        var left = try running()
        let settled = Date().addingTimeInterval(2)
        while !left.isEmpty, Date() < settled { usleep(100_000); left = try running() }
        XCTAssertEqual(left, [], "processes of the build outlived the tool")
    }
}

import XCTest
import TestSupport

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
}

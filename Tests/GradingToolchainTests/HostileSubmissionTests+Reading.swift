import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// How a hostile fixture is graded and its report read: `check`'s JSON, as `check` grades it,
/// in the environment the class (or the fallback without bubblewrap) gives.
extension HostileSubmissionTests {
    func check(_ fixture: String) throws -> (status: Int32, stdout: String, json: [[String: Any]]) {
        let folder = try HostileFixtures.submission(fixture, for: self)
        let result = Harness.run(["check", "assignment2", "--path", folder.path, "--json", "--course", Harness.repositoryRoot.path],
                                 environment: try environment(), demos: [], processRunner: SystemProcessRunner())
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout + result.stderr)
        return (result.status, result.stdout, try XCTUnwrap(json["requirements"] as? [[String: Any]]))
    }

    /// The report's requirement `id` (`task-6`).
    func task(_ id: String, in requirements: [[String: Any]]) throws -> [String: Any] {
        try XCTUnwrap(requirements.first { $0["id"] as? String == id }, "no \(id) in \(requirements)")
    }

    /// Asserts that task `id` failed on the program's claim of a part this build has.
    func assertFailedOnAWrongClaim(_ id: String, in requirements: [[String: Any]], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try task(id, in: requirements)
        XCTAssertEqual(result["status"] as? String, "failed", "\(result)", file: file, line: line)
        XCTAssertTrue((result["message"] as? String ?? "").contains("which this build of it does not lack"), "\(result)", file: file, line: line)
    }

    /// The points the report gives in all.
    func points(_ requirements: [[String: Any]]) -> Int {
        requirements.compactMap { $0["points"] as? Int }.reduce(0, +)
    }
}

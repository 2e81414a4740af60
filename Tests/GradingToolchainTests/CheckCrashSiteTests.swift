import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `check` names a crash at the student's file and line, as `play` does: the crashed task runs
/// again with the runtime's backtracer on, and its first frame in the student's files is named.
/// A real build of Assignment II (the scratch package is kept under .build/test-scratch).
final class CheckCrashSiteTests: XCTestCase {
    var temporary: URL!

    override func setUpWithError() throws {
        temporary = FileManager.default.temporaryDirectory.appendingPathComponent("crash-site-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: temporary) }

    func testACrashInShuffleIsNamedAtTheStudentsLine() throws {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("assignment2")
        let submission = try XCTUnwrap(try exercise.brokenSubmissions().first { $0.name == "crash-in-shuffle" })
        let folder = temporary.appendingPathComponent("crash-in-shuffle")
        try submission.materialize(solution: exercise.solution, into: folder)
        let source = try String(contentsOf: folder.appendingPathComponent("MemoryGame.swift"), encoding: .utf8)
        let line = try XCTUnwrap(source.components(separatedBy: "\n").firstIndex { $0.contains("cards.swapAt(index") }) + 1
        let litter = temporary.appendingPathComponent("tmp")
        let result = Harness.run(["check", "assignment2", "--path", folder.path, "--json", "--course", Harness.repositoryRoot.path],
                                 environment: FixtureCourse.gradingEnvironment(["TMPDIR": litter.path]), demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let requirements = try XCTUnwrap(json["requirements"] as? [[String: Any]])
        let crashed = requirements.filter { $0["cause"] as? String == "crashed" }
        XCTAssertFalse(crashed.isEmpty, result.stdout)
        for requirement in crashed {
            let message = requirement["message"] as? String ?? ""
            XCTAssertTrue(message.hasPrefix("crashed (Index out of range) while checking: "), message)
            XCTAssertTrue(message.hasSuffix(", at \(folder.path)/MemoryGame.swift:\(line) in MemoryGame.shuffle()"), message)
        }
        let passed = requirements.filter { $0["status"] as? String == "passed" }
        XCTAssertTrue(passed.allSatisfy { ($0["message"] as? String ?? "").isEmpty }, "only crashed tasks gain a site")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: litter.path), [], "left in TMPDIR")
    }
}

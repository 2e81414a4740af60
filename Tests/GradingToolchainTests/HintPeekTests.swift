import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `hint --peek` (issue 21): an instructor trying the hints, or looking at a student's place in
/// them in the student's course folder, sees the hint that comes next without moving the count.
final class HintPeekTests: CounterCourseCase {
    var progressFile: URL { course.root.appendingPathComponent(Progress.fileName) }

    func testPeekingShowsTheNextHintAndCountsNothing() throws {
        let peeked = run(["hint", "counter", "--peek"])
        XCTAssertEqual(peeked.status, 0)
        XCTAssertEqual(peeked.stdout, "Hint 1 of 3 (Task 2)\n\n`value` is the only state you need.\n\nNot counted (--peek): hint 1 of 3 is still the next one.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path), "a peek writes no progress file")

        XCTAssertTrue(run(["hint", "counter"]).stdout.hasPrefix("Hint 1 of 3 (Task 2)\n"), "the student still gets hint 1")
        let counted = try Data(contentsOf: progressFile)
        XCTAssertTrue(run(["hint", "counter", "--peek"]).stdout.hasPrefix("Hint 2 of 3 (Task 1)\n"))
        XCTAssertTrue(run(["hint", "counter", "--peek"]).stdout.hasPrefix("Hint 2 of 3 (Task 1)\n"))
        XCTAssertEqual(try Data(contentsOf: progressFile), counted, "the student's count is where it was")
        XCTAssertTrue(run(["hint", "counter"]).stdout.hasPrefix("Hint 2 of 3 (Task 1)\n"))
    }

    func testPeekingAfterTheLastHintSaysSo() throws {
        for _ in 1...3 { XCTAssertEqual(run(["hint", "counter"]).status, 0) }
        XCTAssertEqual(run(["hint", "counter", "--peek"]).stdout, "You have seen all 3 hints. Reread one by its number ('memorize-course hint counter 1'), "
            + "see them all with --all, or start over with --reset.\n")
    }

    func testPeekAndResetTogetherIsAUsageError() {
        let result = run(["hint", "counter", "--peek", "--reset"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "error: '--peek' changes nothing and '--reset' starts the hints over; give one of them; "
            + "see 'memorize-course hint --help'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))
    }
}

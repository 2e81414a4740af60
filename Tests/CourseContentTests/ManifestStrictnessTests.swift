import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// What an exercise.json says that decoding alone would ignore or word badly (issue 21): a
/// key the format does not have, points that are a fraction, zero or negative.
final class ManifestStrictnessTests: XCTestCase {
    let valid = #"{"format": 1, "id": "x", "title": "X", "requirements": [{"id": "task-1", "title": "T", "points": 3, "checks": ["A"]}, {"id": "task-2", "title": "M", "points": 1, "manual": "why"}]}"#

    func problem(_ json: String) -> String? {
        do {
            _ = try ExerciseManifest.load(Data(json.utf8), displayPath: "Exercises/x/exercise.json", folderName: "x")
            return nil
        } catch {
            return (error as? ToolError)?.message ?? "\(error)"
        }
    }

    func testAFractionOfAPointGetsItsOwnMessage() {
        XCTAssertEqual(problem(valid.replacingOccurrences(of: #""points": 3"#, with: #""points": 1.5"#)),
                       "Exercises/x/exercise.json: requirements[0] (task-1): points is 1.5; points must be a whole number of 1 or more")
        XCTAssertNil(problem(valid.replacingOccurrences(of: #""points": 3"#, with: #""points": 3.0"#)), "3.0 is a whole number")
    }

    func testZeroAndNegativePointsAreNamed() {
        XCTAssertEqual(problem(valid.replacingOccurrences(of: #""points": 1"#, with: #""points": 0"#)),
                       "Exercises/x/exercise.json: requirements[1] (task-2): points is 0, and a requirement worth nothing counts for nothing: "
                       + "remove it, or give it points (a whole number of 1 or more)")
        XCTAssertEqual(problem(valid.replacingOccurrences(of: #""points": 3"#, with: #""points": -2"#)),
                       "Exercises/x/exercise.json: requirements[0] (task-1): points is -2; points must be a whole number of 1 or more")
    }

    func testAnUnknownKeyIsNamedWithTheClosestKnownOne() {
        XCTAssertEqual(problem(valid.replacingOccurrences(of: #""checks""#, with: #""check""#)),
                       "Exercises/x/exercise.json: requirements[0] (task-1): unknown key \"check\"; did you mean \"checks\"?")
        XCTAssertEqual(problem(valid.replacingOccurrences(of: #""title": "X","#, with: #""title": "X", "starterPass": ["task-1"],"#)),
                       "Exercises/x/exercise.json: unknown key \"starterPass\"; did you mean \"starterPasses\"?")
        XCTAssertEqual(problem(valid.replacingOccurrences(of: #""title": "T","#, with: #""title": "T", "weight": 2,"#)),
                       "Exercises/x/exercise.json: requirements[0] (task-1): unknown key \"weight\" "
                       + "(a requirement may have \"id\", \"title\", \"points\", \"checks\", \"manual\"); remove it or correct it")
        XCTAssertEqual(problem(valid.replacingOccurrences(of: #""points": 3"#, with: #""point": 3"#)),
                       "Exercises/x/exercise.json: requirements[0] (task-1): unknown key \"point\"; did you mean \"points\"?",
                       "the slip is named, not the missing key it leaves")
    }

    func testEveryExerciseOfTheCourseStillLoads() throws {
        let catalog = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot))
        XCTAssertEqual(catalog.unreadable, [])
        XCTAssertEqual(catalog.exercises.count, 6)
        let counter = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot.appendingPathComponent("Tests/Fixtures/counter-course")))
        XCTAssertEqual(counter.unreadable, [])
    }
}

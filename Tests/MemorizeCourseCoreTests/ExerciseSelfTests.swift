import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The grader tests itself on the real exercises: `validate` must hold for each one —
/// reference full marks, starter compiling and failing, every broken submission failing
/// exactly what it declares, every automated requirement failed alone by one of them.
final class ExerciseSelfTests: XCTestCase {
    func testEveryExerciseValidates() throws {
        let catalog = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot))
        XCTAssertTrue(catalog.exercises.map(\.id).contains("assignment2"), "Assignment II ships with the course")
        for exercise in catalog.exercises {
            let result = Harness.run(["validate", exercise.id], environment: FixtureCourse.gradingEnvironment(),
                                     demos: [], processRunner: SystemProcessRunner())
            XCTAssertEqual(result.status, 0, "validate \(exercise.id):\n\(result.stdout)\(result.stderr)")
            // The instructor reads what students will read: every failed task of every broken submission.
            for submission in try exercise.brokenSubmissions() {
                let lines = result.stdout.components(separatedBy: "\n")
                let start = lines.firstIndex { $0.hasPrefix("  ✔ broken/\(submission.name): ") } ?? lines.count
                let block = lines.dropFirst(start + 1).prefix { $0.hasPrefix("      ") }
                for id in submission.fails {
                    XCTAssertTrue(block.contains { $0.hasPrefix("      \(ScorecardRenderer.taskNumber(id)): ") },
                                  "validate \(exercise.id) shows the message for \(id) under broken/\(submission.name):\n\(block)")
                }
            }
        }
    }

    func testAssignmentTwoReportsEveryRequiredTaskInItsNumbering() throws {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("assignment2")
        XCTAssertEqual(exercise.manifest.requirements.map(\.id), (1...10).map { "task-\($0)" })
        XCTAssertEqual(exercise.manifest.requirements.filter(\.isManual).map(\.id), ["task-10"])
        let scoring = try exercise.brokenSubmissions().filter { $0.fails == ["task-8"] }
        XCTAssertGreaterThanOrEqual(scoring.count, 5, "the scoring mistakes real students make each have a fixture")
    }
}

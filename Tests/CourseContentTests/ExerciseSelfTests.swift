import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The grader tests itself on the real exercises: `validate --mutants` must hold for each one —
/// reference full marks (again on 90 more runs), starter compiling and failing, every broken
/// submission failing exactly what it declares, every automated requirement failed alone by
/// one of them, every check seen to fail, and every mutant of the solution caught or
/// acknowledged in the exercise's mutants.json.
final class ExerciseSelfTests: XCTestCase {
    func testEveryExerciseValidates() throws {
        let catalog = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot))
        let ids = catalog.exercises.map(\.id)
        XCTAssertTrue(ids.contains("assignment2"), "Assignment II ships with the course")
        XCTAssertTrue(Set(["fast-food", "one-and-only", "aspect-grid", "card-flip", "bonus-time"]).isSubset(of: ids), "lessons 4–8 each have an exercise")
        // As many at a time as there are cores: a validation is mostly one small, single-threaded
        // incremental build after another, and each exercise has a scratch package of its own,
        // so on CI's two cores two validations take little longer than one.
        let results = ValidationResults(count: ids.count)
        DispatchQueue.concurrentPerform(iterations: ids.count) { index in
            results.set(index, Harness.run(["validate", ids[index], "--mutants"], environment: FixtureCourse.gradingEnvironment(),
                                           demos: [], processRunner: SystemProcessRunner()))
        }
        for (exercise, result) in zip(catalog.exercises, results.values) {
            XCTAssertEqual(result.status, 0, "validate \(exercise.id) --mutants:\n\(result.stdout)\(result.stderr)")
            XCTAssertTrue(result.stdout.contains("  ✔ mutants: "), "validate \(exercise.id) --mutants:\n\(result.stdout)")
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

/// Results written by concurrent validations, each to its own slot.
private final class ValidationResults: @unchecked Sendable {
    private var slots: [RunResult?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: RunResult) {
        lock.lock(); slots[index] = result; lock.unlock()
    }

    var values: [RunResult] {
        lock.lock(); defer { lock.unlock() }
        return slots.map { $0! }
    }
}

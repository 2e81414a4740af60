import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `start` warms the exercise's checks in the background, and `warm` leaves the scratch
/// package so that the first check of the student's code takes the quick route.
final class WarmCommandTests: XCTestCase {
    var course: FixtureCourse!
    var scratch: URL!

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        scratch = course.root.appendingPathComponent(".scratch-test")
    }

    override func tearDown() { course.remove() }

    func run(_ arguments: [String], runner: ProcessRunner = UnavailableProcessRunner(),
             background: (([String], URL) -> Bool)? = nil) -> RunResult {
        Harness.run(arguments, environment: FixtureCourse.gradingEnvironment(["MEMORIZE_COURSE_SCRATCH": scratch.path]),
                    currentDirectory: course.root, demos: [], processRunner: runner, startInBackground: background)
    }

    func testStartWarmsTheChecksInTheBackgroundAndSaysSo() {
        var started: [([String], URL)] = []
        let result = run(["start", "counter"]) { started.append(($0, $1)); return true }
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(started.map(\.0), [["warm", "counter"]])
        XCTAssertEqual(started.first?.1.path, scratch.appendingPathComponent("counter-warm.log").path, "its log stays in the scratch folder")
        XCTAssertTrue(result.stdout.hasSuffix("(Building the checks in the background meanwhile, so your first check is quick.)\n"), result.stdout)

        try? FileManager.default.removeItem(at: course.root.appendingPathComponent("Work"))
        let unstarted = run(["start", "counter"]) { _, _ in false }
        XCTAssertEqual(unstarted.status, 0)
        XCTAssertFalse(unstarted.stdout.contains("background"), "nothing promised when nothing could start")
    }

    func testAfterWarmingTheFirstCheckOfTheStudentsCodeCompilesOnlyIt() throws {
        let warmed = run(["warm", "counter"], runner: SystemProcessRunner())
        XCTAssertEqual(warmed.status, 0, warmed.stderr)
        XCTAssertTrue(warmed.stdout.hasPrefix("Built the checks of counter in "), warmed.stdout)
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: course.root)).exercise("counter")
        let grader = Grader(exercise: exercise, scratch: scratch, runner: SystemProcessRunner(),
                            environment: FixtureCourse.gradingEnvironment(), display: { $0.lastPathComponent })
        let starter = try grader.grade(exercise.starter)
        XCTAssertEqual(starter.route, .afterASubmissionEdit)
        XCTAssertEqual(starter.report.requirements.filter { $0.status == .passed }.map(\.id), ["task-2"], "the starter passes only what it should")
    }
}

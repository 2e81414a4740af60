import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Tests of an instructor's mistakes, each made on a fresh copy of the `counter` fixture
/// course, with helpers to edit its files and run commands in it. Subclasses hold the tests.
class CounterCourseCase: XCTestCase {
    var course: FixtureCourse!
    var counter: URL { course.root.appendingPathComponent("Exercises/counter") }

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    /// Runs a command in the copy; the default runner fails loudly if anything is built.
    func run(_ arguments: [String], terminal: TerminalInfo = .plain, runner: ProcessRunner = UnavailableProcessRunner(),
             pager: Pager = NoPager()) -> RunResult {
        Harness.run(arguments, terminal: terminal, environment: FixtureCourse.gradingEnvironment(), currentDirectory: course.root,
                    demos: [], processRunner: runner, pager: pager)
    }

    /// Runs a command that builds and runs the checks.
    func grade(_ arguments: [String]) -> RunResult { run(arguments, runner: SystemProcessRunner()) }

    /// Changes a file of the counter exercise (a path below Exercises/counter/).
    func edit(_ file: String, _ change: (String) -> String) throws {
        let url = counter.appendingPathComponent(file)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    /// Writes a file below Exercises/counter/, making its folder.
    func write(_ file: String, _ text: String) throws {
        let url = counter.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

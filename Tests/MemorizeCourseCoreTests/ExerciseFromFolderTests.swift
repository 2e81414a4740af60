import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// `play`, `instructions` and `reset` take the exercise from the working copy the current
/// folder is in, as `check`, `hint` and `solution` do: inside Work/assignment2, `play --moves`
/// said "'play' needs an exercise name".
final class ExerciseFromFolderTests: XCTestCase {
    var course: FixtureCourse!
    var work: URL { course.root.appendingPathComponent("Work/counter", isDirectory: true) }
    var inside: URL { work.appendingPathComponent("Model", isDirectory: true) }

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try "// my work\n".write(to: work.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDown() { course.remove() }

    func run(_ arguments: [String], from folder: URL, terminal: TerminalInfo = .plain, input: [String] = []) -> RunResult {
        Harness.run(arguments, terminal: terminal, input: input, currentDirectory: folder, demos: [])
    }

    func testPlayTakesTheWorkingCopyItIsIn() throws {
        for folder in [work, inside] {
            XCTAssertEqual(run(["play", "--moves", "1 2"], from: folder).stderr, "error: \(PlayReport.noView("counter"))\n", "counter was found")
        }
        // With a View to play, it goes on to the terminal check, about counter, before any build.
        try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Exercises/counter/play"), withIntermediateDirectories: true)
        let found = run(["play"], from: inside)
        XCTAssertEqual(found.status, 64)
        XCTAssertTrue(found.stderr.hasPrefix("error: \(PlayReport.needsTerminal)"), found.stderr)
        XCTAssertTrue(found.stderr.contains(PlayReport.needsTerminalHint("counter")), found.stderr)

        let outside = run(["play", "--moves", "1 2"], from: course.root)
        XCTAssertEqual(outside.status, 64)
        XCTAssertEqual(outside.stderr, "error: 'play' needs an exercise: name it, or run it inside the exercise's working copy made by 'start'; "
            + "for example: memorize-course play counter (you have started counter), or cd Work/counter and run memorize-course play\n")
        XCTAssertEqual(run(["play", "a", "b"], from: work).status, 64, "still one exercise at most")
        XCTAssertTrue(run(["play", "--help"], from: work).stdout.contains("cd Work/assignment2 && memorize-course play"))
    }

    func testInstructionsTakeTheWorkingCopyItIsIn() {
        let named = run(["instructions", "counter"], from: course.root)
        XCTAssertEqual(named.status, 0, named.stderr)
        let found = run(["instructions"], from: inside)
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertEqual(found.stdout, named.stdout)
        XCTAssertTrue(run(["instructions"], from: course.root).stderr.hasPrefix("error: 'instructions' needs an exercise: name it"))
        XCTAssertTrue(run(["instructions", "--help"], from: work).stdout.contains("cd Work/assignment2 && memorize-course instructions"))
    }

    func testResetTakesTheWorkingCopyItIsInAndKeepsTheFolder() throws {
        let folderNumber = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: work.path)[.systemFileNumber] as? Int)
        let declined = run(["reset"], from: inside, terminal: Harness.interactiveTerminal(width: 200), input: ["n"])
        XCTAssertEqual(declined.stdout, "Replace Work/counter with the starter files? Your files are copied to a backup first. [y/N] Nothing changed.\n")
        let reset = run(["reset", "--yes"], from: inside)
        XCTAssertEqual(reset.status, 0, reset.stderr)
        XCTAssertTrue(reset.stdout.hasPrefix("Reset Work/counter to the starter."), reset.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work.path), ["Counter.swift"])
        XCTAssertEqual(try Data(contentsOf: work.appendingPathComponent("Counter.swift")),
                       try Data(contentsOf: course.root.appendingPathComponent("Exercises/counter/starter/Counter.swift")))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: work.path)[.systemFileNumber] as? Int, folderNumber,
                       "the same folder, emptied and filled: a shell standing in it sees the starter")

        XCTAssertTrue(run(["reset", "--yes"], from: course.root).stderr.hasPrefix("error: 'reset' needs an exercise: name it"))
        XCTAssertEqual(run(["reset", "--all", "counter"], from: course.root).status, 64, "--all names no exercise")
        XCTAssertTrue(run(["reset", "--help"], from: work).stdout.contains("cd Work/assignment2 && memorize-course reset"))
    }
}

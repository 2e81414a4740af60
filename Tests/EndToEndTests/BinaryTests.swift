import XCTest
import TestSupport

/// Runs the built `memorize-course` binary as a student would: real process, real pipes.
final class BinaryTests: XCTestCase {
    func testHelpAndVersion() throws {
        let help = try BuiltBinary.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: memorize-course COMMAND"))
        XCTAssertEqual(help.stderr, "")
        XCTAssertTrue(try BuiltBinary.run(["--version"]).stdout.hasPrefix("memorize-course "))
    }

    func testLessonFourPipedIsPlainText() throws {
        // In a copy: showing a lesson records it in the course's progress file.
        let course = try TemporaryCourse.copyOfRealLessons()
        defer { course.remove() }
        let result = try BuiltBinary.run(["lesson", "4"], currentDirectory: course.root)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Lesson 4 · "))
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no colour when piped")
        XCTAssertTrue(result.stdout.contains("memorize-course demo game-logic"))
    }

    func testFindsTheCourseFromASubdirectoryAndFromElsewhere() throws {
        let sub = try BuiltBinary.run(["lessons"], currentDirectory: Harness.repositoryRoot.appendingPathComponent("Lessons"))
        XCTAssertEqual(sub.status, 0, sub.stderr)
        // From outside the checkout, the binary finds the checkout it was built in.
        let outside = try BuiltBinary.run(["lessons"], currentDirectory: FileManager.default.temporaryDirectory)
        XCTAssertEqual(outside.status, 0, outside.stderr)
        let viaEnvironment = try BuiltBinary.run(["lessons"], currentDirectory: URL(fileURLWithPath: "/"),
                                                 environment: ["MEMORIZE_COURSE_ROOT": Harness.repositoryRoot.path])
        XCTAssertEqual(viaEnvironment.status, 0, viaEnvironment.stderr)
    }

    func testDemoSteppingRunsStraightThroughWhenPiped() throws {
        let course = try TemporaryCourse.copyOfRealLessons()   // a demo run is recorded in the course's progress file
        defer { course.remove() }
        let result = try BuiltBinary.run(["demo", "fast-food", "--step"], currentDirectory: course.root, input: "q\n")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Demo fast-food · "))
        XCTAssertFalse(result.stdout.contains("Stopped."), "input that is not a terminal is never read")
        XCTAssertTrue(result.stdout.contains("Done: fast-food."))
    }

    func testABrokenLessonBreaksOnlyItselfAndValidateListsIt() throws {
        let course = try TemporaryCourse(lessons: [
            "04-good": TemporaryCourse.lessonText(number: 4, title: "Good", demos: ["enums"]),
            "09-persistence": TemporaryCourse.lessonText(number: 9, title: "Persistence", body: "## Saving\n\n```swift\nlet x = 1\n"),
        ])
        defer { course.remove() }
        let message = "Lessons/09-persistence/lesson.md:10: the code block opened here is never closed with ```"
        let broken = try BuiltBinary.run(["--course", course.root.path, "lesson", "9"])
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "error: \(message)\n")
        let good = try BuiltBinary.run(["--course", course.root.path, "lesson", "4"])
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertTrue(good.stdout.contains("memorize-course demo enums"))
        let listing = try BuiltBinary.run(["--course", course.root.path, "lessons"])
        XCTAssertEqual(listing.status, 0, listing.stderr)
        XCTAssertTrue(listing.stdout.contains(" 9  Persistence  (broken)\n"), listing.stdout)
        let validation = try BuiltBinary.run(["--course", course.root.path, "validate", "--lessons"])
        XCTAssertEqual(validation.status, 1)
        XCTAssertTrue(validation.stdout.contains("  ✘ Lessons/09-persistence/lesson.md: 1 problem\n      \(message)\n"), validation.stdout)
    }

    func testBadInputExitCodesAndOneLineErrors() throws {
        let cases: [([String], Int32, String)] = [
            (["lesson", "99"], 64, "error: no lesson 99; lessons are 1–8"),
            (["lesson", "four"], 64, "error: 'four' is not a lesson number; lessons are 1–8"),
            (["lesson"], 64, "error: 'lesson' needs a lesson number"),
            (["demo", "nope"], 64, "error: no demo 'nope'; demos are enums, "),
            (["frobnicate"], 64, "error: unknown command 'frobnicate'"),
            (["lesson", "4", "--loud"], 64, "error: unknown option '--loud' for 'lesson'"),
            (["--course", "/nonexistent", "lessons"], 2, "error: --course points to /nonexistent"),
        ]
        for (arguments, status, prefix) in cases {
            let result = try BuiltBinary.run(arguments)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertTrue(result.stderr.hasPrefix(prefix), "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "\(arguments): one line")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
    }

    func testNextAfterALessonAndADemoPointsToTheRestOfTheCourse() throws {
        let course = try TemporaryCourse.copyOfRealLessons()
        defer { course.remove() }
        let environment = ["MEMORIZE_COURSE_SCRATCH": course.root.appendingPathComponent(".scratch").path]
        let fresh = try BuiltBinary.run(["next"], currentDirectory: course.root, environment: environment)
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        XCTAssertTrue(fresh.stdout.hasPrefix("Lessons read 0/8 · demos run 0/20 · quizzes taken 0/8\n"), fresh.stdout)
        XCTAssertTrue(fresh.stdout.hasSuffix("\nNext: memorize-course lesson 1\n"), fresh.stdout)
        for lesson in 1...4 {
            XCTAssertEqual(try BuiltBinary.run(["lesson", "\(lesson)"], currentDirectory: course.root, environment: environment).status, 0)
        }
        XCTAssertEqual(try BuiltBinary.run(["lesson", "4"], currentDirectory: course.root, environment: environment).status, 0, "a kept page")
        let piped = try BuiltBinary.run(["next"], currentDirectory: course.root, environment: environment)
        XCTAssertTrue(piped.stdout.hasSuffix("\nNext: memorize-course lesson 1\n"), "lessons piped are not read: \(piped.stdout)")
        // As if read on a terminal (a pipe is what this test has).
        try #"{"format": 1, "exercises": {}, "lessonsShown": [1, 2, 3, 4]}"#
            .write(to: course.root.appendingPathComponent(".memorize-progress.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try BuiltBinary.run(["demo", "enums"], currentDirectory: course.root, environment: environment).status, 0)
        let result = try BuiltBinary.run(["next"], currentDirectory: course.root, environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no colour when piped")
        XCTAssertTrue(result.stdout.contains("\n   4  Memorize game logic"), result.stdout)
        XCTAssertTrue(result.stdout.contains("read    1 of 8    not taken\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("\nNext: memorize-course quiz 1\n"), result.stdout)
        XCTAssertLessThanOrEqual(result.stdout.split(separator: "\n").map(\.count).max() ?? 0, 80)
    }
}

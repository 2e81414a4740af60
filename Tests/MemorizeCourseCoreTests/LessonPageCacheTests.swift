import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// `lesson N` keeps the page it showed in the scratch folder and shows it again while nothing
/// it was made from changed: a kept page must never be shown for a changed lesson, terminal or
/// exercise list.
final class LessonPageCacheTests: XCTestCase {
    var course: TemporaryCourse!

    override func setUpWithError() throws {
        course = try TemporaryCourse(lessons: ["04-logic": TemporaryCourse.lessonText(number: 4, title: "Logic", demos: ["alpha"],
                                                                                        body: "## Notes\n\nThe first text.")])
    }

    override func tearDownWithError() throws { course.remove() }

    var keptPage: URL { course.root.appendingPathComponent(".scratch/pages/lesson-4.txt") }

    func show(width: Int = 80) -> RunResult {
        Harness.run(["lesson", "4"], terminal: TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: width, usesColor: false),
                    currentDirectory: course.root, demos: CommandFixture.demos, keepsLessonPages: true)
    }

    /// Marks the kept page, keeping its name line, so a run that shows it can be told apart.
    func markKeptPage() throws {
        let text = try String(contentsOf: keptPage, encoding: .utf8)
        let key = text.prefix { $0 != "\n" }
        try (key + "\nA KEPT PAGE\n").write(to: keptPage, atomically: true, encoding: .utf8)
    }

    func testASecondOpenShowsTheKeptPage() throws {
        let first = show()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("The first text."))
        XCTAssertTrue(FileManager.default.fileExists(atPath: keptPage.path), "the page is kept in the scratch folder")
        XCTAssertEqual(show().stdout, first.stdout, "the kept page is the page")
        try markKeptPage()
        XCTAssertEqual(show().stdout, "A KEPT PAGE\n", "a second open reads the kept page")
    }

    func testAChangedLessonIsLaidOutAfresh() throws {
        _ = show()
        try markKeptPage()
        let file = course.root.appendingPathComponent("Lessons/04-logic/lesson.md")
        try TemporaryCourse.lessonText(number: 4, title: "Logic", demos: ["alpha"], body: "## Notes\n\nThe second text.")
            .write(to: file, atomically: true, encoding: .utf8)
        let changed = show()
        XCTAssertTrue(changed.stdout.contains("The second text."), changed.stdout)
        XCTAssertFalse(changed.stdout.contains("A KEPT PAGE"))
    }

    func testAnotherWidthIsLaidOutAfresh() throws {
        _ = show()
        try markKeptPage()
        XCTAssertTrue(show(width: 50).stdout.contains("The first text."))
    }

    func testAChangedExerciseManifestOrAnotherLessonFileChangesThePagesName() throws {
        let root = CourseRoot(url: course.root)
        func key() -> String? { LessonPageCache.key(lesson: 4, course: root, terminal: .plain) }
        let before = key()
        XCTAssertNotNil(before)
        XCTAssertEqual(key(), before)
        let manifest = course.root.appendingPathComponent("Exercises/tally/exercise.json")
        try FileManager.default.createDirectory(at: manifest.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: manifest)
        let added = key()
        XCTAssertNotEqual(added, before, "an exercise more may add a Practise line")
        try Data("{\"lessons\": [4]}".utf8).write(to: manifest)
        let edited = key()
        XCTAssertNotEqual(edited, added, "an edited manifest may change its Practise line")
        // Another folder's file may declare itself lesson 4 (and make it an error), and a quiz adds a line.
        try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Lessons/09-other"), withIntermediateDirectories: true)
        try course.write(TemporaryCourse.lessonText(number: 4, title: "Again"), to: "lesson.md", inLesson: "09-other")
        let another = key()
        XCTAssertNotEqual(another, edited)
        try course.write("{}", to: "quiz.json", inLesson: "04-logic")
        XCTAssertNotEqual(key(), another)
    }

    func testABrokenKeptPageIsLaidOutAgain() throws {
        let first = show()
        try "not a page".write(to: keptPage, atomically: true, encoding: .utf8)
        XCTAssertEqual(show().stdout, first.stdout)
    }

    func testContextsThatDoNotKeepPagesWriteNothing() {
        let result = Harness.run(["lesson", "4"], currentDirectory: course.root, demos: CommandFixture.demos)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.root.appendingPathComponent(".scratch").path))
    }
}

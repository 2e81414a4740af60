import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore

/// An exercise's optional `lessons`: read from the manifest, shown by `lesson N`, `lessons`
/// and `exercises` (which lists exercises in lesson order), and used by the shipped course.
final class ExerciseLessonsTests: XCTestCase {
    var course: TemporaryCourse!

    override func setUpWithError() throws {
        course = try TemporaryCourse(lessons: [
            "04-logic": TemporaryCourse.lessonText(number: 4, title: "Game logic"),
            "05-more": TemporaryCourse.lessonText(number: 5, title: "More"),
            "06-grid": TemporaryCourse.lessonText(number: 6, title: "Grid"),
        ])
        // Folder names sort against lesson order, so the listing must reorder them.
        try addExercise("a-grid", title: "Grid sizes", lessons: "[6]")
        try addExercise("b-both", title: "Both lessons", lessons: "[5, 4]")
        try addExercise("c-none", title: "No lesson", lessons: nil)
        try addExercise("d-logic", title: "Logic", lessons: "[4]")
    }

    override func tearDown() { course.remove() }

    func addExercise(_ id: String, title: String, lessons: String?) throws {
        let folder = course.root.appendingPathComponent("Exercises/\(id)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let field = lessons.map { #""lessons": \#($0), "# } ?? ""
        let json = #"{"format": 1, "id": "\#(id)", "title": "\#(title)", \#(field)"requirements": [{"id": "task-1", "title": "T", "points": 1, "checks": ["A"]}]}"#
        try json.write(to: folder.appendingPathComponent("exercise.json"), atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String]) -> RunResult {
        Harness.run(arguments, currentDirectory: course.root, demos: [])
    }

    func testManifestLessonsAreOptionalAndMustBeLessonNumbers() throws {
        func load(_ lessons: String) throws -> ExerciseManifest {
            let json = #"{"format": 1, "id": "x", "title": "X", "lessons": \#(lessons), "requirements": [{"id": "t", "title": "T", "points": 1, "checks": ["A"]}]}"#
            return try ExerciseManifest.load(Data(json.utf8), displayPath: "Exercises/x/exercise.json", folderName: "x")
        }
        XCTAssertEqual(try load("[4, 5]").lessons, [4, 5])
        for bad in ["[]", "[0]", "[4, -1]"] {
            XCTAssertThrowsError(try load(bad), bad) { error in
                XCTAssertEqual((error as? ToolError)?.message,
                               "Exercises/x/exercise.json: \"lessons\" must list lesson numbers of 1 or more, e.g. [4, 5] (or leave it out)")
            }
        }
        XCTAssertThrowsError(try load(#""4""#)) { error in
            XCTAssertTrue((error as? ToolError)?.message.contains("lessons has the wrong type") == true, "\(error)")
        }
    }

    func testExercisesAreListedInLessonOrderWithTheirLessons() {
        let result = run(["exercises"])
        XCTAssertEqual(result.status, 0)
        let titles = result.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        XCTAssertEqual(titles, ["d-logic  Logic (lesson 4)", "b-both  Both lessons (lessons 4–5)", "a-grid  Grid sizes (lesson 6)", "c-none  No lesson"])
    }

    func testALessonPageEndsByPointingToItsExercises() {
        let page = run(["lesson", "4", "--no-pager"]).stdout
        XCTAssertTrue(page.hasSuffix("\nPractise: memorize-course start d-logic  Logic\nPractise: memorize-course start b-both  Both lessons\n"), page)
        XCTAssertTrue(run(["lesson", "5", "--no-pager"]).stdout.hasSuffix("\nPractise: memorize-course start b-both  Both lessons\n"))
    }

    func testANarrowPagePutsEveryTitleOnALineOfItsOwn() {
        let terminal = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: 40, usesColor: false)
        let page = Harness.run(["lesson", "4", "--no-pager"], terminal: terminal, currentDirectory: course.root, demos: []).stdout
        XCTAssertTrue(page.hasSuffix("\nPractise: memorize-course start d-logic\n          Logic\nPractise: memorize-course start b-both\n          Both lessons\n"), page)
    }

    func testLessonsListsEachLessonsExercises() {
        let listing = run(["lessons"]).stdout
        XCTAssertTrue(listing.contains(" 4  Game logic\n    Summary of lesson 4.\n    exercises: d-logic b-both\n"), listing)
        XCTAssertTrue(listing.contains(" 6  Grid\n    Summary of lesson 6.\n    exercises: a-grid\n"), listing)
        XCTAssertTrue(listing.hasSuffix("Practise:       memorize-course start ID\nAll exercises:  memorize-course exercises\n"), listing)
        // The footer fits an 80-column terminal.
        let footer = listing.components(separatedBy: "\n\n").last!
        for line in footer.split(separator: "\n") { XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), 80, String(line)) }
    }

    func testADamagedExerciseManifestHidesOnlyThatExercise() throws {
        try "{".write(to: course.root.appendingPathComponent("Exercises/d-logic/exercise.json"), atomically: true, encoding: .utf8)
        let page = run(["lesson", "4", "--no-pager"])
        XCTAssertEqual(page.status, 0)
        XCTAssertTrue(page.stdout.hasSuffix("\nPractise: memorize-course start b-both  Both lessons\n"), page.stdout)
        let listing = run(["lessons"])
        XCTAssertEqual(listing.status, 0)
        XCTAssertTrue(listing.stdout.contains(" 4  Game logic\n    Summary of lesson 4.\n    exercises: b-both\n"), listing.stdout)
    }

    /// The shipped course: lessons 4 to 8 each point to an exercise of their own, and every
    /// lesson an exercise names exists.
    func testEveryLessonFourToEightHasAnExercise() throws {
        let root = CourseRoot(url: Harness.repositoryRoot)
        let exercises = try ExerciseCatalog.load(from: root)
        let lessons = try LessonCatalog.load(from: root, knownDemoIDs: Set(DemoCatalog.all.map(\.id)))
        let expected = [4: "fast-food", 5: "one-and-only", 6: "aspect-grid", 7: "card-flip", 8: "bonus-time"]
        for (number, id) in expected {
            XCTAssertTrue(exercises.exercises(forLesson: number).map(\.id).contains(id), "lesson \(number) lists \(id)")
            let page = Harness.run(["lesson", "\(number)", "--no-pager"], demos: DemoCatalog.all).stdout
            XCTAssertTrue(page.contains("Practise: memorize-course start \(id)"), "lesson \(number)'s page points to \(id)")
        }
        for exercise in exercises.exercises {
            for number in exercise.lessons {
                XCTAssertNotNil(lessons.lesson(number), "\(exercise.id) names lesson \(number), which exists")
            }
        }
        XCTAssertEqual(exercises.inLessonOrder.map(\.id), ["assignment2", "fast-food", "one-and-only", "aspect-grid", "card-flip", "bonus-time"])
    }
}

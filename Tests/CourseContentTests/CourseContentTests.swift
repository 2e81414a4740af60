import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The real Lessons/ folder and demo catalogue, as shipped.
final class CourseContentTests: XCTestCase {
    static let lesson4Demos = ["enums", "fast-food", "case-iterable", "optionals", "array-identifiable", "one-and-only", "mvvm", "game-logic"]

    func catalog() throws -> LessonCatalog {
        try LessonCatalog.load(from: CourseRoot(url: Harness.repositoryRoot), knownDemoIDs: Set(DemoCatalog.all.map(\.id)))
    }

    /// Issue 24: `hint ID task-N` and the scorecard find hints by task, so every shipped hint names one that exists.
    func testEveryHintOfEveryExerciseIsTiedToARealTask() throws {
        let catalog = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot))
        XCTAssertEqual(catalog.exercises.count, 6)
        for exercise in catalog.exercises {
            let text = try String(contentsOf: exercise.instructions, encoding: .utf8)
            let lint = HintsLint.check(text, blocks: try MarkdownParser.parse(text), requirements: exercise.manifest.requirements.map(\.id))
            XCTAssertGreaterThan(lint.count, 0, exercise.id)
            XCTAssertEqual(lint.warnings, [], exercise.id)
        }
    }

    func testEveryLessonOneToEightIsListed() throws {
        let catalog = try catalog()
        XCTAssertEqual(catalog.lessons.map(\.number), Array(1...8))
        for lesson in catalog.lessons {
            XCTAssertFalse(lesson.summary.isEmpty, "lesson \(lesson.number) has a summary")
            XCTAssertFalse(try lesson.notes().isEmpty, "lesson \(lesson.number) has notes that parse")
        }
    }

    func testLessonFourHasExactlyItsDemosInOrder() throws {
        XCTAssertEqual(try catalog().lesson(4)?.demoIDs, Self.lesson4Demos)
    }

    func testEveryDemoBelongsToTheLessonThatListsIt() throws {
        let catalog = try catalog()
        for demo in DemoCatalog.all {
            XCTAssertEqual(catalog.lessons.filter { $0.demoIDs.contains(demo.id) }.map(\.number), [demo.lesson],
                           "demo \(demo.id) is listed by its own lesson only")
        }
        XCTAssertEqual(Set(DemoCatalog.all.map(\.id)).count, DemoCatalog.all.count, "demo ids are unique")
        // The catalogue's order is the order `demo` suggests as "Next:"; it must follow the lesson pages.
        XCTAssertEqual(DemoCatalog.all.map(\.id), catalog.lessons.flatMap(\.demoIDs), "the catalogue lists demos in lesson-page order")
    }

    func testLessonFourCoversTheLecturesTopics() throws {
        let page = Harness.run(["lesson", "4"], demos: DemoCatalog.all)
        XCTAssertEqual(page.status, 0, page.stderr)
        for topic in ["FastFoodMenuItem", "hamburger", "fries", "drink", "cookie", "break", "default", "CaseIterable", "allCases",
                      "Optional", "nil", "if let", "??", "?.", "Equatable", "firstIndex(matching", "oneAndOnly",
                      "isIncludedInSpecialOrder", "calories", "choose", "@Observable", "Assignment II", "score"] {
            XCTAssertTrue(page.stdout.contains(topic), "lesson 4 notes mention \(topic)")
        }
        for id in Self.lesson4Demos {
            XCTAssertTrue(page.stdout.contains("memorize-course demo \(id)"), "lesson 4 lists demo \(id)")
        }
    }

    func testEveryLessonRendersAtAnyWidth() throws {
        for width in [40, 80, 200] {
            for lesson in try catalog().lessons {
                let terminal = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: width, usesColor: false)
                let result = Harness.run(["lesson", "\(lesson.number)"], terminal: terminal, demos: DemoCatalog.all)
                XCTAssertEqual(result.status, 0, "lesson \(lesson.number) at width \(width): \(result.stderr)")
            }
        }
    }

    func testEveryLessonPageListsItsDemosAndEveryDemoIsListed() throws {
        let listing = Harness.run(["lessons"], demos: DemoCatalog.all).stdout
        for lesson in try catalog().lessons {
            let page = Harness.run(["lesson", "\(lesson.number)"], demos: DemoCatalog.all).stdout
            for id in lesson.demoIDs {
                XCTAssertTrue(page.contains("memorize-course demo \(id)"), "lesson \(lesson.number)'s page lists \(id)")
            }
        }
        for demo in DemoCatalog.all {
            XCTAssertTrue(listing.contains(demo.id), "`lessons` shows \(demo.id)")
        }
    }

    func testEveryDemoRunsPipedAndStepped() {
        for demo in DemoCatalog.all {
            for arguments in [["demo", demo.id], ["demo", demo.id, "--step"]] {
                let result = Harness.run(arguments, demos: DemoCatalog.all)
                XCTAssertEqual(result.status, 0, "\(arguments)")
                XCTAssertTrue(result.stdout.contains("Done: \(demo.id)."), "\(arguments) runs to the end")
            }
        }
    }

    /// Lessons/FIDELITY.md maps every topic of the seeds' lectures 4–8 to the section that
    /// covers it: each reference must name a heading that exists, and nothing is MISSING.
    /// The check is the product's own (`validate --lessons` runs it).
    func testFidelityChecklistPointsAtRealSections() throws {
        let text = try String(contentsOf: Harness.repositoryRoot.appendingPathComponent("Lessons/FIDELITY.md"), encoding: .utf8)
        let result = FidelityChecklist.check(text, headings: FidelityChecklist.headings(of: try catalog()))
        XCTAssertEqual(result.problems.map(\.description), [])
        XCTAssertGreaterThan(result.references, 30, "the checklist covers the lectures' topics")
    }

    /// What an instructor runs after editing: every shipped lesson file passes every check.
    func testValidateLessonsPassesOnTheShippedCourse() throws {
        let result = Harness.run(["validate", "--lessons"], demos: DemoCatalog.all)
        XCTAssertEqual(result.status, 0, result.stdout)
        let quizzes = try catalog().lessons.filter { $0.quizFile != nil }.count
        XCTAssertGreaterThan(quizzes, 0)
        XCTAssertEqual(result.stdout.components(separatedBy: "  ✔ ").count - 1, 8 + quizzes + 1,
                       "8 lessons, their quizzes and FIDELITY.md: \(result.stdout)")
    }

    func testLessonFourStepRunsAllEightDemosWhenPiped() {
        let result = Harness.run(["lesson", "4", "--step"], demos: DemoCatalog.all)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.input.reads, 0)
        for id in Self.lesson4Demos { XCTAssertTrue(result.stdout.contains("Demo \(id) · "), "runs \(id)") }
    }
}

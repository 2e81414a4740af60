import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore

/// The real Lessons/ folder and demo catalogue, as shipped.
final class CourseContentTests: XCTestCase {
    static let lesson4Demos = ["enums", "fast-food", "case-iterable", "optionals", "array-identifiable", "one-and-only", "mvvm", "game-logic"]

    func catalog() throws -> LessonCatalog {
        try LessonCatalog.load(from: CourseRoot(url: Harness.repositoryRoot), knownDemoIDs: Set(DemoCatalog.all.map(\.id)))
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

    func testLessonFourStepRunsAllEightDemosWhenPiped() {
        let result = Harness.run(["lesson", "4", "--step"], demos: DemoCatalog.all)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.input.reads, 0)
        for id in Self.lesson4Demos { XCTAssertTrue(result.stdout.contains("Demo \(id) · "), "runs \(id)") }
    }
}

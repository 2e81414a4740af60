import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeSupport
import MemorizeDemos

/// `lesson N` reads only the lesson files that decide lesson N (issue 23), and still answers
/// as the whole catalogue would: the lesson, its file's problem, or a twin declaring N too.
final class DecidingLessonTests: XCTestCase {
    func peek(_ text: String) -> Int? { LessonCatalog.declaredNumber(peekingAt: Data(text.utf8)) }

    func testPeekingReadsTheNumberTheFrontMatterDeclares() {
        XCTAssertEqual(peek(TemporaryCourse.lessonText(number: 7, title: "Seven")), 7)
        XCTAssertEqual(peek("---\r\nlesson: 3\r\n---\r\n"), 3, "CRLF lines")
        XCTAssertEqual(peek("---\nlesson: 3\nlesson: 5\n---\n"), 3, "the first of two, as read does")
        XCTAssertEqual(peek("---\ntitle: x\nlesson: 2\n---\nlesson: 9\n"), 2, "the body is not front matter")
        XCTAssertNil(peek("## No front matter\nlesson: 2\n"))
        XCTAssertNil(peek("---\nlesson: 2\n"), "an unclosed front matter declares nothing")
        XCTAssertNil(peek("---\nlesson: zero\n---\n"))
    }

    func testOnlyTheFilesNumberedNAreRead() throws {
        let course = try TemporaryCourse(lessons: [
            "01-one": TemporaryCourse.lessonText(number: 1, title: "One"),
            "02-two": TemporaryCourse.lessonText(number: 2, title: "Two"),
            "03-broken": "not a lesson",
            "07-renumbered": TemporaryCourse.lessonText(number: 2, title: "Twin"),
        ])
        defer { course.remove() }
        let root = CourseRoot(url: course.root)
        let one = try LessonCatalog.load(from: root, knownDemoIDs: [], deciding: 1)
        XCTAssertEqual(one.files.map(\.folder), ["01-one"])
        XCTAssertEqual(one.lesson(1)?.title, "One")
        // The twin is read for lesson 2 although its folder says 7: both are broken, as in the whole catalogue.
        let whole = try LessonCatalog.load(from: root, knownDemoIDs: [])
        let two = try LessonCatalog.load(from: root, knownDemoIDs: [], deciding: 2)
        XCTAssertEqual(two.files.map(\.folder), ["02-two", "07-renumbered"])
        XCTAssertNil(two.lesson(2))
        XCTAssertEqual(two.brokenFile(2)?.summaryOfProblems, whole.brokenFile(2)?.summaryOfProblems)
        let three = try LessonCatalog.load(from: root, knownDemoIDs: [], deciding: 3)
        XCTAssertEqual(three.brokenFile(3)?.summaryOfProblems, whole.brokenFile(3)?.summaryOfProblems)
        XCTAssertTrue(try LessonCatalog.load(from: root, knownDemoIDs: [], deciding: 9).files.isEmpty)
    }

    func testEveryRealLessonDecidesAsTheWholeCatalogue() throws {
        let root = CourseRoot(url: Harness.repositoryRoot)
        let ids = Set(DemoCatalog.all.map(\.id))
        let whole = try LessonCatalog.load(from: root, knownDemoIDs: ids)
        for number in 0...10 {
            let deciding = try LessonCatalog.load(from: root, knownDemoIDs: ids, deciding: number)
            XCTAssertEqual(deciding.lesson(number), whole.lesson(number), "lesson \(number)")
            XCTAssertEqual(deciding.brokenFile(number)?.displayPath, whole.brokenFile(number)?.displayPath, "lesson \(number)")
        }
    }

    /// Another folder's file is peeked at in its first 4 KB: a front matter longer than that,
    /// or a line cut at the edge, must not hide the number it declares.
    func testAFrontMatterPastTheFirstFourKilobytesStillDecides() throws {
        let padding = (0..<200).map { "summary\($0): " + String(repeating: "x", count: 20) }.joined(separator: "\n")
        let late = "---\nformat: 1\n\(padding)\nlesson: 2\ntitle: Late\nsummary: s\ndemos: []\n---\n\n## Notes\n"
        XCTAssertGreaterThan(late.utf8.count, 4096)
        let course = try TemporaryCourse(lessons: ["02-two": TemporaryCourse.lessonText(number: 2, title: "Two"), "08-late": late])
        defer { course.remove() }
        let two = try LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: [], deciding: 2)
        XCTAssertEqual(two.files.map(\.folder), ["02-two", "08-late"], "the twin declaring 2 past 4 KB is read")
        XCTAssertEqual(LessonCatalog.frontMatterNumber(Data("---\nlesson: 2\n".utf8)).decided, false)
        XCTAssertEqual(LessonCatalog.frontMatterNumber(Data("---\nlesson: 2\n---\n".utf8)).number, 2)
    }
}

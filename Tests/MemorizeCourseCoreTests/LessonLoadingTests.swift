import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

final class LessonParserTests: XCTestCase {
    let file = URL(fileURLWithPath: "/course/Lessons/04-x/lesson.md")

    func parse(_ text: String) throws -> Lesson {
        try LessonParser.parse(text, file: file, displayPath: "Lessons/04-x/lesson.md")
    }

    func assertProblem(_ text: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), line: line) { error in
            XCTAssertEqual((error as? LessonFileError)?.description, expected, line: line)
        }
    }

    func testReadsFrontMatterAndBody() throws {
        let lesson = try parse(TemporaryCourse.lessonText(number: 4, title: "Game logic", demos: ["enums", "mvvm"]))
        XCTAssertEqual(lesson.number, 4)
        XCTAssertEqual(lesson.title, "Game logic")
        XCTAssertEqual(lesson.summary, "Summary of lesson 4.")
        XCTAssertEqual(lesson.demoIDs, ["enums", "mvvm"])
        XCTAssertEqual(try lesson.notes().first, .heading(level: 2, text: [InlineSpan("Notes")]))
    }

    func testEmptyDemoListIsAllowed() throws {
        XCTAssertEqual(try parse(TemporaryCourse.lessonText(number: 1, title: "Intro")).demoIDs, [])
    }

    func testProblemsNameFileAndLine() {
        assertProblem("# no front matter", "Lessons/04-x/lesson.md:1: does not start with front matter (a line '---', then 'key: value' lines, then '---')")
        assertProblem("---\nformat: 2\nlesson: 4\ntitle: T\nsummary: S\ndemos:\n---\n",
                      "Lessons/04-x/lesson.md:2: format 2 is not supported (this tool reads format 1); update memorize-course")
        assertProblem("---\nformat: 1\nlesson: 4\ntitle: T\nsummary: S\n---\n", "Lessons/04-x/lesson.md: front matter has no 'demos:' line")
        assertProblem("---\nformat: 1\ncolour: red\n---\n",
                      "Lessons/04-x/lesson.md:3: unknown front matter key 'colour' (known: format, lesson, title, summary, demos)")
        assertProblem("---\nformat: 1\nlesson: four\ntitle: T\nsummary: S\ndemos:\n---\n",
                      "Lessons/04-x/lesson.md:3: lesson must be a positive whole number, got 'four'")
        assertProblem("---\nformat: 1\n", "Lessons/04-x/lesson.md:1: front matter opened here is not closed by a '---' line")
    }

    func testReadingCollectsEveryFrontMatterProblem() {
        let reading = LessonParser.read("---\nformat: one\nlesson: 0\ncolour: red\ntitle:\ntitle: T\nno colon\n---\n## Body\n",
                                        file: file, displayPath: "Lessons/04-x/lesson.md")
        XCTAssertEqual(reading.lesson?.bodyStartLine, 9, "the notes can still be checked")
        XCTAssertNil(reading.number)
        XCTAssertEqual(reading.problems.map(\.description), [
            "Lessons/04-x/lesson.md:4: unknown front matter key 'colour' (known: format, lesson, title, summary, demos)",
            "Lessons/04-x/lesson.md:6: front matter key 'title' appears twice (first on line 5)",
            "Lessons/04-x/lesson.md:7: front matter line is not 'key: value': no colon",
            "Lessons/04-x/lesson.md: front matter has no 'summary:' line",
            "Lessons/04-x/lesson.md: front matter has no 'demos:' line",
            "Lessons/04-x/lesson.md:2: format must be a whole number, got 'one'",
            "Lessons/04-x/lesson.md:3: lesson must be a positive whole number, got '0'",
            "Lessons/04-x/lesson.md:5: title is empty",
        ])
    }

    func testANumberIsKeptWhenTheRestOfTheFrontMatterIsWrong() {
        let reading = LessonParser.read("---\nformat: 1\nlesson: 9\ntitle: T\n---\n", file: file, displayPath: "Lessons/09-x/lesson.md")
        XCTAssertEqual(reading.number, 9, "so `lesson 9` can say why lesson 9 is broken")
        XCTAssertEqual(reading.problems.count, 2)
    }

    func testBrokenNotesNameTheFileAndTheLineWhenShown() throws {
        let lesson = try parse("---\nformat: 1\nlesson: 4\ntitle: T\nsummary: S\ndemos:\n---\n\ntext\n```swift\nlet x = 1\n")
        XCTAssertThrowsError(try lesson.notes()) { error in
            XCTAssertEqual((error as? LessonFileError)?.description, "Lessons/04-x/lesson.md:10: the code block opened here is never closed with ```")
        }
    }
}

final class LessonCatalogTests: XCTestCase {
    func testDiscoversLessonFoldersInNumberOrder() throws {
        let course = try TemporaryCourse(lessons: [
            "05-later": TemporaryCourse.lessonText(number: 5, title: "Later"),
            "01-first": TemporaryCourse.lessonText(number: 1, title: "First"),
            "02-second": TemporaryCourse.lessonText(number: 2, title: "Second", demos: ["enums"]),
        ])
        defer { course.remove() }
        let catalog = try LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: ["enums"])
        XCTAssertEqual(catalog.lessons.map(\.number), [1, 2, 5])
        XCTAssertEqual(catalog.numberRanges, "1–2, 5")
        XCTAssertEqual(catalog.lesson(2)?.title, "Second")
        XCTAssertNil(catalog.lesson(3))
    }

    func testUnknownDemoMakesOnlyItsOwnFileBrokenWithTheDemosLine() throws {
        let course = try TemporaryCourse(lessons: [
            "04-x": TemporaryCourse.lessonText(number: 4, title: "X", demos: ["enums", "nope", "enusm"]),
            "05-y": TemporaryCourse.lessonText(number: 5, title: "Y", demos: ["enums"]),
        ])
        defer { course.remove() }
        let catalog = try LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: ["enums"])
        XCTAssertEqual(catalog.lessons.map(\.number), [5])
        XCTAssertNil(catalog.lesson(4))
        XCTAssertEqual(catalog.brokenFile(4)?.problems.map(\.description), [
            "Lessons/04-x/lesson.md:6: demo 'nope' does not exist in this version of memorize-course; "
                + "remove it from 'demos:' (a new demo needs Swift code in the tool first)",
            "Lessons/04-x/lesson.md:6: demo 'enusm' does not exist in this version of memorize-course; did you mean 'enums'?",
        ])
        XCTAssertEqual(catalog.numberRanges, "5", "a broken lesson is not offered as readable")
    }

    func testADuplicateNumberIsAnErrorInBothFiles() throws {
        let twins = try TemporaryCourse(lessons: [
            "04-a": TemporaryCourse.lessonText(number: 4, title: "A"),
            "04-b": TemporaryCourse.lessonText(number: 4, title: "B"),
            "05-c": TemporaryCourse.lessonText(number: 5, title: "C"),
        ])
        defer { twins.remove() }
        let catalog = try LessonCatalog.load(from: CourseRoot(url: twins.root), knownDemoIDs: [])
        XCTAssertEqual(catalog.lessons.map(\.title), ["C"])
        XCTAssertEqual(catalog.broken.map(\.summaryOfProblems), [
            "Lessons/04-a/lesson.md:3: lesson 4 is also declared by Lessons/04-b/lesson.md; give each lesson its own number",
            "Lessons/04-b/lesson.md:3: lesson 4 is also declared by Lessons/04-a/lesson.md; give each lesson its own number",
        ])
    }

    func testUnreadableFileIsNamedAndNumberedByItsFolder() throws {
        let course = try TemporaryCourse(lessons: ["03-bad": "placeholder", "01-good": TemporaryCourse.lessonText(number: 1, title: "Good")])
        defer { course.remove() }
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: course.root.appendingPathComponent("Lessons/03-bad/lesson.md"))
        let catalog = try LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: [])
        XCTAssertEqual(catalog.lessons.map(\.number), [1])
        XCTAssertEqual(catalog.brokenFile(3)?.summaryOfProblems, "Lessons/03-bad/lesson.md: is not UTF-8 text (save it as UTF-8)")
    }

    func testNoLessonFilesAtAllIsAToolError() throws {
        let empty = try TemporaryCourse(lessons: [:])
        defer { empty.remove() }
        XCTAssertThrowsError(try LessonCatalog.load(from: CourseRoot(url: empty.root), knownDemoIDs: [])) { error in
            XCTAssertTrue((error as? ToolError)?.message.hasPrefix("no lessons in ") == true)
        }
    }
}

final class CourseLocatorTests: XCTestCase {
    func context(cwd: URL, environment: [String: String] = [:], executable: URL? = nil, coursePath: String? = nil) -> CommandContext {
        var context = CommandContext(stdout: CapturedText(), stderr: CapturedText(), stdin: ScriptedInput(), environment: environment,
                                     currentDirectory: cwd, executableURL: executable, terminal: .plain, demos: [])
        context.coursePath = coursePath
        return context
    }

    func testFindsTheCourseFromANestedDirectory() throws {
        let course = try TemporaryCourse(lessons: ["01-a": TemporaryCourse.lessonText(number: 1, title: "A")])
        defer { course.remove() }
        let nested = course.root.appendingPathComponent("Lessons/01-a")
        XCTAssertEqual(try CourseLocator().locate(explicitPath: nil, context: context(cwd: nested)).url.path, course.root.standardizedFileURL.path)
    }

    func testExplicitPathThenEnvironmentWin() throws {
        let course = try TemporaryCourse(lessons: [:])
        defer { course.remove() }
        let elsewhere = URL(fileURLWithPath: "/")
        XCTAssertEqual(try context(cwd: elsewhere, environment: ["MEMORIZE_COURSE_ROOT": course.root.path]).courseRoot().url.path,
                       course.root.standardizedFileURL.path)
        XCTAssertThrowsError(try context(cwd: elsewhere, environment: ["MEMORIZE_COURSE_ROOT": course.root.path], coursePath: "/nowhere").courseRoot()) { error in
            XCTAssertEqual((error as? ToolError)?.message,
                           "--course points to /nowhere, which has no Exercises/ folder; give the path of the memorize-course checkout")
        }
    }

    /// A grading bundle's course has exercises and no lessons (zippers drop an empty Lessons/):
    /// named explicitly it is a course; found by searching upward it is not, so that a stray
    /// Exercises/ folder elsewhere is never taken for the course.
    func testAnExplicitCourseNeedsOnlyExercises() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundle) }
        let elsewhere = URL(fileURLWithPath: "/")
        XCTAssertEqual(try context(cwd: elsewhere, coursePath: bundle.path).courseRoot().url.path, bundle.path)
        XCTAssertEqual(try context(cwd: elsewhere, environment: ["MEMORIZE_COURSE_ROOT": bundle.path]).courseRoot().url.path, bundle.path)
        XCTAssertThrowsError(try context(cwd: bundle.appendingPathComponent("Exercises")).courseRoot(), "not found by searching upward")
    }

    func testFallsBackToTheExecutablesCheckout() throws {
        let course = try TemporaryCourse(lessons: [:])
        defer { course.remove() }
        let binary = course.root.appendingPathComponent(".build/debug/memorize-course")
        XCTAssertEqual(try context(cwd: URL(fileURLWithPath: "/"), executable: binary).courseRoot().url.path, course.root.standardizedFileURL.path)
    }

    func testNotFoundSaysWhereItLookedAndHowToPoint() {
        let temp = FileManager.default.temporaryDirectory
        XCTAssertThrowsError(try context(cwd: temp).courseRoot()) { error in
            let message = (error as? ToolError)?.message ?? ""
            XCTAssertTrue(message.contains("no course folder (with Lessons/ and Exercises/) in \(temp.standardizedFileURL.path) and its parents"), message)
            XCTAssertTrue(message.contains("--course PATH or MEMORIZE_COURSE_ROOT=PATH"), message)
        }
    }
}

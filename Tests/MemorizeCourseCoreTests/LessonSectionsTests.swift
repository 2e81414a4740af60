import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeSupport

/// Lesson sections: ids made from `##` headings, `lesson N --section ID`, the page's list of
/// sections, and the quiz's "Reread" advice naming the command that opens its section.
final class LessonSectionsTests: XCTestCase {
    static let body = """
    Before any section.

    ## Hooking up MVVM

    The view model.

    ### The ViewModel changes the Model

    Intents.

    ## Optional

    An enum with two cases.

    ### Defaulting with ??

    A default.

    ## Optional chaining, again

    More.
    """

    var course: TemporaryCourse!

    override func setUpWithError() throws {
        course = try TemporaryCourse(lessons: [
            "04-logic": TemporaryCourse.lessonText(number: 4, title: "Game logic", body: Self.body),
        ])
    }

    override func tearDown() { course.remove() }

    func run(_ arguments: [String]) -> RunResult {
        Harness.run(arguments, currentDirectory: course.root, demos: [])
    }

    func testIdsComeFromTheHeadingsAndHoldTheirSubsections() throws {
        let sections = LessonSections(try MarkdownParser.parse(Self.body))
        XCTAssertEqual(sections.sections.map(\.id), ["hooking-up-mvvm", "optional", "optional-chaining-again"])
        XCTAssertEqual(LessonSections.id(for: "Removing duplicated state: oneAndOnly"), "removing-duplicated-state-oneandonly")
        XCTAssertEqual(sections.section(containing: "Defaulting with ??")?.id, "optional")
        XCTAssertEqual(sections.section(containing: "Optional")?.id, "optional")
        XCTAssertNil(sections.section(containing: "Elsewhere"))
        XCTAssertEqual(sections.sections[1].blocks.count, 4, "its heading, a paragraph, the ### heading and its paragraph")
    }

    func testAnExactIdWinsAndAUniqueBeginningIsEnough() throws {
        let sections = LessonSections(try MarkdownParser.parse(Self.body))
        XCTAssertEqual(sections.match("optional"), .found(sections.sections[1]), "exact, though it also begins another id")
        XCTAssertEqual(sections.match("hook"), .found(sections.sections[0]))
        XCTAssertEqual(sections.match("Optional chaining"), .found(sections.sections[2]), "a heading as written is made an id too")
        XCTAssertEqual(sections.match("opt"), .ambiguous(["optional", "optional-chaining-again"]))
        XCTAssertEqual(sections.match("enums"), .none)
        XCTAssertEqual(sections.match("--"), .none)
    }

    func testSectionPrintsOnlyThatSectionAndHowToReadOn() {
        let result = run(["lesson", "4", "--section", "optional"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("── Optional ──"), result.stdout)
        XCTAssertTrue(result.stdout.contains("▸ Defaulting with ??"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Hooking up MVVM"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Before any section"), result.stdout)
        XCTAssertFalse(result.stdout.contains("More."), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("""
        Next, "Optional chaining, again":
          `memorize-course lesson 4 --section optional-chaining-again`
        The whole lesson, with its demos:
          `memorize-course lesson 4`

        """), result.stdout)
        XCTAssertEqual(run(["lesson", "4", "--section", "hook"]).status, 0)
    }

    func testAnUnknownOrAmbiguousSectionIsAUsageErrorListingTheIds() {
        let unknown = run(["lesson", "4", "--section", "optionals"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertEqual(unknown.stderr, "error: lesson 4 has no section 'optionals'; its sections are hooking-up-mvvm, optional, "
                       + "optional-chaining-again; for example: memorize-course lesson 4 --section hooking-up-mvvm\n")
        let ambiguous = run(["lesson", "4", "--section", "opt"])
        XCTAssertEqual(ambiguous.status, 64)
        XCTAssertEqual(ambiguous.stderr, "error: 'opt' begins more than one section of lesson 4: optional, optional-chaining-again; "
                       + "give more of the id, for example: memorize-course lesson 4 --section optional\n")
        XCTAssertEqual(run(["lesson", "4", "--section", "optional", "--step"]).status, 64)
    }

    func testTheWholePageListsTheSectionsWithTheirIdsBeforeTheNotes() {
        let page = run(["lesson", "4", "--no-pager"]).stdout
        let contents = """
        In this lesson (one section: `memorize-course lesson 4 --section ID`):
          hooking-up-mvvm          Hooking up MVVM
          optional                 Optional
          optional-chaining-again  Optional chaining, again

        Before any section.
        """
        XCTAssertTrue(page.contains(contents), page)
    }

    func testAQuizRereadNamesTheCommandThatOpensItsSection() throws {
        try course.write(QuizValidatorTests.quizText {
            $0.replacingOccurrences(of: #""lesson": 1"#, with: #""lesson": 4"#)
                .replacingOccurrences(of: #""reread": "Notes""#, with: #""reread": "Defaulting with ??""#)
        }, to: "quiz.json", inLesson: "04-logic")
        let result = Harness.run(["quiz", "4"], input: ["a", "wrong"], currentDirectory: course.root, demos: [],
                                 quizSnippets: QuizValidatorTests.snippets)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Reread \"Defaulting with ??\":\n  `memorize-course lesson 4 --section optional`\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("To reread:\n  `memorize-course lesson 4 --section optional`\n"), result.stdout)
    }

    func testValidateNamesARereadNoSectionCanOpenAndTwoSectionsWithOneId() throws {
        let lessonText = TemporaryCourse.lessonText(number: 1, title: "One", body: "### Early\n\nText.\n\n## Notes\n\nMore.\n\n## Notes!\n\nAgain.")
        let other = try TemporaryCourse(lessons: ["01-one": lessonText])
        defer { other.remove() }
        try other.write(QuizValidatorTests.quizText { $0.replacingOccurrences(of: #""reread": "Notes""#, with: #""reread": "Early""#) },
                        to: "quiz.json", inLesson: "01-one")
        let lesson = try XCTUnwrap(LessonCatalog.load(from: CourseRoot(url: other.root), knownDemoIDs: []).lesson(1))
        XCTAssertEqual(QuizValidator.problems(for: lesson, snippets: QuizValidatorTests.snippets).first,
                       "Lessons/01-one/quiz.json:6: question 'pick': \"reread\" names \"Early\", which comes before the first \"##\" heading of lesson 1, so no --section can open it")
        let validate = Harness.run(["validate", "--lessons"], currentDirectory: other.root, demos: [], quizSnippets: QuizValidatorTests.snippets)
        XCTAssertEqual(validate.status, 1, validate.stdout + validate.stderr)
        XCTAssertTrue(validate.stdout.contains("two '##' headings make the section id 'notes'"), validate.stdout)
    }
}

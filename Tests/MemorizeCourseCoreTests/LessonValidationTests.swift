import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// `validate --lessons` on fixture courses: the mistakes a reader can live with (shown as
/// text) still fail validation, and every problem of every file is listed.
final class LessonValidationCommandTests: XCTestCase {
    func run(_ arguments: [String], in course: TemporaryCourse) -> RunResult {
        Harness.run(arguments, terminal: BrokenLessonCommandTests.wide, currentDirectory: course.root, demos: CommandFixture.demos)
    }

    /// Mistakes the page survives: `lesson 2` still renders and `lessons` does not call it
    /// broken, but validation fails and says where.
    func testSubsetAndReferenceMistakesFailValidationOnly() throws {
        let mistakes: [(name: String, body: String, message: String)] = [
            ("level-1 heading", "# Title again\n\nText.", "Lessons/02-x/lesson.md:8: " + LessonMessages.levelOneHeading),
            ("deep heading", "#### Deep\n\nText.", "Lessons/02-x/lesson.md:8: " + LessonMessages.deepHeading),
            ("heading without space", "##Notes\n\nText.", "Lessons/02-x/lesson.md:8: " + LessonMessages.headingWithoutSpace("##")),
            ("underline", "Notes\n-----\n\nText.", "Lessons/02-x/lesson.md:9: " + LessonMessages.ruleLine),
            ("odd list indent", "- one\n   - two", "Lessons/02-x/lesson.md:9: " + LessonMessages.oddListIndent(3)),
            ("list nested too deep", "- one\n    - two", "Lessons/02-x/lesson.md:9: " + LessonMessages.listTooDeep),
            ("tab", "- one\n\t- two", "Lessons/02-x/lesson.md:9: " + LessonMessages.tabIndent),
            ("fence inside fence", "```swift\nlet a = 1\n```swift\nlet b = 2\n```",
             "Lessons/02-x/lesson.md:10: " + LessonMessages.fenceInsideFence(openedAt: 8)),
            ("missing exercise", "> **Try it:** `memorize-course check assignment3`.",
             "Lessons/02-x/lesson.md:8: " + LessonMessages.unknownExercise("check", "assignment3", known: ["counter"])),
            ("missing exercise to play", "> **Try it:** memorize-course play assignment3 --solution",
             "Lessons/02-x/lesson.md:8: " + LessonMessages.unknownExercise("play", "assignment3", known: ["counter"])),
            ("missing demo", "Run memorize-course demo gamma.", "Lessons/02-x/lesson.md:8: " + LessonMessages.unknownDemoReference("gamma")),
            ("missing lesson", "See `memorize-course lesson 7`.", "Lessons/02-x/lesson.md:8: " + LessonMessages.unknownLessonReference("7")),
        ]
        for mistake in mistakes {
            let course = try TemporaryCourse(lessons: [
                "01-good": BrokenLessonCommandTests.good,
                "02-x": TemporaryCourse.lessonText(number: 2, title: "Shown anyway", body: mistake.body),
            ])
            defer { course.remove() }
            try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Exercises/counter"), withIntermediateDirectories: true)
            try "{}".write(to: course.root.appendingPathComponent("Exercises/counter/exercise.json"), atomically: true, encoding: .utf8)
            let page = run(["lesson", "2"], in: course)
            XCTAssertEqual(page.status, 0, "\(mistake.name): \(page.stderr)")
            XCTAssertTrue(page.stdout.hasPrefix("Lesson 2 · Shown anyway"), mistake.name)
            XCTAssertFalse(run(["lessons"], in: course).stdout.contains("(broken)"), mistake.name)
            let validation = run(["validate", "--lessons"], in: course)
            XCTAssertEqual(validation.status, 1, mistake.name)
            XCTAssertTrue(validation.stdout.contains("  ✘ Lessons/02-x/lesson.md: 1 problem\n      \(mistake.message)\n"),
                          "\(mistake.name): \(validation.stdout)")
            XCTAssertTrue(validation.stdout.contains("  ✔ Lessons/01-good/lesson.md\n"), mistake.name)
        }
    }

    func testEveryProblemOfEveryFileIsListedOneLinePerFile() throws {
        let course = try TemporaryCourse(lessons: [
            "01-good": BrokenLessonCommandTests.good,
            "02-many": "---\nformat: 1\nlesson: 2\ntitle: Many\nsummary: S\ndemos: alpha, gamma\ncolour: red\n---\n# Many\n\n```swift\nlet x = 1\n",
            "03-twin": TemporaryCourse.lessonText(number: 3, title: "Twin"),
            "04-twin": TemporaryCourse.lessonText(number: 3, title: "Twin too", body: "## Notes\n\nSee memorize-course demo gamma."),
        ])
        defer { course.remove() }
        try "- Topic: lesson 1 › \"Counting\"\n- Other: lesson 1 › \"Adding\"\n- Gone: lesson 9 › \"Anything\"\n"
            .write(to: course.root.appendingPathComponent("Lessons/FIDELITY.md"), atomically: true, encoding: .utf8)
        let result = run(["validate", "--lessons"], in: course)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, """
        Validating lessons
          ✔ Lessons/01-good/lesson.md
          ✘ Lessons/02-many/lesson.md: 4 problems
              Lessons/02-many/lesson.md:6: demo 'gamma' does not exist in this version of memorize-course; remove it from 'demos:' (a new demo needs Swift code in the tool first)
              Lessons/02-many/lesson.md:7: unknown front matter key 'colour' (known: format, lesson, title, summary, demos)
              Lessons/02-many/lesson.md:9: a '#' heading: the title comes from the front matter; use '## ' for a section
              Lessons/02-many/lesson.md:11: the code block opened here is never closed with ```
          ✘ Lessons/03-twin/lesson.md: 1 problem
              Lessons/03-twin/lesson.md:3: lesson 3 is also declared by Lessons/04-twin/lesson.md; give each lesson its own number
          ✘ Lessons/04-twin/lesson.md: 2 problems
              Lessons/04-twin/lesson.md:3: lesson 3 is also declared by Lessons/03-twin/lesson.md; give each lesson its own number
              Lessons/04-twin/lesson.md:10: 'memorize-course demo gamma': there is no demo 'gamma' in this version of memorize-course
          ✘ Lessons/FIDELITY.md: 2 problems
              Lessons/FIDELITY.md:2: lesson 1 has no section "Adding" (a '##' or '###' heading with exactly that text)
              Lessons/FIDELITY.md:3: lesson 9 does not exist or cannot be read
        lessons: 9 problems in 4 of 5 files


        """)
    }

    func testAValidCourseExitsZeroAndPlainValidateChecksLessonsFirst() throws {
        let course = try TemporaryCourse(lessons: ["01-good": BrokenLessonCommandTests.good])
        defer { course.remove() }
        let lessonsOnly = run(["validate", "--lessons"], in: course)
        XCTAssertEqual(lessonsOnly.status, 0, lessonsOnly.stdout)
        XCTAssertEqual(lessonsOnly.stdout, "Validating lessons\n  ✔ Lessons/01-good/lesson.md\nlessons: valid (1 files)\n\n")
        // This course has no exercises, so plain `validate` is its lessons.
        let plain = run(["validate"], in: course)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, lessonsOnly.stdout)
        try "---\n".write(to: course.root.appendingPathComponent("Lessons/01-good/lesson.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(run(["validate"], in: course).status, 1, "plain validate fails on a broken lesson")
    }

    func testEachQuizFileHasItsOwnLineAndItsProblems() throws {
        let course = try TemporaryCourse(lessons: [
            "01-one": TemporaryCourse.lessonText(number: 1, title: "One"),
            "02-two": TemporaryCourse.lessonText(number: 2, title: "Two"),
        ])
        defer { course.remove() }
        try course.write(QuizValidatorTests.quizText(), to: "quiz.json", inLesson: "01-one")
        try course.write(QuizValidatorTests.quizText { $0.replacingOccurrences(of: #""lesson": 1"#, with: #""lesson": 2"#)
            .replacingOccurrences(of: #""answer": "hi 2""#, with: #""answer": "bye""#) }, to: "quiz.json", inLesson: "02-two")
        let result = Harness.run(["validate", "--lessons"], terminal: BrokenLessonCommandTests.wide, currentDirectory: course.root,
                                 demos: [], quizSnippets: QuizValidatorTests.snippets)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
        Validating lessons
          ✔ Lessons/01-one/lesson.md
          ✔ Lessons/01-one/quiz.json
          ✔ Lessons/02-two/lesson.md
          ✘ Lessons/02-two/quiz.json: 1 problem
              Lessons/02-two/quiz.json:16: question 'say': the answer key "bye" is not what the code prints: "hi 2"
        lessons: 1 problem in 1 of 4 files


        """)
    }

    func testLessonsAndAnExerciseNameAreAUsageError() throws {
        let course = try TemporaryCourse(lessons: ["01-good": BrokenLessonCommandTests.good])
        defer { course.remove() }
        let result = run(["validate", "--lessons", "assignment2"], in: course)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "error: 'validate --lessons' checks lessons only, not the exercise 'assignment2'; "
            + "run 'memorize-course validate assignment2' for the exercise\n")
    }
}

/// The pieces of lesson validation, on small texts.
final class LessonValidationUnitTests: XCTestCase {
    func testTheSubsetAsDocumentedHasNoProblems() {
        let text = """
        ## Section

        ### Subsection

        Text with `#if` and a #hashtag, and *a* **b**.
        #selector at the start of a line is prose.

        - item
          continued
          - nested
            - deeper
        - back
        1. one
        2. two

        > **Try it:** callout

        ```swift
        # not a heading inside code
        ---
           - not a list
        ```
        """
        XCTAssertEqual(MarkdownLint.problems(in: text), [])
    }

    func testLinesAreTheFilesWhenAFirstLineIsGiven() {
        XCTAssertEqual(MarkdownLint.problems(in: "text\n# Title", firstLine: 10), [MarkdownError(line: 11, problem: LessonMessages.levelOneHeading)])
        XCTAssertEqual(MarkdownLint.problems(in: "##\n## ", firstLine: 1).map(\.problem), [LessonMessages.emptyHeading, LessonMessages.emptyHeading])
    }

    func testAListStartsAgainAfterABlankLineOrAParagraph() {
        XCTAssertEqual(MarkdownLint.problems(in: "- a\n\n  - b").map(\.line), [3], "a blank line ends the list: b has no parent")
        XCTAssertEqual(MarkdownLint.problems(in: "- a\ntext\n  - b").map(\.line), [3])
        XCTAssertEqual(MarkdownLint.problems(in: "- a\n  more\n  - b"), [], "a continuation line keeps the list")
    }

    func testCommandsQuotedInNotes() {
        XCTAssertEqual(LessonReferences.commands(in: "> **Try it:** `memorize-course check assignment2`.").map { "\($0) \($1)" }, ["check assignment2"])
        XCTAssertEqual(LessonReferences.commands(in: "run memorize-course demo fast-food, then memorize-course lesson 5.")
            .map { "\($0) \($1)" }, ["demo fast-food", "lesson 5"])
        XCTAssertEqual(LessonReferences.commands(in: "memorize-course lesson N, memorize-course demo ID, memorize-course validate --lessons")
            .count, 0, "placeholders and options are not references")
        XCTAssertEqual(LessonReferences.commands(in: "`memorize-course` also runs on Linux").count, 0)
    }

    func testAProblemGivenAsOneStringIsSplitIntoFileLineAndProblem() {
        let path = "Lessons/01-one/quiz.json"
        XCTAssertEqual(LessonFileError(located: "\(path):16: question 'say': wrong", in: path),
                       LessonFileError(file: path, line: 16, problem: "question 'say': wrong"))
        XCTAssertEqual(LessonFileError(located: "\(path):?: question 'say': wrong", in: path),
                       LessonFileError(file: path, line: nil, problem: "question 'say': wrong"))
        XCTAssertEqual(LessonFileError(located: "\(path): has no questions", in: path),
                       LessonFileError(file: path, line: nil, problem: "has no questions"))
        XCTAssertEqual(LessonFileError(located: "something else", in: path).description, "\(path): something else")
    }

    func testFidelityReferencesMustNameExistingSections() {
        let headings: [Int: Set<String>] = [4: ["Enums", "Optional chaining"]]
        let text = """
        # Checklist

        - Enums (seed 000 §4.2): lesson 4 › "Enums"
        - Chaining (seed 000 §4.3): lesson 4 › “Optional chaining”
        - Renamed (seed 000 §4.4): lesson 4 › "Optionals"
        - Elsewhere: lesson 5 › "Layout"
        - Not yet: MISSING
        - A note with no reference
        """
        let result = FidelityChecklist.check(text, headings: headings)
        XCTAssertEqual(result.references, 4)
        XCTAssertEqual(result.problems.map(\.description), [
            "Lessons/FIDELITY.md:5: lesson 4 has no section \"Optionals\" (a '##' or '###' heading with exactly that text)",
            "Lessons/FIDELITY.md:6: lesson 5 does not exist or cannot be read",
            "Lessons/FIDELITY.md:7: a topic is marked MISSING: no lesson covers it yet",
        ])
    }
}

/// Lessons/README.md's troubleshooting list quotes the messages; a reworded message must be
/// reworded there too.
final class LessonMessagesDocumentationTests: XCTestCase {
    func testTheReadmeQuotesEveryMessage() throws {
        let readme = try String(contentsOf: Harness.repositoryRoot.appendingPathComponent("Lessons/README.md"), encoding: .utf8)
        let flat = readme.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        func upTo(_ marker: String, _ text: String) -> String { text.components(separatedBy: marker)[0] }
        let messages = [
            LessonMessages.unreadable, LessonMessages.notUTF8, LessonMessages.noFrontMatter, LessonMessages.frontMatterNotClosed,
            LessonMessages.emptyTitle, LessonMessages.notKeyValue("TEXT"),
            LessonMessages.unknownKey("KEY", known: LessonParser.requiredKeys), LessonMessages.keyTwice("KEY", firstLine: 0)
                .replacingOccurrences(of: "0", with: "N"),
            LessonMessages.missingKey("KEY"), LessonMessages.formatNotNumber("TEXT"),
            LessonMessages.unsupportedFormat(7, supported: LessonParser.formatVersion).replacingOccurrences(of: "7", with: "N"),
            LessonMessages.numberNotPositive("TEXT"), upTo(";", LessonMessages.unknownDemo("ID", known: [])),
            LessonMessages.duplicateNumber(0, others: ["Lessons/OTHER/lesson.md"]).replacingOccurrences(of: "0", with: "N"),
            MarkdownParser.unclosedFence,
            LessonMessages.fenceInsideFence(openedAt: 0).replacingOccurrences(of: "0", with: "N"),
            LessonMessages.levelOneHeading, LessonMessages.deepHeading, LessonMessages.headingWithoutSpace("##"),
            LessonMessages.emptyHeading, LessonMessages.ruleLine, LessonMessages.oddListIndent(0).replacingOccurrences(of: "0", with: "N"),
            LessonMessages.listTooDeep, LessonMessages.tabIndent,
            upTo("(", LessonMessages.unknownExercise("COMMAND", "ID", known: [])), LessonMessages.unknownDemoReference("ID"),
            LessonMessages.unknownLessonReference("N"), LessonMessages.fidelityMissing,
            LessonMessages.fidelityNoLesson(0).replacingOccurrences(of: "0", with: "N"),
            LessonMessages.fidelityNoSection(0, "HEADING").replacingOccurrences(of: "0", with: "N"),
            LessonMessages.sectionIDTwice("ID"),
        ]
        for message in messages {
            XCTAssertTrue(flat.contains(message.trimmed), "Lessons/README.md does not quote: \(message)")
        }
    }
}

import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The quiz validator: a sound quiz has no problems, and each kind of fault is named with the
/// file and the question's line.
final class QuizValidatorTests: XCTestCase {
    static let snippets = [
        QuizSnippet("greeting", code: #"print("hi", 2)"#) { print in print("hi", 2) },
        QuizSnippet("two-lines", code: "print(1)\nprint(2)") { print in print(1); print(2) },
        QuizSnippet("quit-letter", code: #"print("Q")"#) { print in print("Q") },
    ]

    /// A quiz file with one choice and one output question; `edit` changes the JSON text.
    var snippets: [QuizSnippet] { Self.snippets }

    func quizText(_ edit: (String) -> String = { $0 }) -> String { Self.quizText(edit) }

    static func quizText(_ edit: (String) -> String = { $0 }) -> String {
        edit("""
        {
          "format": 1,
          "lesson": 1,
          "questions": [
            {
              "id": "pick",
              "kind": "choice",
              "ask": "Which one?",
              "options": [
                { "text": "This one", "right": true, "why": "Because it is." },
                { "text": "That one", "why": "Because it is not." }
              ],
              "reread": "Notes"
            },
            {
              "id": "say",
              "kind": "output",
              "ask": "What does this print?",
              "snippet": "greeting",
              "answer": "hi 2",
              "why": "print separates its items with a space.",
              "reread": "Notes"
            }
          ]
        }
        """)
    }

    func problems(_ text: String) throws -> [String] {
        let course = try TemporaryCourse(lessons: ["01-one": TemporaryCourse.lessonText(number: 1, title: "One")])
        defer { course.remove() }
        try course.write(text, to: "quiz.json", inLesson: "01-one")
        let lesson = try XCTUnwrap(LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: []).lesson(1))
        return QuizValidator.problems(for: lesson, snippets: snippets)
    }

    func testASoundQuizHasNoProblemsAndLoads() throws {
        XCTAssertEqual(try problems(quizText()), [])
    }

    func testALessonWithoutAQuizHasNoProblems() throws {
        let course = try TemporaryCourse(lessons: ["01-one": TemporaryCourse.lessonText(number: 1, title: "One")])
        defer { course.remove() }
        let lesson = try XCTUnwrap(LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: []).lesson(1))
        XCTAssertNil(lesson.quizFile)
        XCTAssertEqual(QuizValidator.problems(for: lesson, snippets: snippets), [])
        XCTAssertNil(try QuizValidator.load(for: lesson, snippets: snippets))
    }

    func testTwoRightAnswers() throws {
        let text = quizText { $0.replacingOccurrences(of: #"{ "text": "That one","#, with: #"{ "text": "That one", "right": true,"#) }
        XCTAssertEqual(try problems(text), [
            "Lessons/01-one/quiz.json:6: question 'pick': needs exactly one option with \"right\": true, has 2",
        ])
    }

    func testNoRightAnswer() throws {
        let text = quizText { $0.replacingOccurrences(of: #""right": true, "#, with: "") }
        XCTAssertEqual(try problems(text), [
            "Lessons/01-one/quiz.json:6: question 'pick': needs exactly one option with \"right\": true, has 0",
        ])
    }

    func testAnOptionWithoutAnExplanation() throws {
        let text = quizText { $0.replacingOccurrences(of: #", "why": "Because it is not." "#, with: " ") }
        XCTAssertEqual(try problems(text), [
            "Lessons/01-one/quiz.json:6: question 'pick': option b has no \"why\" (why it is right or wrong)",
        ])
    }

    func testAnAnswerKeyThatIsNotWhatTheCodePrints() throws {
        let text = quizText { $0.replacingOccurrences(of: #""answer": "hi 2""#, with: #""answer": "hi, 2""#) }
        XCTAssertEqual(try problems(text), [
            #"Lessons/01-one/quiz.json:16: question 'say': the answer key "hi, 2" is not what the code prints: "hi 2""#,
        ])
    }

    func testAnUnknownSnippetAndAMultiLineOne() throws {
        let unknown = quizText { $0.replacingOccurrences(of: #""snippet": "greeting""#, with: #""snippet": "nope""#) }
        XCTAssertEqual(try problems(unknown), [
            "Lessons/01-one/quiz.json:16: question 'say': snippet 'nope' does not exist in this version of memorize-course",
        ])
        let twoLines = quizText { $0.replacingOccurrences(of: #""snippet": "greeting""#, with: #""snippet": "two-lines""#) }
        XCTAssertEqual(try problems(twoLines).first?.contains("must print exactly one non-empty line"), true)
    }

    func testASnippetPrintingQCannotBeAnswered() throws {
        let text = quizText { $0.replacingOccurrences(of: #""snippet": "greeting""#, with: #""snippet": "quit-letter""#) }
        XCTAssertEqual(try problems(text), [
            #"Lessons/01-one/quiz.json:16: question 'say': snippet 'quit-letter' prints "Q", which a student cannot type as the answer: q leaves the quiz"#,
        ])
    }

    func testARereadSectionTheLessonDoesNotHave() throws {
        let text = quizText { $0.replacingOccurrences(of: #""reread": "Notes"\#n    },\#n    {"#, with: #""reread": "Elsewhere"\#n    },\#n    {"#) }
        XCTAssertEqual(try problems(text), [
            "Lessons/01-one/quiz.json:6: question 'pick': \"reread\" names \"Elsewhere\", which is not a section heading of lesson 1",
        ])
    }

    func testFormatLessonKindAndDuplicateIDs() throws {
        XCTAssertEqual(try problems(quizText { $0.replacingOccurrences(of: #""format": 1"#, with: #""format": 2"#) }), [
            "Lessons/01-one/quiz.json: format 2 is not supported (this tool reads format 1); update memorize-course",
        ])
        XCTAssertEqual(try problems(quizText { $0.replacingOccurrences(of: #""lesson": 1"#, with: #""lesson": 3"#) }), [
            "Lessons/01-one/quiz.json: \"lesson\" is 3, but the folder holds lesson 1",
        ])
        XCTAssertEqual(try problems(quizText { $0.replacingOccurrences(of: #""kind": "output""#, with: #""kind": "essay""#) }), [
            "Lessons/01-one/quiz.json:16: question 'say': \"kind\" must be \"choice\" or \"output\", got \"essay\"",
        ])
        XCTAssertEqual(try problems(quizText { $0.replacingOccurrences(of: #""id": "say""#, with: #""id": "pick""#) }), [
            "Lessons/01-one/quiz.json:6: question 'pick': the id is used by an earlier question too",
        ])
    }

    func testBrokenJSONAndWrongTypes() throws {
        XCTAssertEqual(try problems("{ not json").first?.hasPrefix("Lessons/01-one/quiz.json: is not valid JSON"), true)
        XCTAssertEqual(try problems(quizText { $0.replacingOccurrences(of: #""right": true"#, with: #""right": "yes""#) }), [
            "Lessons/01-one/quiz.json: questions[0].options[0].right should be true or false",
        ])
    }

    func testLoadRefusesABrokenQuizAsTheCoursesFault() throws {
        let course = try TemporaryCourse(lessons: ["01-one": TemporaryCourse.lessonText(number: 1, title: "One")])
        defer { course.remove() }
        try course.write(quizText { $0.replacingOccurrences(of: #""answer": "hi 2""#, with: #""answer": "bye""#) }, to: "quiz.json", inLesson: "01-one")
        let lesson = try XCTUnwrap(LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: []).lesson(1))
        XCTAssertThrowsError(try QuizValidator.load(for: lesson, snippets: snippets)) { error in
            XCTAssertTrue((error as? ToolError)?.message.contains("tell your instructor") == true, "\(error)")
        }
    }

    func testJudgingAnswers() throws {
        let choice = QuizQuestion(id: "c", ask: "?", code: nil,
                                  kind: .choice(options: [QuizOption(text: "x", why: "w"), QuizOption(text: "y", why: "w")], right: 1),
                                  reread: "Notes")
        XCTAssertEqual(choice.judge(" B) "), .answered(given: "b", correct: true))
        XCTAssertEqual(choice.judge("a"), .answered(given: "a", correct: false))
        XCTAssertEqual(choice.judge("c"), .invalid("'c' is not one of the answers a–b"))
        XCTAssertEqual(choice.judge(""), .invalid("no answer given; answer with a letter a–b"))
        let output = QuizQuestion(id: "o", ask: "?", code: nil, kind: .output(code: "", answer: "false true", why: "w"), reread: "Notes")
        XCTAssertEqual(output.judge("  false   true "), .answered(given: "false   true", correct: true))
        XCTAssertEqual(output.judge("False true"), .answered(given: "False true", correct: false), "case matters in output")
        XCTAssertEqual(output.judge(" "), .invalid("no answer given; type the line the code prints"))
    }
}

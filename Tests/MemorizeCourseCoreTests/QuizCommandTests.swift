import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `quiz N` in-process, on a copy of the real lessons so the progress file lands in a
/// temporary folder: what the quiz tests share (QuizCommandTests, QuizKeysTests).
class QuizTestCase: XCTestCase {
    var course: TemporaryCourse!

    override func setUpWithError() throws { course = try TemporaryCourse.copyOfRealLessons() }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String], input: [String] = [], terminal: TerminalInfo = .plain) -> RunResult {
        Harness.run(arguments, terminal: terminal, input: input, currentDirectory: course.root, demos: DemoCatalog.all)
    }

    func quiz(_ number: Int) throws -> Quiz {
        let lesson = try XCTUnwrap(LessonCatalog.load(from: CourseRoot(url: course.root), knownDemoIDs: Set(DemoCatalog.all.map(\.id))).lesson(number))
        return try XCTUnwrap(QuizValidator.load(for: lesson, snippets: QuizSnippetCatalog.all))
    }

    /// Right answers, except those at `wrong`, which get a wrong letter or line.
    func answers(_ quiz: Quiz, wrong: Set<Int> = []) -> [String] {
        quiz.questions.enumerated().map { index, question in
            guard wrong.contains(index) else { return question.expected }
            if case let .choice(options, right) = question.kind { return QuizQuestion.letter((right + 1) % options.count) }
            return "not it"
        }
    }

    var progressFile: URL { course.root.appendingPathComponent(MemorizeCourseCore.Progress.fileName) }

    func savedScore(lesson: Int) throws -> MemorizeCourseCore.Progress.QuizScore? {
        guard FileManager.default.fileExists(atPath: progressFile.path) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(MemorizeCourseCore.Progress.self, from: Data(contentsOf: progressFile)).quizScore(lesson: lesson)
    }
}

/// `quiz N` piped: scoring, the best score saved, bad input, JSON, and the rendered quiz.
final class QuizCommandTests: QuizTestCase {
    func testPipedAnswersAreScoredExplainedAndSaved() throws {
        let quiz = try quiz(4)
        XCTAssertEqual(quiz.questions.first?.expected, "b", "lesson 4 starts with the mutating-on-a-let question")
        let result = run(["quiz", "4"], input: answers(quiz, wrong: [0, 1]))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.input.readsPastScript, 0)
        XCTAssertTrue(result.stdout.contains("question 1 of \(quiz.questions.count)"))
        XCTAssertTrue(result.stdout.contains("✗ Not quite: the answer is b."))
        XCTAssertTrue(result.stdout.contains("✓ Right."))
        XCTAssertTrue(result.stdout.contains("Reread \"The ViewModel changes the Model\":\n  `memorize-course lesson 4 --section hooking-up-mvvm`\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Score: \(quiz.questions.count - 2) of \(quiz.questions.count). Saved as your best for lesson 4."))
        XCTAssertEqual(try savedScore(lesson: 4)?.best, quiz.questions.count - 2)
    }

    func testABetterScoreReplacesTheBestAndAWorseOneDoesNot() throws {
        let quiz = try quiz(4)
        let total = quiz.questions.count
        XCTAssertEqual(run(["quiz", "4"], input: answers(quiz, wrong: [2])).status, 0)
        XCTAssertEqual(try savedScore(lesson: 4)?.best, total - 1)
        let worse = run(["quiz", "4"], input: answers(quiz, wrong: [2, 3, 4]))
        XCTAssertTrue(worse.stdout.contains("Your best is still \(total - 1) of \(total)."), worse.stdout)
        XCTAssertEqual(try savedScore(lesson: 4)?.best, total - 1)
        XCTAssertEqual(run(["quiz", "4"], input: answers(quiz)).status, 0)
        XCTAssertEqual(try savedScore(lesson: 4)?.best, total)
        let listing = run(["lessons"])
        XCTAssertTrue(listing.stdout.contains("quiz: best \(total) of \(total) · memorize-course quiz 4"), listing.stdout)
        XCTAssertTrue(listing.stdout.contains("quiz: not taken yet · memorize-course quiz 5"))
    }

    func testAnAnswerThatIsNotAnOptionStopsAPipedQuizWithoutSaving() throws {
        var input = answers(try quiz(4))
        input[0] = "z"
        let result = run(["quiz", "4"], input: input)
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "error: question 1 of \(input.count): 'z' is not one of the answers a–d; the quiz stopped and nothing was saved; answer each question with one letter per line\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))
    }

    func testInputEndingMidwayIsNotSaved() throws {
        let input = Array(answers(try quiz(4)).prefix(3))
        let result = run(["quiz", "4"], input: input)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("error: input ended at question 4 of "), result.stderr)
        XCTAssertTrue(result.stderr.contains("an unfinished quiz is not saved"))
        XCTAssertNil(try savedScore(lesson: 4))
    }

    func testUnknownLessonsAndLessonsWithoutAQuiz() throws {
        let missing = run(["quiz", "99"])
        XCTAssertEqual(missing.status, 64)
        XCTAssertEqual(missing.stderr, "error: no lesson 99; lessons are 1–8; try 'memorize-course lessons'\n")
        let word = run(["quiz", "four"])
        XCTAssertEqual(word.status, 64)
        XCTAssertTrue(word.stderr.contains("'four' is not a lesson number"))
        try FileManager.default.removeItem(at: course.root.appendingPathComponent("Lessons/02-more-swiftui/quiz.json"))
        let none = run(["quiz", "2"])
        XCTAssertEqual(none.status, 64)
        XCTAssertTrue(none.stderr.hasPrefix("error: lesson 2 has no quiz yet; quizzes: lessons 1, 3, 4"), none.stderr)
        XCTAssertFalse(run(["lesson", "2"]).stdout.contains("memorize-course quiz 2"))
    }

    func testABrokenQuizIsTheCoursesFault() throws {
        let file = course.root.appendingPathComponent("Lessons/04-game-logic/quiz.json")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: #""answer": "false true""#, with: #""answer": "true true""#)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = run(["quiz", "4"], input: ["b"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("error: Lessons/04-game-logic/quiz.json:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("question 'struct-copy': the answer key \"true true\" is not what the code prints: \"false true\""))
        XCTAssertEqual(result.input.reads, 0, "no question is asked")
    }

    func testJSONGivesOnlyTheResult() throws {
        let quiz = try quiz(4)
        let result = run(["quiz", "4", "--json"], input: answers(quiz, wrong: [1]))
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["lesson"] as? Int, 4)
        XCTAssertEqual(object["score"] as? Int, quiz.questions.count - 1)
        XCTAssertEqual(object["total"] as? Int, quiz.questions.count)
        XCTAssertEqual(object["newBest"] as? Bool, true)
        let answers = try XCTUnwrap(object["answers"] as? [[String: Any]])
        XCTAssertEqual(answers[1]["id"] as? String, "struct-copy")
        XCTAssertEqual(answers[1]["correct"] as? Bool, false)
        XCTAssertEqual(answers[1]["expected"] as? String, "false true")
    }

    /// A small quiz of two questions, one answered right and one wrong, piped and on a terminal.
    func testRenderedQuizSnapshots() throws {
        let small = try TemporaryCourse(lessons: ["01-one": TemporaryCourse.lessonText(number: 1, title: "One")])
        defer { small.remove() }
        try small.write(QuizValidatorTests.quizText(), to: "quiz.json", inLesson: "01-one")
        func take(_ input: [String], terminal: TerminalInfo) -> RunResult {
            Harness.run(["quiz", "1"], terminal: terminal, input: input, currentDirectory: small.root, demos: [],
                        quizSnippets: QuizValidatorTests.snippets)
        }
        let plain = take(["a", "hi,2"], terminal: .plain)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(plain.stdout.contains("\u{1B}"))
        if let mismatch = Snapshot.mismatch(plain.stdout, named: "quiz-plain") { XCTFail(mismatch) }
        let coloured = take(["b", "", "hi 2"], terminal: Harness.interactiveTerminal())
        XCTAssertEqual(coloured.status, 0, coloured.stderr)
        if let mismatch = Snapshot.mismatch(coloured.stdout, named: "quiz-colour") { XCTFail(mismatch) }
    }

    func testEveryLessonPageEndsWithItsQuiz() throws {
        for number in 1...8 {
            let page = run(["lesson", "\(number)"]).stdout
            XCTAssertTrue(page.hasSuffix("Test yourself on this lesson: `memorize-course quiz \(number)`\n"), "lesson \(number)")
        }
    }
}

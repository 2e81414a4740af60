import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `quiz N` in-process, on a copy of the real lessons so the progress file lands in a temporary folder.
final class QuizCommandTests: XCTestCase {
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

    func testOnATerminalANonAnswerIsAskedAgainAndEnterMovesOn() throws {
        let quiz = try quiz(4)
        var input: [String] = []
        for (index, answer) in answers(quiz).enumerated() {
            if index == 0 { input += ["x", ""] }      // not an option, then nothing: asked again both times
            input.append(answer)
            if index + 1 < quiz.questions.count { input.append("") } // Enter: next question
        }
        let result = run(["quiz", "4"], input: input, terminal: Harness.interactiveTerminal())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.input.readsPastScript, 0)
        XCTAssertTrue(result.stdout.contains("'x' is not one of the answers a–d"))
        XCTAssertTrue(result.stdout.contains("no answer given; answer with a letter a–d"))
        XCTAssertTrue(result.stdout.contains("Enter: next question"))
        XCTAssertTrue(result.stdout.contains("Score: \(quiz.questions.count) of \(quiz.questions.count)."))
    }

    /// On a terminal with single keys: a letter is one key, a printed line is typed.
    func keyboardAnswers(_ quiz: Quiz, upTo count: Int? = nil) -> [PromptReply] {
        var replies: [PromptReply] = []
        for (index, question) in quiz.questions.prefix(count ?? quiz.questions.count).enumerated() {
            replies.append(question.isChoice ? .key(.character(Character(question.expected))) : .line(question.expected))
            if index + 1 < quiz.questions.count { replies.append(.key(.enter)) }
        }
        return replies
    }

    /// A quiz on a terminal without colour, so the text can be compared.
    func take(_ keyboard: ScriptedKeyboard, _ arguments: [String] = ["quiz", "4"]) -> RunResult {
        Harness.run(arguments, terminal: TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false),
                    currentDirectory: course.root, demos: DemoCatalog.all, keyboard: keyboard)
    }

    /// Wrapped prose as one line.
    func unwrapped(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: " ") }

    func testOnATerminalALetterIsOneKeyAndOtherKeysWaitForEnter() throws {
        let quiz = try quiz(4)
        // Before answering: z is no answer, an arrow types nothing. After it: x is ignored, Enter goes on.
        var replies = keyboardAnswers(quiz)
        replies.insert(contentsOf: [.key(.character("z")), .key(.left)], at: 0)
        replies.insert(.key(.character("x")), at: 3)
        let keyboard = ScriptedKeyboard(replies)
        let result = take(keyboard)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(keyboard.readsPastScript, 0)
        XCTAssertEqual(result.input.reads, 0, "no line read from stdin")
        XCTAssertEqual(keyboard.lineReads, quiz.questions.filter { !$0.isChoice }.count, "a line only for what the code prints")
        XCTAssertTrue(result.stdout.contains("Your answer (a–d; q quits): z\n"), "the key is shown as if typed")
        XCTAssertTrue(result.stdout.contains("'z' is not one of the answers a–d"))
        XCTAssertEqual(result.stdout.components(separatedBy: "question 2 of").count - 1, 1, "x after an answer is ignored, not an answer to the next")
        XCTAssertTrue(result.stdout.contains("[Enter: next question · q: quit]"))
        XCTAssertTrue(result.stdout.contains("Score: \(quiz.questions.count) of \(quiz.questions.count). Saved as your best for lesson 4."))
    }

    func testQLeavesPolitelyAndSavesNothing() throws {
        let quiz = try quiz(4)
        let total = quiz.questions.count
        let keyboard = ScriptedKeyboard(keyboardAnswers(quiz, upTo: 3).dropLast() + [.key(.character("q"))]) // q instead of Enter after 3
        let atTheNext = take(keyboard)
        XCTAssertEqual(atTheNext.status, 0, atTheNext.stderr)
        XCTAssertEqual(atTheNext.stderr, "")
        XCTAssertTrue(unwrapped(atTheNext.stdout).contains("Quiz stopped at question 4 of \(total) (3 answered, 3 right). Nothing was saved: only a finished quiz is scored."), atTheNext.stdout)
        XCTAssertFalse(atTheNext.stdout.contains("Score:"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))

        let atAQuestion = take(ScriptedKeyboard(keys: "Q"))
        XCTAssertEqual(atAQuestion.status, 0)
        XCTAssertTrue(unwrapped(atAQuestion.stdout).contains("Quiz stopped at question 1 of \(total) (none answered)."), atAQuestion.stdout)

        let atALine = take(ScriptedKeyboard(keyboardAnswers(quiz, upTo: 1) + [.line(" q ")]))  // question 2 prints a line
        XCTAssertTrue(unwrapped(atALine.stdout).contains("Quiz stopped at question 2 of \(total) (1 answered, 1 right)."), atALine.stdout)
    }

    func testCtrlDOnATerminalLeavesWithZeroAndKeepsTheBest() throws {
        let quiz = try quiz(4)
        let total = quiz.questions.count
        XCTAssertEqual(run(["quiz", "4"], input: answers(quiz, wrong: [0])).status, 0)
        let before = try Data(contentsOf: progressFile)
        let result = take(ScriptedKeyboard(keyboardAnswers(quiz, upTo: 2) + [.end]))
        XCTAssertEqual(result.status, 0, "Ctrl-D is a way out, not an input error")
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(unwrapped(result.stdout).contains("Quiz stopped at question 3 of \(total) (2 answered, 2 right). Nothing was saved: only a finished quiz is scored; your best for lesson 4 is still \(total - 1) of \(total)."), result.stdout)
        XCTAssertEqual(try Data(contentsOf: progressFile), before, "the progress file is not touched")
    }

    func testAPipedQLeavesWithZeroAndJSONKeepsStdoutForResults() throws {
        let quiz = try quiz(4)
        let piped = run(["quiz", "4"], input: Array(answers(quiz).prefix(2)) + ["q", "b"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertTrue(unwrapped(piped.stdout).hasSuffix("Quiz stopped at question 3 of \(quiz.questions.count) (2 answered, 2 right). Nothing was saved: only a finished quiz is scored. Take it again with `memorize-course quiz 4`. "), piped.stdout)
        XCTAssertEqual(piped.input.reads, 3, "nothing read after q")
        let json = run(["quiz", "4", "--json"], input: ["q"])
        XCTAssertEqual(json.status, 0)
        XCTAssertEqual(json.stdout, "", "a stopped quiz has no result to print")
        XCTAssertTrue(json.stderr.hasPrefix("Quiz stopped at question 1 of "), json.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))
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

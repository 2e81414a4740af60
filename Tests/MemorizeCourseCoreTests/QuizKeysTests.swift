import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore

/// `quiz N` on a terminal: a non-answer asked again, a letter as one key, and the ways out
/// (q, Ctrl-D, a piped q) that save nothing.
final class QuizKeysTests: QuizTestCase {
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
}

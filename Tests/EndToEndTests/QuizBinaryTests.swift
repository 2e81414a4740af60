import XCTest
import TestSupport

/// `quiz 4` run as the built binary: piped answers on stdin, and one question at a time in a
/// real terminal under tmux. Both run on a copy of the lessons, so the progress file they
/// write lands in a temporary folder.
final class QuizBinaryTests: TmuxTestCase {
    var course: TemporaryCourse!

    override func setUpWithError() throws { course = try TemporaryCourse.copyOfRealLessons() }
    override func tearDown() {
        course.remove()
        super.tearDown()
    }

    var progressFile: URL { course.root.appendingPathComponent(".memorize-progress.json") }

    /// How many questions lesson 4's quiz has, read from the file the binary will read.
    func questionCount() throws -> Int {
        let data = try Data(contentsOf: course.root.appendingPathComponent("Lessons/04-game-logic/quiz.json"))
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(file["questions"] as? [Any]).count
    }

    func testPipedAnswersOnePerLine() throws {
        let count = try questionCount()
        // "a" is a valid answer to every question: a letter for a choice, a (wrong) line for an output.
        // A seed, so that both runs show the options in the same order and score the same.
        let result = try BuiltBinary.run(["quiz", "4", "--seed", "5", "--course", course.root.path],
                                         input: String(repeating: "a\n", count: count))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no colour when piped")
        XCTAssertTrue(result.stdout.contains("question \(count) of \(count)"))
        XCTAssertTrue(result.stdout.contains("Saved as your best for lesson 4."), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: progressFile.path))

        let json = try BuiltBinary.run(["quiz", "4", "--seed", "5", "--json", "--course", course.root.path],
                                       input: String(repeating: "a\n", count: count))
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["total"] as? Int, count)
        XCTAssertEqual(object["newBest"] as? Bool, false, "the same score again is not a new best")
    }

    /// Issue 25: without --seed the real tool shuffles, piped too, so the letters of the
    /// file's order are not the key. (All of them still right by chance, in both runs, is
    /// about one in a hundred million.)
    func testWithoutASeedTheOptionsAreShuffled() throws {
        let data = try Data(contentsOf: course.root.appendingPathComponent("Lessons/04-game-logic/quiz.json"))
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let keys = try XCTUnwrap(file["questions"] as? [[String: Any]]).map { question -> String in
            guard let options = question["options"] as? [[String: Any]] else { return question["answer"] as? String ?? "" }
            let right = options.firstIndex { $0["right"] as? Bool == true } ?? 0
            return String(UnicodeScalar(UInt8(97 + right)))
        }
        var scores: [Int] = []
        for arguments in [["--seed", "0"], [], []] {
            let result = try BuiltBinary.run(["quiz", "4", "--json", "--course", course.root.path] + arguments,
                                             input: keys.joined(separator: "\n") + "\n")
            XCTAssertEqual(result.status, 0, result.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            scores.append(try XCTUnwrap(object["score"] as? Int))
        }
        XCTAssertEqual(scores[0], keys.count, "--seed 0 asks in the file's order")
        XCTAssertLessThan(min(scores[1], scores[2]), keys.count, "unseeded runs move the right answers")
    }

    func testPipedInputEndingMidwaySavesNothing() throws {
        let result = try BuiltBinary.run(["quiz", "4", "--course", course.root.path], input: "b\nfalse true\n")
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("error: input ended at question 3 of "), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))
    }

    /// Whether each of lesson 4's questions is multiple choice, in order.
    func choiceQuestions() throws -> [Bool] {
        let data = try Data(contentsOf: course.root.appendingPathComponent("Lessons/04-game-logic/quiz.json"))
        let file = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(file["questions"] as? [[String: Any]]).map { $0["kind"] as? String == "choice" }
    }

    /// Starts `quiz 4` in a session of its own; the shell around it traps Ctrl-C, so that it
    /// carries on to report the exit status and whether the terminal's modes are back.
    func startQuiz(_ session: String) throws {
        let command = "cd '\(course.root.path)' && trap 'echo INTERRUPTED' INT; env -u NO_COLOR '\(BuiltBinary.executable.path)' quiz 4 --seed 0; echo EXITED $?; \(Self.printMode); sleep 30"
        try tmux(["new-session", "-d", "-s", session, "-x", "100", "-y", "40", command])
    }

    func testQuizFourOneQuestionAtATimeInATerminal() throws {
        try requireTmux()
        defer { _ = try? tmux(["kill-server"]) }
        let choices = try choiceQuestions()
        let count = choices.count
        XCTAssertEqual(count, try questionCount())
        XCTAssertEqual(Array(choices.prefix(2)), [true, false], "the test answers b, then types a line")
        try startQuiz("quiz")

        try waitForScreen(containing: "question 1 of \(count)", within: 20, session: "quiz")
        try waitForScreen(containing: "Your answer (a–d; q quits):", within: 5, session: "quiz")
        XCTAssertFalse(try tmux(["capture-pane", "-p", "-t", "quiz"]).contains("question 2 of"), "one question at a time")
        try tmux(["send-keys", "-t", "quiz", "z"])             // one key, no Enter
        try waitForScreen(containing: "'z' is not one of the answers a–d", within: 5, session: "quiz")
        try tmux(["send-keys", "-t", "quiz", "b"])
        try waitForScreen(containing: "✓ Right.", within: 5, session: "quiz")
        try waitForScreen(containing: "[Enter: next question · q: quit]", within: 5, session: "quiz")
        try tmux(["send-keys", "-t", "quiz", "a"])             // not Enter: ignored, not an answer to question 2
        XCTAssertFalse(try tmux(["capture-pane", "-p", "-t", "quiz"]).contains("question 2 of"), "waits for Enter")
        try tmux(["send-keys", "-t", "quiz", "Enter"])
        try waitForScreen(containing: "question 2 of \(count)", within: 5, session: "quiz")
        try tmux(["send-keys", "-t", "quiz", "-l", "false trux"])
        try tmux(["send-keys", "-t", "quiz", "BSpace", "e", "Enter"]) // the terminal's own line editing
        try waitForScreen(containing: "✓ Right. It prints:", within: 5, session: "quiz")
        for number in 3...count {
            try tmux(["send-keys", "-t", "quiz", "Enter"])
            try waitForScreen(containing: "question \(number) of \(count)", within: 5, session: "quiz")
            try tmux(["send-keys", "-t", "quiz"] + (choices[number - 1] ? ["a"] : ["a", "Enter"]))
            try waitForScreen(containing: "memorize-course lesson 4 --section", within: 5, session: "quiz")
        }
        try waitForScreen(containing: "Score: ", within: 10, session: "quiz")
        try waitForScreen(containing: "EXITED 0", within: 10, session: "quiz")
        try assertTerminalRestored(session: "quiz")
        XCTAssertTrue(FileManager.default.fileExists(atPath: progressFile.path), "a finished quiz is saved")
    }

    func testQCtrlDAndCtrlCLeaveTheQuizWithTheTerminalBack() throws {
        try requireTmux()
        defer { _ = try? tmux(["kill-server"]) }
        let count = try questionCount()

        try startQuiz("typed")                                  // q typed as the line of question 2
        try waitForScreen(containing: "Your answer (a–d; q quits):", within: 20, session: "typed")
        try tmux(["send-keys", "-t", "typed", "b"])
        try waitForScreen(containing: "[Enter: next question · q: quit]", within: 5, session: "typed")
        try tmux(["send-keys", "-t", "typed", "Enter"])
        try waitForScreen(containing: "Your answer (the line it prints; q quits):", within: 5, session: "typed")
        try tmux(["send-keys", "-t", "typed", "q", "Enter"])
        try waitForScreen(containing: "Quiz stopped at question 2 of \(count) (1 answered, 1 right).", within: 5, session: "typed")
        try waitForScreen(containing: "EXITED 0", within: 5, session: "typed")
        try assertTerminalRestored(session: "typed")

        try startQuiz("key")                                    // q pressed after an answer
        try waitForScreen(containing: "Your answer (a–d; q quits):", within: 20, session: "key")
        try tmux(["send-keys", "-t", "key", "a"])
        try waitForScreen(containing: "[Enter: next question · q: quit]", within: 5, session: "key")
        try tmux(["send-keys", "-t", "key", "q"])
        try waitForScreen(containing: "Quiz stopped at question 2 of \(count) (1 answered, 0 right).", within: 5, session: "key")
        try waitForScreen(containing: "EXITED 0", within: 5, session: "key")
        try assertTerminalRestored(session: "key")

        try startQuiz("eof")
        try waitForScreen(containing: "Your answer (a–d; q quits):", within: 20, session: "eof")
        try tmux(["send-keys", "-t", "eof", "C-d"])
        try waitForScreen(containing: "Quiz stopped at question 1 of \(count) (none answered).", within: 5, session: "eof")
        try waitForScreen(containing: "EXITED 0", within: 5, session: "eof")
        try assertTerminalRestored(session: "eof")

        try startQuiz("interrupt")
        try waitForScreen(containing: "Your answer (a–d; q quits):", within: 20, session: "interrupt")
        try tmux(["send-keys", "-t", "interrupt", "C-c"])
        try waitForScreen(containing: "EXITED 130", within: 5, session: "interrupt")
        try assertTerminalRestored(session: "interrupt")
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path), "no stopped quiz is saved")
    }
}

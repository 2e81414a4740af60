import XCTest
import TestSupport

/// `quiz 4` run as the built binary: piped answers on stdin, and one question at a time in a
/// real terminal under tmux. Both run on a copy of the lessons, so the progress file they
/// write lands in a temporary folder.
final class QuizBinaryTests: TmuxTestCase {
    var course: TemporaryCourse!

    override func setUpWithError() throws { course = try TemporaryCourse.copyOfRealLessons() }
    override func tearDown() { course.remove() }

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
        let result = try BuiltBinary.run(["quiz", "4", "--course", course.root.path],
                                         input: String(repeating: "a\n", count: count))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("\u{1B}"), "no colour when piped")
        XCTAssertTrue(result.stdout.contains("question \(count) of \(count)"))
        XCTAssertTrue(result.stdout.contains("Saved as your best for lesson 4."), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: progressFile.path))

        let json = try BuiltBinary.run(["quiz", "4", "--json", "--course", course.root.path],
                                       input: String(repeating: "a\n", count: count))
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["total"] as? Int, count)
        XCTAssertEqual(object["newBest"] as? Bool, false, "the same score again is not a new best")
    }

    func testPipedInputEndingMidwaySavesNothing() throws {
        let result = try BuiltBinary.run(["quiz", "4", "--course", course.root.path], input: "b\nfalse true\n")
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.stderr.hasPrefix("error: input ended at question 3 of "), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))
    }

    func testQuizFourOneQuestionAtATimeInATerminal() throws {
        try requireTmux()
        defer { _ = try? tmux(["kill-server"]) }
        let count = try questionCount()
        let command = "cd '\(course.root.path)' && env -u NO_COLOR '\(BuiltBinary.executable.path)' quiz 4; echo EXITED $?; sleep 30"
        try tmux(["new-session", "-d", "-s", "quiz", "-x", "100", "-y", "40", command])

        try waitForScreen(containing: "question 1 of \(count)", within: 20, session: "quiz")
        try waitForScreen(containing: "Your answer (a–d):", within: 5, session: "quiz")
        XCTAssertFalse(try tmux(["capture-pane", "-p", "-t", "quiz"]).contains("question 2 of"), "one question at a time")
        try tmux(["send-keys", "-t", "quiz", "z", "Enter"])
        try waitForScreen(containing: "'z' is not one of the answers a–d", within: 5, session: "quiz")
        try tmux(["send-keys", "-t", "quiz", "b", "Enter"])
        try waitForScreen(containing: "✓ Right.", within: 5, session: "quiz")
        try waitForScreen(containing: "[Enter: next question]", within: 5, session: "quiz")
        XCTAssertFalse(try tmux(["capture-pane", "-p", "-t", "quiz"]).contains("question 2 of"), "waits for Enter")
        try tmux(["send-keys", "-t", "quiz", "Enter"])
        try waitForScreen(containing: "question 2 of \(count)", within: 5, session: "quiz")
        try tmux(["send-keys", "-t", "quiz", "-l", "false true"])
        try tmux(["send-keys", "-t", "quiz", "Enter"])
        try waitForScreen(containing: "✓ Right. It prints:", within: 5, session: "quiz")
        for number in 3...count {
            try tmux(["send-keys", "-t", "quiz", "Enter"])
            try waitForScreen(containing: "question \(number) of \(count)", within: 5, session: "quiz")
            try tmux(["send-keys", "-t", "quiz", "a", "Enter"])
        }
        try waitForScreen(containing: "Score: ", within: 10, session: "quiz")
        try waitForScreen(containing: "EXITED 0", within: 10, session: "quiz")
        XCTAssertTrue(FileManager.default.fileExists(atPath: progressFile.path), "a finished quiz is saved")
    }
}

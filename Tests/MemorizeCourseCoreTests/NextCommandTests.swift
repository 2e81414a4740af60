import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `next` walks the course in order, and `lesson N` and `demo ID` record what `next` reads.
/// The fixture course: lesson 1 (notes only), lesson 4 (demos alpha and beta, a quiz) and the
/// counter exercise, which practises lesson 4.
final class NextCommandTests: XCTestCase {
    var course: FixtureCourse!
    var progressFile: URL { course.root.appendingPathComponent(MemorizeCourseCore.Progress.fileName) }

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        let lesson = TemporaryCourse.lessonText(number: 4, title: "Game logic", demos: ["alpha", "beta"])
        let folder = course.root.appendingPathComponent("Lessons/04-logic")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try lesson.write(to: folder.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("quiz.json"), atomically: true, encoding: .utf8) // `next` only asks whether there is one
        let manifest = course.root.appendingPathComponent("Exercises/counter/exercise.json")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: #""title": "Counter","#, with: #""title": "Counter", "lessons": [4],"#)
            .write(to: manifest, atomically: true, encoding: .utf8)
    }

    override func tearDown() { course.remove() }

    /// A terminal without a height: a lesson shown on it counts as read, and is never paged.
    let screen = TerminalInfo(outputIsTerminal: true, inputIsTerminal: false, width: 80, usesColor: false)

    func run(_ arguments: [String], terminal: TerminalInfo = .plain, keyboard: Keyboard? = nil, keepsLessonPages: Bool = false) -> RunResult {
        Harness.run(arguments, terminal: terminal, currentDirectory: course.root, demos: CommandFixture.demos, keyboard: keyboard,
                    keepsLessonPages: keepsLessonPages, recordsVisits: true)
    }

    func nextLine(_ line: UInt = #line) -> String {
        let result = run(["next"])
        XCTAssertEqual(result.status, 0, result.stderr, line: line)
        return result.stdout.split(separator: "\n").last.map(String.init) ?? ""
    }

    func writeProgress(_ json: String) throws { try json.write(to: progressFile, atomically: true, encoding: .utf8) }

    func progress() throws -> MemorizeCourseCore.Progress {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(MemorizeCourseCore.Progress.self, from: Data(contentsOf: progressFile))
    }

    func testNextWalksLessonsDemosQuizThenTheExerciseInOrder() throws {
        XCTAssertEqual(nextLine(), "Next: memorize-course lesson 1")
        XCTAssertEqual(run(["lesson", "1"], terminal: screen).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course lesson 4")
        XCTAssertEqual(run(["lesson", "4"], terminal: screen).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course demo alpha --step (demo 1 of 2 in lesson 4)")
        XCTAssertEqual(run(["demo", "alpha"]).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course demo beta --step (demo 2 of 2 in lesson 4)")
        XCTAssertEqual(run(["demo", "beta"]).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course quiz 4")
        var recorded = try progress()
        XCTAssertEqual(recorded.lessonsShown, [1, 4])
        XCTAssertEqual(recorded.demosRun, ["alpha", "beta"])
        recorded.quizzes = ["4": .init(best: 2, total: 3)]
        try writeProgress(String(decoding: try JSONEncoder().encode(recorded), as: UTF8.self))
        XCTAssertEqual(nextLine(), "Next: memorize-course start counter (practises lesson 4)")
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course check counter (started, not checked yet)")
        recorded.exercises["counter"] = .init(passed: 1, total: 2)
        try writeProgress(String(decoding: try JSONEncoder().encode(recorded), as: UTF8.self))
        XCTAssertEqual(nextLine(), "Next: memorize-course check counter (1 of 2 tasks pass)")
        recorded.exercises["counter"] = .init(passed: 2, total: 2, everPassed: true)
        try writeProgress(String(decoding: try JSONEncoder().encode(recorded), as: UTF8.self))
        XCTAssertEqual(nextLine(), "All done: every lesson read, demo run, quiz taken and exercise passed.")
    }

    func testTheWholePagePiped() throws {
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 1, "total": 2, "everPassed": false, "hintsShown": 1}},"#
            + #" "quizzes": {"4": {"best": 2, "total": 3}}, "lessonsShown": [1], "demosRun": ["beta"]}"#)
        try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Work/counter"), withIntermediateDirectories: true)
        let result = run(["next"])
        XCTAssertEqual(result.stderr, "")
        // Lesson 4 is unread, but an exercise started and failing comes first: finish what you started.
        XCTAssertEqual(result.stdout, """
        Lessons read 1/2 · demos run 1/2 · quizzes taken 1/1 · exercises passed 0/1

        Lessons                                             notes   demos     quiz
           1  Counting                                      read    -         -
           4  Game logic                                    unread  1 of 2    2 of 3

        Exercises  lessons  state
          counter  4        failing: 1 of 2 tasks pass

        Next: memorize-course check counter (1 of 2 tasks pass)

        """)
    }

    func testAQuizWithQuestionsMissedOffersItsReviewBesideTheNextStep() throws {
        try writeProgress(#"{"format": 1, "exercises": {}, "quizzes": {"4": {"best": 1, "total": 3, "missed": ["b", "c"]}},"#
            + #" "lessonsShown": [1, 4], "demosRun": ["alpha", "beta"]}"#)
        let lines = run(["next"]).stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.suffix(2)), ["Review: memorize-course quiz 4 --review (2 missed last time)",
                                                "Next: memorize-course start counter (practises lesson 4)"])
        // All answered right at the last attempt: nothing to review.
        try writeProgress(#"{"format": 1, "exercises": {}, "quizzes": {"4": {"best": 3, "total": 3, "missed": []}},"#
            + #" "lessonsShown": [1, 4], "demosRun": ["alpha", "beta"]}"#)
        XCTAssertFalse(run(["next"]).stdout.contains("Review:"))
    }

    func testAStartedExerciseComesBeforeTheRestOfTheCourseUntilItPasses() throws {
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course check counter (started, not checked yet)")
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 2, "total": 2, "everPassed": true, "hintsShown": 0}}}"#)
        XCTAssertEqual(nextLine(), "Next: memorize-course lesson 1", "passed: back to the course in order")
    }

    func testFitsTheTerminalAndCutsALongTitle() throws {
        let long = TemporaryCourse.lessonText(number: 4, title: "Game logic, and a title much longer than any lecture's own title", demos: ["alpha", "beta"])
        try long.write(to: course.root.appendingPathComponent("Lessons/04-logic/lesson.md"), atomically: true, encoding: .utf8)
        for width in [200, 80, 60] {
            let terminal = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: width, usesColor: false)
            let lines = run(["next"], terminal: terminal).stdout.split(separator: "\n")
            let widest = lines.map { DisplayWidth.of($0) }.max() ?? 0
            XCTAssertLessThanOrEqual(widest, min(width, 80), "width \(width):\n" + lines.joined(separator: "\n"))
            XCTAssertTrue(lines.contains { $0.contains("Game logic, and a title") && $0.contains("…") }, "width \(width)")
        }
    }

    func testAnOldProgressFileStillLoadsAndKeepsWhatItHad() throws {
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 2, "total": 2, "everPassed": true, "hintsShown": 1}},"#
            + #" "quizzes": {"4": {"best": 3, "total": 3}}}"#)
        let shown = run(["lesson", "1"], terminal: screen)
        XCTAssertEqual(shown.stderr, "", "no warning: the file is not damaged")
        let recorded = try progress()
        XCTAssertEqual(recorded.lessonsShown, [1])
        XCTAssertEqual(recorded.exercises["counter"]?.everPassed, true)
        XCTAssertEqual(recorded.quizScore(lesson: 4)?.best, 3)
    }

    func testAKeptLessonPageDoesNotReadProgressUntilTheFileChanges() throws {
        XCTAssertEqual(run(["lesson", "4"], terminal: screen, keepsLessonPages: true).status, 0)
        XCTAssertEqual(try progress().lessonsShown, [4])
        // Garbage written over the file in place, its size and time put back: the same file to
        // `stat`. Read, it would be reported damaged; a kept page with an unchanged file reads none.
        var info = stat()
        XCTAssertEqual(stat(progressFile.path, &info), 0)
        let size = Int(info.st_size)
        let handle = try FileHandle(forWritingTo: progressFile)
        try handle.write(contentsOf: Data(String(repeating: "x", count: size).utf8))
        try handle.close()
        var times = [info.st_atim, info.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, progressFile.path, &times, 0), 0)
        XCTAssertEqual(run(["lesson", "4"], terminal: screen, keepsLessonPages: true).stderr, "", "the progress file was not read")
        // Changed (here: its time), it is read once, and the damage reported.
        times[1].tv_sec -= 60
        XCTAssertEqual(utimensat(AT_FDCWD, progressFile.path, &times, 0), 0)
        XCTAssertTrue(run(["lesson", "4"], terminal: screen, keepsLessonPages: true).stderr.contains("is damaged"))
        XCTAssertEqual(try progress().lessonsShown, [4], "rebuilt with the lesson")
        // Lost: the next showing records the lesson again.
        try FileManager.default.removeItem(at: progressFile)
        XCTAssertEqual(run(["lesson", "4"], terminal: screen, keepsLessonPages: true).status, 0)
        XCTAssertEqual(try progress().lessonsShown, [4])
        // Written by a check since: the lesson is recorded beside what is there.
        try writeProgress(#"{"format": 1, "exercises": {"counter": {"passed": 1, "total": 2, "everPassed": false, "hintsShown": 0}}}"#)
        XCTAssertEqual(run(["lesson", "4"], terminal: screen, keepsLessonPages: true).status, 0)
        XCTAssertEqual(try progress().lessonsShown, [4])
        XCTAssertEqual(try progress().exercises["counter"]?.passed, 1)
    }

    /// Piped into a file or another program, a lesson has not been read: only a lesson shown
    /// on a terminal counts for `next`.
    func testAPipedLessonIsNotCountedAsRead() throws {
        let piped = run(["lesson", "1"])
        XCTAssertEqual(piped.status, 0)
        XCTAssertFalse(piped.stdout.isEmpty)
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path), "nothing recorded")
        XCTAssertEqual(nextLine(), "Next: memorize-course lesson 1")
        XCTAssertEqual(run(["lesson", "1"], terminal: screen).status, 0)
        XCTAssertEqual(try progress().lessonsShown, [1])
        XCTAssertEqual(nextLine(), "Next: memorize-course lesson 4")
    }

    func testAStoppedLessonStepRecordsOnlyTheDemosRunToTheirEnd() throws {
        let keyboard = ScriptedKeyboard(keys: "nnq") // alpha 1, alpha 2, then q at beta 1
        XCTAssertEqual(run(["lesson", "4", "--step"], terminal: Harness.interactiveTerminal(), keyboard: keyboard).status, 0)
        XCTAssertEqual(try progress().demosRun, ["alpha"])
        XCTAssertNil(try progress().lessonsShown, "stepping through the demos is not reading the notes")
    }

    func testADemoOrLessonStoppedHalfWayIsOfferedWithTheStepItResumesAt() throws {
        XCTAssertEqual(run(["lesson", "1"], terminal: screen).status, 0)
        XCTAssertEqual(run(["lesson", "4"], terminal: screen).status, 0)
        XCTAssertEqual(run(["demo", "alpha", "--step"], terminal: Harness.interactiveTerminal(), keyboard: ScriptedKeyboard(keys: "nq")).status, 0)
        XCTAssertEqual(try progress().stepping?["demo alpha"]?.step, 2)
        XCTAssertEqual(nextLine(), "Next: memorize-course demo alpha --step (demo 1 of 2 in lesson 4; resumes at step 2 of 2)")

        // q at the first step leaves nothing to resume; a lesson stepped half-way resumes with 'lesson 4 --step'.
        XCTAssertEqual(run(["demo", "alpha", "--step", "--from-start"], terminal: Harness.interactiveTerminal(), keyboard: ScriptedKeyboard(keys: "q")).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course demo alpha --step (demo 1 of 2 in lesson 4)")
        XCTAssertEqual(run(["lesson", "4", "--step"], terminal: Harness.interactiveTerminal(), keyboard: ScriptedKeyboard(keys: "nq")).status, 0)
        XCTAssertEqual(nextLine(), "Next: memorize-course lesson 4 --step (demo 1 of 2 in lesson 4; resumes at step 2 of 2)")
    }

    func testNextTakesNoArgumentsAndIsInHelpAndCompletion() {
        XCTAssertEqual(run(["next", "4"]).stderr, "error: 'next' takes no arguments, got: 4; see 'memorize-course next --help'\n")
        XCTAssertTrue(run(["--help"]).stdout.contains("  next          Where you are in the course, and the one thing to do next.\n"))
        XCTAssertTrue(run(["completion", "bash"]).stdout.contains("        next) options='--course --help -h'; values='--course=directory'; arguments='' ;;\n"))
        XCTAssertTrue(run(["completion", "zsh"]).stdout.contains("'next:Where you are in the course, and the one thing to do next.'"))
    }
}

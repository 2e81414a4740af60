import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Stepping through demos with single keys, and resuming a run stopped half-way, in process
/// with a scripted keyboard (the real keys and terminal are `DemoKeysTmuxTests`).
final class DemoSteppingTests: CommandFixture {
    /// Counts across its steps, as lecture demos share a game between steps: step 3 prints
    /// what steps 1 and 2 added, so it is only right when they ran first.
    static let tally = Demo(id: "tally", title: "Tally", lesson: 4) {
        let tally = Tally()
        return (1...4).map { number in
            DemoStep("Add \(number)", explanation: "Adds one.", code: "count += 1") { print in
                tally.count += 1
                print("count is \(tally.count)")
            }
        }
    }

    func step(_ arguments: [String], keys: String) -> (RunResult, ScriptedKeyboard) {
        let keyboard = ScriptedKeyboard(keys: keys)
        let result = Harness.run(arguments, terminal: Harness.interactiveTerminal(), currentDirectory: course.root,
                                 demos: Self.demos + [Self.tally], keyboard: keyboard)
        return (result, keyboard)
    }

    var progressFile: URL { course.root.appendingPathComponent(MemorizeCourseCore.Progress.fileName) }

    func savedPlaces() throws -> [String: MemorizeCourseCore.Progress.DemoPlace]? {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(MemorizeCourseCore.Progress.self, from: Data(contentsOf: progressFile)).stepping
    }

    func testSingleKeysGoOnGoBackAndFinishWithoutEnter() throws {
        // space: next; b: back; x means nothing here and is ignored; Escape: quit.
        let (result, keyboard) = step(["demo", "alpha", "--step"], keys: " bx\u{1B}")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("Stopped at alpha, step 1 of 2."), "Escape quits:\n\(result.stdout)")
        XCTAssertEqual(keyboard.keyReads, 4, "one key per answer, the ignored x included")
        XCTAssertEqual(keyboard.lineReads, 0, "a terminal never waits for a line here")
        XCTAssertEqual(result.input.reads, 0, "keys come from the keyboard, not from lines on stdin")
        XCTAssertEqual(result.stdout.components(separatedBy: "step 1 of 2:").count - 1, 2, "b showed step 1 again")

        let arrows = Harness.run(["demo", "alpha", "--step"], terminal: Harness.interactiveTerminal(), currentDirectory: course.root,
                                 demos: Self.demos, keyboard: ScriptedKeyboard([.key(.right), .key(.left), .key(.right), .key(.enter)]))
        XCTAssertTrue(arrows.stdout.contains("Done: alpha."), arrows.stdout)
        XCTAssertEqual(arrows.stdout.components(separatedBy: "step 2 of 2:").count - 1, 2)
    }

    func testQuittingRemembersTheStepAndTheNextRunResumesThere() throws {
        let (first, _) = step(["demo", "tally", "--step"], keys: "nnq")
        XCTAssertEqual(first.status, 0)
        XCTAssertTrue(first.stdout.contains("Stopped at tally, step 3 of 4. 'memorize-course demo tally --step' resumes here."), first.stdout)
        XCTAssertEqual(try savedPlaces()?["demo tally"]?.step, 3)

        let (second, keyboard) = step(["demo", "tally", "--step"], keys: "bnn\n")
        XCTAssertTrue(second.stdout.contains("Resuming at step 3 of 4 (--from-start to begin again)."), second.stdout)
        XCTAssertFalse(second.stdout.contains("step 1 of 4:"), "steps 1 and 2 are not shown")
        XCTAssertTrue(second.stdout.contains("Demo tally · Tally · lesson 4 · 4 steps"), "the demo's header above the resumed step")
        XCTAssertTrue(second.stdout.contains("count is 3"), "the skipped steps ran first, unseen, so step 3 counts to 3:\n\(second.stdout)")
        XCTAssertTrue(second.stdout.contains("count is 2"), "b goes back to step 2, with what it printed")
        XCTAssertTrue(second.stdout.contains("count is 4"))
        XCTAssertTrue(second.stdout.contains("Done: tally."))
        XCTAssertEqual(keyboard.readsPastScript, 0)
        XCTAssertNil(try savedPlaces()?["demo tally"], "finishing forgets the place")

        let (third, _) = step(["demo", "tally", "--step"], keys: "q")
        XCTAssertFalse(third.stdout.contains("Resuming"), "a finished demo starts at step 1")
        XCTAssertTrue(third.stdout.contains("Stopped at tally, step 1 of 4. Start again with: memorize-course demo tally --step"), third.stdout)
    }

    func testFromStartBeginsAtStepOneAndCtrlDRemembersLikeQ() throws {
        _ = step(["demo", "tally", "--step"], keys: "n\u{4}")   // Ctrl-D at step 2
        XCTAssertEqual(try savedPlaces()?["demo tally"]?.step, 2, "Ctrl-D stops like q")
        let (again, _) = step(["demo", "tally", "--step", "--from-start"], keys: "q")
        XCTAssertFalse(again.stdout.contains("Resuming"))
        XCTAssertTrue(again.stdout.contains("step 1 of 4:"))
        XCTAssertNil(try savedPlaces()?["demo tally"], "stopping at step 1 leaves nothing to resume")
        XCTAssertTrue(run(["demo", "--help"]).stdout.contains("--from-start"))
        XCTAssertTrue(run(["lesson", "--help"]).stdout.contains("--from-start"))
        assertUsageError(["demo", "tally", "--from-start"], "error: --from-start goes with --step; for example: memorize-course demo tally --step --from-start")
    }

    func testALessonResumesAtTheDemoAndStepItStoppedAt() throws {
        let (first, _) = step(["lesson", "4", "--step"], keys: "nnq")   // alpha 1, alpha 2, beta 1
        XCTAssertTrue(first.stdout.contains("Stopped at beta, step 1 of 1. 'memorize-course lesson 4 --step' resumes here."), first.stdout)
        XCTAssertEqual(try savedPlaces()?["lesson 4"], .init(demo: "beta", step: 1, stoppedAt: Date(timeIntervalSince1970: 1_795_000_000)))
        XCTAssertNil(try savedPlaces()?["demo beta"], "the lesson's place is its own")
        let (second, _) = step(["lesson", "4", "--step"], keys: "\n")
        XCTAssertTrue(second.stdout.contains("Resuming at beta, step 1 of 1 (--from-start to begin again)."), second.stdout)
        XCTAssertNil(try savedPlaces(), "the last place forgotten, the entry goes")
    }

    func testAPlaceWhoseStepIsGoneStartsAgainAndPipedRunsRememberNothing() throws {
        try #"{"format": 1, "exercises": {}, "stepping": {"demo tally": {"demo": "tally", "step": 9}}}"#
            .write(to: progressFile, atomically: true, encoding: .utf8)
        let (result, _) = step(["demo", "tally", "--step"], keys: "q")
        XCTAssertFalse(result.stdout.contains("Resuming"), "the demo has 4 steps now")
        XCTAssertTrue(result.stdout.contains("step 1 of 4:"))

        try FileManager.default.removeItem(at: progressFile)
        let piped = Harness.run(["demo", "tally", "--step"], input: ["q"], currentDirectory: course.root, demos: [Self.tally],
                                keyboard: ScriptedKeyboard(keys: "q"))
        XCTAssertTrue(piped.stdout.contains("Done: tally."), "piped, a stepped demo runs straight through")
        XCTAssertFalse(FileManager.default.fileExists(atPath: progressFile.path))
    }

    func testADamagedProgressFileIsReportedOnceAndRebuiltWithThePlace() throws {
        try "{ not json".write(to: progressFile, atomically: true, encoding: .utf8)
        let (result, _) = step(["demo", "tally", "--step"], keys: "nq")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr.components(separatedBy: "warning: ").count - 1, 1, result.stderr)
        XCTAssertEqual(try savedPlaces()?["demo tally"]?.step, 2)
    }

    func testKeyAnswers() {
        XCTAssertEqual(DemoPlayer.answer(.key(.enter)), .next)
        XCTAssertEqual(DemoPlayer.answer(.key(.character("N"))), .next)
        XCTAssertEqual(DemoPlayer.answer(.key(.character("B"))), .back)
        XCTAssertEqual(DemoPlayer.answer(.key(.character("q"))), .quit)
        XCTAssertEqual(DemoPlayer.answer(.end), .quit)
        XCTAssertNil(DemoPlayer.answer(.key(.character("z"))))
        XCTAssertEqual(DemoPlayer.answer(.line("back")), .back, "lines read as before")
    }

    func testDecodingTheBytesOfAKey() {
        func decoded(_ bytes: [UInt8]) -> PromptReply? { TerminalKeyboard.decode(bytes).0 }
        XCTAssertEqual(decoded([0x0D]), .key(.enter), "Enter in raw mode is a carriage return")
        XCTAssertEqual(decoded([0x0A]), .key(.enter))
        XCTAssertEqual(decoded([0x04]), .end, "Ctrl-D is a byte in raw mode: the end of input")
        XCTAssertEqual(decoded(Array("q".utf8)), .key(.character("q")))
        XCTAssertEqual(TerminalKeyboard.decode([0x1B, 0x5B, 0x44, 0x71]).0, .key(.left))
        XCTAssertEqual(TerminalKeyboard.decode([0x1B, 0x5B, 0x44, 0x71]).1, 3, "the q after the arrow is the next key")
        XCTAssertEqual(decoded([0x1B]), .key(.escape))
        XCTAssertEqual(TerminalKeyboard.decode(Array("\u{1B}[1;5C".utf8)).1, 6, "an unknown sequence is skipped whole")
        XCTAssertEqual(TerminalKeyboard.decode(Array("é!".utf8)).0, .key(.character("é")))
        XCTAssertEqual(TerminalKeyboard.decode(Array("é!".utf8)).1, 2)
        XCTAssertNil(decoded([0x01]), "Ctrl-A is no key")
    }
}

/// A count the tally demo's steps share.
final class Tally: @unchecked Sendable {
    var count = 0
}

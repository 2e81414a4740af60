import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Predict, then run: in `--step` on a terminal a step with a question asks it after the code,
/// takes one key, then shows the output and whether the guess was right; every step's "Try:"
/// line follows its output, stepping or not. Keys are scripted, as in `DemoSteppingTests`.
final class DemoPredictingTests: CommandFixture {
    /// Two questions and a plain step; the right answers are at different letters.
    static let guessing = Demo(id: "guessing", title: "Guessing", lesson: 4) {
        [
            DemoStep("Nil", explanation: "An empty optional.", code: "let x: Int? = nil\nprint(x as Any)",
                     tryThis: "Set `x` to `3` and run again: it prints `Optional(3)`.",
                     predict: DemoPrediction("What does it print?", choices: ["0", "nil", "Optional(nil)"], answer: 1,
                                             why: "An optional that is not set prints as nil.")) { print in print("nil") },
            DemoStep("Set", explanation: "A set optional.", code: "let y: Int? = 4\nprint(y as Any)",
                     predict: DemoPrediction("And this?", choices: ["Optional(4)", "4"], answer: 0,
                                             why: "A set optional prints wrapped.")) { print in print("Optional(4)") },
            DemoStep("Plain", explanation: "No question.", code: "print(1)") { print in print("1") },
        ]
    }

    /// A terminal without colour, so the text can be matched as it reads.
    static let terminal = TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false)

    func step(_ keys: String, _ arguments: [String] = ["demo", "guessing", "--step"]) -> (RunResult, ScriptedKeyboard) {
        let keyboard = ScriptedKeyboard(keys: keys)
        let result = Harness.run(arguments, terminal: Self.terminal, currentDirectory: course.root,
                                 demos: Self.demos + [Self.guessing], keyboard: keyboard)
        return (result, keyboard)
    }

    func testARightAndAWrongGuessAreToldApartAndCounted() throws {
        // b: right at step 1; Enter: on; b: wrong at step 2 (the answer is a); Enter, Enter: finish.
        let (result, keyboard) = step("b\nb\n\n")
        XCTAssertEqual(result.status, 0)
        let out = result.stdout
        XCTAssertTrue(out.contains("  ? What does it print?\n    a) 0\n    b) nil\n    c) Optional(nil)\n"), out)
        XCTAssertTrue(out.contains("[a–c: your guess · Enter: just run it · q: quit] b\n"), "the guess stays on screen:\n\(out)")
        XCTAssertTrue(out.contains("  Right: An optional that is not set prints as nil."), out)
        XCTAssertTrue(out.contains("  Not quite: the answer is a) Optional(4). A set optional prints wrapped."), out)
        XCTAssertTrue(out.contains("predictions: 1 of 2 right"), out)
        XCTAssertTrue(out.contains("Done: guessing."))
        XCTAssertEqual(keyboard.readsPastScript, 0)
        XCTAssertEqual(keyboard.keyReads, 5, "one key per question and one per prompt")
        // The question comes before the output, the verdict after it.
        let question = try XCTUnwrap(out.range(of: "What does it print?"))
        let output = try XCTUnwrap(out.range(of: "▶ output\n    nil"))
        let verdict = try XCTUnwrap(out.range(of: "Right:"))
        XCTAssertTrue(question.upperBound < output.lowerBound && output.upperBound < verdict.lowerBound, out)
    }

    func testOtherKeysAreIgnoredEnterSkipsAndGoingBackDoesNotAskAgain() {
        // x and z mean nothing at a question of three choices; Enter runs step 1 unguessed;
        // n: on; d (past step 2's two choices) is ignored before a; b goes back to step 1,
        // shown without its question; n, n, Enter: finish.
        let (result, keyboard) = step("xz\nndabnn\n")
        let out = result.stdout
        XCTAssertEqual(out.components(separatedBy: "What does it print?").count - 1, 1, "asked once:\n\(out)")
        XCTAssertEqual(out.components(separatedBy: "step 1 of 3:").count - 1, 2, "b showed step 1 again")
        XCTAssertFalse(out.contains("Right: An optional"), "a skipped question has no verdict")
        XCTAssertTrue(out.contains("Right: A set optional prints wrapped."), out)
        XCTAssertTrue(out.contains("predictions: 1 of 1 right"), "only answered questions count:\n\(out)")
        XCTAssertEqual(keyboard.readsPastScript, 0)
    }

    func testQAtAQuestionQuitsAndRemembersTheStep() {
        let (result, _) = step("nq")   // n is no choice here: ignored; q quits at step 1's question
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("Stopped at guessing, step 1 of 3."), result.stdout)
        XCTAssertFalse(result.stdout.contains("▶ output"), "quitting at the question shows no output")

        let (second, _) = step("\nnq")   // at step 2's question, step 1's skipped
        XCTAssertTrue(second.stdout.contains("Stopped at guessing, step 2 of 3."), second.stdout)
    }

    func testPipedAndUnsteppedRunsAskNothingButShowWhatToTry() {
        for arguments in [["demo", "guessing", "--step"], ["demo", "guessing"]] {
            let result = Harness.run(arguments, currentDirectory: course.root, demos: [Self.guessing],
                                     keyboard: ScriptedKeyboard(keys: "q"))
            XCTAssertEqual(result.status, 0)
            XCTAssertFalse(result.stdout.contains("What does it print?"), result.stdout)
            XCTAssertFalse(result.stdout.contains("predictions:"))
            XCTAssertTrue(result.stdout.contains("▶ output\n    nil\n\n  Try: Set `x` to `3` and run again"), result.stdout)
            XCTAssertTrue(result.stdout.contains("\n  (demo guessing --edit)\n"), "kept whole, on a line of its own:\n\(result.stdout)")
            XCTAssertEqual(result.stdout.components(separatedBy: "Try:").count - 1, 1, "only the step that has one")
        }
    }

    func testGuessKeys() {
        XCTAssertEqual(DemoPlayer.guess(.key(.character("a")), choices: 3), .choice(0))
        XCTAssertEqual(DemoPlayer.guess(.key(.character("C")), choices: 3), .choice(2))
        XCTAssertNil(DemoPlayer.guess(.key(.character("d")), choices: 3), "past the last choice")
        XCTAssertEqual(DemoPlayer.guess(.key(.enter), choices: 3), .skip)
        XCTAssertEqual(DemoPlayer.guess(.key(.character(" ")), choices: 3), .skip)
        XCTAssertEqual(DemoPlayer.guess(.key(.left), choices: 3), .back)
        XCTAssertEqual(DemoPlayer.guess(.key(.character("q")), choices: 3), .quit)
        XCTAssertEqual(DemoPlayer.guess(.key(.escape), choices: 3), .quit)
        XCTAssertEqual(DemoPlayer.guess(.end, choices: 3), .quit)
        XCTAssertEqual(DemoPlayer.guess(.line(" b "), choices: 2), .choice(1))
    }
}

import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `demo`: its steps, the answers a terminal takes, and frames, in process (see `CommandFixture`).
final class DemoCommandTests: CommandFixture {
    // MARK: demo

    func testDemoShowsExplanationCodeAndOutput() {
        let result = run(["demo", "alpha"])
        XCTAssertEqual(result.status, 0)
        if let mismatch = Snapshot.mismatch(result.stdout, named: "demo-alpha") { XCTFail(mismatch) }
        XCTAssertTrue(run(["demo", "beta"]).stdout.contains("(prints nothing)"))
    }

    /// A bare `demo` lists what there is to run, as `lessons` lists lessons, rather than
    /// "needs a demo id"; an option without an id still needs one.
    func testWithoutAnIdItListsTheDemosByLesson() {
        let result = run(["demo"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, """
        Lesson 4: Game logic
          alpha  Alpha
          beta   Beta

        Run one:        memorize-course demo ID
        Step by step:   memorize-course demo ID --step
        Edit its code:  memorize-course demo ID --edit

        """)
        XCTAssertEqual(run(["demo", "--edit"]).status, 64)
        XCTAssertTrue(run(["demo", "--help"]).stdout.contains("USAGE: memorize-course demo [ID] [--step]"))
    }

    func testSteppingOnATerminalWaitsGoesBackAndQuits() {
        let terminal = Harness.interactiveTerminal()
        let back = run(["demo", "alpha", "--step"], terminal: terminal, input: ["", "b", "", ""])
        XCTAssertEqual(back.status, 0)
        XCTAssertEqual(back.stdout.components(separatedBy: "step 1 of 2").count - 1, 2, "b shows step 1 again")
        XCTAssertEqual(back.stdout.components(separatedBy: "step 2 of 2").count - 1, 2)
        XCTAssertEqual(back.input.reads, 4, "a prompt after every step, the last one finishing")
        XCTAssertTrue(back.stdout.contains("[Enter: finish · b: back · q: quit]"))
        XCTAssertTrue(back.stdout.contains("Done: alpha."))

        let quit = run(["demo", "alpha", "--step"], terminal: terminal, input: ["q"])
        XCTAssertFalse(quit.stdout.contains("step 2 of 2"))
        XCTAssertTrue(quit.stdout.contains("Stopped at alpha, step 1 of 2. Start again with: memorize-course demo alpha --step"), quit.stdout)

        let endOfInput = run(["demo", "alpha", "--step"], terminal: terminal, input: [])
        XCTAssertEqual(endOfInput.status, 0)
        XCTAssertFalse(endOfInput.stdout.contains("step 2 of 2"), "end of input quits instead of spinning")
    }

    func testWithoutStepNothingWaits() {
        let result = run(["demo", "alpha"], terminal: Harness.interactiveTerminal())
        XCTAssertEqual(result.input.reads, 0)
        XCTAssertTrue(result.stdout.contains("step 2 of 2"))
    }

    func testAnswers() {
        XCTAssertEqual(DemoPlayer.answer(""), .next)
        XCTAssertEqual(DemoPlayer.answer(" B "), .back)
        XCTAssertEqual(DemoPlayer.answer("q"), .quit)
        XCTAssertEqual(DemoPlayer.answer(nil), .quit)
    }

    // MARK: frames

    static let flip = Demo(id: "flip", title: "Flip", lesson: 4) {
        [DemoStep("Turn", explanation: "Frame by frame.", code: "for angle in [0, 90, 180] { }") { print in
            print("start")
            for angle in [0, 90, 180] { print.frame(angle < 90 ? "[ 👻 ]" : "[////]\n[////]", label: "\(angle)°") }
            print("end")
        }]
    }

    func testFramesArePrintedInOrderWhenPiped() {
        let result = Harness.run(["demo", "flip"], currentDirectory: course.root, demos: [Self.flip])
        XCTAssertTrue(result.stdout.contains("    start\n    [0°]\n    [ 👻 ]\n    [90°]\n    [////]\n    [////]\n    [180°]\n    [////]\n    [////]\n    end\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no cursor movement when piped")
    }

    func testFramesPlayInPlaceOnATerminal() {
        let stdout = CapturedText()
        var context = CommandContext(stdout: stdout, stderr: CapturedText(), stdin: ScriptedInput(), environment: [:],
                                     currentDirectory: course.root, executableURL: nil,
                                     terminal: TerminalInfo(outputIsTerminal: true, inputIsTerminal: false, width: 80, usesColor: false),
                                     demos: [Self.flip])
        let waits = WaitCounter()
        context.sleep = { seconds in waits.add(seconds) }
        XCTAssertEqual(CommandLineInterface.run(["demo", "flip"], context: context), 0)
        XCTAssertEqual(waits.count, 2, "a wait before each frame after the first")
        XCTAssertLessThanOrEqual(waits.total, 1.5, "a short animation")
        XCTAssertTrue(stdout.text.contains("\u{1B}[2A"), "the second frame is drawn over the first (two lines up)")
        XCTAssertTrue(stdout.text.contains("\u{1B}[2K    [180°]"), "each line is cleared before it is drawn")
    }
}

/// Counts the waits an animation asks for.
final class WaitCounter: @unchecked Sendable {
    private(set) var count = 0
    private(set) var total = 0.0
    func add(_ seconds: Double) { count += 1; total += seconds }
}

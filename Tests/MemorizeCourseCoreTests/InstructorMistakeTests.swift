import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// The ordinary mistakes of an instructor adding an exercise (issue 10), each made on a copy
/// of the `counter` fixture, with the exact message and exit code the tool gives.
final class InstructorMistakeTests: XCTestCase {
    var course: FixtureCourse!
    var counter: URL { course.root.appendingPathComponent("Exercises/counter") }

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String], terminal: TerminalInfo = .plain, runner: ProcessRunner = UnavailableProcessRunner(),
             pager: Pager = NoPager()) -> RunResult {
        Harness.run(arguments, terminal: terminal, environment: FixtureCourse.gradingEnvironment(), currentDirectory: course.root,
                    demos: [], processRunner: runner, pager: pager)
    }

    func grade(_ arguments: [String]) -> RunResult { run(arguments, runner: SystemProcessRunner()) }

    func edit(_ file: String, _ change: (String) -> String) throws {
        let url = counter.appendingPathComponent(file)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    // 1. A malformed exercise.json: named with line and column; the other exercises still work.
    func testAMalformedManifestIsPlacedAndBreaksNoOtherExercise() throws {
        let other = course.root.appendingPathComponent("Exercises/sloppy")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "{\"format\": 1,\n \"id\": \"sloppy\"\n \"title\": \"Sloppy\"}\n".write(to: other.appendingPathComponent("exercise.json"), atomically: true, encoding: .utf8)
        let problem = "Exercises/sloppy/exercise.json:3:2: not valid JSON: expected ',' or '}' after a member of an object, found '\"'"

        let listed = run(["exercises"])
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertEqual(listed.stdout, """
        counter  Counter
            not started · next: memorize-course start counter
            the tasks: memorize-course instructions counter
        sloppy  cannot be used: its manifest is broken
            \(problem)

        """)
        let checked = run(["check", "sloppy"])
        XCTAssertEqual(checked.status, 2)
        XCTAssertEqual(checked.stderr, "error: \(problem) (exercise sloppy cannot be used until its manifest is fixed)\n")
        let validated = run(["validate", "sloppy"])
        XCTAssertEqual(validated.status, 1)
        XCTAssertEqual(validated.stdout, "Validating sloppy\n  ✘ \(problem)\nsloppy: 1 problem\n\n")

        XCTAssertEqual(run(["hint", "counter"]).status, 0)
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        let solution = grade(["check", "counter", "--solution"])
        XCTAssertEqual(solution.status, 0, solution.stdout + solution.stderr)
    }

    // 4. A starter that passes a requirement nobody declared: free points, caught both ways.
    func testAStarterThatPassesARequirementMustSaySo() throws {
        try edit("exercise.json") { $0.replacingOccurrences(of: #" "starterPasses": ["task-2"],"#, with: "") }
        let undeclared = grade(["validate", "counter"])
        XCTAssertEqual(undeclared.status, 1)
        XCTAssertTrue(undeclared.stdout.contains("""
          ✘ starter: compiles, fails 1 of 2 automated requirements
              Task 1: Incremented a counter at 0 once: expected 1, but it is 0.
          ✘ starter: already passes task-2, so students get its points for nothing; make the starter fail it, or list it in "starterPasses" in exercise.json if that is meant

        """), undeclared.stdout)
        XCTAssertTrue(undeclared.stdout.hasSuffix("counter: 2 problems\n\n"), undeclared.stdout)

        try edit("exercise.json") { $0.replacingOccurrences(of: #""title": "Counter","#, with: #""title": "Counter", "starterPasses": ["task-1", "task-2"],"#) }
        let overclaimed = grade(["validate", "counter"])
        XCTAssertEqual(overclaimed.status, 1)
        XCTAssertTrue(overclaimed.stdout.contains("""
          ✘ starter: "starterPasses" lists task-1, but the starter fails it; remove it from starterPasses, or make the starter pass

        """), overclaimed.stdout)
    }

    // 5. Hints in the wrong shape: validate counts them and warns, and the exercise stays valid.
    func testHintsInTheWrongShapeAreCountedAndWarnedAbout() throws {
        try edit("instructions.md") { $0.replacingOccurrences(of: "## Hints", with: "## Hint") }
        let result = grade(["validate", "counter"])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("""
          ✔ instructions.md reads; 0 hints
          ! instructions.md:11: '## Hint' is not read as hints; hints are the numbered items under a '## Hints' heading

        """), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("counter: valid (1 warning)\n\n"), result.stdout)
        XCTAssertEqual(run(["hint", "counter"]).stdout, "counter has no hints.\n")
    }

    // 6. A requirement naming a check class that does not exist: a did-you-mean, and nothing else.
    func testAnUnknownCheckClassGetsADidYouMeanAndNoFollowOnNoise() throws {
        try edit("exercise.json") { $0.replacingOccurrences(of: #"["Task1Checks"]"#, with: #"["Task1Chekcs"]"#) }
        let validated = run(["validate", "counter"])
        XCTAssertEqual(validated.status, 1)
        XCTAssertEqual(validated.stdout, """
        Validating counter (Counter)
          ✔ manifest: 3 requirements (2 automated), 5 broken submissions
          ✔ instructions.md reads; 3 hints
          ✘ exercise.json: task-1 names the check class Task1Chekcs, which checks/ does not define; did you mean Task1Checks?
        counter: 1 problem


        """)
    }

    // 7. No instructions.md: start refuses, naming the file, and creates nothing.
    func testStartRefusesWithoutInstructions() throws {
        try FileManager.default.removeItem(at: counter.appendingPathComponent("instructions.md"))
        let result = run(["start", "counter"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "error: Exercises/counter/instructions.md is missing, so there is nothing to tell you what to build; nothing was created (tell your instructor)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.root.appendingPathComponent("Work/counter").path))
        XCTAssertEqual(run(["instructions", "counter"]).stderr, "error: Exercises/counter/instructions.md is missing (tell your instructor)\n")
    }
}

/// `instructions EXERCISE`: the tasks rendered like a lesson, without the hints.
final class InstructionsCommandTests: XCTestCase {
    var course: FixtureCourse!

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String], terminal: TerminalInfo = .plain, pager: Pager = NoPager()) -> RunResult {
        Harness.run(arguments, terminal: terminal, currentDirectory: course.root, demos: [], pager: pager)
    }

    func testPipedItIsPlainTextWithoutTheHints() {
        let result = run(["instructions", "counter"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        Counter (counter)
        ═════════════════

        ── What to build ───────────────────────────────────────────────────────────────

        A counter that starts at zero and counts up by one.

        ── Required Tasks ──────────────────────────────────────────────────────────────

          1. Count up by one with `increment()`.
          2. Start at zero.
          3. Make it look nice (checked by a person).

        Start with `memorize-course start counter`, grade your work with
        `memorize-course check counter`. Stuck? 3 hints, one at a time: `memorize-course
        hint counter`.

        """)
        XCTAssertFalse(result.stdout.contains("the only state you need"), "hints stay with 'hint'")
    }

    func testATallPageOnATerminalGoesToThePagerUnlessTold() {
        let short = TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: 80, usesColor: false, height: 10)
        let pager = RecordingPager()
        let paged = run(["instructions", "counter"], terminal: short, pager: pager)
        XCTAssertEqual(paged.stdout, "")
        XCTAssertEqual(pager.pages.count, 1)
        XCTAssertTrue(pager.pages[0].hasPrefix("Counter (counter)\n"))
        let unpaged = run(["instructions", "counter", "--no-pager"], terminal: short, pager: pager)
        XCTAssertEqual(pager.pages.count, 1, "--no-pager prints it")
        XCTAssertTrue(unpaged.stdout.hasPrefix("Counter (counter)\n"))
    }

    func testStartAndExercisesPointToIt() {
        XCTAssertTrue(run(["exercises"]).stdout.contains("the tasks: memorize-course instructions counter\n"))
        let started = run(["start", "counter"])
        XCTAssertEqual(started.stdout, """
        Created Work/counter/ with Counter.swift.
        Read the tasks with: memorize-course instructions counter
        Edit the files in Work/counter/, then grade your work with: memorize-course check counter

        """)
        XCTAssertEqual(run(["instructions", "nope"]).stderr, "error: no exercise 'nope'; exercises are counter\n")
    }
}

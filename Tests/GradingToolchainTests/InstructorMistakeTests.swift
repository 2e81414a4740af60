import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The ordinary mistakes of an instructor adding an exercise (issue 10), each made on a copy
/// of the `counter` fixture, with the exact message and exit code the tool gives.
final class InstructorMistakeTests: CounterCourseCase {
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

    // 1, for broken submissions: the same line and column.
    func testAMalformedBrokenSubmissionIsPlaced() throws {
        try #"{"description": "adds two", "fails": ["task-1"] "edits": []}"#.write(to: counter.appendingPathComponent("broken/by-two.json"), atomically: true, encoding: .utf8)
        let result = run(["validate", "counter"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "Validating counter (Counter)\n  ✘ Exercises/counter/broken/by-two.json:1:49: not valid JSON: "
            + "expected ',' or '}' after a member of an object, found '\"'\ncounter: 1 problem\n\n")
    }

    // 2. A contract line that is itself wrong: the compiler's own message, at the contract's line.
    func testAContractLineThatCannotCompileIsShownWithTheCompilersMessage() throws {
        try edit("solution/Counter.swift") { $0 + "private struct Helper {}\n" }
        try edit("contract/Contract.swift") { $0 + "func _helper() -> Helper? { nil }  // contract: there is no Helper\n" }
        let result = grade(["validate", "counter"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
        Validating counter (Counter)
          ✔ manifest: 3 requirements (2 automated), 5 broken submissions
          ✔ instructions.md reads; 3 hints
          ✘ contract/Contract.swift:5: does not compile against the reference solution (the exercise's fault, not a student's): cannot find type 'Helper' in scope
        counter: 1 problem


        """)
    }

    // 3. Checks that do not compile: the exercise's fault (exit 2) for the student; validate says the
    //    same to the instructor, without telling them to tell their instructor.
    func testChecksThatDoNotCompileAreTheExercisesFault() throws {
        try edit("checks/Checks.swift") { $0.replacingOccurrences(of: "let value = Counter().value", with: "let value = Counter().value\n        XCTAssertEqul(value, 0)") }
        let fault = "this exercise's checks do not compile; tell your instructor: Exercises/counter/checks/Checks.swift:18: cannot find 'XCTAssertEqul' in scope"
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        let checked = grade(["check", "counter"])
        XCTAssertEqual(checked.status, 2, checked.stdout)
        XCTAssertEqual(checked.stderr, "error: \(fault)\n")
        let validated = grade(["validate", "counter"])
        XCTAssertEqual(validated.status, 1)
        XCTAssertFalse(validated.stdout.contains("tell your instructor"), validated.stdout)
        XCTAssertTrue(validated.stdout.contains("""
          ✔ contract: compiles against the reference solution
          ✘ reference solution: \(fault.replacingOccurrences(of: "; tell your instructor: ", with: ": "))
        counter: 1 problem

        """), validated.stdout)
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

    // 4b. A check nothing fails proves nothing (issue 21): named at its line, unless marked.
    func testACheckThatNothingFailsIsNamedUnlessMarkedUnproven() throws {
        try edit("checks/Checks.swift") { $0.replacingOccurrences(of: "final class Task2Checks: XCTestCase {\n", with: """
            final class Task2Checks: XCTestCase {
                func testMakingOneWorks() {
                    XCTAssertTrue(true)
                }

            """) }
        let weak = grade(["validate", "counter"])
        XCTAssertEqual(weak.status, 1)
        XCTAssertTrue(weak.stdout.contains("  ✘ checks/Checks.swift:16: Task2Checks.testMakingOneWorks is never failed, by the starter nor by any broken submission: "
            + "add a broken submission that fails it, or mark it `// unproven: <why>` on the line above if that is meant\n"), weak.stdout)
        try edit("checks/Checks.swift") { $0.replacingOccurrences(of: "    func testMakingOneWorks", with: "    // unproven: it only shows that a counter can be made\n    func testMakingOneWorks") }
        let marked = grade(["validate", "counter"])
        XCTAssertEqual(marked.status, 0, marked.stdout)
        XCTAssertTrue(marked.stdout.contains("every check is seen to fail: 2 of 3 (1 marked unproven: Task2Checks.testMakingOneWorks: it only shows that a counter can be made)"), marked.stdout)
    }

    // 4c. A check class with no checks in it would pass its requirement for everyone.
    func testACheckClassWithNoChecksGetsItsOwnMessage() throws {
        try edit("checks/Checks.swift") { $0.replacingOccurrences(of: "    func testStartsAtZero() {", with: "    func startsAtZero() {") }
        let empty = grade(["validate", "counter"])
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.stdout.contains("  ✘ exercise.json: task-2 names the check class Task2Checks, which has no checks (no `func test…` in it): "
            + "the requirement would check nothing; write its checks, or name the class that has them\n"), empty.stdout)
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

    // 6, for students: grading never blames them for a check the manifest names wrongly.
    func testAnUnknownCheckClassIsTheExercisesFaultWhenChecking() throws {
        try edit("exercise.json") { $0.replacingOccurrences(of: #"["Task1Checks"]"#, with: #"["Task1Chekcs"]"#) }
        let result = grade(["check", "counter", "--solution"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "error: this exercise names a check that does not exist; tell your instructor: "
            + "Exercises/counter/exercise.json: task-1 names the check class Task1Chekcs, which checks/ does not define; did you mean Task1Checks?\n")
    }

    // 6b. No contract/Serve.swift: the checks have no way to the student's code; the
    // exercise's fault, never the student's, in check and in validate.
    func testAContractWithoutServeIsTheExercisesFault() throws {
        try FileManager.default.removeItem(at: counter.appendingPathComponent("contract/Serve.swift"))
        let result = grade(["check", "counter", "--solution"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "error: this exercise's contract is malformed; tell your instructor: contract/Serve.swift is missing: "
            + "the checks reach the student's code only through its serve(_:_:_:) (Exercises/README.md shows one)\n")
        let validation = grade(["validate", "counter"])
        XCTAssertEqual(validation.status, 1, validation.stdout + validation.stderr)
        XCTAssertTrue(validation.stdout.contains("contract/Serve.swift is missing"), validation.stdout)
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

    // 8. A check with no message of its own: validate shows what students read and warns;
    // the scorecard names the check and drops XCTest's dangling " -".
    func testAMessageThatIsOnlyXCTestsTextIsShownNamedAndWarnedAbout() throws {
        try edit("checks/Checks.swift") {
            $0.replacingOccurrences(of: #"if value != 0 { XCTFail("Made a new counter: expected it at 0, but it is at \(value).") }"#,
                                    with: "XCTAssertEqual(value, 0)")
        }
        let validated = grade(["validate", "counter"])
        XCTAssertEqual(validated.status, 0, validated.stdout)
        XCTAssertTrue(validated.stdout.contains("""
          ✔ broken/starts-at-one: fails task-2, as declared
              Task 2: starts at zero: XCTAssertEqual failed: ("1") is not equal to ("0")
          ! broken/starts-at-one: students read only XCTest's own text for task-2; give the failing assertion a message that says what was done, what was expected and what happened

        """), validated.stdout)
        XCTAssertTrue(validated.stdout.hasSuffix("counter: valid (1 warning)\n\n"), validated.stdout)
    }

    /// Done when: a bad manifest elsewhere leaves Assignment II's reference at full marks.
    func testABrokenExerciseLeavesAssignmentTwoGrading() throws {
        let exercises = course.root.appendingPathComponent("Exercises")
        try FileManager.default.copyItem(at: Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2"),
                                         to: exercises.appendingPathComponent("assignment2"))
        try "{\"format\": 1,".write(to: counter.appendingPathComponent("exercise.json"), atomically: true, encoding: .utf8)
        let result = grade(["check", "assignment2", "--solution"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(run(["check", "counter"]).stderr, "error: Exercises/counter/exercise.json:1:14: not valid JSON: "
            + "expected a member name in double quotes, found the end of the file (exercise counter cannot be used until its manifest is fixed)\n")
    }
}

import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The pieces that read what instructors write: JSON syntax with a position, the hints
/// format, check names, and how a check's failure message reaches the student.
final class JSONSyntaxTests: XCTestCase {
    func problem(_ text: String) -> String? {
        JSONSyntax.firstProblem(in: Array(text.utf8)).map { "\($0.line):\($0.column): \($0.message)" }
    }

    func testWellFormedJSONHasNoProblem() {
        XCTAssertNil(problem(#"{"a": [1, -2.5e3, true, false, null, "x\n\u00e9"], "b": {}}"#))
        XCTAssertNil(problem("  [ ]\n"))
    }

    func testEachMistakeIsPlacedAndSaysWhatWasExpected() {
        XCTAssertEqual(problem("{"), "1:2: expected a member name in double quotes, found the end of the file")
        XCTAssertEqual(problem("{\"a\": 1\n \"b\": 2}"), "2:2: expected ',' or '}' after a member of an object, found '\"'")
        XCTAssertEqual(problem("{\"a\": 1,}"), "1:9: expected a member name after ',' (JSON allows no comma before '}'), found '}'")
        XCTAssertEqual(problem("[1, 2,]"), "1:7: expected a value after ',' (JSON allows no comma before ']'), found ']'")
        XCTAssertEqual(problem("{'a': 1}"), "1:2: expected a member name in double quotes, found '''")
        XCTAssertEqual(problem("{\"a\" 1}"), "1:6: expected ':' after the member name, found '1'")
        XCTAssertEqual(problem("{\"a\": True}"), "1:7: expected a value (a string in double quotes, a number, an object, an array, true, false or null), found 'True'")
        XCTAssertEqual(problem("{\"a\": \"é\nb\"}"), "1:9: expected '\"' to close the string, found the end of the line")
        XCTAssertEqual(problem("{} {}"), "1:4: expected the end of the file after the top-level value, found '{'")
        XCTAssertEqual(problem("[1.]"), "1:4: expected a digit after '.', found ']'")
    }

    func testTheManifestNamesFileLineAndColumn() {
        let json = "{\"format\": 1,\n \"id\": \"x\"\n \"title\": \"X\"}"
        XCTAssertThrowsError(try ExerciseManifest.load(Data(json.utf8), displayPath: "Exercises/x/exercise.json", folderName: "x")) { error in
            XCTAssertEqual((error as? ToolError)?.message,
                           "Exercises/x/exercise.json:3:2: not valid JSON: expected ',' or '}' after a member of an object, found '\"'")
        }
    }

    func testStarterPassesMustNameAutomatedRequirements() throws {
        let base = #"{"format": 1, "id": "x", "title": "X", "requirements": [{"id": "task-1", "title": "T", "points": 1, "checks": ["A"]}, {"id": "task-2", "title": "M", "points": 1, "manual": "why"}]"#
        let manifest = try ExerciseManifest.load(Data((base + #", "starterPasses": ["task-1"]}"#).utf8), displayPath: "e.json", folderName: "x")
        XCTAssertEqual(manifest.starterPasses, ["task-1"])
        XCTAssertThrowsError(try ExerciseManifest.load(Data((base + #", "starterPasses": ["task-2"]}"#).utf8), displayPath: "e.json", folderName: "x")) { error in
            XCTAssertEqual((error as? ToolError)?.message,
                           "e.json: starterPasses names \"task-2\", which is not an automated requirement; automated requirements are task-1")
        }
    }
}

final class HintsLintTests: XCTestCase {
    func testAHintIsTiedToTheTasksItsOpeningNames() throws {
        let hints = Hints.hints(in: try MarkdownParser.parse(
            "## Hints\n\n1. Task 8: Score it.\n2. Tasks 3 and 6: A *theme*.\n3. Tasks 1, 2 and 4: All.\n4. No task here.\n5. Task 2 is hard.\n6. Task 2: `x` first.\n"))
        XCTAssertEqual(hints.map(\.tasks), [[8], [3, 6], [1, 2, 4], [], [], [2]])
        XCTAssertEqual(hints.map(\.taskLabel), ["Task 8", "Tasks 3 and 6", "Tasks 1, 2 and 4", nil, nil, "Task 2"])
        XCTAssertEqual(hints[0].blocks, [.paragraph([InlineSpan("Score it.")])], "the opening is the header's, not the text's")
        XCTAssertEqual(hints[5].blocks, [.paragraph([InlineSpan("x", .code), InlineSpan(" first.")])])
        XCTAssertEqual(hints[4].blocks, [.paragraph([InlineSpan("Task 2 is hard.")])], "no colon, no opening")
        XCTAssertTrue(hints[1].helps(with: "task-6") && !hints[1].helps(with: "task-4") && !hints[1].helps(with: "theme-6"))
        XCTAssertNil(HintOpening.read("Tasks 3: one task, plural"), "Tasks names more than one")
        XCTAssertNil(HintOpening.read("Task 3 and 4: two tasks, singular"))
    }

    func testValidateNamesHintsWithNoTaskOrATaskThatDoesNotExist() throws {
        let text = "## Hints\n\n1. Task 1: Fine.\n2. No task.\n3. Tasks 1 and 7: One is wrong.\n"
        XCTAssertEqual(HintsLint.check(text, blocks: try MarkdownParser.parse(text), requirements: ["task-1", "task-2"]).warnings, [
            "instructions.md:4: hint 2 names no Required Task, so 'hint ID task-N' and the scorecard never offer it; open it with 'Task N: '",
            "instructions.md:5: hint 3 names Task 7, which is no requirement in exercise.json (there is no \"task-7\"): correct the number",
        ])
        XCTAssertEqual(try lint(text).warnings, [], "without the requirements, tasks are not checked")
    }


    func lint(_ text: String) throws -> HintsLint {
        HintsLint.check(text, blocks: try MarkdownParser.parse(text))
    }

    func testNumberedHintsAreCountedWithoutWarnings() throws {
        XCTAssertEqual(try lint("## Tasks\n\n1. Do it.\n\n## Hints\n\nIn order:\n\n1. One.\n   - a detail\n2. Two.\n"),
                       HintsLint(count: 2, warnings: []))
    }

    func testHintsInTheWrongShapeAreNamedWithTheirLine() throws {
        XCTAssertEqual(try lint("## Tasks\n\n1. Do it.\n\n## Hint\n\n1. One.\n"), HintsLint(count: 0, warnings: [
            "instructions.md:5: '## Hint' is not read as hints; hints are the numbered items under a '## Hints' heading",
        ]))
        XCTAssertEqual(try lint("## Hints\n\n- One.\n- Two.\n"), HintsLint(count: 0, warnings: [
            "instructions.md:3: bullet items are not hints; number each hint '1.', '2.', … (bullets may go under a numbered hint)",
            "instructions.md:1: the '## Hints' section has no numbered items, so it gives no hints; write each hint as '1. …'",
        ]))
        XCTAssertEqual(try lint("## Tasks\n\n1. Do it.\n\n### Hints\n\n1. One.\n").warnings,
                       ["instructions.md:5: '### Hints' is not read as hints; hints are the numbered items under a '## Hints' heading"])
        XCTAssertEqual(try lint("## Tasks\n\n1. Do it.\n\n```\n## Hint\n```\n").warnings, [
            "instructions.md has no hints: 'memorize-course hint' will say so; add a '## Hints' section with numbered items if students need them",
        ], "a heading inside a code block is code, not a heading")
    }
}

final class CheckNamesTests: XCTestCase {
    let source = SourceFile(relativePath: "Checks.swift", original: URL(fileURLWithPath: "/x/Checks.swift"), contents: Data("""
    final class Task1Checks: XCTestCase {
        func testIncrementAddsOne() { XCTFail("the class of a value") }
    }
    extension Task1Checks { func testTwice() {} }
    class Task2Checks: XCTestCase { func testStartsAtZero() {} }
    """.utf8))

    func manifest(_ checks: [String]) -> ExerciseManifest {
        ExerciseManifest(format: 1, id: "x", title: "X", requirements: [.init(id: "task-1", title: "T", points: 1, checks: checks)])
    }

    func testReadsClassesAndTheirTests() {
        XCTAssertEqual(CheckNames.read([source]).classes, ["Task1Checks": ["testIncrementAddsOne", "testTwice"], "Task2Checks": ["testStartsAtZero"]])
    }

    func testAnUnknownNameGetsTheClosestThatExists() {
        let names = CheckNames.read([source])
        XCTAssertEqual(names.unknown(in: manifest(["Task1Checks", "Task2Checks/testStartsAtZero"])), [])
        XCTAssertEqual(names.unknown(in: manifest(["Task1Chekcs"])),
                       ["exercise.json: task-1 names the check class Task1Chekcs, which checks/ does not define; did you mean Task1Checks?"])
        XCTAssertEqual(names.unknown(in: manifest(["Scoring"])),
                       ["exercise.json: task-1 names the check class Scoring, which checks/ does not define (it defines Task1Checks, Task2Checks)"])
        XCTAssertEqual(names.unknown(in: manifest(["Task1Checks/testTwise"])),
                       ["exercise.json: task-1 names Task1Checks/testTwise, but Task1Checks has no method testTwise; did you mean Task1Checks/testTwice?"])
    }
}

final class CheckMessageTests: XCTestCase {
    func testTheChecksOwnMessageIsKept() {
        XCTAssertEqual(CheckMessage.forStudent(raw: "failed - expected 1, but it is 0.", test: "Task1Checks.testAddsOne"), "expected 1, but it is 0.")
        XCTAssertEqual(CheckMessage.forStudent(raw: #"XCTAssertEqual failed: ("1") is not equal to ("2") - after one increment"#, test: "A.testX"),
                       #"XCTAssertEqual failed: ("1") is not equal to ("2") - after one increment"#)
        XCTAssertFalse(CheckMessage.isXCTestDefault("expected 1, but it is 0."))
        XCTAssertFalse(CheckMessage.isXCTestDefault(#"XCTAssertEqual failed: ("1") is not equal to ("2") - after one increment"#))
    }

    func testXCTestsOwnTextGetsTheChecksNameAndLosesItsDanglingDash() {
        let equal = CheckMessage.forStudent(raw: #"XCTAssertEqual failed: ("1") is not equal to ("2") - "#, test: "Task1Checks.testIncrementAddsOne")
        XCTAssertEqual(equal, #"increment adds one: XCTAssertEqual failed: ("1") is not equal to ("2")"#)
        XCTAssertEqual(CheckMessage.forStudent(raw: "XCTAssertTrue failed - ", test: "A.testStartsAtZero"), "starts at zero: XCTAssertTrue failed")
        XCTAssertEqual(CheckMessage.forStudent(raw: "failed - ", test: "A.testStartsAtZero"), "starts at zero: failed")
        let requirement = ExerciseManifest.Requirement(id: "task-2", title: "Zero", points: 1, checks: ["Task2Checks"])
        let judged = RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 1, output: RecordedRun.output("""
            Test Case 'Task2Checks.testStartsAtZero' started at x
            /x/Checks.swift:3: error: Task2Checks.testStartsAtZero : XCTAssertEqual failed: ("1") is not equal to ("0") - \n\
            Test Case 'Task2Checks.testStartsAtZero' failed (0.0 seconds)
            """)), key: RecordedRun.key, timeLimit: 5)
        XCTAssertEqual(judged.message, #"starts at zero: XCTAssertEqual failed: ("1") is not equal to ("0")"#, "the grader's fallback")
        for message in [equal, "starts at zero: XCTAssertTrue failed", "starts at zero: failed", #"XCTAssertNil failed: "1" - "#, #"threw error "E()""#] {
            XCTAssertTrue(CheckMessage.isXCTestDefault(message), message)
        }
    }
}

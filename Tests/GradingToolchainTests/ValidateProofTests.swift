import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// `validate` proves the checks themselves, on the `validate-course` fixture (issue 21): a
/// flaky check, a check nothing fails, and a weak check only mutants show, each reported at
/// its place; and what an instructor writes to answer each.
final class ValidateProofTests: XCTestCase {
    var course: FixtureCourse!
    var tally: URL { course.root.appendingPathComponent("Exercises/tally") }

    override func setUpWithError() throws { course = try FixtureCourse("validate-course") }
    override func tearDown() { course.remove() }

    func validate(_ arguments: [String] = []) -> RunResult {
        Harness.run(["validate", "tally"] + arguments, terminal: .plain, environment: FixtureCourse.gradingEnvironment(),
                    currentDirectory: course.root, demos: [], processRunner: SystemProcessRunner(), pager: NoPager())
    }

    func edit(_ file: String, _ change: (String) -> String) throws {
        let url = tally.appendingPathComponent(file)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }

    /// The exercise without its flaky task 3, so the other two faults can be seen.
    func removeTheFlakyCheck() throws {
        try FileManager.default.removeItem(at: tally.appendingPathComponent("checks/LuckChecks.swift"))
        try edit("exercise.json") { $0.replacingOccurrences(of: ",\n  {\"id\": \"task-3\", \"title\": \"Luck\", \"points\": 1, \"checks\": [\"Task3Checks\"]}", with: "") }
        try edit("instructions.md") { $0.replacingOccurrences(of: "3. Be lucky (a flaky check, on purpose).\n", with: "") }
    }

    func testAFlakyCheckIsNamedAndValidationStopsThere() throws {
        let result = validate()
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let flaky = result.stdout.split(separator: "\n").filter { $0.contains("a check fails good code at random (task-3: Task3Checks.testALuckyRound)") }
        XCTAssertEqual(flaky.count, 1, result.stdout)
        // Whichever way the coin fell on the first run, the runs after it show the other side.
        XCTAssertTrue(flaky[0].contains("full marks (5/5), then failed on run") || flaky[0].contains("failed, then full marks on run"), result.stdout)
        XCTAssertFalse(result.stdout.contains("starter:"), "nothing after a flaky reference can be trusted: \(result.stdout)")
        XCTAssertTrue(result.stdout.hasSuffix("tally: 1 problem\n\n"), result.stdout)
    }

    func testACheckNothingFailsIsNamedUntilMarkedAndAWeakOneOnlyByMutants() throws {
        try removeTheFlakyCheck()
        let plain = validate()
        XCTAssertEqual(plain.status, 1, plain.stdout + plain.stderr)
        XCTAssertTrue(plain.stdout.contains("  ✔ reference solution: full marks (4/4), and again on 90 more runs"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("  ✘ checks/Checks.swift:12: Task1Checks.testNothingAtFirst is never failed, by the starter nor by any broken submission"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("mutants"), "the weak check is invisible without --mutants: \(plain.stdout)")

        try edit("checks/Checks.swift") { $0.replacingOccurrences(of: "    func testNothingAtFirst", with: "    // unproven: the starter already starts at zero\n    func testNothingAtFirst") }
        let mutants = validate(["--mutants"])
        XCTAssertEqual(mutants.status, 1, mutants.stdout + mutants.stderr)
        XCTAssertTrue(mutants.stdout.contains("every check is seen to fail: 2 of 3 (1 marked unproven: Task1Checks.testNothingAtFirst: the starter already starts at zero)"), mutants.stdout)
        XCTAssertTrue(mutants.stdout.contains("  ✘ mutants: 3 of 5 mutants caught (1 acknowledged in mutants.json); 6 mutants graded in "), mutants.stdout)
        XCTAssertTrue(mutants.stdout.contains("""
                  solution/Tally.swift:12: statement deleted in `points = 0`
                  solution/Tally.swift:12: `0` → `1` in `points = 0`
                  each survivor is a slip the checks cannot see
            """), mutants.stdout)
        XCTAssertFalse(mutants.stdout.contains("var best = 0"), "the starter's own lines are not the exercise's to check: \(mutants.stdout)")

        // The instructor strengthens the check (a new round's points are read too), and it validates.
        try edit("checks/Checks.swift") { $0.replacingOccurrences(of: "        if tally.best != 5 {", with: "        if tally.points != 0 { XCTFail(\"Added 5, then started a new round: expected 0 points, but there are \\(tally.points).\") }\n        if tally.best != 5 {") }
        try #"{"description": "newRound() keeps the points", "fails": ["task-2"], "edits": [{"file": "Tally.swift", "find": "        points = 0\n", "replace": ""}]}"#
            .write(to: tally.appendingPathComponent("broken/keeps-the-points.json"), atomically: true, encoding: .utf8)
        let stronger = validate(["--mutants"])
        XCTAssertEqual(stronger.status, 0, stronger.stdout + stronger.stderr)
        XCTAssertTrue(stronger.stdout.contains("  ✔ mutants: 5 of 5 mutants caught (1 acknowledged in mutants.json); 6 mutants graded in "), stronger.stdout)
    }

    func testAnAcknowledgementThatNoLongerMatchesIsNamed() throws {
        try removeTheFlakyCheck()
        try edit("solution/Tally.swift") { $0.replacingOccurrences(of: "if points > best { best = points }", with: "if points > best {\n            best = points\n        }") }
        let result = validate(["--mutants"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("  ✘ mutants.json: the mutant Tally.swift: `>` → `>=` in `if points > best { best = points }` is acknowledged, but no such mutant survives any more"), result.stdout)
    }

    func testMutantsDoNotGoWithLessons() {
        let result = Harness.run(["validate", "--lessons", "--mutants"], terminal: .plain, environment: FixtureCourse.gradingEnvironment(),
                                 currentDirectory: course.root, demos: [], processRunner: UnavailableProcessRunner(), pager: NoPager())
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr.split(separator: "\n").first, "error: '--mutants' tests an exercise's checks; it does not go with '--lessons'")
    }

    func testABrokenMutantsFileIsAToolErrorNamingIt() throws {
        try removeTheFlakyCheck()
        try #"{"acknowledged": [{"file": "Tally.swift", "code": "x", "change": "y", "why": " "}]}"#
            .write(to: tally.appendingPathComponent("mutants.json"), atomically: true, encoding: .utf8)
        let result = validate(["--mutants"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(result.stderr, "error: Exercises/tally/mutants.json: acknowledged[0] (Tally.swift: y) has no \"why\": say why it cannot change what the code does\n")
    }
}

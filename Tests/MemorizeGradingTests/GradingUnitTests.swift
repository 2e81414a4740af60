import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeSupport

final class ExerciseManifestTests: XCTestCase {
    func load(_ json: String) throws -> ExerciseManifest {
        try ExerciseManifest.load(Data(json.utf8), displayPath: "Exercises/x/exercise.json", folderName: "x")
    }

    func assertProblem(_ json: String, _ expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try load(json), line: line) { error in
            XCTAssertEqual((error as? ToolError)?.message, "Exercises/x/exercise.json: " + expected, line: line)
        }
    }

    let valid = #"{"format": 1, "id": "x", "title": "X", "requirements": [{"id": "task-1", "title": "T", "points": 3, "checks": ["A"]}, {"id": "task-2", "title": "M", "points": 1, "manual": "why"}]}"#

    func testReadsAValidManifest() throws {
        let manifest = try load(valid)
        XCTAssertEqual(manifest.requirements.map(\.id), ["task-1", "task-2"])
        XCTAssertEqual(manifest.automatedRequirements.map(\.id), ["task-1"])
        XCTAssertEqual(manifest.timeLimit, 10)
    }

    func testProblemsNameTheFileAndSayWhat() {
        XCTAssertThrowsError(try load("{\n")) { error in
            XCTAssertEqual((error as? ToolError)?.message, "Exercises/x/exercise.json:2:1: not valid JSON: expected a member name in double quotes, found the end of the file")
        }
        assertProblem("[1]", "must be one JSON object, {\"format\": 1, …}, with \"format\" a number")
        assertProblem(#"{"id": "x"}"#, "has no \"format\" (this tool reads format 1)")
        assertProblem(#"{"format": 2}"#, "format 2 is not supported (this tool reads format 1); update memorize-course")
        assertProblem(#"{"format": 1, "id": "x", "requirements": []}"#, "missing \"title\"")
        assertProblem(valid.replacingOccurrences(of: #""id": "x""#, with: #""id": "y""#), "id \"y\" must match its folder name \"x\"")
        assertProblem(valid.replacingOccurrences(of: "task-2", with: "task-1"), "requirements[1] (task-1): id appears twice")
        assertProblem(valid.replacingOccurrences(of: #", "manual": "why""#, with: ""),
                      "requirements[1] (task-2): needs \"checks\" (test classes) or \"manual\" (why a person grades it)")
        assertProblem(valid.replacingOccurrences(of: #""points": 3"#, with: #""points": "3""#),
                      "requirements[0].points has the wrong type (Expected to decode Int but found a string instead.)")
    }
}

final class BrokenSubmissionTests: XCTestCase {
    func testEditsMustFindTheirTextExactlyOnce() throws {
        let solution = FileManager.default.temporaryDirectory.appendingPathComponent("solution-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: solution, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: solution) }
        try "let a = 1\nlet b = 1\n".write(to: solution.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let output = solution.appendingPathComponent("out")
        let once = BrokenSubmission(name: "n", description: "", fails: ["task-1"],
                                    edits: [.init(file: "A.swift", find: "let a = 1", replace: "let a = 2")], displayPath: "broken/n.json")
        try once.materialize(solution: solution, into: output)
        XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("A.swift"), encoding: .utf8), "let a = 2\nlet b = 1\n")
        let twice = BrokenSubmission(name: "n", description: "", fails: ["task-1"],
                                     edits: [.init(file: "A.swift", find: " = 1", replace: "")], displayPath: "broken/n.json")
        XCTAssertThrowsError(try twice.materialize(solution: solution, into: output)) { error in
            XCTAssertEqual((error as? ToolError)?.message, "broken/n.json: edits[0]: the text to find occurs 2 times in solution/A.swift; it must occur once")
        }
        let missing = BrokenSubmission(name: "n", description: "", fails: ["task-1"],
                                       edits: [.init(file: "B.swift", find: "x", replace: "y")], displayPath: "broken/n.json")
        XCTAssertThrowsError(try missing.materialize(solution: solution, into: output)) { error in
            XCTAssertEqual((error as? ToolError)?.message, "broken/n.json: edits[0] names B.swift, which is not in the solution")
        }
    }
}

final class BuildDiagnosticsTests: XCTestCase {
    func testErrorsPointAtTheStudentsFilesAndTheContract() {
        let student = SourceFile(relativePath: "Model/MemoryGame.swift", original: URL(fileURLWithPath: "/home/s/Work/a2/Model/MemoryGame.swift"), contents: Data())
        let contract = SourceFile(relativePath: "Contract.swift", original: URL(fileURLWithPath: "/x"),
                                  contents: Data("import X\nfunc a() { g.score }  // contract: MemoryGame has no `score` of type Int\n".utf8))
        let output = """
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:12:5: error: cannot find 'x' in scope
        /scratch/a2/Sources/Contract/Contract.swift:2:14: error: value of type 'MemoryGame<String>' has no member 'score'
        /scratch/a2/Tests/Checks/Task8Checks.swift:40:9: error: value of type 'MemoryGame<String>' has no member 'score'
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:12:5: note: did you mean 'y'?
        error: fatalError
        """
        var problems = BuildDiagnostics.parse(output, submission: [student], package: .grading(URL(fileURLWithPath: "/scratch/a2"))) { $0.path }
        XCTAssertEqual(problems.studentErrors, ["/home/s/Work/a2/Model/MemoryGame.swift:12:5: error: cannot find 'x' in scope"])
        XCTAssertEqual(problems.contractProblems, [], "the contract's own lines are read by ContractedBuild, which knows its items")
        XCTAssertEqual(problems.checkErrors, ["checks/Task8Checks.swift:40: value of type 'MemoryGame<String>' has no member 'score'"])
        XCTAssertEqual(problems.otherErrors, [])
        // The contract line's error, read by the build that owns the contract, is its sentence.
        let build = ContractedBuild(contract: [contract], submission: [student], package: .grading(URL(fileURLWithPath: "/scratch/a2")),
                                    display: { $0.path }, missingTypeWords: { _ in nil })
        problems.contractProblems = build.contractWords(build.failedItems(output, choice: ContractChoice(picks: [:])).items)
        XCTAssertEqual(problems.contractProblems, ["MemoryGame has no `score` of type Int"])
        XCTAssertEqual(problems.summary, "does not compile: MemoryGame has no `score` of type Int")
        XCTAssertNil(problems.checksFault(exercise: "a2"), "the submission misses the contract: the student's to fix")
    }

    /// A file's role is the package folder its path enters first: a student's own folder named
    /// like one of the package's is still the student's (rt18a: an error in a submission's
    /// `Sources/Wire/` read as the tool's fault, exit 2), wherever the package itself lies.
    func testAFilesRoleIsThePackageFolderItsPathEntersFirst() {
        let grading = ScratchPackage.grading(URL(fileURLWithPath: "/scratch/a2"))
        func role(_ path: String, in package: ScratchPackage = grading) -> String? {
            package.role(ofPath: path).map { "\($0.role) \($0.relativePath)" }
        }
        XCTAssertEqual(role("/scratch/a2/Sources/Submission/Sources/Wire/Helpers.swift"), "submission Sources/Wire/Helpers.swift")
        XCTAssertEqual(role("/scratch/a2/Sources/Submission/Sources/Contract/Contract.swift"), "submission Sources/Contract/Contract.swift")
        XCTAssertEqual(role("/scratch/a2/Sources/Submission/Tests/Checks/Task1Checks.swift"), "submission Tests/Checks/Task1Checks.swift")
        XCTAssertEqual(role("/scratch/a2/Sources/Wire/Wire.swift"), "standIn Wire.swift")
        XCTAssertEqual(role("/scratch/a2/Sources/Serve/main.swift"), "standIn main.swift")
        XCTAssertEqual(role("/scratch/a2/Sources/Contract/Contract.swift"), "contract Contract.swift")
        XCTAssertEqual(role("/scratch/a2/Tests/Checks/Task1Checks.swift"), "exercise Task1Checks.swift")
        XCTAssertNil(role("/elsewhere/Model.swift"))
        let moved = ScratchPackage.grading(URL(fileURLWithPath: "/home/Sources/Wire/course/.scratch/a2"))
        XCTAssertEqual(role("/home/Sources/Wire/course/.scratch/a2/Sources/Submission/Model.swift", in: moved), "submission Model.swift")
        let play = ScratchPackage.play(URL(fileURLWithPath: "/scratch/p"))
        XCTAssertEqual(role("/scratch/p/Sources/Play/Contract/Contract.swift", in: play), "contract Contract.swift", "the contract's folder before the exercise's that holds it")
        XCTAssertEqual(role("/scratch/p/Sources/Play/Board.swift", in: play), "exercise Board.swift")
    }

    func testTheStudentsErrorsAreInFileLineAndColumnOrder() {
        let game = SourceFile(relativePath: "Model/MemoryGame.swift", original: URL(fileURLWithPath: "/w/MemoryGame.swift"), contents: Data())
        let view = SourceFile(relativePath: "EmojiMemoryGame.swift", original: URL(fileURLWithPath: "/w/EmojiMemoryGame.swift"), contents: Data())
        let output = """
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:13:40: error: second
        /scratch/a2/Sources/Submission/EmojiMemoryGame.swift:30:1: error: in the other file
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:12:56: error: first
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:13:7: error: between
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:13:40: error: same place, said later
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:2:1: error: line 2 before line 12
        """
        let problems = BuildDiagnostics.parse(output, submission: [game, view], package: .grading(URL(fileURLWithPath: "/scratch/a2"))) { $0.path }
        XCTAssertEqual(problems.studentErrors, [
            "/w/EmojiMemoryGame.swift:30:1: error: in the other file",
            "/w/MemoryGame.swift:2:1: error: line 2 before line 12",
            "/w/MemoryGame.swift:12:56: error: first",
            "/w/MemoryGame.swift:13:7: error: between",
            "/w/MemoryGame.swift:13:40: error: second",
            "/w/MemoryGame.swift:13:40: error: same place, said later",
        ])
        XCTAssertEqual(problems.summary, "does not compile: /w/EmojiMemoryGame.swift:30:1: error: in the other file")
    }

    /// An edited demo's errors (compiled straight with swiftc) come in the same order.
    func testErrorsNamedStraightFromTheCompilerAreInSourceOrderToo() {
        let output = """
        /w/demos/pie/main.swift:9:3: error: later
        /w/demos/pie/main.swift:4:12: error: earlier
        /w/demos/pie/main.swift:9:3: error: later
        /elsewhere/Other.swift:1:1: error: not one of ours
        """
        let found = BuildDiagnostics.errors(in: output) { $0.hasPrefix("/w/demos/pie/") ? "main.swift" : nil }
        XCTAssertEqual(found.map(\.text), ["main.swift:4:12: error: earlier", "main.swift:9:3: error: later"])
    }

    func testChecksThatDoNotCompileAgainstAGoodSubmissionAreTheExercisesFault() {
        let output = "/scratch/a2/Tests/Checks/Task1Checks.swift:7:9: error: cannot find 'XCTAssertEqul' in scope\n"
        let problems = BuildDiagnostics.parse(output, submission: [], package: .grading(URL(fileURLWithPath: "/scratch/a2"))) { $0.path }
        XCTAssertEqual(problems.checksFault(exercise: "a2")?.fault, .exercise)
        XCTAssertEqual(problems.checksFault(exercise: "a2")?.description,
                       "this exercise's checks do not compile; tell your instructor: Exercises/a2/checks/Task1Checks.swift:7: cannot find 'XCTAssertEqul' in scope")
    }
}

final class TestRunOutputTests: XCTestCase {
    func testReadsLinuxOutputWithAFailureAndACrash() {
        let run = TestRunOutput.parse("""
        Test Suite 'Selected tests' started at 2026-11-22 06:48:58.497
        Test Case 'Task8Checks.testMatchScoresTwo' started at 2026-11-22 06:48:58.537
        /tmp/x/Tests/Checks/Task8.swift:4: error: Task8Checks.testMatchScoresTwo : failed - Chose 🐦 twice: expected 2, but it is 0.
        Test Case 'Task8Checks.testMatchScoresTwo' failed (0.002 seconds)
        Test Case 'Task8Checks.testOK' started at 2026-11-22 06:48:58.539
        Test Case 'Task8Checks.testOK' passed (0.0 seconds)
        Test Case 'Task8Checks.testSeenCardChosenSecond' started at 2026-11-22 06:48:58.656
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
        """)
        XCTAssertEqual(run.started, ["Task8Checks.testMatchScoresTwo", "Task8Checks.testOK", "Task8Checks.testSeenCardChosenSecond"])
        XCTAssertEqual(run.finished, ["Task8Checks.testMatchScoresTwo": false, "Task8Checks.testOK": true])
        XCTAssertEqual(run.failures["Task8Checks.testMatchScoresTwo"], "Chose 🐦 twice: expected 2, but it is 0.")
        XCTAssertEqual(run.unfinished, ["Task8Checks.testSeenCardChosenSecond"])
        XCTAssertEqual(run.fatalError, "Index out of range")
    }

    func testReadsMacOSNames() {
        let run = TestRunOutput.parse("""
        Test Case '-[Checks.Task1Checks testFlip]' started.
        /x/Task1.swift:9: error: -[Checks.Task1Checks testFlip] : failed - Chose a card: expected it face up.
        Test Case '-[Checks.Task1Checks testFlip]' failed (0.001 seconds).
        """)
        XCTAssertEqual(run.finished, ["Task1Checks.testFlip": false])
        XCTAssertEqual(run.failures["Task1Checks.testFlip"], "Chose a card: expected it face up.")
    }

    func testDescribesTestNamesInWords() {
        XCTAssertEqual(TestRunOutput.describe("Task8Checks.testSeenCardChosenSecondCostsOnePoint"), "seen card chosen second costs one point")
        XCTAssertEqual(TestRunOutput.describe("Task1Checks.testGameOf8PairsHas16Cards"), "game of 8 pairs has 16 cards")
        XCTAssertEqual(TestRunOutput.describe("Task9Checks.testScore_isReadFromTheVM"), "score is read from the VM")
    }
}

import XCTest
import TestSupport
@testable import MemorizeCourseCore
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
        /scratch/a2/Tests/Checks/Contract/Contract.swift:2:14: error: value of type 'MemoryGame<String>' has no member 'score'
        /scratch/a2/Tests/Checks/Task8Checks.swift:40:9: error: value of type 'MemoryGame<String>' has no member 'score'
        /scratch/a2/Sources/Submission/Model/MemoryGame.swift:12:5: note: did you mean 'y'?
        error: fatalError
        """
        var problems = BuildDiagnostics.parse(output, submission: [student], contractFolder: "/Tests/Checks/Contract/") { $0.path }
        XCTAssertEqual(problems.studentErrors, ["/home/s/Work/a2/Model/MemoryGame.swift:12:5: error: cannot find 'x' in scope"])
        XCTAssertEqual(problems.contractProblems, [], "the contract's own lines are read by ContractedBuild, which knows its items")
        XCTAssertEqual(problems.checkErrors, ["checks/Task8Checks.swift:40: value of type 'MemoryGame<String>' has no member 'score'"])
        XCTAssertEqual(problems.otherErrors, [])
        // The contract line's error, read by the build that owns the contract, is its sentence.
        let build = ContractedBuild(contract: [contract], submission: [student], package: URL(fileURLWithPath: "/scratch/a2"),
                                    folderInPackage: "/Tests/Checks/Contract/", display: { $0.path }, missingTypeWords: { _ in nil })
        problems.contractProblems = build.contractWords(build.failedItems(output, choice: ContractChoice(picks: [:])).items)
        XCTAssertEqual(problems.contractProblems, ["MemoryGame has no `score` of type Int"])
        XCTAssertEqual(problems.summary, "does not compile: MemoryGame has no `score` of type Int")
        XCTAssertNil(problems.checksFault(exercise: "a2"), "the submission misses the contract: the student's to fix")
    }

    func testChecksThatDoNotCompileAgainstAGoodSubmissionAreTheExercisesFault() {
        let output = "/scratch/a2/Tests/Checks/Task1Checks.swift:7:9: error: cannot find 'XCTAssertEqul' in scope\n"
        let problems = BuildDiagnostics.parse(output, submission: []) { $0.path }
        XCTAssertEqual(problems.checksFault(exercise: "a2")?.message,
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

final class JudgingTests: XCTestCase {
    let requirement = ExerciseManifest.Requirement(id: "task-8", title: "Scoring", points: 25, checks: ["Task8Checks"], manual: nil)
    let started = "Test Case 'Task8Checks.testA' started at x\n"

    /// `outcome`, its console lines turned into the recorder's (`RecordedRun`), judged.
    func judge(_ outcome: ProcessOutcome, memoryLimit: Int? = nil) -> CheckReport.Requirement {
        var recorded = outcome
        recorded.output = RecordedRun.output(outcome.output)
        return RequirementRunner.judge(requirement, outcome: recorded, key: RecordedRun.key, timeLimit: 5, memoryLimit: memoryLimit)
    }

    func testPassedFailedCrashedTimedOutAndMissing() {
        let passed = judge(ProcessOutcome(status: 0, output: started + "Test Case 'Task8Checks.testA' passed (0.0 seconds)\n"))
        XCTAssertEqual(passed.status, .passed)
        XCTAssertEqual(passed.points, 25)
        XCTAssertEqual(passed.message, "")

        let failed = judge(ProcessOutcome(status: 1, output: started
            + "/x.swift:1: error: Task8Checks.testA : failed - expected 2, but it is 0.\nTest Case 'Task8Checks.testA' failed (0.0 seconds)\n"))
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(failed.points, 0)
        XCTAssertEqual(failed.message, "expected 2, but it is 0.")
        XCTAssertNil(failed.cause, "a check that failed is a plain failure")

        let crashed = judge(ProcessOutcome(status: 4, signaled: true, output: started + "Fatal error: Unexpectedly found nil\n"))
        XCTAssertEqual(crashed.message, "crashed (Unexpectedly found nil) while checking: a")
        XCTAssertEqual(crashed.cause, .crashed)

        let outOfMemory = ProcessOutcome(status: 4, signaled: true, output: started + "Fatal error: failed to allocate 6442450944 bytes of memory with alignment 16\n")
        XCTAssertEqual(judge(outOfMemory, memoryLimit: 4096).message,
                       "stopped for using more than 4 GB of memory while checking: a (an array that grows without end?)")
        XCTAssertEqual(judge(outOfMemory).message, "crashed (failed to allocate 6442450944 bytes of memory with alignment 16) while checking: a",
                       "where no limit is enforced, it is the crash it is")

        let hung = judge(ProcessOutcome(status: 15, timedOut: true, output: started))
        XCTAssertEqual(hung.message, "timed out after 5 s of CPU time while checking: a (an endless loop?)")
        XCTAssertEqual(hung.cause, .timedOut)
        XCTAssertEqual(judge(outOfMemory, memoryLimit: 4096).cause, .crashed, "stopped at a limit counts as a crash")

        let none = judge(ProcessOutcome(status: 0, output: "Test Suite 'Selected tests' started\n"))
        XCTAssertEqual(none.status, .failed)
        XCTAssertEqual(none.message, "no checks ran: the exercise names Task8Checks, which the checks do not define")
    }

    /// Only the recorder's lines, signed with this run's secret, count: XCTest's own lines printed
    /// by the submission, records signed with another secret, and a run that never ends pass nothing.
    func testOnlyTheRecordersSignedLinesCount() {
        let forged = started + "Test Case 'Task8Checks.testA' passed (0.0 seconds)\nTest Suite 'Selected tests' passed\n"
        let printed = RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 0, output: forged), key: RecordedRun.key, timeLimit: 5)
        XCTAssertEqual(printed.status, .failed)
        XCTAssertEqual(printed.message, "no checks ran: the exercise names Task8Checks, which the checks do not define",
                       "no record at all: as if no check had started")
        let guessed = RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 0, output: RecordedRun.output(forged, key: "ffeeddccbbaa99887766554433221100")),
                                              key: RecordedRun.key, timeLimit: 5)
        XCTAssertEqual(guessed.status, .failed, "records signed with any other secret count for nothing")
        let exited = judge(ProcessOutcome(status: 0, output: started))
        XCTAssertEqual(exited.message, "ended the program while checking: a (does your code call exit()?), so its checks never finished")
        let flooded = judge(ProcessOutcome(status: 9, output: started, overflowed: true))
        XCTAssertEqual(flooded.message, "stopped for printing more than 8 MB while checking: a (a print in a loop?)")
        XCTAssertEqual([exited.cause, flooded.cause], [.crashed, .crashed])
        XCTAssertEqual(judge(ProcessOutcome(status: 0, output: started + "Test Case 'Task8Checks.testA' passed (0.0 seconds)\n")).status, .passed)
    }

    /// The student's code can read the records (they share standard error) and hold some back:
    /// a check that failed then never reports, and a gap in the numbers, or a check the checks
    /// define that never reports its end, fails the requirement.
    func testRecordsHeldBackOrReorderedFailTheRequirement() {
        let key = RecordedRun.key
        func judged(_ records: [(String, String, String)], first: Int = 0, order: [String: Int] = [:]) -> CheckReport.Requirement {
            RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 0, output: TrustedRun.lines(key, records, first: first)),
                                    key: key, timeLimit: 5, sourceOrder: order)
        }
        let a: [(String, String, String)] = [("started", "Task8Checks.testA", ""), ("finished", "Task8Checks.testA", "passed")]
        let b: [(String, String, String)] = [("started", "Task8Checks.testB", ""), ("failed", "Task8Checks.testB", "failed - wrong"),
                                            ("finished", "Task8Checks.testB", "failed")]
        XCTAssertEqual(judged(a + b).message, "wrong")
        // B's three records dropped, the rest passed through with their own numbers: a gap.
        let withoutB = TrustedRun.lines(key, a) + TrustedRun.lines(key, [("started", "Task8Checks.testC", "")], first: 5)
        let dropped = RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 0, output: withoutB), key: key, timeLimit: 5)
        XCTAssertEqual(dropped.status, .failed)
        XCTAssertTrue(dropped.message.hasPrefix("the checks' report was interrupted"), dropped.message)
        // A check the source defines that never reported at all.
        let order = ["Task8Checks.testA": 0, "Task8Checks.testB": 1, "Other.testC": 2]
        let unreported = judged(a, order: order)
        XCTAssertEqual(unreported.message, "not every check ran: b never reported its end (does your code redirect or close standard error?)")
        XCTAssertEqual(judged(a + [("started", "Task8Checks.testB", ""), ("finished", "Task8Checks.testB", "passed")],
                              order: order).status, .passed, "a check of another class is not this requirement's")
        // A record whose signature does not match its text counts for nothing.
        let altered = TrustedRun.lines(key, a + b)
            .replacingOccurrences(of: Data("failed - wrong".utf8).base64EncodedString(), with: Data("fine".utf8).base64EncodedString())
        XCTAssertTrue(RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 0, output: altered), key: key, timeLimit: 5)
            .message.hasPrefix("the checks' report was interrupted"))
    }

    /// SipHash-2-4's reference vector (key 00…0f, message 00…0e), for the grader's copy and,
    /// through every real check in these tests, the recorder's.
    func testSipHashMatchesTheReferenceVector() {
        XCTAssertEqual(SipHash.hash(key: Array(0..<16), Array(0..<15)), 0xa129ca6149be45e5)
        XCTAssertEqual(SipHash.hash(key: Array(0..<16), []), 0x726fdb47dd0e0e31)
    }

    func testReportTotalsOnlyAutomatedPointsAndEncodesTheDocumentedKeys() throws {
        let report = CheckReport(exercise: "assignment2", requirements: [
            .init(id: "task-1", title: "A", status: .passed, points: 3, maxPoints: 3, message: ""),
            .init(id: "task-2", title: "B", status: .failed, points: 0, maxPoints: 2, message: "m",
                  failures: [.init(check: "b one", message: "m"), .init(check: "b two", message: "n")]),
            .init(id: "task-3", title: "C", status: .manual, points: 0, maxPoints: 5, message: "why"),
        ], files: ["Model/MemoryGame.swift"], skipped: [.init(file: "Views/CardView.swift", reason: "a View (CardView: View)")])
        XCTAssertFalse(report.passed)
        XCTAssertEqual(report.score, 3)
        XCTAssertEqual(report.maxScore, 5)
        XCTAssertEqual(report.failedIDs, ["task-2"])
        let object = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any]
        XCTAssertEqual(Set(object?.keys ?? [:].keys), ["exercise", "passed", "score", "maxScore", "requirements", "files", "skipped"])
        let requirements = object?["requirements"] as? [[String: Any]]
        XCTAssertEqual(Set(requirements?.first?.keys ?? [:].keys), ["id", "title", "status", "points", "maxPoints", "message", "failures"])
        XCTAssertEqual((requirements?[1]["failures"] as? [[String: String]])?.map { $0["check"] ?? "" }, ["b one", "b two"])
        XCTAssertEqual((object?["skipped"] as? [[String: String]])?.first, ["file": "Views/CardView.swift", "reason": "a View (CardView: View)"])
        XCTAssertEqual(try JSONDecoder().decode(CheckReport.self, from: Data(report.json().utf8)), report)
    }

    func testUnusableRunnerFailsLoudly() {
        XCTAssertThrowsError(try UnavailableProcessRunner().run(URL(fileURLWithPath: "/usr/bin/swift"), ["build"], in: URL(fileURLWithPath: "/"), environment: [:], timeLimit: nil))
    }
}

final class GradingPackageTests: XCTestCase {
    /// Without a record of a good build of exactly these sources, the submission is rewritten
    /// (and its incremental record dropped) even when its bytes are unchanged, so build
    /// products that disagree with their sources are never trusted.
    func testSourcesAreTrustedOnlyWhenTheyMatchTheRecordedBuild() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("grading-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let package = GradingPackage(directory: directory)
        let submission = [SourceFile(relativePath: "A.swift", original: URL(fileURLWithPath: "/a"), contents: Data("let a = 1\n".utf8))]
        let copy = package.submissionFolder.appendingPathComponent("A.swift")
        let priors = directory.appendingPathComponent(".build/debug/Submission.build/primary.priors")
        func inode() throws -> Int { (try FileManager.default.attributesOfItem(atPath: copy.path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1 }
        func makePriors() throws {
            try FileManager.default.createDirectory(at: priors.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: priors)
        }

        let digest = try package.prepare(submission: submission, checks: [], contract: [])
        package.recordBuilt(digest)
        try makePriors()
        let built = try inode()
        XCTAssertEqual(try package.prepare(submission: submission, checks: [], contract: []), digest)
        XCTAssertEqual(try inode(), built, "recorded and unchanged: left alone, so the build stays incremental")
        XCTAssertTrue(FileManager.default.fileExists(atPath: priors.path))

        package.forgetBuilt()
        _ = try package.prepare(submission: submission, checks: [], contract: [])
        XCTAssertNotEqual(try inode(), built, "not recorded: rewritten though its bytes are the same")
        XCTAssertFalse(FileManager.default.fileExists(atPath: priors.path), "and rebuilt without the incremental record")
    }
}

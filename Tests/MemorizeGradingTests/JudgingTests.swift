import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeSupport

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
        var waited = ProcessOutcome(status: 9, timedOut: true, output: started)
        waited.waitedPastBackstop = true
        XCTAssertEqual(judge(waited).message, "stopped after waiting far longer than its 5 s of CPU time would take while checking: a "
                       + "(does your code sleep, or wait for something that never comes?)", "a slow answer is no endless loop")
        XCTAssertEqual(judge(outOfMemory, memoryLimit: 4096).cause, .crashed, "stopped at a limit counts as a crash")

        let none = judge(ProcessOutcome(status: 0, output: "Test Suite 'Selected tests' started\n"))
        XCTAssertEqual(none.status, .failed)
        XCTAssertEqual(none.message, "no checks ran: the exercise names Task8Checks, which the checks do not define")
    }

    /// The checks' process holds no student code: killed from outside (in `grade` without a
    /// sandbox, a classmate's program can; or the kernel short of memory), the task is not
    /// graded, never failed. A trap of the checks' own, or the tool's time limit, is a crash.
    func testChecksStoppedFromOutsideAreUngradedNotFailed() {
        let killed = judge(ProcessOutcome(status: SIGKILL, signaled: true, output: started))
        XCTAssertEqual(killed.status, .ungraded)
        XCTAssertEqual(killed.points, 0)
        XCTAssertEqual(killed.message, "not graded: the checks' own process was stopped from outside (SIGKILL), not by your code: run it again")
        XCTAssertEqual(judge(ProcessOutcome(status: SIGTERM, signaled: true, output: started)).status, .ungraded)
        let trapped = judge(ProcessOutcome(status: SIGILL, signaled: true, output: started + "Fatal error: Index out of range\n"))
        XCTAssertEqual(trapped.status, .failed)
        XCTAssertEqual(trapped.message, "crashed (Index out of range) while checking: a", "a check's own trap is still a crash")
        XCTAssertEqual(judge(ProcessOutcome(status: SIGKILL, signaled: true, timedOut: true, output: started)).status, .failed,
                       "killed by the tool's own time limit")
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

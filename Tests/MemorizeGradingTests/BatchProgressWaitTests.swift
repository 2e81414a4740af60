import XCTest
import TestSupport
@testable import MemorizeGrading

/// `grade`'s terminal line before any submission is done (the workers' first build of the
/// checks): the seconds so far, since there is no estimate yet; none under a second.
final class BatchProgressWaitTests: XCTestCase {
    func testTheLineCountsTheSecondsUntilThereIsAnEstimate() {
        var clock = Date(timeIntervalSince1970: 0)
        let output = CapturedText()
        let progress = TerminalBatchProgress(exercise: "counter", width: 100, now: { clock }, write: output.write)
        progress.begin(total: 2, toGrade: 2, sameFiles: 0, workers: 1)
        progress.event(.started(student: "a", worker: 0))
        clock += 0.5
        XCTAssertEqual(progress.line(), "[░░░░░░░░░░░░░░░░░░░░] 0/2 graded · 0 failing")
        clock += 12
        progress.tick()
        XCTAssertEqual(progress.line(), "[░░░░░░░░░░░░░░░░░░░░] 0/2 graded · 0 failing · 12 s so far")
        XCTAssertTrue(output.text.hasSuffix("\r\u{1B}[K[░░░░░░░░░░░░░░░░░░░░] 0/2 graded · 0 failing · 12 s so far"), output.text)
        progress.event(.finished(BatchItem(entry: ClassEntry(student: "a", seconds: 12, report: FakeSubmissionRunner.report(score: 0)), kind: .graded)))
        XCTAssertEqual(progress.line(), "[██████████░░░░░░░░░░] 1/2 graded · 1 failing · about 12 s left", "an estimate replaces the count")
    }
}

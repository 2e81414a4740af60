import XCTest
@testable import MemorizeGrading

/// Reading the crash site out of the runtime's backtrace: the first frame in the student's files.
final class CrashSiteTests: XCTestCase {
    let package = ScratchPackage.grading(URL(fileURLWithPath: "/scratch/assignment2", isDirectory: true))

    func testTheFirstFrameInTheSubmissionIsTheSite() {
        let report = """
        💣 Program crashed: System trap at 0x00007f0000001234

        Thread 1 crashed:

        0 0x00007f0000001234 _assertionFailure(_:_:file:line:flags:) + 264 in libswiftCore.so
        1 [ra] 0x000055555555a1b2 Array.subscript.modify + 44 in libswiftCore.so at /build/swift/stdlib/public/core/Array.swift:100:5
        2 [ra] 0x000055555555a1b2 MemoryGame.shuffle() + 684 in GradingPackageTests at /scratch/assignment2/Sources/Submission/MemoryGame.swift:50:19
        3 [ra] 0x000055555555a1c0 EmojiMemoryGame.shuffle() + 20 in GradingPackageTests at /scratch/assignment2/Sources/Submission/EmojiMemoryGame.swift:31:9
        4 [ra] 0x000055555555a1d0 Task2Checks.testShuffle() + 40 in GradingPackageTests at /scratch/assignment2/Tests/Checks/Task2Checks.swift:12:5
        """
        XCTAssertEqual(CrashSite.first(in: report, package: package), CrashSite(file: "MemoryGame.swift", line: 50, function: "MemoryGame.shuffle()"))
    }

    func testAReportWithNoFrameInTheSubmissionHasNoSite() {
        let report = """
        Fatal error: Index out of range
        2 [ra] 0x000055555555a1d0 Task2Checks.testShuffle() + 40 in GradingPackageTests at /scratch/assignment2/Tests/Checks/Task2Checks.swift:12:5
        """
        XCTAssertNil(CrashSite.first(in: report, package: package))
        XCTAssertNil(CrashSite.first(in: "crashed", package: package))
    }

    func testOnlyARuntimeCrashIsTracedAgain() {
        let crashed = CheckReport.Requirement(id: "task-2", title: "Shuffle", status: .failed, points: 0, maxPoints: 5,
                                              message: "crashed (Index out of range) while checking: shuffle", cause: .crashed)
        XCTAssertTrue(RequirementRunner.crashedInTheRuntime(crashed, ProcessOutcome(status: SIGILL, signaled: true, output: "")))
        XCTAssertFalse(RequirementRunner.crashedInTheRuntime(crashed, ProcessOutcome(status: 1, output: "")), "an exit is not a crash")
        var timedOut = crashed
        timedOut.cause = .timedOut
        timedOut.message = "timed out after 5 s of CPU time"
        XCTAssertFalse(RequirementRunner.crashedInTheRuntime(timedOut, ProcessOutcome(status: SIGKILL, signaled: true, timedOut: true, output: "")))
        XCTAssertEqual(RequirementRunner.words(CrashSite(file: "MemoryGame.swift", line: 50, function: "MemoryGame.shuffle()"), file: "Work/assignment2/MemoryGame.swift"),
                       ", at Work/assignment2/MemoryGame.swift:50 in MemoryGame.shuffle()")
    }
}

import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// A long wait's line: drawn in place only after a second, following grading's phases, and
/// cleared at the end. The clock is a variable the test moves, so nothing here is timed.
final class WaitLineTests: XCTestCase {
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_000)
    }

    func testAWaitUnderASecondDrawsNothingAtAll() {
        let clock = Clock()
        let sink = CapturedText()
        let line = WaitLine(sink: sink, title: "Checking counter", width: 80, now: { clock.now })
        line.progress(.compilingYourCode)
        clock.now += 0.5
        line.tick()
        line.progress(.runningTasks(finished: 0, total: 3))
        clock.now += 0.4
        line.tick()
        line.finish()
        XCTAssertEqual(sink.text, "", "a re-check of under a second must stay silent")
    }

    func testALongWaitShowsItsPhaseAndSecondsInPlaceAndClearsItself() {
        let clock = Clock()
        let sink = CapturedText()
        let line = WaitLine(sink: sink, title: "Checking assignment2", width: 80, now: { clock.now })
        line.progress(.buildingChecks)
        clock.now += 1.2
        line.tick()
        XCTAssertEqual(sink.text, "\r\u{1B}[2KChecking assignment2: building the checks (the first time takes 10–20 s)… 1 s")
        clock.now += 11
        line.progress(.runningTasks(finished: 2, total: 9))   // a phase change redraws at once
        XCTAssertTrue(sink.text.hasSuffix("\r\u{1B}[2KChecking assignment2: running task 3 of 9… 12 s"), sink.text)
        line.finish()
        XCTAssertTrue(sink.text.hasSuffix("12 s\r\u{1B}[2K"), "the line is cleared, leaving nothing on screen: \(sink.text.debugDescription)")
        let written = sink.text
        clock.now += 5
        line.tick()
        line.progress(.compilingYourCode)
        XCTAssertEqual(sink.text, written, "nothing is drawn after the wait ended")
    }

    func testTheLineNeverWrapsOnANarrowTerminal() {
        let clock = Clock()
        let line = WaitLine(sink: CapturedText(), title: "Checking assignment2", width: 30, now: { clock.now })
        line.progress(.buildingChecks)
        XCTAssertEqual(line.line().count, 29)
    }

    func testEveryPhaseReadsPlainly() {
        XCTAssertEqual(WaitLine.words(.compilingYourCode), "compiling your code")
        XCTAssertEqual(WaitLine.words(.runningTasks(finished: 0, total: 1)), "running task 1 of 1")
        XCTAssertEqual(WaitLine.words(.runningTasks(finished: 9, total: 9)), "ran 9 tasks")
        XCTAssertEqual(WaitLine.words(.findingCrashSite(task: "task-3")), "finding where Task 3 crashed")
        XCTAssertTrue(WaitLine.words(.buildingGame).hasPrefix("building your game"))
        XCTAssertEqual(WaitLine.words(.waitingForBuild(holder: "warm")), "building the checks (started by 'start')")
        XCTAssertEqual(WaitLine.words(.waitingForBuild(holder: "")), "waiting for another check of this exercise to end")
    }

    /// A check that finds the scratch package locked is told who holds it before it waits
    /// (the first check after `start`, while the background warm builds), and the holder's
    /// note is replaced by the next holder's.
    func testAWaitForTheLockIsToldWhoHoldsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = ScratchPackage.grading(folder)
        final class Told: @unchecked Sendable {
            private let lock = NSLock()
            private var written = ""
            var text: String { lock.lock(); defer { lock.unlock() }; return written }
            func write(_ more: String) { lock.lock(); written += more; lock.unlock() }
        }
        let told = Told()
        let waiter = Thread {
            _ = try? package.withLock(as: "check", waiting: { told.write("waited for '\($0)'") }) { told.write(", then ran") }
        }
        try package.withLock(as: "warm", waiting: { _ in XCTFail("nobody held it") }) {
            waiter.start()
            let deadline = Date() + 10
            while told.text.isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            XCTAssertEqual(told.text, "waited for 'warm'", "the waiter is told before it waits, and waits")
        }
        let deadline = Date() + 10
        while !told.text.hasSuffix("ran") && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertEqual(told.text, "waited for 'warm', then ran")
        try package.withLock(waiting: { _ in XCTFail("free again") }) {}
    }
}

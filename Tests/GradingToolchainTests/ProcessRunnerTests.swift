import XCTest
import TestSupport
import Foundation
import MemorizePlatform
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The live process runner against real programs: exit status, output, directory, crashes, and
/// time limits that neither a busy machine nor a slow sibling can trip.
final class ProcessRunnerTests: XCTestCase {
    let runner = SystemProcessRunner(backstopSlack: 1)
    let here = URL(fileURLWithPath: NSTemporaryDirectory())
    let sh = URL(fileURLWithPath: "/bin/sh")

    func testStatusOutputAndDirectory() throws {
        let folder = here.appendingPathComponent("runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runner.run(sh, ["-c", "pwd; echo oops >&2; exit 3"], in: folder, environment: [:], timeLimit: nil)
        XCTAssertEqual(outcome.status, 3)
        XCTAssertFalse(outcome.signaled)
        XCTAssertFalse(outcome.timedOut)
        let lines = outcome.output.lines(keepingTrailingEmpty: false)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }, folder.resolvingSymlinksInPath().path)
        XCTAssertEqual(lines.last, "oops")
    }

    func testACrashIsASignalNotATimeOut() throws {
        let outcome = try runner.run(sh, ["-c", "kill -SEGV $$"], in: here, environment: [:], timeLimit: 5)
        XCTAssertTrue(outcome.signaled)
        XCTAssertEqual(outcome.status, SIGSEGV)
        XCTAssertFalse(outcome.timedOut)
    }

    func testALoopIsStoppedWhenItsCPUTimeIsSpent() throws {
        let outcome = try runner.run(sh, ["-c", "while :; do :; done"], in: here, environment: [:], timeLimit: 1)
        XCTAssertTrue(outcome.timedOut)
        XCTAssertFalse(outcome.signaled)
        XCTAssertFalse(outcome.waitedPastBackstop, "it spent its CPU time")
    }

    func testAChildThatWaitsIsStoppedByTheBackstop() throws {
        let outcome = try runner.run(sh, ["-c", "sleep 60"], in: here, environment: [:], timeLimit: 0.5)
        XCTAssertTrue(outcome.timedOut)
        XCTAssertTrue(outcome.waitedPastBackstop, "it waited: its words are not an endless loop's")
    }

    /// A child used to inherit the signal state of the thread that started it: a loop then
    /// never saw SIGXCPU and ran on to the hard limit's SIGKILL, which bubblewrap reported as a
    /// crash (2 of 4 hanging tasks of Assignment II). Started as the requirements are, from
    /// concurrent workers, a child has no signal blocked.
    func testAChildStartsWithNoSignalBlocked() throws {
        #if os(Linux)
        let (runner, here) = (self.runner, self.here)
        let states = Failures()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let outcome = try? runner.run(URL(fileURLWithPath: "/bin/cat"), ["/proc/self/status"], in: here, environment: [:], timeLimit: 5)
            let lines = (outcome?.output ?? "").lines(keepingTrailingEmpty: false)
            states.add(lines.filter { $0.hasPrefix("SigBlk:") }.joined())
        }
        XCTAssertEqual(states.all, Array(repeating: "SigBlk:\t0000000000000000", count: 4))
        #else
        throw XCTSkip("reads /proc, which only Linux has")
        #endif
    }

    /// What a child started is gone when `run` returns, not merely sent SIGKILL: a process dies
    /// only when it is next scheduled, and on a busy machine a caller looking at once saw it
    /// still running (11 of a fork bomb's sleeps, once in CI).
    func testNothingAChildStartedIsStillRunningWhenRunReturns() throws {
        #if os(Linux)
        for round in 1...10 {
            let marker = "31.\(Int.random(in: 100_000...999_999))"
            _ = try runner.run(sh, ["-c", "for i in $(seq 60); do sleep \(marker) >/dev/null 2>&1 & done; exit 0"],
                               in: here, environment: [:], timeLimit: 5)
            XCTAssertEqual(Self.running(marker), [], "round \(round)")
        }
        #else
        throw XCTSkip("reads /proc, which only Linux has")
        #endif
    }

    static func running(_ marker: String) -> [String] { RunningProcesses.withCommandLine(containing: marker) }

    /// A chain of 40 shells, each in a session of its own with an empty environment (no mark),
    /// each starting the next before it sleeps: the sweep after a check ends them all, round
    /// after round as each one's child comes to this process. One round left 39 running.
    func testAChainOfDetachedShellsIsEndedWhole() throws {
        #if os(Linux)
        ProcessSweep.becomeSubreaper()
        try XCTSkipUnless(ProcessSweep.isSubreaper, "no subreaper on this platform's route (a Mac has none): orphans go to its first process")
        let marker = "32.\(Int.random(in: 100_000...999_999))"
        let script = here.appendingPathComponent("chain-\(UUID().uuidString).sh")
        try "if [ \"$1\" -gt 0 ]; then setsid env -i /bin/sh \"$0\" $(($1 - 1)) & fi; exec sleep \(marker)\n"
            .write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        _ = try runner.run(sh, ["-c", "setsid /bin/sh \(script.path) 40 & exit 0"], in: here, environment: [:], timeLimit: 5)
        let deadline = Date().addingTimeInterval(10)
        while Self.running(marker).count < 41, Date() < deadline { usleep(20_000) }
        XCTAssertEqual(Self.running(marker).count, 41, "the chain started whole")
        ProcessSweep.killOrphans()
        XCTAssertEqual(Self.running(marker), [])
        #else
        throw XCTSkip("reads /proc, which only Linux has")
        #endif
    }

    /// The grader holds each run's key: without a sandbox, a student's program runs as the same
    /// user, so its memory is made undumpable (no /proc/PID/mem, no ptrace, but for root).
    func testTheGradersMemoryIsNotDumpable() throws {
        #if os(Linux)
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        let prctl = unsafeBitCast(try XCTUnwrap(dlsym(nil, "prctl")), to: Prctl.self)
        let before = prctl(3 /* PR_GET_DUMPABLE */, 0, 0, 0, 0)
        defer { _ = prctl(4 /* PR_SET_DUMPABLE */, UInt(before), 0, 0, 0) }
        _ = prctl(4, 1, 0, 0, 0)
        XCTAssertEqual(prctl(3, 0, 0, 0, 0), 1, "the control: dumpable to start with")
        try XCTSkipUnless(Platforms.current.hideMemory(), "this platform's route cannot hide a process's memory (a Mac's)")
        _ = prctl(4, 1, 0, 0, 0)   // dumpable again, for the sweep's own call to change
        ProcessSweep.hideMemory()
        XCTAssertEqual(prctl(3, 0, 0, 0, 0), 0)
        #else
        throw XCTSkip("prctl is Linux's")
        #endif
    }

    func testAMissingProgramIsAToolError() {
        XCTAssertThrowsError(try runner.run(URL(fileURLWithPath: "/nonexistent/swift"), [], in: here, environment: [:], timeLimit: nil)) {
            XCTAssertTrue("\($0)".contains("no such program"), "\($0)")
        }
    }

    /// Issue 9: a quick check started at the same moment as a slow one was reported "timed out",
    /// because the slow child inherited the descriptor its sibling's end was detected by. Fifty
    /// pairs, ten at a time: the quick one must always finish on its own.
    func testAQuickChildNeverWaitsForASlowSiblingStartedWithIt() {
        let failures = Failures()
        let (runner, sh, here) = (self.runner, self.sh, self.here)
        for _ in 0..<20 {
            let group = DispatchGroup()
            for index in 0..<20 {
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    do {
                        if index % 2 == 0 {
                            _ = try runner.run(sh, ["-c", "sleep 0.5"], in: here, environment: [:], timeLimit: nil)
                        } else {
                            let quick = try runner.run(URL(fileURLWithPath: "/bin/echo"), ["quick"], in: here, environment: [:], timeLimit: 0.5)
                            if quick.timedOut || quick.output != "quick\n" { failures.add("timed out: \(quick.timedOut), output: \(quick.output)") }
                        }
                    } catch {
                        failures.add("\(error)")
                    }
                }
            }
            group.wait()
        }
        XCTAssertEqual(failures.all, [])
    }
}

private final class Failures: @unchecked Sendable {
    private var items: [String] = []
    private let lock = NSLock()
    func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
}

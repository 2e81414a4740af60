import Foundation
import XCTest
import TestSupport
@testable import MemorizeGrading

/// Processes a check's program starts and detaches from it: ended with the check, and counted
/// in its task's memory while they run.
extension SandboxTests {
    /// A process started in a session of its own (`setsid`) is in no group of the check's; it is
    /// still ended with its check, in the sandbox (its process namespace) and in the fallback (the
    /// mark every process of a check carries).
    func testADetachedProcessDoesNotOutliveItsCheck() throws {
        try XCTSkipUnless(RouteFacts.findsDetachedProcesses, "a Mac's route cannot find a process that detached itself (no /proc, no subreaper): the README says so")
        for (label, environment) in [("sandbox", FixtureCourse.gradingEnvironment()), ("fallback", try withoutBubblewrap())] {
            let marker = "40.\(Int.random(in: 100_000...999_999))"
            let result = try check(SandboxSubmissions.detaches(marker: marker), named: "detaches-\(label)", environment: environment)
            XCTAssertTrue(result.stdout.contains("Task 2  Starting at zero  1/1"), "\(label): graded as usual:\n\(result.stdout)")
            assertNoProcess(marker)
        }
        // One that also drops its environment (and the mark) is found by the namespace in the
        // sandbox, by its user id as root, and otherwise as an orphan given back to the tool
        // (its child subreaper): the last without setpriv on the PATH, as a user's own run is.
        for (label, environment) in [("sandbox", FixtureCourse.gradingEnvironment()), ("fallback", try withoutBubblewrap()),
                                     ("no setpriv", try withoutBubblewrap(orAlso: "setpriv"))] {
            let marker = "41.\(Int.random(in: 100_000...999_999))"
            _ = try check(SandboxSubmissions.detaches(marker: marker, clean: true), named: "cleans-\(label)", environment: environment)
            assertNoProcess(marker)
        }
    }

    /// One that detaches and drops its environment, the mark with it, is still below a process
    /// of its check's while it runs (rt23b held 6 GB so, as a user, outside the memory watch): below
    /// bubblewrap, and without it below the checks' process, its subreaper. So the memory watch,
    /// which counts every process below a marked one, counts it, on the route a user takes.
    func testADetachedProcessWithoutTheMarkIsTheTasksWhileItRuns() throws {
        try XCTSkipUnless(RouteFacts.findsDetachedProcesses, "a Mac's route cannot find a process that detached itself (no /proc, no subreaper): the README says so")
        for (label, environment) in [("sandbox", FixtureCourse.gradingEnvironment()), ("no setpriv", try withoutBubblewrap(orAlso: "setpriv"))] {
            if label == "sandbox" && !Self.bwrapWorks { continue }
            let marker = "42.\(Int.random(in: 100_000...999_999))"
            let seen = DetachedSighting(marker: marker)
            seen.start()
            _ = try check(SandboxSubmissions.detaches(marker: marker, clean: true, staying: 3), named: "stays-\(label)", environment: environment)
            // Its parent half a second after it was first seen: its starting shell gone, the check
            // still waiting (3 s). Once the checks' process has ended, the orphan is the grader's
            // until its sweep, so a later one says nothing.
            let (first, counted) = seen.finish()
            let parent = try XCTUnwrap(first, "\(label): the detached process was seen running")
            XCTAssertNotEqual(parent, getpid(), "\(label): its parent while the check runs is a process of the check's, not the grader")
            XCTAssertTrue(counted, "\(label): the memory watch's rule finds it below a marked process")
            assertNoProcess(marker)
        }
    }
}

/// Watches, on a thread of its own, for the process whose command line holds `marker`: the
/// parent it has half a second after it is first seen, and whether it is then below a process
/// that holds a check's mark.
private final class DetachedSighting: @unchecked Sendable {
    private let marker: String
    private let lock = NSLock()
    private var stopped = false
    private var firstParent: pid_t?
    private var firstSeen: Date?
    private var counted = false
    private let done = DispatchSemaphore(value: 0)

    init(marker: String) { self.marker = marker }

    func start() {
        Thread { [self] in
            defer { done.signal() }
            while !(lock.withLock { stopped }) {
                look()
                usleep(20_000)
            }
        }.start()
    }

    func finish() -> (firstParent: pid_t?, counted: Bool) {
        lock.withLock { stopped = true }
        done.wait()
        return lock.withLock { (firstParent, counted) }
    }

    private func look() {
        let table = ProcessTable()
        for pid in ProcFiles.pids() {
            guard let command = ProcFiles.contents(pid, "cmdline"), String(decoding: command, as: UTF8.self).contains(marker),
                  let parent = table.entries.first(where: { $0.pid == pid })?.parent else { continue }
            let now = Date()
            let settled = lock.withLock { () -> Bool in
                firstSeen = firstSeen ?? now
                return firstParent == nil && now.timeIntervalSince(firstSeen!) >= 0.5
            }
            guard settled else { continue }
            let found = marks(above: pid, in: table).contains { MemoryWatch.markedOrBelow($0, in: table).contains(pid) }
            lock.withLock {
                firstParent = parent
                counted = found
            }
        }
    }

    /// The marks in the environments of `pid`'s ancestors.
    private func marks(above pid: pid_t, in table: ProcessTable) -> [String] {
        var marks: [String] = []
        var current = table.entries.first { $0.pid == pid }?.parent
        while let ancestor = current, ancestor > 1, marks.count < 64 {
            if let environment = ProcFiles.contents(ancestor, "environ") {
                for entry in environment.split(separator: 0) where entry.starts(with: Array("\(ProcessSweep.variable)=".utf8)) {
                    marks.append(String(decoding: entry.dropFirst(ProcessSweep.variable.utf8.count + 1), as: UTF8.self))
                }
            }
            current = table.entries.first { $0.pid == ancestor }?.parent
            if current == ancestor { break }
        }
        return marks
    }
}

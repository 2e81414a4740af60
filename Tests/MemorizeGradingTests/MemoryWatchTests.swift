import Foundation
import MemorizePlatform
import XCTest
@testable import MemorizeGrading

/// Each process of a task has a memory limit of its own, but not their sum: `MemoryWatch` adds
/// up the task's processes' memory and stops them all once it passes the limit.
final class MemoryWatchTests: XCTestCase {
    /// Processes carrying `mark` that each hold about 60 MB, as a program's children would.
    /// With `user`, as that user (through `setpriv`, as root).
    func start(_ count: Int, mark: String, user: UInt32? = nil) throws -> [Process] {
        try (0..<count).map { _ in
            let process = Process()
            // The shell keeps the 60 MB string it read in memory, then waits.
            let shell = ["/bin/sh", "-c", "x=$(head -c 60000000 /dev/zero | tr '\\0' a); sleep 60; echo ${#x}"]
            let argv = (user.map { ["/usr/bin/setpriv", "--reuid=\($0)", "--regid=\($0)", "--clear-groups"] } ?? []) + shell
            process.executableURL = URL(fileURLWithPath: argv[0])
            process.arguments = Array(argv.dropFirst())
            process.environment = ["PATH": "/usr/bin:/bin", ProcessSweep.variable: mark]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return process
        }
    }

    func held(_ processes: [Process]) -> UInt64 {
        processes.reduce(0) { $0 + (ProcFiles.status($1.processIdentifier, ["VmRSS:"])?["VmRSS:"]?.first ?? 0) }
    }

    func testProcessesThatTogetherPassTheLimitAreStoppedAndOnesUnderItAreNot() throws {
        try XCTSkipUnless(Platforms.current.readsProcFiles, "marked processes are found through /proc alone (not on a Mac)")
        let mark = ProcessSweep.makeMark()
        let processes = try start(4, mark: mark)
        defer { for process in processes where process.isRunning { process.terminate() } }
        // Until each holds its string: 4 × 60 MB.
        let deadline = Date().addingTimeInterval(20)
        while held(processes) < 4 * 55_000, Date() < deadline { usleep(50_000) }
        XCTAssertGreaterThan(held(processes), 4 * 55_000, "the processes hold their memory")

        // The control: 240 MB together is under 1 GB; nothing is stopped.
        let roomy = MemoryWatch(limitMegabytes: 1024, of: .marked(mark), interval: 0.05)
        roomy.start()
        usleep(300_000)
        XCTAssertFalse(roomy.finish())
        XCTAssertGreaterThan(roomy.highestKilobytes, 4 * 55_000, "it counted every marked process")
        XCTAssertTrue(processes.allSatisfy(\.isRunning))

        // Each under 100 MB, together over it: all are stopped.
        let watch = MemoryWatch(limitMegabytes: 100, of: .marked(mark), interval: 0.05)
        watch.start()
        let stopBy = Date().addingTimeInterval(10)
        while processes.contains(where: \.isRunning), Date() < stopBy { usleep(50_000) }
        XCTAssertTrue(watch.finish())
        XCTAssertFalse(processes.contains(where: \.isRunning), "every marked process was stopped")
        for process in processes { XCTAssertEqual(process.terminationReason, .uncaughtSignal) }
    }

    /// A marked process whose child empties its environment (`env -i`) before it holds 60 MB:
    /// the child is still below the marked one, and counts (rt23b held 6 GB so, as a user).
    func testAChildWithoutTheMarkStillCounts() throws {
        try XCTSkipUnless(Platforms.current.readsProcFiles, "marked processes are found through /proc alone (not on a Mac)")
        let mark = ProcessSweep.makeMark()
        let parent = Process()
        parent.executableURL = URL(fileURLWithPath: "/bin/sh")
        parent.arguments = ["-c", "env -i /bin/sh -c 'x=$(head -c 60000000 /dev/zero | tr \"\\\\0\" a); sleep 60; echo ${#x}'; :"]
        parent.environment = ["PATH": "/usr/bin:/bin", ProcessSweep.variable: mark]
        parent.standardOutput = FileHandle.nullDevice
        try parent.run()
        defer { if parent.isRunning { parent.terminate() }; ProcessSweep.kill(marked: mark) }
        let deadline = Date().addingTimeInterval(20)
        var counted: UInt64 = 0
        while counted < 55_000, Date() < deadline {
            usleep(100_000)
            let members = MemoryWatch.markedOrBelow(mark, in: ProcessTable())
            counted = members.reduce(0) { $0 + (ProcFiles.status($1, ["VmRSS:"])?["VmRSS:"]?.first ?? 0) }
        }
        XCTAssertGreaterThan(counted, 55_000, "the unmarked child's 60 MB is the task's")
        let unrelated = MemoryWatch.markedOrBelow(ProcessSweep.makeMark(), in: ProcessTable())
        XCTAssertEqual(unrelated, [], "another task's mark finds none of them")
    }

    /// Memory held in files that live in memory alone, open but never mapped, is in no
    /// process's resident memory: rt18a held 4.7 GB in memfds under a 4 GB limit. A file in
    /// /dev/shm (removed, held open) and, where python3 is, a memfd: each counts.
    func testMemoryHeldInAMemfdOrInDevShmCounts() throws {
        try XCTSkipUnless(Platforms.current.readsProcFiles, "marked processes are found through /proc alone (not on a Mac)")
        var holders = ["exec 3<>/dev/shm/memory-watch-$$ && rm /dev/shm/memory-watch-$$ && head -c 120000000 /dev/zero >&3 && sleep 60"]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") {
            holders.append("exec /usr/bin/python3 -c 'import os, time; fd = os.memfd_create(\"m\"); os.posix_fallocate(fd, 0, 120000000); time.sleep(60)'")
        }
        for holder in holders {
            let mark = ProcessSweep.makeMark()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", holder]
            process.environment = ["PATH": "/usr/bin:/bin", ProcessSweep.variable: mark]
            try process.run()
            defer { if process.isRunning { process.terminate() } }
            let deadline = Date().addingTimeInterval(20)
            while MemoryWatch.inMemoryFileKilobytes(of: [process.processIdentifier]) < 110_000, Date() < deadline { usleep(50_000) }
            XCTAssertGreaterThan(MemoryWatch.inMemoryFileKilobytes(of: [process.processIdentifier]), 110_000, holder)
            XCTAssertLessThan(held([process]), 50_000, "the control: it is in no resident memory (\(holder))")

            let roomy = MemoryWatch(limitMegabytes: 1024, of: .marked(mark), interval: 0.05)
            roomy.start()
            usleep(300_000)
            XCTAssertFalse(roomy.finish(), holder)
            XCTAssertTrue(process.isRunning)
            let watch = MemoryWatch(limitMegabytes: 100, of: .marked(mark), interval: 0.05)
            watch.start()
            let stopBy = Date().addingTimeInterval(10)
            while process.isRunning, Date() < stopBy { usleep(50_000) }
            XCTAssertTrue(watch.finish(), holder)
            XCTAssertFalse(process.isRunning, "stopped: \(holder)")
        }
    }

    func testATaskWhoseProcessesPassedTheLimitTogetherIsToldSo() {
        let requirement = ExerciseManifest.Requirement(id: "task-8", title: "Scoring", points: 25, checks: ["Task8Checks"], manual: nil)
        var outcome = ProcessOutcome(status: 9, signaled: true, output: RecordedRun.output("Test Case 'Task8Checks.testA' started at x\n"))
        outcome.memoryPassed = 4096
        let result = RequirementRunner.judge(requirement, outcome: outcome, key: RecordedRun.key, timeLimit: 5, memoryLimit: 4096)
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.cause, .crashed)
        XCTAssertEqual(result.message, "stopped for using more than 4 GB of memory in all its processes together while checking: a "
                       + "(does your code start other programs?)")
    }

    /// Where there is no /proc (a Mac), the watch reads a user's processes from `ps`: run here
    /// by the portable route, as root, with processes of a user id of their own.
    func testOnThePortableRouteAUsersProcessesAreWatchedThroughPS() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv, for processes of a user id of their own")
        }
        let user = UInt32.random(in: 1_900_000_000..<2_000_000_000)
        let processes = try start(3, mark: ProcessSweep.makeMark(), user: user)
        defer { for process in processes where process.isRunning { process.terminate() } }
        let portable = Platforms.select("portable")
        func userHolds() -> UInt64 {
            ProcessTable(platform: portable).entries.filter { $0.user == user }.reduce(0) { $0 + ($1.residentKilobytes ?? 0) }
        }
        let deadline = Date().addingTimeInterval(20)
        // Each holds most of its 60 MB soon; 45 MB each is already over the 100 MB limit below.
        while userHolds() < 3 * 45_000, Date() < deadline { usleep(50_000) }
        XCTAssertGreaterThan(userHolds(), 3 * 45_000, "ps shows the user's processes and their memory")

        let roomy = MemoryWatch(limitMegabytes: 1024, of: .user(user), interval: 0.05, platform: portable)
        roomy.start()
        usleep(300_000)
        XCTAssertFalse(roomy.finish())
        XCTAssertTrue(processes.allSatisfy(\.isRunning))

        let watch = MemoryWatch(limitMegabytes: 100, of: .user(user), interval: 0.05, platform: portable)
        watch.start()
        let stopBy = Date().addingTimeInterval(10)
        while processes.contains(where: \.isRunning), Date() < stopBy { usleep(50_000) }
        XCTAssertTrue(watch.finish())
        XCTAssertFalse(processes.contains(where: \.isRunning), "every process of the user was stopped")
        XCTAssertEqual(ProcessTable(platform: portable).entries.filter { $0.user == user && $0.state != "Z" }.map(\.state), [], "none of the user's is left running")
    }
}

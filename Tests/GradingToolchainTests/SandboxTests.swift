import Foundation
import MemorizePlatform
import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeCourseCore

/// Real checks of misbehaving submissions of the `counter` fixture, in the sandbox this machine
/// offers (bubblewrap when installed) and in the fallback of resource limits only (a PATH without
/// bwrap). Each must fail Task 1, grade Task 2 as usual, and leave nothing behind.
final class SandboxTests: XCTestCase {
    var course: FixtureCourse!
    /// Outside /tmp (a sandbox has a private one), inside the checkout: the "course folder" a
    /// submission tries to litter.
    var outside: URL!

    override func setUpWithError() throws {
        #if !os(Linux)
        throw XCTSkip("the sandbox's real runs are checked on Linux only (see the README)")
        #endif
        course = try FixtureCourse("counter-course")
        outside = Harness.repositoryRoot.appendingPathComponent(".build/sandbox-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    }

    override func tearDown() {
        course?.remove()
        if let outside { try? FileManager.default.removeItem(at: outside) }
    }

    static var bwrapWorks: Bool {
        if case .bubblewrap = Sandbox.detect(environment: ProcessInfo.processInfo.environment, runner: SystemProcessRunner()).isolation { return true }
        return false
    }

    func requireBubblewrap() throws {
        guard Self.bwrapWorks else {
            throw XCTSkip("bubblewrap is not installed or cannot run here (apt-get install bubblewrap); the fallback is tested without it")
        }
    }

    /// The environment with a PATH on which there is no bwrap (nor `other`).
    func withoutBubblewrap(orAlso other: String? = nil) throws -> [String: String] {
        try WithoutBubblewrap.environment(in: outside, orAlso: other)
    }

    func check(_ source: String, named name: String, environment: [String: String] = FixtureCourse.gradingEnvironment(),
               extra: [String] = []) throws -> RunResult {
        let folder = course.root.appendingPathComponent("submissions/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try source.write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        return Harness.run(["check", "counter", "--path", folder.path] + extra, environment: environment,
                           currentDirectory: course.root, demos: [], processRunner: SystemProcessRunner())
    }

    func assertFailsTaskOneOnly(_ result: RunResult, _ why: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("✘ Task 1  Counting up       0/2"), "\(why):\n\(result.stdout)", file: file, line: line)
        XCTAssertTrue(result.stdout.contains("✔ Task 2  Starting at zero  1/1"), "the rest is graded:\n\(result.stdout)", file: file, line: line)
    }

    /// No process started with `marker` is left.
    func assertNoProcess(_ marker: String, file: StaticString = #filePath, line: UInt = #line) {
        let left = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { entry in
            guard entry.first?.isNumber == true, let command = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry)/cmdline")) else { return false }
            return String(decoding: command, as: UTF8.self).contains(marker)
        } ?? []
        XCTAssertEqual(left, [], "processes left running", file: file, line: line)
    }

    func testAForkBombFailsItsTaskAndLeavesNoProcess() throws {
        try XCTSkipIf(getuid() == 0 && !RouteFacts.runsAsOwnUser,
                      "as root with no user id of its own (the portable route, a Mac's), no process limit holds: the kernel exempts root")
        for (label, environment) in [("sandbox", FixtureCourse.gradingEnvironment()), ("fallback", try withoutBubblewrap())] {
            let marker = "30.\(Int.random(in: 100_000...999_999))"
            let result = try check(SandboxSubmissions.forks(marker: marker), named: "forks-\(label)", environment: environment)
            assertFailsTaskOneOnly(result, "\(label): the process limit stops the 1,000 processes")
            // Out of processes, the student's program may fail to start a thread and crash, spin until its CPU time
            // is up, or wait for its children without end.
            XCTAssertTrue(["timed out after 3 s of CPU time", "crashed", "gave no answer for"].contains { result.stdout.contains($0) }, result.stdout)
            assertNoProcess(marker)
        }
    }

    /// The student's program kills the checks' process, as one "stopped from outside" is told:
    /// "not graded, run it again". Where it could have sent the signal (the checks' user, no
    /// process namespace), a second stop while it runs is its own: the task fails. Where it could
    /// not (bubblewrap, a user id of its own), the signal is refused and the task fails as usual.
    func testAProgramThatKillsItsChecksFailsItsTask() throws {
        var environments = [("fallback", try withoutBubblewrap())]
        if Self.bwrapWorks { environments.append(("sandbox", FixtureCourse.gradingEnvironment())) }
        if getuid() == 0, Platforms.current.landlockABI != nil { environments.append(("Landlock alone", try withoutBubblewrap(orAlso: "setpriv"))) }
        var sawTheRerun = false
        for (label, environment) in environments {
            let result = try check(SandboxSubmissions.killsTheChecks(with: "SIGKILL"), named: "kills-\(label.count)", environment: environment)
            assertFailsTaskOneOnly(result, "\(label): killing the checks earns no \"not graded\"")
            sawTheRerun = sawTheRerun || result.stdout.contains("stopped by SIGKILL twice")
        }
        let unprotected = Sandbox.detect(environment: try withoutBubblewrap(orAlso: "setpriv"), runner: SystemProcessRunner())
        XCTAssertTrue(sawTheRerun || !unprotected.programCanSignalTheChecks, "one route lets the program signal the checks, and its second stop is the program's")
    }

    func testABigWriteIsStoppedAtTheFileSizeLimit() throws {
        for (label, environment) in [("sandbox", FixtureCourse.gradingEnvironment()), ("fallback", try withoutBubblewrap())] {
            let result = try check(SandboxSubmissions.writesBigFile, named: "writes-\(label)", environment: environment)
            assertFailsTaskOneOnly(result, "\(label): a 100 MB file is past the 64 MB limit")
            // bubblewrap reports the signal as exit status 153, which a program could also give
            // itself, and says so; a signal seen as one (no bubblewrap, a Mac's route) is plain.
            let flat = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            XCTAssertTrue(["stopped for writing a file larger than 64 MB while checking: increment adds one",
                           "stopped for writing a file larger than 64 MB, or ended itself with exit status 153, while checking: increment adds one"]
                .contains { flat.contains($0) }, result.stdout)
        }
    }

    func testAskingForMoreMemoryThanTheLimitFailsItsTaskWithThatReason() throws {
        for (label, environment) in [("sandbox", FixtureCourse.gradingEnvironment()), ("fallback", try withoutBubblewrap())] {
            let result = try check(SandboxSubmissions.allocatesTooMuch, named: "memory-\(label)", environment: environment)
            assertFailsTaskOneOnly(result, "\(label): 6 GB is past the 4 GB limit")
            XCTAssertTrue(result.stdout.contains("stopped for using more than 4 GB of memory while checking: "), result.stdout)
        }
    }

    func testWritingIntoTheCourseFolderOrHomeFailsAndLeavesNothing() throws {
        try requireBubblewrap()
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        for target in [outside.appendingPathComponent("litter.txt").path, "\(home)/.memorize-sandbox-\(UUID().uuidString)"] {
            let result = try check(SandboxSubmissions.writes(to: target), named: "writes-\(UUID().uuidString.prefix(8))")
            assertFailsTaskOneOnly(result, "the file system is read-only")
            XCTAssertFalse(FileManager.default.fileExists(atPath: target), "nothing written at \(target)")
        }
    }

    /// Deleting needs only write access to the folder: bubblewrap's read-only file system stops
    /// it, and so does running as an unused user id (as root, even without bubblewrap).
    func testDeletingAFileOfTheCourseFailsAndTheFileStays() throws {
        var environments: [(String, [String: String])] = []
        if Self.bwrapWorks { environments.append(("sandbox", FixtureCourse.gradingEnvironment())) }
        if RouteFacts.runsAsOwnUser { environments.append(("user id of its own", try withoutBubblewrap())) }
        if Platforms.current.landlockABI != nil { environments.append(("Landlock alone", try withoutBubblewrap(orAlso: "setpriv"))) }
        guard !environments.isEmpty else {
            throw XCTSkip("no sandbox, no user id of its own and no Landlock here: a submission can delete what the user can (the README says so)")
        }
        for (label, environment) in environments {
            let victim = outside.appendingPathComponent("keep-\(label.count).txt")
            try Data("the student's work".utf8).write(to: victim)
            let result = try check(SandboxSubmissions.deletes(victim.path), named: "deletes-\(label.count)", environment: environment)
            assertFailsTaskOneOnly(result, "\(label): the file cannot be deleted")
            XCTAssertEqual(try? String(contentsOf: victim, encoding: .utf8), "the student's work", "\(label): the file is still there")
        }
        // The control: with neither, the same submission does delete it, so the test can fail.
        let victim = outside.appendingPathComponent("unprotected.txt")
        try Data("the student's work".utf8).write(to: victim)
        var unprotected = try withoutBubblewrap(orAlso: "setpriv")
        unprotected["MEMORIZE_COURSE_LANDLOCK"] = "off"
        let result = try check(SandboxSubmissions.deletes(victim.path), named: "deletes-unprotected", environment: unprotected)
        XCTAssertTrue(result.stdout.contains("✔ Task 1  Counting up       2/2"), result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: victim.path))
    }

    /// bubblewrap's /dev is a folder in memory of no set size, which the program (as a user of
    /// its own namespace, its owner) filled with 1 GB. With the sandbox's own options, even as
    /// the folder's owner nothing can be written there; /dev/null still takes writes.
    func testNothingCanBeWrittenInTheSandboxesDev() throws {
        guard case .bubblewrap(let bwrap) = Sandbox.detect(environment: ProcessInfo.processInfo.environment, runner: SystemProcessRunner()).isolation else {
            throw XCTSkip("bubblewrap is not installed or cannot run here")
        }
        let here = outside.appendingPathComponent("dev-probe")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
        let options = Sandbox.bubblewrapArguments(package: here, writable: here, tmpMegabytes: 1, writableInMemory: true)
        func run(_ script: String, options: [String]) throws -> Int32 {
            try SystemProcessRunner().run(bwrap, options + ["--", "/bin/sh", "-c", script], in: here, environment: ["PATH": "/usr/bin:/bin"], timeLimit: 20).status
        }
        XCTAssertEqual(try run("echo x > /dev/null", options: options), 0, "/dev/null takes writes")
        XCTAssertNotEqual(try run("echo x > /dev/memorize-fill", options: options), 0, "nothing is written in /dev")
        // The control: bubblewrap's /dev as it comes is writable by its owner.
        var plain = options
        let remount = try XCTUnwrap(plain.firstIndex(of: "--remount-ro"))
        plain.removeSubrange(remount...remount + 1)
        XCTAssertEqual(try run("echo x > /dev/memorize-fill", options: plain), 0, "the control: \(plain)")
    }

    func testConnectingToLoopbackFails() throws {
        try requireBubblewrap()
        let listener = try SandboxSubmissions.Listener()
        let result = try check(SandboxSubmissions.connects(to: listener.port), named: "connects")
        assertFailsTaskOneOnly(result, "there is no network")
        XCTAssertFalse(listener.wasReached, "nothing connected to 127.0.0.1:\(listener.port)")
    }

    /// The same probes really do get through without the sandbox and Landlock: the tests above
    /// can fail. With Landlock from version 4, the program connects nowhere over TCP.
    func testWithoutTheSandboxTheProbesGetThrough() throws {
        let listener = try SandboxSubmissions.Listener()
        var unprotected = try withoutBubblewrap()
        unprotected["MEMORIZE_COURSE_LANDLOCK"] = "off"
        let result = try check(SandboxSubmissions.connects(to: listener.port), named: "connects-fallback", environment: unprotected)
        XCTAssertTrue(result.stdout.contains("✔ Task 1  Counting up       2/2"), result.stdout)
        XCTAssertTrue(listener.wasReached)
        guard let abi = Platforms.current.landlockABI, abi >= 4 else { return }
        let confined = try SandboxSubmissions.Listener()
        let blocked = try check(SandboxSubmissions.connects(to: confined.port), named: "connects-landlock", environment: try withoutBubblewrap())
        assertFailsTaskOneOnly(blocked, "Landlock: no TCP connection")
        XCTAssertFalse(confined.wasReached, "nothing connected to 127.0.0.1:\(confined.port)")
    }

    /// Without bubblewrap, as any user, the program sends no datagram (Landlock governs TCP
    /// alone: rt17b relayed every call over UDP to a correct program, 95/95) and makes no
    /// System V object (one outlives every process, and only root's sweep finds another
    /// user's): seccomp refuses both. Told not to confine it (`MEMORIZE_COURSE_LANDLOCK=off`),
    /// the control, it does both.
    func testWithoutTheSandboxNoDatagramLeavesAndNoSystemVObjectIsMade() throws {
        let listener = try SandboxSubmissions.Listener(datagrams: true)
        assertFailsTaskOneOnly(try check(SandboxSubmissions.sendsADatagram(to: listener.port), named: "datagram", environment: try withoutBubblewrap()),
                               "seccomp: no internet socket")
        XCTAssertFalse(listener.wasReached, "no datagram came to 127.0.0.1:\(listener.port)")
        assertFailsTaskOneOnly(try check(SandboxSubmissions.makesSharedMemory(), named: "shm", environment: try withoutBubblewrap()),
                               "seccomp: no System V object")
        var unconfined = try withoutBubblewrap()
        unconfined["MEMORIZE_COURSE_LANDLOCK"] = "off"
        let made = try check(SandboxSubmissions.makesSharedMemory(), named: "shm-unconfined", environment: unconfined)
        XCTAssertTrue(made.stdout.contains("✔ Task 1  Counting up       2/2"), made.stdout)
        let sent = try check(SandboxSubmissions.sendsADatagram(to: listener.port), named: "datagram-unconfined", environment: unconfined)
        XCTAssertTrue(sent.stdout.contains("✔ Task 1  Counting up       2/2"), sent.stdout)
        XCTAssertTrue(listener.wasReached, "the control: the datagram came")
    }

    func testNoBubblewrapIsSaidOnceAndRequireSandboxMakesItAnError() throws {
        let environment = try withoutBubblewrap()
        // The note is for code the student did not write (--path); their own working copy needs none.
        let solution = course.root.appendingPathComponent("Exercises/counter/solution").path
        let plain = Harness.run(["check", "counter", "--path", solution], environment: environment, currentDirectory: course.root,
                                demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(plain.status, 0, plain.stdout + plain.stderr)
        XCTAssertEqual(plain.stderr.components(separatedBy: "without a sandbox").count, 2, "said once:\n\(plain.stderr)")
        XCTAssertTrue(plain.stderr.hasPrefix("note: the checks run without a sandbox: " + RouteFacts.noSandboxReason), plain.stderr)
        XCTAssertEqual(Harness.run(["start", "counter"], environment: environment, currentDirectory: course.root, demos: []).status, 0)
        let own = Harness.run(["check", "counter"], environment: environment, currentDirectory: course.root,
                              demos: [], processRunner: SystemProcessRunner())
        XCTAssertFalse(own.stderr.contains("without a sandbox"), "the student's own working copy is not warned about:\n\(own.stderr)")

        let required = Harness.run(["check", "counter", "--solution", "--require-sandbox"], environment: environment,
                                   currentDirectory: course.root, demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(required.status, 2)
        XCTAssertEqual(required.stdout, "")
        XCTAssertTrue(required.stderr.hasPrefix("error: --require-sandbox: no sandbox here: " + RouteFacts.noSandboxReason), required.stderr)
    }
}

import Foundation
import XCTest
@testable import MemorizeGrading

/// The sweeps after each task read /proc through `ProcFiles`: what it reads of a process must
/// be what the kernel says of it, or a student's leftover process would go unswept.
final class ProcFilesTests: XCTestCase {
    override func setUpWithError() throws {
        #if !os(Linux)
        throw XCTSkip("/proc is Linux's")
        #endif
    }

    func testItListsThisProcessAndReadsItsIDsParentAndThreads() throws {
        XCTAssertTrue(ProcFiles.pids().contains(getpid()))
        XCTAssertFalse(ProcFiles.pids().contains(0))
        let ids = try XCTUnwrap(ProcFiles.userIDs(getpid()))
        XCTAssertEqual(ids.count, 4, "real, effective, saved and file-system user ids")
        XCTAssertEqual(ids[0], getuid())
        XCTAssertEqual(ids[1], geteuid())
        let stat = try XCTUnwrap(ProcFiles.stat(getpid()))
        XCTAssertEqual(stat.parent, getppid())
        XCTAssertEqual(stat.group, getpgrp())
        XCTAssertEqual(stat.state, "R")
        let threads = try XCTUnwrap(ProcFiles.status(getpid(), ["Threads:"])?["Threads:"]?.first)
        XCTAssertGreaterThanOrEqual(threads, 1)
    }

    func testAProcessGoneReadsAsNothing() {
        XCTAssertNil(ProcFiles.userIDs(999_999_999))
        XCTAssertNil(ProcFiles.stat(999_999_999))
        XCTAssertFalse(ProcFiles.environment(of: 999_999_999, holds: "PATH=/usr/bin"))
    }

    /// A name with a space and a parenthesis in it, as a student's program may give itself, and
    /// a mark that comes after a long environment: both read as they are.
    func testAnOddNameAndAMarkAfterALongEnvironmentAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("procfiles-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let oddName = folder.appendingPathComponent("sl ep) (x")
        try FileManager.default.createSymbolicLink(at: oddName, withDestinationURL: URL(fileURLWithPath: "/bin/sleep"))
        let process = Process()
        process.executableURL = oddName
        process.arguments = ["30"]
        let mark = "MEMORIZE_PROCFILES_TEST=\(UUID().uuidString)"
        var environment = ["PATH": "/usr/bin:/bin", "PADDING": String(repeating: "p", count: 100_000)]
        environment["MEMORIZE_PROCFILES_TEST"] = String(mark.split(separator: "=")[1])
        process.environment = environment
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let pid = process.processIdentifier
        // Until the child's program has started, /proc shows this process's environment, and for
        // a moment inside exec, none at all (the kernel sets the program's file first).
        let deadline = Date().addingTimeInterval(10)
        while !ProcFiles.environment(of: pid, holds: mark), Date() < deadline { usleep(2_000) }
        XCTAssertTrue(ProcFiles.environment(of: pid, holds: mark), "read within 10 s")
        let stat = try XCTUnwrap(ProcFiles.stat(pid))
        XCTAssertEqual(stat.parent, getpid())
        XCTAssertTrue(["S", "R"].contains(stat.state), stat.state)
        XCTAssertFalse(ProcFiles.environment(of: pid, holds: "MEMORIZE_PROCFILES_TEST=other"))
        XCTAssertFalse(ProcFiles.environment(of: pid, holds: String(mark.dropLast())), "a whole variable, not its beginning")
        XCTAssertEqual(ProcFiles.userIDs(pid)?.first, getuid())
    }
}

import XCTest
import Foundation
import TestSupport
@testable import MemorizeSupport

/// The one spawn primitive against real programs: what the child's streams, environment and
/// signals are, and that cancelling it ends everything in its process group.
final class ChildProcessTests: XCTestCase {
    private func readAll(_ child: ChildProcess) -> String {
        guard let fd = child.output else { return "" }
        let data = FileHandle(fileDescriptor: fd, closeOnDealloc: false).readDataToEndOfFile()
        child.closeOutput()
        return String(decoding: data, as: UTF8.self)
    }

    func testTheEnvironmentIsExactlyWhatWasPassed() throws {
        let child = try ChildProcess(["/usr/bin/env"], environment: ["A": "1", "B": "two words"], input: .null, output: .pipe)
        let lines = readAll(child).lines(keepingTrailingEmpty: false).sorted()
        XCTAssertEqual(child.wait().exitStatus, 0)
        XCTAssertEqual(lines, ["A=1", "B=two words"])
    }

    func testInputIsSentAndOutputAndErrorsAreCapturedInterleaved() throws {
        let child = try ChildProcess(["/bin/sh", "-c", "cat; echo oops >&2; exit 3"], environment: [:],
                                     input: .pipe, output: .pipe, error: .output)
        XCTAssertTrue(child.send(Array("hello\n".utf8)))
        child.closeInput()
        XCTAssertEqual(readAll(child), "hello\noops\n")
        let ending = child.wait()
        XCTAssertEqual(ending.exitStatus, 3)
        XCTAssertNil(ending.signal)
    }

    func testOutputCanGoToAFileAndErrorsToNowhere() throws {
        let file = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("child-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let child = try ChildProcess(["/bin/sh", "-c", "echo kept; echo dropped >&2"], environment: [:],
                                     input: .null, output: .file(file.path), error: .null)
        XCTAssertEqual(child.wait().exitStatus, 0)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "kept\n")
    }

    /// In `grade`, a classmate's program may kill a checks process before it reads its input:
    /// the write fails, and this process (which does not ignore SIGPIPE) goes on.
    func testSendingToAChildThatDiedIsAFailedSendNotTheEndOfThisProcess() throws {
        let previous = signal(SIGPIPE, SIG_DFL)   // as the tool runs: a SIGPIPE left loose would end it
        defer { signal(SIGPIPE, previous) }
        let child = try ChildProcess(["/bin/sh", "-c", "exec 0<&-; exit 0"], environment: [:], input: .pipe, output: .null)
        XCTAssertEqual(child.wait().exitStatus, 0)
        XCTAssertFalse(child.send([UInt8](repeating: 65, count: 1 << 20)))
        XCTAssertFalse(child.send(Array("again\n".utf8)))
        var pending = sigset_t()
        sigpending(&pending)
        XCTAssertEqual(sigismember(&pending, SIGPIPE), 0, "no SIGPIPE is left pending for later")
        child.closeInput()
    }

    /// The pager and the game are started while this process ignores Ctrl-C; the child must
    /// not inherit that, or a hung game could not be stopped.
    func testTheChildFeelsSIGINTEvenWhenThisProcessIgnoresIt() throws {
        let previous = signal(SIGINT, SIG_IGN)
        defer { signal(SIGINT, previous) }
        let child = try ChildProcess(["/bin/sh", "-c", "kill -INT $$; echo survived"], environment: [:], input: .null, output: .pipe)
        XCTAssertEqual(readAll(child), "")
        XCTAssertEqual(child.wait().signal, SIGINT)
    }

    /// Started from a thread that blocks signals (as Dispatch's workers do), the child blocks none.
    func testTheChildStartsWithNoSignalBlocked() throws {
        #if os(Linux)
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGXCPU)
        sigaddset(&blocked, SIGTERM)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let child = try ChildProcess(["/bin/cat", "/proc/self/status"], environment: [:], input: .null, output: .pipe)
        let status = readAll(child).lines(keepingTrailingEmpty: false)
        child.wait()
        XCTAssertEqual(status.filter { $0.hasPrefix("SigBlk:") }, ["SigBlk:\t0000000000000000"])
        #else
        throw XCTSkip("reads /proc, which only Linux has")
        #endif
    }

    /// Cancelling a child in a group of its own ends what it started, too.
    func testKillEndsTheWholeProcessGroup() throws {
        #if os(Linux)
        let marker = "47.\(Int.random(in: 100_000...999_999))"
        let child = try ChildProcess(["/bin/sh", "-c", "sleep \(marker) & sleep \(marker); wait"], environment: ["PATH": "/usr/bin:/bin"],
                                     input: .null, output: .null, error: .null, ownProcessGroup: true)
        let started = Date().addingTimeInterval(5)
        // The shell (whose command line holds the marker too) and both sleeps.
        while RunningProcesses.withCommandLine(containing: marker).count < 3, Date() < started { usleep(10_000) }
        XCTAssertEqual(RunningProcesses.withCommandLine(containing: marker).count, 3, "all run before the kill")
        child.kill()
        XCTAssertEqual(child.wait().signal, SIGKILL)
        let gone = Date().addingTimeInterval(2)
        while !RunningProcesses.withCommandLine(containing: marker).isEmpty, Date() < gone { usleep(10_000) }
        XCTAssertEqual(RunningProcesses.withCommandLine(containing: marker), [], "nothing of its group outlives the kill")
        #else
        throw XCTSkip("reads /proc, which only Linux has")
        #endif
    }

    func testAProgramThatCannotStartIsAToolErrorNamingIt() {
        XCTAssertThrowsError(try ChildProcess(["/nonexistent/game"], environment: [:], name: "the game")) { error in
            XCTAssertEqual((error as? ToolError)?.message.hasPrefix("could not start the game: "), true, "\(error)")
        }
    }
}

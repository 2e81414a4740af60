import Foundation
import XCTest
@testable import MemorizeGrading

/// The limits are set by the shell that starts a check; a process may lower a limit, never raise
/// it past the hard one (a Mac's process limit is about 2,000 for a user).
final class ResourceLimitsTests: XCTestCase {
    /// What `sh` prints as its process limit after `before` and the limits' own commands, and how it ended.
    func processLimit(after before: String, ceiling: Int) throws -> (status: Int32, limit: String) {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", before + ResourceLimits().shellCommands(processCeiling: ceiling) + "{ ulimit -u || ulimit -p; } 2>/dev/null"]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        return (shell.terminationStatus, text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func testTheProcessCeilingIsSetWhenTheHardLimitAllowsIt() throws {
        let (status, limit) = try processLimit(after: "", ceiling: 100)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(limit, "100")
    }

    func testACeilingAboveTheHardLimitIsTheHardLimitNotAFault() throws {
        let lower = "{ ulimit -S -u 60 && ulimit -H -u 60; } 2>/dev/null || { ulimit -S -p 60 && ulimit -H -p 60; } || exit 3; "
        let (status, limit) = try processLimit(after: lower, ceiling: 100)
        XCTAssertEqual(status, 0, "exit 125 is the tool's fault: a limit it could not set")
        XCTAssertEqual(limit, "60")
    }
}

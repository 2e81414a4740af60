import Foundation
import MemorizePlatform
import XCTest
@testable import MemorizeGrading

/// The process table from /proc (Linux) and from `ps` (the portable route, a Mac's): both
/// describe this process as the kernel does, and `ps`'s lines are read in both spellings.
final class ProcessTableTests: XCTestCase {
    func testBothSpellingsOfPSAreReadAndOtherLinesLeftOut() {
        let output = """
              1     0     1     0  11456 Ss
            412     1   412   501   2048 S+
            977   412   977   501      0 Z
             12     2     0     0      0 I<
            pid ppid pgid uid rss state
            not a line
            """
        let entries = ProcessTable.parse(ps: output)
        XCTAssertEqual(entries.map(\.pid), [1, 412, 977, 12])
        XCTAssertEqual(entries.map(\.state), ["S", "S", "Z", "I"])
        XCTAssertEqual(entries[1], ProcessTable.Entry(pid: 412, state: "S", parent: 1, group: 412, user: 501, residentKilobytes: 2048))
    }

    func testTheTableByPSDescribesThisProcessAsTheKernelDoes() throws {
        let entries = ProcessTable(platform: Platforms.select("portable")).entries
        let me = try XCTUnwrap(entries.first { $0.pid == getpid() }, "ps lists this process")
        XCTAssertEqual(me.parent, getppid())
        XCTAssertEqual(me.group, getpgrp())
        XCTAssertEqual(me.user, getuid())
        XCTAssertGreaterThan(me.residentKilobytes ?? 0, 0)
        XCTAssertTrue(["R", "S"].contains(me.state), me.state)
        // Where /proc is read, its table says the same of this process.
        if Platforms.native.readsProcFiles {
            let fromProc = try XCTUnwrap(ProcessTable(platform: Platforms.native).entries.first { $0.pid == getpid() })
            XCTAssertEqual([fromProc.parent, fromProc.group], [me.parent, me.group])
        }
    }
}

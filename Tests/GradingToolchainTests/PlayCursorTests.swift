import XCTest
import TestSupport
@testable import MemorizeGrading

/// The arrow keys of `play` (Exercises/assignment2/play/Cursor.swift, compiled into the game,
/// not into this package): compiled here on its own with a small driver, so every move can be
/// checked without a terminal or a shuffled deck.
final class PlayCursorTests: XCTestCase {
    func testTheCursorSkipsMatchedCardsAndLeavesOneJustMatched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("play-cursor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cursor = Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/play/Cursor.swift")
        // A 4-column table of 10 cards; x is matched (gone):
        //   0 1x 2x 3
        //   4x 5x 6x 7x
        //   8 9x
        try """
        let matched = [false, true, true, false, true, true, true, true, false, true]
        func show(_ move: Cursor.Move, _ from: Int) { print(Cursor.move(move, from: from, matched: matched, columns: 4), terminator: " ") }
        show(.right, 0); show(.left, 3); show(.right, 3); show(.left, 0)
        show(.down, 0); show(.down, 3); show(.up, 8); show(.down, 8)
        print(Cursor.settle(1, matched: matched), Cursor.settle(9, matched: matched), Cursor.settle(0, matched: matched))
        """.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let runner = SystemProcessRunner()
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin", "TMPDIR": folder.path + "/"]
        let built = try runner.run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-o", "cursor", cursor.path, "main.swift"],
                                   in: folder, environment: environment, timeLimit: 120)
        XCTAssertTrue(built.succeeded, built.output)
        let ran = try runner.run(folder.appendingPathComponent("cursor"), [], in: folder, environment: environment, timeLimit: 10)
        // Right from 0 jumps the gone 1 and 2 to 3; left from 3 back to 0; nothing right of 3 in
        // play but 8; nothing left of 0. Down from 0 skips the gone row to 8; down from 3 finds
        // the nearest in play on row 3 (8); up from 8 finds 0; nothing below 8.
        XCTAssertEqual(ran.output, "3 0 8 0 8 8 0 8 3 8 0\n")
    }
}

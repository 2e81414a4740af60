import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// How play reads what the game process wrote, and that the View's emoji widths are the lesson renderer's.
final class PlayTranscriptTests: XCTestCase {
    func testACrashReportIsKeptOutOfTheFramesAndPointsAtTheStudentsCode() {
        let output = """
        ── Start ──
        Sports     Score: 0
        memorize-play: a line for the tool
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

        *** Program crashed: Illegal instruction at 0x00007f1538d6df7f ***
          4 [ra] 0x000055d351d1c000 Array.swapAt(_:_:) + 12 in Play at /opt/swift/Array.swift:3:1
          5 [ra]         0x000055d351d1fb7d MemoryGame.shuffle() + 684 in Play at /s/assignment2-play/Sources/Submission/Model/MemoryGame.swift:50:19
          6 [ra]         0x000055d351d1d2f7 EmojiMemoryGame.shuffle() + 70 in Play at /s/assignment2-play/Sources/Submission/EmojiMemoryGame.swift:40:15
        """
        let transcript = PlayTranscript.parse(output, package: .play(URL(fileURLWithPath: "/s/assignment2-play")))
        XCTAssertEqual(transcript.frames, "── Start ──\nSports     Score: 0\n")
        XCTAssertEqual(transcript.messages, ["a line for the tool"])
        XCTAssertEqual(transcript.fatalError, "Index out of range")
        XCTAssertEqual(transcript.crashSite, .init(file: "Model/MemoryGame.swift", line: 50, function: "MemoryGame.shuffle()"))
    }

    func testAStudentsFatalErrorKeepsItsMessage() {
        let transcript = PlayTranscript.parse("Submission/MemoryGame.swift:12: Fatal error: no cards left\n", package: .play(URL(fileURLWithPath: "/s")))
        XCTAssertEqual(transcript.fatalError, "no cards left")
        XCTAssertEqual(transcript.frames, "")
    }

    func testTheReportNamesTheStudentsFileAsTheyKnowIt() throws {
        let file = SourceFile(relativePath: "Model/MemoryGame.swift", original: URL(fileURLWithPath: "/home/me/Memorize/Model/MemoryGame.swift"), contents: Data())
        var transcript = PlayTranscript()
        transcript.fatalError = "Index out of range"
        transcript.crashSite = .init(file: "Model/MemoryGame.swift", line: 50, function: "MemoryGame.shuffle()")
        let report = try PlayReport.ending(transcript, status: 0, signal: SIGILL, busy: nil, files: [file]) { "~" + $0.path.dropFirst(8) }
        XCTAssertEqual(report.text, "The game crashed (Index out of range) in MemoryGame.shuffle(), at ~/Memorize/Model/MemoryGame.swift:50\n")
        XCTAssertEqual(report.exitCode, .failure)
        let quit = try PlayReport.ending(PlayTranscript(), status: 0, signal: SIGINT, busy: nil, files: []) { $0.path }
        XCTAssertEqual(quit.exitCode, .success, "Ctrl-C while waiting for a key is a way out, not a failure")
    }

    /// The View is compiled with the student's code, away from the tool, so it carries its own
    /// copy of the width rules; it must be the lesson renderer's, word for word.
    func testTheViewMeasuresEmojiAsTheLessonRendererDoes() throws {
        let root = Harness.repositoryRoot
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("Exercises/assignment2/play/DisplayWidth.swift"), encoding: .utf8),
                       try String(contentsOf: root.appendingPathComponent("Sources/MemorizeCourseCore/Rendering/DisplayWidth.swift"), encoding: .utf8))
    }
}

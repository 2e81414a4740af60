import XCTest
@testable import MemorizeGrading

/// A `"` or `\` in a student's folder or file name is compiled under a path SwiftPM can write
/// into its output file map, and the report still names the student's own file.
final class CompiledFileNamesTests: XCTestCase {
    let folder = URL(fileURLWithPath: "/s/App")

    func file(_ relative: String) -> SourceFile {
        SourceFile(relativePath: relative, original: folder.appendingPathComponent(relative), contents: Data("let x = 1".utf8))
    }

    func testOnlyTheCharactersSwiftPMDoesNotEscapeAreReplaced() {
        let files = [file("Model/MemoryGame.swift"), file("Say \"hi\"/Theme.swift"), file("a\\b/Emoji.swift"), file("Ünïcode ok/Card's.swift")]
        let safe = CompiledFileNames.safe(files)
        XCTAssertEqual(safe.map(\.relativePath), ["Model/MemoryGame.swift", "Say _hi_/Theme.swift", "a_b/Emoji.swift", "Ünïcode ok/Card's.swift"])
        XCTAssertEqual(safe.map(\.original), files.map(\.original), "the student's own files are still the ones named")
        XCTAssertEqual(safe.map(\.contents), files.map(\.contents))
        XCTAssertEqual(safe.map { CompiledFileNames.studentsPath(of: $0, in: folder) },
                       ["Model/MemoryGame.swift", "Say \"hi\"/Theme.swift", "a\\b/Emoji.swift", "Ünïcode ok/Card's.swift"])
    }

    func testTwoPathsThatWouldMeetStayApart() {
        let safe = CompiledFileNames.safe([file("a_b/Theme.swift"), file("a\"b/Theme.swift"), file("a\\b/Theme.swift")])
        XCTAssertEqual(safe.map(\.relativePath), ["a_b/Theme.swift", "a_b/Theme-2.swift", "a_b/Theme-3.swift"])
    }

    func testFilesWithPlainNamesAreUntouched() {
        let files = [file("MemoryGame.swift"), file("Views/CardView.swift")]
        XCTAssertEqual(CompiledFileNames.safe(files), files)
    }
}

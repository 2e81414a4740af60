import XCTest
@testable import MemorizeGrading
import MemorizeSupport

/// A Swift file is read only where every part of its path prints as itself: a line break, an
/// escape or a direction mark in a folder's name reached Gradescope's output and the class
/// report as lines of its own (rt18a), as one in the file's own name once did.
final class PrintableFileNamesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("printable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func write(_ relative: String) throws {
        let url = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "struct A {}\n".write(to: url, atomically: true, encoding: .utf8)
    }

    func refusal(_ relative: String) throws -> String? {
        try write(relative)
        defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent(relative.split(separator: "/")[0].description)) }
        do {
            _ = try SourceFile.collectChecked(from: folder)
            return nil
        } catch let error as GradingError {
            guard case .unprintableFileName(let path) = error.kind else { return "another error: \(error)" }
            return path
        }
    }

    func testAFolderThatPrintsAsSomethingElseIsRefusedAndNamedPrintably() throws {
        try write("Model/MemoryGame.swift")
        XCTAssertNil(try refusal("Views/ContentView.swift"), "plain folders are read")
        for name in ["Views\n✔ Task 1 passed", "Views\u{1B}[2J", "Views\u{202E}weiV", "Views\u{2067}x"] {
            let path = try XCTUnwrap(try refusal("\(name)/ContentView.swift"), "a folder named \(name.debugDescription) is refused")
            XCTAssertEqual(path, PrintableText.line("\(name)/ContentView.swift"))
            XCTAssertEqual(PrintableText.line(path), path, "the refusal names it as text: \(path.debugDescription)")
        }
    }
}

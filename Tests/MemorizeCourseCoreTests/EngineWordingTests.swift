import XCTest
import Foundation
import TestSupport
@testable import MemorizeCourseCore

/// An architectural rule, checked in the source because no behaviour shows it: the grading
/// engine says whose fault an error is (`GradingError`) and leaves the command line to the core.
/// It never throws a `UsageError`, and no error text of its own names one of this tool's
/// options or tells the reader to type one of its commands.
final class EngineWordingTests: XCTestCase {
    let engine = Harness.repositoryRoot.appendingPathComponent("Sources/MemorizeGrading")

    /// Every `.swift` file of the engine, by path inside it.
    func engineSources() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(atPath: engine.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        XCTAssertGreaterThan(files.count, 50, "the engine's sources are where this test looks")
        return try files.sorted().map { ($0, try String(contentsOf: engine.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The text of each `ToolError(…)` and `GradingError(…)` call, to its closing parenthesis,
    /// and all of GradingError.swift, whose `description` is the engine's words for its errors.
    static func errorTexts(in text: String, path: String) -> [String] {
        if path.hasSuffix("GradingError.swift") { return [text] }
        var texts: [String] = []
        for marker in ["ToolError(", "GradingError("] {
            var rest = text[...]
            while let start = rest.range(of: marker) {
                var depth = 1
                var end = start.upperBound
                while end < rest.endIndex, depth > 0 {
                    if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                    end = rest.index(after: end)
                }
                texts.append(String(rest[start.lowerBound..<end]))
                rest = rest[end...]
            }
        }
        return texts
    }

    /// What the core's commands accept and are called: the words only its presenter may use.
    var commandLineWords: [String] {
        let options = Set((CommandRegistry.all.flatMap { $0.spec.options } + GlobalOptions.all).map(\.name))
        return options.sorted() + CommandRegistry.names.map { "memorize-course \($0)" }
    }

    func testTheEngineNeverThrowsAUsageError() throws {
        for (path, text) in try engineSources() {
            XCTAssertFalse(text.contains("UsageError"), "\(path) uses UsageError: throw a GradingError saying whose fault it is")
        }
    }

    func testTheEnginesErrorsNameNoOptionOrCommand() throws {
        let words = commandLineWords
        XCTAssertTrue(words.contains("--include") && words.contains("memorize-course validate"), "\(words)")
        var found = 0
        for (path, text) in try engineSources() {
            for error in Self.errorTexts(in: text, path: path) {
                found += 1
                for word in words where Self.mentions(error, word) {
                    XCTFail("\(path): error text names '\(word)', which only the core's ErrorPresenter may: \(error)")
                }
            }
        }
        XCTAssertGreaterThan(found, 40, "the scan finds the engine's errors")
    }

    /// The scan itself: it finds a flag inside a multi-line error call, and not a longer word.
    func testTheScanFindsAFlagInAnErrorAndNothingElse() {
        let source = "let a = \"--include\"\nthrow ToolError(\"x \\(f(y)) \"\n    + \"use --out DIR\")\nlet b = 1"
        let texts = Self.errorTexts(in: source, path: "X.swift")
        XCTAssertEqual(texts, ["ToolError(\"x \\(f(y)) \"\n    + \"use --out DIR\")"])
        XCTAssertTrue(Self.mentions(texts[0], "--out"))
        XCTAssertFalse(Self.mentions(texts[0], "--include"))
        XCTAssertFalse(Self.mentions("--outside", "--out"))
    }

    /// `word` in `text`, not as the start of a longer word.
    static func mentions(_ text: String, _ word: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: word) {
            let next = range.upperBound < rest.endIndex ? rest[range.upperBound] : " "
            if !(next.isLetter || next.isNumber || next == "-") { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }
}

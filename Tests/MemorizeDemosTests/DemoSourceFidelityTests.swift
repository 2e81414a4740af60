import Foundation
import MemorizeCourseCore
import MemorizeDemos
import XCTest

/// "What a demo shows is the code that runs": every step's shown code must occur, line for line,
/// as real code in the demo's source file, outside string literals.
enum SourceFidelity {
    /// `source` with the text of every multi-line string literal (`"""…"""`, raw or not) removed.
    /// Newlines are kept, so the literal's lines become blank lines.
    static func removingMultilineStringLiterals(from source: String) -> String {
        let characters = Array(source)
        var result = ""
        var index = 0
        var inLiteral = false
        var isRaw = false
        func opensOrClosesLiteral(at index: Int) -> Bool {
            index + 2 < characters.count
                && characters[index] == "\"" && characters[index + 1] == "\"" && characters[index + 2] == "\""
        }
        while index < characters.count {
            if opensOrClosesLiteral(at: index) {
                if !inLiteral { isRaw = index > 0 && characters[index - 1] == "#" }
                inLiteral.toggle()
                index += 3
                continue
            }
            let character = characters[index]
            if inLiteral {
                if character == "\\" && !isRaw {
                    index += 2 // an escape such as \" cannot end the literal
                    continue
                }
                if character == "\n" { result.append(character) }
            } else {
                result.append(character)
            }
            index += 1
        }
        return result
    }

    /// The lines of `text` that the rule compares: trimmed, blank lines dropped.
    static func significantLines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// nil when `code`'s lines occur as one contiguous run of real code in `source`; otherwise the
    /// first shown line that could not be placed (the line after the longest run that did match).
    static func firstMissingLine(of code: String, in source: String) -> String? {
        let shown = significantLines(of: code)
        guard !shown.isEmpty else { return nil }
        let real = significantLines(of: removingMultilineStringLiterals(from: source))
        var longestRun = 0
        for start in real.indices {
            var length = 0
            while length < shown.count, start + length < real.count, real[start + length] == shown[length] {
                length += 1
            }
            longestRun = max(longestRun, length)
            if longestRun == shown.count { return nil }
        }
        return shown[longestRun]
    }
}

final class DemoSourceFidelityTests: XCTestCase {
    func testEveryStepShowsCodeThatRuns() throws {
        XCTAssertFalse(DemoCatalog.all.isEmpty)
        for demo in DemoCatalog.all {
            let source = try String(contentsOfFile: demo.sourceFile, encoding: .utf8)
            for step in demo.steps() {
                XCTAssertFalse(
                    SourceFidelity.significantLines(of: step.code).isEmpty,
                    "demo '\(demo.id)', step '\(step.title)': shows no code"
                )
                if let missing = SourceFidelity.firstMissingLine(of: step.code, in: source) {
                    XCTFail("""
                        demo '\(demo.id)', step '\(step.title)': shown code is not the code that runs; \
                        this line is not found (in order, outside string literals) in \(demo.sourceFile): \(missing)
                        """)
                }
            }
        }
    }

    /// The shown code names types as the lecture does: `Curve`, never `Lesson07.Curve`, a
    /// name that only this tool's grouping of demos by lesson has.
    func testNoStepShowsTheToolsLessonNamespaces() {
        for demo in DemoCatalog.all {
            for step in demo.steps() where step.code.range(of: #"\bLesson0\d\."#, options: .regularExpression) != nil {
                XCTFail("demo '\(demo.id)', step '\(step.title)' shows a LessonNN. type name:\n\(step.code)")
            }
        }
    }

    // MARK: - The checker itself

    private let fakeSource = #"""
        let demo = Demo(id: "fake", title: "Fake", lesson: 4) {
            [
                DemoStep("Adding", explanation: "Adds.", code: """
                    let a = 1
                    let b = 2
                    print(a + b)
                    """) { print in
                    let a = 1
                    let b = 2
                    print(a + b)
                },
            ]
        }
        """#

    func testCheckerAcceptsCodeThatRuns() {
        XCTAssertNil(SourceFidelity.firstMissingLine(of: "let a = 1\n  let b = 2\n\nprint(a + b)", in: fakeSource))
    }

    func testCheckerCatchesOneDriftedLine() {
        let drifted = "let a = 1\nlet b = 3\nprint(a + b)"
        XCTAssertEqual(SourceFidelity.firstMissingLine(of: drifted, in: fakeSource), "let b = 3")
    }

    func testCheckerIgnoresCodeThatOnlyAppearsInsideAString() {
        let source = #"""
            DemoStep("Shown only", explanation: "", code: """
                print("never runs")
                """) { print in
                print("something else")
            }
            """#
        XCTAssertEqual(SourceFidelity.firstMissingLine(of: #"print("never runs")"#, in: source), #"print("never runs")"#)
    }

    func testCheckerRequiresTheLinesToBeContiguous() {
        let source = "let a = 1\nlet extra = 0\nlet b = 2\n"
        XCTAssertEqual(SourceFidelity.firstMissingLine(of: "let a = 1\nlet b = 2", in: source), "let b = 2")
    }

    func testCheckerCatchesDriftAgainstARealDemoFile() throws {
        let demo = try XCTUnwrap(DemoCatalog.all.first { $0.id == "fast-food" })
        let source = try String(contentsOfFile: demo.sourceFile, encoding: .utf8)
        let step = try XCTUnwrap(demo.steps().first { $0.title == "Adding up a lunch" })
        XCTAssertNil(SourceFidelity.firstMissingLine(of: step.code, in: source))
        let drifted = step.code.replacingOccurrences(of: "var total = 0", with: "var total = 1")
        XCTAssertNotEqual(drifted, step.code)
        XCTAssertEqual(SourceFidelity.firstMissingLine(of: drifted, in: source), "var total = 1")
    }
}

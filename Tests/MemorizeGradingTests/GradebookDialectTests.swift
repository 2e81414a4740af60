import XCTest
import TestSupport
@testable import MemorizeGrading

/// `gradebook.csv` read back the way spreadsheets import it: with `,` as the separator, and
/// with `;` (the default where the decimal mark is a comma; LibreOffice often ticks both).
final class GradebookDialectTests: XCTestCase {
    static let requirements = [ClassRequirement(id: "task-1", title: "Counting up", points: 2, isManual: false),
                               ClassRequirement(id: "task-2", title: "Starting at zero", points: 1, isManual: false)]

    static func report(_ one: CheckReport.Cause?, passedTwo: Bool = true, message: String = "expected 1; got 2, \"two\"") -> CheckReport {
        CheckReport(exercise: "counter", requirements: [
            CheckReport.Requirement(id: "task-1", title: "Counting up", status: .failed, points: 0, maxPoints: 2, message: message, cause: one),
            CheckReport.Requirement(id: "task-2", title: "Starting at zero", status: passedTwo ? .passed : .failed, points: passedTwo ? 1 : 0,
                                    maxPoints: 1, message: passedTwo ? "" : message, cause: passedTwo ? nil : one),
        ])
    }

    let results = ClassResults(exercise: "counter", title: "Counter", requirements: requirements, entries: [
        ClassEntry(student: "Müller; Anna", report: report(nil)),
        ClassEntry(student: "O'Brien, \"Pat\"", report: report(.crashed)),
        ClassEntry(student: "tab\there", report: report(.timedOut)),
        ClassEntry(student: "+SUM(A1;A2)", report: report(.notBuilt, passedTwo: false)),
        ClassEntry(student: "-1;2", report: report(nil, passedTwo: false)),
        ClassEntry(student: "@cmd", error: "two copies; one in a/, one in b/\nsecond line, \"quoted\""),
    ], date: Date(timeIntervalSince1970: 0))

    let expected: [[String]] = [
        ["Student", "Score", "Max", "Status", "Task 1 (2 pts)", "Task 2 (1 pts)", "Error"],
        ["Müller; Anna", "1", "3", "failed", "0", "1", ""],
        ["O'Brien, \"Pat\"", "1", "3", "crashed", "0", "1", ""],
        ["tab\there", "1", "3", "timed out", "0", "1", ""],
        ["'+SUM(A1;A2)", "0", "3", "did not compile", "0", "0", ""],
        ["'-1;2", "0", "3", "failed", "0", "0", ""],
        ["'@cmd", "", "3", "could not grade", "", "", "two copies; one in a/, one in b/\nsecond line, \"quoted\""],
    ]

    func testEveryRowKeepsItsColumnsWithCommaOrSemicolonAsTheSeparator() {
        let csv = String(GradebookCSV.render(results).dropFirst())
        for separators: Set<Character> in [[","], [",", ";"], [",", "\t"], [",", ";", "\t"]] {
            let rows = CSVReader.parse(csv, separators: separators)
            XCTAssertEqual(rows.map(\.count), Array(repeating: 7, count: 7), "separators \(separators.sorted())")
            XCTAssertEqual(rows, expected, "separators \(separators.sorted())")
        }
    }

    func testAFieldWithASemicolonOrTabIsQuotedAndFormulasAreText() {
        XCTAssertEqual(GradebookCSV.field("Müller; Anna"), "\"Müller; Anna\"")
        XCTAssertEqual(GradebookCSV.field("tab\there"), "\"tab\there\"")
        XCTAssertEqual(GradebookCSV.field("a\rb"), "\"a\rb\"", "a lone CR is a line break to a spreadsheet")
        XCTAssertEqual(GradebookCSV.field("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(GradebookCSV.field("plain"), "plain")
        for formula in ["=1+1", "+1", "-1", "@SUM(A1)", "\t=1"] {
            XCTAssertEqual(GradebookCSV.text(formula), "'" + formula)
        }
        // A folder's escape codes are shown as pictures, as on the terminal.
        XCTAssertEqual(GradebookCSV.text("eve\u{1B}[31mRED\u{7}"), "eve␛[31mRED␇")
        XCTAssertEqual(GradebookCSV.text("\r=1"), "␍=1", "a lone CR is shown, so it starts no formula")
        XCTAssertEqual(GradebookCSV.text("Anna"), "Anna")
    }

    func testTheStatusTellsAPlainLowScoreFromCodeThatNeverRanItsChecks() {
        XCTAssertEqual(results.entries.map(\.status), [.failed, .crashed, .timedOut, .notBuilt, .failed, .notGraded])
        var mixed = Self.report(.crashed, passedTwo: false)
        mixed.requirements[1].cause = .timedOut
        XCTAssertEqual(ClassEntry(student: "x", report: mixed).status, .timedOut, "a time-out explains more lost time than a crash")
        let passed = CheckReport(exercise: "counter", requirements: [
            CheckReport.Requirement(id: "task-1", title: "Counting up", status: .passed, points: 2, maxPoints: 2, message: "")])
        XCTAssertEqual(ClassEntry(student: "x", report: passed).status, .passed)
    }

    func testTheCauseIsKeptInResultsJSONAndOldFilesWithoutItStillRead() throws {
        let back = ResultsJSON.previousEntries(Data(ResultsJSON.render(results).utf8), exercise: "counter")
        XCTAssertEqual(back.map(\.status), results.entries.map(\.status))
        let old = #"{"format":1,"exercise":"counter","title":"Counter","maxScore":3,"date":"2026-01-01T00:00:00Z","students":[{"student":"a","#
            + #""report":{"exercise":"counter","passed":false,"score":0,"maxScore":2,"files":[],"skipped":[],"requirements":[{"id":"task-1","#
            + #""title":"T","status":"failed","points":0,"maxPoints":2,"message":"m","failures":[]}]}}]}"#
        let entries = ResultsJSON.previousEntries(Data(old.utf8), exercise: "counter")
        XCTAssertEqual(entries.map(\.status), [.failed])
    }
}

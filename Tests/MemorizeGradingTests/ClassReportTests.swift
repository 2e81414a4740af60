import XCTest
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import MemorizeGrading

/// The class reports `grade` writes, each rendered from the same `ClassResults`.
final class ClassReportTests: XCTestCase {
    let results: ClassResults = {
        let requirements = [
            ClassRequirement(id: "task-1", title: "Counting up", points: 2, isManual: false),
            ClassRequirement(id: "task-2", title: "Starting at zero", points: 1, isManual: false),
            ClassRequirement(id: "task-3", title: "Looks right", points: 1, isManual: true),
        ]
        func report(_ one: Bool, _ two: Bool, failures: [CheckReport.Failure] = []) -> CheckReport {
            CheckReport(exercise: "counter", requirements: [
                CheckReport.Requirement(id: "task-1", title: "Counting up", status: one ? .passed : .failed, points: one ? 2 : 0, maxPoints: 2,
                                        message: one ? "" : "Incremented at 0: expected 1, but it is 2 <&> \"quoted\"\u{1B}[0m", failures: failures),
                CheckReport.Requirement(id: "task-2", title: "Starting at zero", status: two ? .passed : .failed, points: two ? 1 : 0, maxPoints: 1,
                                        message: two ? "" : "crashed (Index out of range) while checking: starts at zero", cause: two ? nil : .crashed),
                CheckReport.Requirement(id: "task-3", title: "Looks right", status: .manual, points: 0, maxPoints: 1, message: "A person looks."),
            ], files: ["Counter.swift"], skipped: [SubmissionSelection.Skipped(file: "ContentView.swift", reason: "a View (ContentView: View)")])
        }
        return ClassResults(exercise: "counter", title: "Counter", requirements: requirements, entries: [
            ClassEntry(student: "Zoë, \"the\" best", digest: "1", seconds: 2.5, report: report(true, true)),
            ClassEntry(student: "=HYPERLINK(\"x\")", digest: "2", seconds: 3, report: report(false, true, failures: [
                CheckReport.Failure(check: "increment adds one", message: "expected 1, but it is 2"),
                CheckReport.Failure(check: "twice adds two", message: "expected 2, but it is 4"),
            ])),
            ClassEntry(student: "<script>alert(1)</script>", digest: "3", seconds: 1, report: report(false, false)),
            ClassEntry(student: "empty", error: "no Swift files in this folder\nsecond line, with a comma"),
        ], date: Date(timeIntervalSince1970: 1_795_000_000))
    }()

    func testTheGradebookIsRFC4180InUTF8WithAByteOrderMark() {
        let csv = GradebookCSV.render(results)
        XCTAssertEqual(csv, "\u{FEFF}Student,Score,Max,Status,Task 1 (2 pts),Task 2 (1 pts),\"Task 3 (manual, 1 pts)\",Error\r\n"
            + "\"Zoë, \"\"the\"\" best\",3,3,passed,2,1,,\r\n"
            + "\"'=HYPERLINK(\"\"x\"\")\",1,3,failed,0,1,,\r\n"
            + "<script>alert(1)</script>,0,3,crashed,0,0,,\r\n"
            + "empty,,3,could not grade,,,,\"no Swift files in this folder\nsecond line, with a comma\"\r\n")
        XCTAssertEqual(CSVReader.parse(String(csv.dropFirst()), separators: [","]).map(\.count), [8, 8, 8, 8, 8], "every row has every column")
        XCTAssertEqual(CSVReader.parse(String(csv.dropFirst()), separators: [","])[1][0], "Zoë, \"the\" best")
    }

    func testJUnitIsWellFormedWithASuitePerStudentAndACasePerRequirement() throws {
        let xml = JUnitReport.render(results)
        XCTAssertFalse(xml.contains("\u{1B}"), "XML 1.0 cannot hold a terminal escape")
        let parsed = try JUnitShape.parse(xml)
        XCTAssertEqual(parsed.suites, ["Zoë, \"the\" best", "=HYPERLINK(\"x\")", "<script>alert(1)</script>", "empty"])
        XCTAssertEqual(parsed.cases, 10)
        XCTAssertEqual(parsed.failures.count, 3)
        XCTAssertEqual(parsed.failureTypes, ["failed", "failed", "crashed"], "a crash is told from a failed check")
        XCTAssertEqual(parsed.failures[0], "Incremented at 0: expected 1, but it is 2 <&> \"quoted\"\u{FFFD}[0m")
        XCTAssertEqual(parsed.failureTexts[0], "increment adds one: expected 1, but it is 2\ntwice adds two: expected 2, but it is 4")
        XCTAssertEqual(parsed.errors, ["no Swift files in this folder\nsecond line, with a comma"], "a line break in an attribute survives")
        XCTAssertEqual(parsed.skipped, 3)
        XCTAssertEqual(parsed.rootAttributes["tests"], "10")
        XCTAssertEqual(parsed.rootAttributes["failures"], "3")
        XCTAssertEqual(parsed.rootAttributes["errors"], "1")
    }

    /// Markup escaped, and a submission's control characters and direction marks shown as a terminal shows them (rt21).
    func testHTMLTextHasNoControlCharacters() {
        XCTAssertEqual(HTMLReport.escape("<b>evil\u{1B}[31m\u{202E}x\u{7}</b>"), "&lt;b&gt;evil␛[31mx␇&lt;/b&gt;")
    }

    func testTheHTMLPageIsSelfContainedEscapedAndLinkedBothWays() {
        let html = HTMLReport.render(results)
        for external in ["<script", "<link", "src=", "@import", "url(", "href=\"http", "href=\"//"] {
            XCTAssertFalse(html.contains(external), "report.html must not load anything: found \(external)")
        }
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        XCTAssertEqual(html.components(separatedBy: "<svg").count - 1, 2, "the distribution and the pass rates are inline SVG")
        let ids = Set(Self.matches(#"id="([^"]+)""#, in: html))
        let links = Self.matches(##"href="#([^"]+)""##, in: html)
        XCTAssertFalse(links.isEmpty)
        for link in links { XCTAssertTrue(ids.contains(link), "link to #\(link) has a target") }
        for index in 1...4 { XCTAssertTrue(links.contains { $0.hasPrefix("student-\(index)-") }, "the class table links to scorecard \(index)") }
        XCTAssertEqual(links.filter { $0 == "class" }.count, 4, "every scorecard links back to the class")
        XCTAssertTrue(html.contains("not graded: no Swift files in this folder"))
        XCTAssertTrue(html.contains("2 failed checks"), "every failed check is listed")
        XCTAssertTrue(html.contains("graded 18 November 2026, 11:06 UTC"), "the date it was graded")
    }

    func testASubmissionGradedOnceWithAnotherLinksToItAndKeepsTheLinkInResultsJSON() {
        var shared = results
        var twin = shared.entries[0]
        (twin.student, twin.seconds, twin.sameFilesAs) = ("twin", nil, shared.entries[0].student)
        shared.entries.append(twin)
        let html = HTMLReport.render(shared)
        XCTAssertTrue(html.contains("<span class=\"meta\">the same files as <a href=\"#student-1-Zo"), "linked to the scorecard it shares")
        let back = ResultsJSON.previousEntries(Data(ResultsJSON.render(shared).utf8), exercise: "counter")
        XCTAssertEqual(back.last?.sameFilesAs, "Zoë, \"the\" best")
    }

    func testTheScoreDistributionCountsEachTenthOfTheMaximum() {
        XCTAssertEqual(HTMLCharts.scoreBins(results), [1, 0, 0, 1, 0, 0, 0, 0, 0, 1], "0/3, 1/3 and 3/3; the error row is not graded")
    }

    func testResultsJSONHoldsEachReportInCheckJSONsSchemaAndReadsBack() throws {
        let text = ResultsJSON.render(results)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        let students = object["students"] as! [[String: Any]]
        let first = try JSONSerialization.jsonObject(with: Data(results.entries[0].report!.json().utf8)) as! NSDictionary
        XCTAssertEqual(students[0]["report"] as? NSDictionary, first, "the same object as check --json")
        XCTAssertEqual(students[3]["error"] as? String, "no Swift files in this folder\nsecond line, with a comma")
        XCTAssertEqual(object["maxScore"] as? Int, 3)
        let crashed = ((students[2]["report"] as! [String: Any])["requirements"] as! [[String: Any]])[1]
        XCTAssertEqual(crashed["cause"] as? String, "crashed", "the kind of failure is kept for a re-run and for tools")
        XCTAssertEqual(ResultsJSON.previousEntries(Data(text.utf8), exercise: "counter"), results.entries)
        XCTAssertEqual(ResultsJSON.previousEntries(Data(text.utf8), exercise: "assignment2"), [], "another exercise's results are not reused")
        XCTAssertEqual(ResultsJSON.previousEntries(Data("{".utf8), exercise: "counter"), [], "a damaged file means grading afresh")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }
}

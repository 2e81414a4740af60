import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The quick route with the real toolchain: a run of edits, each graded in the same scratch
/// package within a second of the last, must always grade the code as it is now. A stale
/// build here would pass broken code or fail good code.
final class QuickBuildTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("quick-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("student"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func grader() throws -> Grader {
        let course = CourseRoot(url: Harness.repositoryRoot.appendingPathComponent("Tests/Fixtures/counter-course"))
        let exercise = try ExerciseCatalog.load(from: course).exercise("counter")
        return Grader(exercise: exercise, scratch: root.appendingPathComponent("scratch"), runner: SystemProcessRunner(),
                      environment: FixtureCourse.gradingEnvironment(), display: { $0.lastPathComponent })
    }

    /// Grades `code` as the student's Counter.swift: the route taken, the requirements that
    /// passed, and why the others did not (for a failure's message: CI once saw every step
    /// after an edit pass nothing, and its log could not say why).
    func grade(_ code: String, with grader: Grader) throws -> (route: ScratchBuild.Route?, passed: [String], build: BuildProblems, why: String) {
        try code.write(to: root.appendingPathComponent("student/Counter.swift"), atomically: true, encoding: .utf8)
        let outcome = try grader.grade(root.appendingPathComponent("student"))
        let why = outcome.report.requirements.filter { $0.status != .passed }.map { "\($0.id) \($0.status): \($0.message)" }
        return (outcome.route, outcome.report.requirements.filter { $0.status == .passed }.map(\.id), outcome.build,
                "route \(outcome.route.map(\.rawValue) ?? "none"); \(why.joined(separator: "; ")); build: \(outcome.build)")
    }

    static let good = "struct Counter {\n    private(set) var value = 0\n    mutating func increment() { value += 1 }\n}\n"
    static let byTwo = good.replacingOccurrences(of: "value += 1", with: "value += 2")
    static let startsAtOne = good.replacingOccurrences(of: "var value = 0", with: "var value = 1")
    /// A declaration change that moves `value` in memory: checks compiled against the old
    /// layout would read the wrong field.
    static let widened = "struct Counter {\n    private var history: [Int] = [7, 7]\n    private var label = \"counter\"\n"
        + "    private(set) var value = 0\n    mutating func increment() { history.append(value); value += 1 }\n}\n"
    static let widenedByTwo = widened.replacingOccurrences(of: "value += 1", with: "value += 2")
    static let typo = good.replacingOccurrences(of: "value += 1", with: "valeu += 1")

    func testEveryEditIsGradedAsItIsNowWhicheverRouteBuildsIt() throws {
        let grader = try grader()
        var step = try grade(Self.good, with: grader)
        XCTAssertEqual(step.route, .swiftPM)
        XCTAssertEqual(step.passed, ["task-1", "task-2"], step.why)

        // Body edits, back and forth within the same second.
        for _ in 0..<2 {
            step = try grade(Self.byTwo, with: grader)
            XCTAssertEqual(step.route, .afterASubmissionEdit)
            XCTAssertEqual(step.passed, ["task-2"], "incrementing by two fails task 1: \(step.why)")
            step = try grade(Self.good, with: grader)
            XCTAssertEqual(step.route, .afterASubmissionEdit)
            XCTAssertEqual(step.passed, ["task-1", "task-2"], step.why)
        }
        step = try grade(Self.startsAtOne, with: grader)
        XCTAssertEqual(step.passed, ["task-1"], "a stored property's initial value is compiled into the submission: \(step.why)")

        // Declaration changes: the checks are compiled again against the new layout.
        step = try grade(Self.widened, with: grader)
        XCTAssertEqual(step.route, .afterASubmissionEdit)
        XCTAssertEqual(step.passed, ["task-1", "task-2"], step.why)
        let widenedChecks = BuildRecord.load(grader.package)?.objects["Checks"]
        step = try grade(Self.widenedByTwo, with: grader)
        XCTAssertEqual(step.passed, ["task-2"], step.why)
        step = try grade(Self.good, with: grader)
        XCTAssertEqual(step.passed, ["task-1", "task-2"], step.why)
        // Back to the wider layout: the checks compiled against it before are linked again, as they are.
        step = try grade(Self.widened, with: grader)
        XCTAssertEqual(step.passed, ["task-1", "task-2"], step.why)
        XCTAssertEqual(BuildRecord.load(grader.package)?.objects["Checks"], widenedChecks)
        step = try grade(Self.good, with: grader)
        XCTAssertEqual(step.passed, ["task-1", "task-2"], step.why)

        // Nothing changed: nothing built, the same verdicts.
        step = try grade(Self.good, with: grader)
        XCTAssertEqual(step.route, .unchanged)
        XCTAssertEqual(step.passed, ["task-1", "task-2"], step.why)

        // A compile error on the quick route is placed at the student's line, as SwiftPM places it.
        step = try grade(Self.typo, with: grader)
        XCTAssertEqual(step.route, .afterASubmissionEdit)
        XCTAssertEqual(step.passed, [], step.why)
        XCTAssertEqual(step.build.studentErrors.count, 1, "\(step.build)")
        XCTAssertTrue(step.build.studentErrors.first?.hasPrefix("Counter.swift:3:") ?? false, "\(step.build)")
        XCTAssertTrue(step.build.studentErrors.first?.contains("valeu") ?? false, "\(step.build)")
        step = try grade(Self.byTwo, with: grader)
        XCTAssertEqual(step.passed, ["task-2"], "after a failed build, the last good build's objects are still sound: \(step.why)")
    }

    func testAForgedProductIsNeverRun() throws {
        let grader = try grader()
        XCTAssertEqual(try grade(Self.byTwo, with: grader).passed, ["task-2"])
        guard let product = ScratchBuild.lastProduct(of: grader.package) else { return XCTFail("no product recorded") }
        // A check process outside a sandbox replaces the test bundle with one that passes everything.
        try "#!/bin/sh\nexit 0\n".write(to: product, atomically: true, encoding: .utf8)
        let step = try grade(Self.byTwo, with: grader)
        XCTAssertNotEqual(step.route, .unchanged)
        XCTAssertEqual(step.passed, ["task-2"], step.why)
    }

    /// A literal of 60,000 small arrays: a frontend type-checks it in about 700 MB.
    static let swollen = good + "let swollen: [[Int]] = [" + (0..<60_000).map { "[\($0), \($0 + 1)]" }.joined(separator: ",") + "]\n"

    func testCodeThatSwellsTheCompilerIsStoppedAtItsMemoryLimitAndSaidSo() throws {
        guard ResourceLimits.standard.enforcedMemoryMegabytes != nil else { throw XCTSkip("this system does not enforce a memory limit") }
        var grader = try grader()
        XCTAssertEqual(try grade(Self.good, with: grader).passed, ["task-1", "task-2"])
        grader.buildMemoryMegabytes = 512
        let step = try grade(Self.swollen, with: grader)
        XCTAssertEqual(step.passed, [], step.why)
        XCTAssertEqual(step.build.studentErrors.count, 1, "\(step.build)")
        XCTAssertTrue(step.build.studentErrors.first?.contains("too much memory to compile") ?? false, "\(step.build)")
        grader.buildMemoryMegabytes = ResourceLimits.standard.enforcedMemoryMegabytes
        XCTAssertEqual(try grade(Self.byTwo, with: grader).passed, ["task-2"], "the build after a stopped one is sound")
    }
}

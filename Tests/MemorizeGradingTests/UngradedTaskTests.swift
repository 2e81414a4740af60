import XCTest
import TestSupport
@testable import MemorizeGrading
@testable import MemorizeSupport

/// A task whose checks all stopped at a part of the code the grader could not reach is
/// `ungraded`: never a failure, never points lost, and flagged for the instructor in every output.
final class UngradedTaskTests: XCTestCase {
    let requirement = ExerciseManifest.Requirement(id: "task-6", title: "New Game", points: 10, checks: ["Task6Checks"], manual: nil)

    func judge(_ console: String) -> CheckReport.Requirement {
        RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 1, output: RecordedRun.output(console)), key: RecordedRun.key, timeLimit: 5)
    }

    func gap(_ test: String, _ words: String) -> String {
        "Test Case 'Task6Checks.\(test)' started at x\n"
            + "/x.swift:1: error: Task6Checks.\(test) : threw error \"contract: \(words)\"\n"
            + "Test Case 'Task6Checks.\(test)' failed (0.0 seconds)\n"
    }

    func testEveryCheckStoppingAtAMissingPartIsUngradedAndSaysWhatItWaitsForOnce() {
        let result = judge(gap("testA", "EmojiMemoryGame has no New Game intent") + gap("testB", "EmojiMemoryGame has no New Game intent")
            + "Test Case 'Task6Checks.testC' started at x\nTest Case 'Task6Checks.testC' passed (0.0 seconds)\n")
        XCTAssertEqual(result.status, .ungraded)
        XCTAssertEqual(result.points, 0)
        XCTAssertEqual(result.message, "not graded: EmojiMemoryGame has no New Game intent")
    }

    /// The recorder alone says a check stopped at a gap ("gap"). A failure record whose text is
    /// a thrown gap's, word for word (a program's error, a theme's name), is a failure: text
    /// the student's program chose cannot turn a failed task into one not graded.
    func testOnlyTheRecordersGapRecordMakesACheckWait() {
        let words = "EmojiMemoryGame has no New Game intent"
        let failed = RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 1, output: TrustedRun.lines(RecordedRun.key, [
            ("started", "Task6Checks.testA", ""), ("failed", "Task6Checks.testA", "threw error \"contract: \(words)\""),
            ("finished", "Task6Checks.testA", "failed"),
        ])), key: RecordedRun.key, timeLimit: 5)
        XCTAssertEqual(failed.status, .failed)
        let waiting = RequirementRunner.judge(requirement, outcome: ProcessOutcome(status: 1, output: TrustedRun.lines(RecordedRun.key, [
            ("started", "Task6Checks.testA", ""), ("gap", "Task6Checks.testA", words), ("finished", "Task6Checks.testA", "failed"),
        ])), key: RecordedRun.key, timeLimit: 5)
        XCTAssertEqual(waiting.status, .ungraded)
        XCTAssertEqual(waiting.message, "not graded: " + words)
    }

    func testOneRealFailureBesideAGapIsAFailure() {
        let result = judge(gap("testA", "EmojiMemoryGame has no `shuffle()`") + "Test Case 'Task6Checks.testB' started at x\n"
            + "/x.swift:1: error: Task6Checks.testB : failed - expected score 0, but it is 4.\nTest Case 'Task6Checks.testB' failed (0.0 seconds)\n")
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.message, "expected score 0, but it is 4.", "the failure leads, not the part it waits for")
        XCTAssertEqual(result.failures.map(\.message), ["expected score 0, but it is 4.", "not graded: EmojiMemoryGame has no `shuffle()`"])
    }

    func report() -> CheckReport {
        CheckReport(exercise: "assignment2", requirements: [
            .init(id: "task-1", title: "Game", status: .passed, points: 15, maxPoints: 15, message: ""),
            .init(id: "task-6", title: "New Game", status: .ungraded, points: 0, maxPoints: 10, message: "not graded: no New Game"),
            .init(id: "task-10", title: "Landscape", status: .manual, points: 0, maxPoints: 5, message: "by hand"),
        ])
    }

    /// Its points wait for a person: in the maximum, not the score, so code the checks cannot
    /// reach (a part renamed, a finding forged: rt17a, rt17b) never raises a score's share.
    func testItsPointsWaitForAPerson() throws {
        let report = report()
        XCTAssertEqual(report.score, 15)
        XCTAssertEqual(report.maxScore, 25, "10 ungraded points wait for a person; the 5 manual ones are the rubric's")
        XCTAssertFalse(report.passed)
        XCTAssertFalse(report.anyFailed)
        XCTAssertEqual(report.ungraded.map(\.id), ["task-6"])
        XCTAssertEqual(try JSONDecoder().decode(CheckReport.self, from: Data(report.json().utf8)), report)
        XCTAssertTrue(report.json().contains("\"status\" : \"ungraded\""))
        XCTAssertEqual(GradeStatus(ClassEntry(student: "ann", report: report)), .ungraded)
    }

    func testEveryExportFlagsItAndKeepsItsPointsForAPerson() throws {
        let outcome = CheckOutcome(report: report(), exerciseTitle: "Assignment II", submission: "ann", build: BuildProblems())
        let gradescope = GradescopeReport(outcome, seconds: 1)
        let test = try XCTUnwrap(gradescope.tests.first { $0.number == "task-6" })
        XCTAssertEqual([test.score, test.max_score], [0, 10])
        XCTAssertTrue(test.output.contains("not graded automatically"), test.output)
        XCTAssertTrue(gradescope.output.contains("Not graded automatically, for a person to grade: Task 6 (10 pts)."), gradescope.output)
        XCTAssertEqual(gradescope.score, 15)

        let classroom = Classroom50Result(outcome, environment: [:])
        XCTAssertEqual([classroom.score, classroom.maxScore], [15, 25])
        XCTAssertEqual(classroom.tests.first { $0.testName.hasPrefix("Task 6") }?.message, "not graded: no New Game")

        let results = ClassResults(exercise: "assignment2", title: "A2", requirements: [
            ClassRequirement(id: "task-1", title: "Game", points: 15, isManual: false),
            ClassRequirement(id: "task-6", title: "New Game", points: 10, isManual: false),
            ClassRequirement(id: "task-10", title: "Landscape", points: 5, isManual: true),
        ], entries: [ClassEntry(student: "ann", report: report())], date: Date(timeIntervalSince1970: 0))
        let junit = JUnitReport.render(results)
        // Ungraded is no pass: an error a CI run shows (a person must grade it), not a skip it hides.
        XCTAssertTrue(junit.contains("failures=\"0\" errors=\"1\" skipped=\"1\""), junit)
        XCTAssertTrue(junit.contains("<error message=\"ungraded, for a person to grade: not graded: no New Game\" type=\"ungraded\"/>"), junit)
        let csv = GradebookCSV.render(results)
        XCTAssertTrue(csv.contains("ann,15,25,tasks ungraded,15,ungraded,,"), csv)
        XCTAssertEqual(results.ungradedCount, 1)
        XCTAssertEqual(results.failedCount, 0)

        let actions = GitHubActionsReport(outcome)
        XCTAssertTrue(actions.annotations.contains("::warning title=Task 6%3A New Game (not graded)::not graded: no New Game"), actions.annotations)
        XCTAssertFalse(actions.annotations.contains("::error"), actions.annotations)
        XCTAssertTrue(actions.summary.contains("| Task 6: New Game | –/10 | ⚠️ `not graded: no New Game` (for your instructor to grade) |"), actions.summary)
        XCTAssertTrue(HTMLReport.mark(.ungraded) == "?")
    }
}

/// A ViewModel that imports only Foundation builds in Xcode, where Foundation brings Combine;
/// a theme that keeps a UIColor with only SwiftUI imported builds for iOS, whose SwiftUI brings UIKit.
final class ImpliedImportsTests: XCTestCase {
    func file(_ text: String) -> SourceFile {
        SourceFile(relativePath: "VM.swift", original: URL(fileURLWithPath: "/w/VM.swift"), contents: Data(text.utf8))
    }

    func testCombineIsImportedOnTheFoundationLineOnlyWhereItIsUsed() {
        let viewModel = "import Foundation // the model\n\nclass VM: ObservableObject {\n    @Published var x = 1\n}\n"
        let compiled = String(decoding: ImpliedImports.compiled([file(viewModel)])[0].contents, as: UTF8.self)
        XCTAssertEqual(compiled, "import Foundation; import Combine // the model\n\nclass VM: ObservableObject {\n    @Published var x = 1\n}\n",
                       "the same lines, so errors and crashes point at the student's own")
        for untouched in ["import Foundation\nstruct Model { var x = 1 }\n", "import SwiftUI\nimport Foundation\nclass VM: ObservableObject {}\n",
                          "import Foundation\n// ObservableObject in a comment\nstruct M {}\n"] {
            XCTAssertEqual(ImpliedImports.compiled([file(untouched)])[0].contents, Data(untouched.utf8))
        }
    }

    /// A Mac has no UIKit and its SwiftUI brings none: the grader's UIKit (UIColor alone) is
    /// imported where iOS's SwiftUI would have brought it, as on Linux (where it is harmless).
    func testUIKitIsImportedOnTheSwiftUILineWhereUIColorIsUsed() {
        let theme = "import SwiftUI\n\nstruct Theme {\n    var color: UIColor = .systemOrange\n}\n"
        XCTAssertEqual(String(decoding: ImpliedImports.compiled([file(theme)])[0].contents, as: UTF8.self),
                       "import SwiftUI; import UIKit\n\nstruct Theme {\n    var color: UIColor = .systemOrange\n}\n")
        XCTAssertEqual(String(decoding: ImpliedImports.compiled([file("internal import SwiftUI\nlet c: UIColor = .red\n")])[0].contents, as: UTF8.self),
                       "internal import SwiftUI; internal import UIKit\nlet c: UIColor = .red\n", "at the level of the import it goes beside")
        for untouched in ["import SwiftUI\nimport UIKit\nstruct T { var c: UIColor }\n", "import SwiftUI\nstruct T { var c: Color }\n",
                          "import Foundation\nstruct T { var c: UIColor }\n"] {
            XCTAssertEqual(ImpliedImports.compiled([file(untouched)])[0].contents, Data(untouched.utf8), untouched)
        }
        XCTAssertEqual(FrameworkStandIns.modules(hasAppleFrameworks: true).map(\.name), ["UIKit"], "a Mac's SwiftUI and Combine are real; its UIKit is not there")
        XCTAssertEqual(Set(FrameworkStandIns.modules(hasAppleFrameworks: false).map(\.name)),
                       ["Combine", "UIKit", "GameplayKit", "GameKit", "SwiftUI", "SwiftUICore"])
    }
}

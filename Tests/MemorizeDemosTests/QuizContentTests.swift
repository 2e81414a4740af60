import Foundation
import MemorizeCourseCore
import MemorizeDemos
import TestSupport
import XCTest

/// The shipped quizzes: every one validates, each lesson has as many questions as the course
/// promises, every "what does this print?" shows the code that runs, and its key is the real output.
final class QuizContentTests: XCTestCase {
    func catalog() throws -> LessonCatalog {
        try LessonCatalog.load(from: CourseRoot(url: Harness.repositoryRoot), knownDemoIDs: Set(DemoCatalog.all.map(\.id)))
    }

    func testEveryLessonHasAQuizThatValidates() throws {
        for lesson in try catalog().lessons {
            XCTAssertNotNil(lesson.quizFile, "lesson \(lesson.number) has a quiz")
            XCTAssertEqual(QuizValidator.problems(for: lesson, snippets: QuizSnippetCatalog.all), [], "lesson \(lesson.number)")
        }
    }

    func testQuestionCountsAndKinds() throws {
        for lesson in try catalog().lessons {
            let quiz = try XCTUnwrap(QuizValidator.load(for: lesson, snippets: QuizSnippetCatalog.all))
            let range = lesson.number >= 4 ? 8...12 : 4...6
            XCTAssertTrue(range.contains(quiz.questions.count), "lesson \(lesson.number) has \(quiz.questions.count) questions, wants \(range)")
            XCTAssertTrue(quiz.questions.contains { if case .choice = $0.kind { true } else { false } }, "lesson \(lesson.number): multiple choice")
            XCTAssertTrue(quiz.questions.contains { if case .output = $0.kind { true } else { false } }, "lesson \(lesson.number): output")
        }
    }

    /// The keys written in the files, read independently of the validator, against real runs.
    func testEveryAnswerKeyIsWhatItsCodePrints() throws {
        var checked = 0
        var used: [String] = []
        for lesson in try catalog().lessons {
            let data = try Data(contentsOf: try XCTUnwrap(lesson.quizFile))
            let file = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
            for case let question as [String: Any] in file["questions"] as? [Any] ?? [] where question["kind"] as? String == "output" {
                let id = try XCTUnwrap(question["snippet"] as? String)
                let snippet = try XCTUnwrap(QuizSnippetCatalog.all.first { $0.id == id }, "snippet \(id)")
                XCTAssertEqual(question["answer"] as? String, snippet.output(), "lesson \(lesson.number), snippet \(id)")
                used.append(id)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
        XCTAssertEqual(used.sorted(), QuizSnippetCatalog.all.map(\.id).sorted(), "every snippet is asked about exactly once")
    }

    func testEverySnippetShowsTheCodeThatRuns() throws {
        // The check itself catches a drifted line.
        let drifted = QuizSnippet("drifted", code: "let x = 1\nprint(x)") { print in print(1) }
        XCTAssertNotNil(SourceFidelity.firstMissingLine(of: drifted.code, in: try String(contentsOfFile: drifted.sourceFile, encoding: .utf8)))
        XCTAssertFalse(QuizSnippetCatalog.all.isEmpty)
        for snippet in QuizSnippetCatalog.all {
            let source = try String(contentsOfFile: snippet.sourceFile, encoding: .utf8)
            XCTAssertFalse(SourceFidelity.significantLines(of: snippet.code).isEmpty, "snippet \(snippet.id) shows code")
            // A blank line separates runs of code that must each be real code in the file: a
            // snippet's protocols and extensions can only live at file scope, outside its closure.
            for chunk in snippet.code.components(separatedBy: "\n\n") {
                if let missing = SourceFidelity.firstMissingLine(of: chunk, in: source) {
                    XCTFail("snippet '\(snippet.id)': shown code is not the code that runs; not found in \(snippet.sourceFile): \(missing)")
                }
            }
        }
    }
}

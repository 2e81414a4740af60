import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore

/// Issue 25: no shipped quiz's right answers can be found by position or by length, in the
/// order the files list them (what `--seed 0` shows), and the check would catch one that could.
final class QuizFairnessContentTests: XCTestCase {
    func quizzes() throws -> [Quiz] {
        let catalog = try LessonCatalog.load(from: CourseRoot(url: Harness.repositoryRoot), knownDemoIDs: Set(DemoCatalog.all.map(\.id)))
        return try catalog.lessons.map { try XCTUnwrap(QuizValidator.load(for: $0, snippets: QuizSnippetCatalog.all)) }
    }

    func testNoShippedQuizIsPredictableByLetterOrLength() throws {
        let quizzes = try quizzes()
        XCTAssertEqual(quizzes.count, 8)
        for quiz in quizzes {
            XCTAssertEqual(QuizFairness.problems(in: quiz), [], "lesson \(quiz.lesson)")
        }
        // Across the course too: the right option is rarely the longest, and stands at every letter.
        let choices = quizzes.flatMap(\.questions).compactMap { question -> (options: [QuizOption], right: Int)? in
            if case let .choice(options, right) = question.kind { (options, right) } else { nil }
        }
        XCTAssertGreaterThan(choices.count, 40)
        XCTAssertEqual(QuizFairness.problems(choices.map { ($0.options.map(\.text), $0.right) }), [])
        XCTAssertEqual(Set(choices.map(\.right)), [0, 1, 2, 3], "the right option is at a, b, c and d somewhere")
    }

    /// The negative fixture: lesson 1's quiz with every right option moved to b and made the
    /// longest fails both rules.
    func testTheCheckCatchesAQuizRiggedToB() throws {
        let lessonOne = try XCTUnwrap(quizzes().first)
        let rigged = Quiz(lesson: 1, questions: lessonOne.questions.map { question in
            guard case let .choice(options, right) = question.kind else { return question }
            var others = options
            let answer = others.remove(at: right)
            others.insert(QuizOption(text: answer.text + " (and that is the whole story)", why: answer.why), at: 1)
            var copy = question
            copy.kind = .choice(options: others, right: 1)
            return copy
        })
        XCTAssertEqual(QuizFairness.problems(in: rigged).count, 2, "\(QuizFairness.problems(in: rigged))")
    }
}

import XCTest
import TestSupport
@testable import MemorizeCourseCore

/// Issue 25: `validate --lessons` tells an instructor when a quiz's right answers can be found
/// by letter or by length; the quiz can still be taken.
final class QuizFairnessValidateTests: XCTestCase {
    /// A quiz of four choice questions, the right one always b and always the longest.
    static let riggedQuiz: String = {
        let questions = (1...4).map { number in
            """
                {
                  "id": "q\(number)", "kind": "choice", "ask": "Question \(number)?",
                  "options": [
                    { "text": "Short", "why": "No." },
                    { "text": "The long and careful answer", "right": true, "why": "Yes." },
                    { "text": "Brief", "why": "No." }
                  ],
                  "reread": "Notes"
                }
            """
        }
        return "{\n  \"format\": 1,\n  \"lesson\": 1,\n  \"questions\": [\n" + questions.joined(separator: ",\n") + "\n  ]\n}\n"
    }()

    func testARiggedQuizIsAFindingButCanStillBeTaken() throws {
        let course = try TemporaryCourse(lessons: ["01-one": TemporaryCourse.lessonText(number: 1, title: "One")])
        defer { course.remove() }
        try course.write(Self.riggedQuiz, to: "quiz.json", inLesson: "01-one")
        let result = Harness.run(["validate", "--lessons"], terminal: BrokenLessonCommandTests.wide, currentDirectory: course.root,
                                 demos: [], quizSnippets: [])
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("✘ Lessons/01-one/quiz.json: 2 problems"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Lessons/01-one/quiz.json: the right option is the longest in 4 of 4 multiple-choice questions"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Lessons/01-one/quiz.json: the right option is b in 4 of 4 multiple-choice questions"), result.stdout)

        let taken = Harness.run(["quiz", "1", "--seed", "0"], input: ["b", "b", "b", "b"], currentDirectory: course.root, demos: [], quizSnippets: [])
        XCTAssertEqual(taken.status, 0, taken.stderr)
        XCTAssertTrue(taken.stdout.contains("Score: 4 of 4."), taken.stdout)
    }
}

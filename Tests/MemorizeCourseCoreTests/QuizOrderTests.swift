import XCTest
@testable import MemorizeCourseCore

/// Issue 25: options come in a new order on each attempt, the key follows its option, and a
/// seed makes the order reproducible (0 keeps the file's order).
final class QuizOrderTests: XCTestCase {
    /// Six choice questions of four options, the right one always b.
    static func quiz(right: Int = 1, count: Int = 6) -> Quiz {
        Quiz(lesson: 1, questions: (0..<count).map { number in
            let options = (0..<4).map { QuizOption(text: "option \($0) of \(number)", why: "why \($0)") }
            return QuizQuestion(id: "q\(number)", ask: "Which?", code: nil, kind: .choice(options: options, right: right), reread: "Notes")
        })
    }

    func rights(_ quiz: Quiz) -> [Int] {
        quiz.questions.compactMap { if case let .choice(_, right) = $0.kind { right } else { nil } }
    }

    func testSeedZeroKeepsTheFilesOrder() {
        XCTAssertEqual(Self.quiz().shuffled(seed: 0), Self.quiz())
    }

    func testTheKeyFollowsItsOptionAndEveryOptionIsKept() {
        let written = Self.quiz()
        for seed: UInt64 in 1...20 {
            let shuffled = written.shuffled(seed: seed)
            for (before, after) in zip(written.questions, shuffled.questions) {
                guard case let .choice(old, oldRight) = before.kind, case let .choice(new, newRight) = after.kind else { return XCTFail() }
                XCTAssertEqual(new[newRight], old[oldRight], "seed \(seed), \(before.id): the right option is still right")
                XCTAssertEqual(Set(new.map(\.text)), Set(old.map(\.text)))
                XCTAssertEqual(after.id, before.id)
            }
        }
    }

    func testTheSameSeedGivesTheSameOrderAndOthersDiffer() {
        let written = Self.quiz()
        XCTAssertEqual(written.shuffled(seed: 42), written.shuffled(seed: 42))
        // Over many attempts the right option stands at every letter, about equally often.
        var byLetter = [0, 0, 0, 0]
        for seed: UInt64 in 1...200 { for right in rights(written.shuffled(seed: seed)) { byLetter[right] += 1 } }
        XCTAssertTrue(byLetter.allSatisfy { $0 > 200 }, "\(byLetter) of 1200")
        XCTAssertNotEqual(written.shuffled(seed: 1), written.shuffled(seed: 2))
    }

    func testOnlyKeepsTheNamedQuestionsInTheQuizsOrder() {
        XCTAssertEqual(Self.quiz().only(["q4", "q1", "gone"]).questions.map(\.id), ["q1", "q4"])
    }
}

/// Issue 25: a quiz whose right answers can be found by letter or by length is flagged.
final class QuizFairnessTests: XCTestCase {
    func choices(_ rights: [Int], longest: Set<Int> = []) -> [(options: [String], right: Int)] {
        rights.enumerated().map { index, right in
            var options = ["a plausible answer", "another one here", "a third option.."]
            options.insert(longest.contains(index) ? "the careful, complete, long answer" : "the right answer", at: right)
            return (options, right)
        }
    }

    func testAllBIsPredictableByLetter() {
        let problems = QuizFairness.problems(choices([1, 1, 1, 1, 1]))
        XCTAssertEqual(problems, ["the right option is b in 5 of 5 multiple-choice questions (at most half may share a letter); vary where the right option stands"])
        XCTAssertEqual(QuizFairness.problems(in: QuizOrderTests.quiz()).count, 1, "the same rule on a loaded quiz")
    }

    func testAlwaysTheLongestIsPredictableByLength() {
        let problems = QuizFairness.problems(choices([0, 1, 2, 3, 0], longest: [0, 1, 2, 3, 4]))
        XCTAssertEqual(problems, ["the right option is the longest in 5 of 5 multiple-choice questions (at most 40% may be); write wrong options as long and as careful as the right one"])
        XCTAssertEqual(QuizFairness.problems(choices([0, 1, 2, 3, 0], longest: [0, 1, 2])).count, 1, "3 of 5 is over 40%")
    }

    func testAFairQuizOfFiveOrSixPasses() {
        XCTAssertEqual(QuizFairness.problems(choices([0, 1, 2, 3, 1])), [])
        XCTAssertEqual(QuizFairness.problems(choices([2, 0, 3, 1, 2, 0], longest: [1, 4])), [], "a third longest, two at each of two letters")
        XCTAssertEqual(QuizFairness.problems(choices([1, 1, 1, 0, 2, 3])), [], "half at one letter is allowed")
    }

    func testFewerThanFourQuestionsAreNotJudged() {
        XCTAssertEqual(QuizFairness.problems(choices([1, 1, 1], longest: [0, 1, 2])), [])
    }
}

import XCTest
import TestSupport
import MemorizeDemos
@testable import MemorizeCourseCore

/// Issue 25: `quiz N --seed N` orders the options reproducibly, and `quiz N --review` asks again
/// only the questions missed last time. On a copy of the real lessons (QuizTestCase), so the
/// progress file lands in a temporary folder.
final class QuizReviewCommandTests: QuizTestCase {
    func testASeedGivesTheSameShuffledOrderEveryRun() throws {
        let written = try quiz(4)
        let shuffled = written.shuffled(seed: 7)
        XCTAssertNotEqual(answers(shuffled), answers(written), "seed 7 moves some right answers")
        let result = run(["quiz", "4", "--seed", "7", "--json"], input: answers(shuffled))
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["score"] as? Int, written.questions.count, "the letters of seed 7's order are all right")
        XCTAssertEqual(object["seed"] as? Int, 7)
        let stale = run(["quiz", "4", "--seed", "7", "--json"], input: answers(written))
        let staleObject = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stale.stdout.utf8)) as? [String: Any])
        XCTAssertLessThan(try XCTUnwrap(staleObject["score"] as? Int), written.questions.count, "the file's letters are not the key")
    }

    func testABadSeedIsAUsageError() {
        let result = run(["quiz", "4", "--seed", "soon"])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "error: --seed takes a whole number 0 or more, got 'soon'; for example: memorize-course quiz 4 --seed 0\n")
    }

    func testHelpDocumentsTheSeedAndTheReview() {
        let help = run(["quiz", "-h"]).stdout
        XCTAssertTrue(help.contains("--seed N"), help)
        XCTAssertTrue(help.contains("--seed 0 keeps the order the quiz file lists"), help)
        XCTAssertTrue(help.contains("--review"), help)
    }

    func testReviewBeforeAnyAttemptSaysSoAndExitsZero() {
        let result = run(["quiz", "4", "--review"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Nothing to review yet"), result.stdout)
        XCTAssertTrue(result.stdout.contains("`memorize-course quiz 4`"), result.stdout)
        XCTAssertEqual(result.input.reads, 0, "no question is asked")
    }

    func testReviewAsksOnlyTheMissedQuestionsAndKeepsTheBest() throws {
        let written = try quiz(4)
        let total = written.questions.count
        let first = run(["quiz", "4"], input: answers(written, wrong: [0, 2]))
        XCTAssertTrue(first.stdout.contains("To be asked the 2 questions you missed again:\n  `memorize-course quiz 4 --review`\n"), first.stdout)
        XCTAssertEqual(try savedScore(lesson: 4)?.missed, [written.questions[0].id, written.questions[2].id])

        let missed = written.only([written.questions[0].id, written.questions[2].id])
        let review = run(["quiz", "4", "--review"], input: answers(missed, wrong: [1]))
        XCTAssertEqual(review.status, 0, review.stderr)
        XCTAssertEqual(review.input.reads, 2, "two questions asked")
        XCTAssertTrue(review.stdout.contains("2 missed last time"), review.stdout)
        XCTAssertTrue(review.stdout.contains("question 2 of 2"))
        XCTAssertTrue(review.stdout.contains("Review: 1 of 2 right. Your best score is kept as it was."), review.stdout)
        XCTAssertEqual(try savedScore(lesson: 4)?.best, total - 2, "a review never replaces the best")
        XCTAssertEqual(try savedScore(lesson: 4)?.missed, [written.questions[2].id])

        let again = run(["quiz", "4", "--review"], input: answers(written.only([written.questions[2].id])))
        XCTAssertTrue(again.stdout.contains("question 1 of 1"), again.stdout)
        XCTAssertFalse(again.stdout.contains("--review`"), "nothing left to review: no hint")
        let done = run(["quiz", "4", "--review"])
        XCTAssertEqual(done.status, 0)
        XCTAssertTrue(done.stdout.contains("Nothing to review: you answered every question right"), done.stdout)
    }

    func testAWorseAttemptStillDecidesWhatToReview() throws {
        let written = try quiz(4)
        XCTAssertEqual(run(["quiz", "4"], input: answers(written)).status, 0)
        XCTAssertEqual(try savedScore(lesson: 4)?.missed, [])
        XCTAssertEqual(run(["quiz", "4"], input: answers(written, wrong: [3])).status, 0)
        XCTAssertEqual(try savedScore(lesson: 4)?.best, written.questions.count, "the best stays")
        XCTAssertEqual(try savedScore(lesson: 4)?.missed, [written.questions[3].id], "the last attempt's misses are kept")
    }

    func testAReviewInJSONWithNothingToReviewKeepsStdoutEmpty() {
        let result = run(["quiz", "4", "--review", "--json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("Nothing to review yet"), result.stderr)
    }
}

import XCTest
@testable import MemorizeCourseCore

/// Issue 25: a "what does this print?" answer is judged on what it says, so a type or value
/// spelled another way Swift accepts is right, and a different type or value is still wrong.
final class QuizAnswerFormTests: XCTestCase {
    func question(answer: String) -> QuizQuestion {
        QuizQuestion(id: "q", ask: "What does this print?", code: nil,
                     kind: .output(code: "print(x)", answer: answer, why: "Because."), reread: "Notes")
    }

    func isRight(_ typed: String, key: String) -> Bool {
        question(answer: key).judge(typed) == .answered(given: typed.trimmed, correct: true)
    }

    func testEquivalentSpellingsOfATypeAreRight() {
        for typed in ["Optional<String>", "String?", "Optional< String >", " Optional <String> ", "String ?"] {
            XCTAssertTrue(isRight(typed, key: "Optional<String>"), typed)
        }
        XCTAssertTrue(isRight("Optional<String>", key: "String?"))
        XCTAssertTrue(isRight("Array<Int>", key: "[Int]"))
        XCTAssertTrue(isRight("[String: Int]", key: "Dictionary<String, Int>"))
        XCTAssertTrue(isRight("[String:Int]?", key: "Optional<Dictionary<String, Int>>"))
        XCTAssertTrue(isRight("[Card?]", key: "Array<Optional<Card>>"))
        XCTAssertTrue(isRight("MemoryGame<String>.Card?", key: "Optional<MemoryGame<String>.Card>"))
    }

    func testADifferentTypeIsStillWrong() {
        XCTAssertFalse(isRight("String", key: "Optional<String>"), "the point of the question: the chain is optional")
        XCTAssertFalse(isRight("Optional<Int>", key: "Optional<String>"))
        XCTAssertFalse(isRight("String??", key: "Optional<String>"))
        XCTAssertFalse(isRight("[String]", key: "Optional<String>"))
        XCTAssertFalse(isRight("[Int: String]", key: "Dictionary<String, Int>"))
    }

    func testValuesCompareByWhatTheyMean() {
        XCTAssertTrue(isRight("0.75", key: "0.75"))
        XCTAssertTrue(isRight("3.0", key: "3"))
        XCTAssertTrue(isRight("0.50", key: "0.5"))
        XCTAssertTrue(isRight("0   7", key: "0 7"))
        XCTAssertTrue(isRight("[1,4,9]", key: "[1, 4, 9]"))
        XCTAssertTrue(isRight("\"Palo Alto\"", key: "Palo Alto"), "quotes the key does not have are ignored")
        XCTAssertTrue(isRight("false true", key: "false true"))
        XCTAssertFalse(isRight("true false", key: "false true"))
        XCTAssertFalse(isRight("True False", key: "true false"), "Swift's Bool prints in lower case")
        XCTAssertFalse(isRight("0.7", key: "0.75"))
        XCTAssertFalse(isRight("hi,2", key: "hi 2"), "a comma is not a space")
        XCTAssertFalse(isRight("-1 0", key: "0 -1"))
    }

    func testQuotesCountWhenTheKeyHasThem() {
        XCTAssertTrue(isRight("\"a\"", key: "\"a\""))
        XCTAssertFalse(isRight("a", key: "\"a\""))
    }
}

import XCTest
// A Counter here is the student's, in their program: checks/Counter.swift.

final class Task1Checks: XCTestCase {
    func testIncrementAddsOne() {
        var counter = Counter()
        let before = counter.value
        counter.increment()
        if counter.value != before + 1 {
            XCTFail("Incremented a counter at \(before) once: expected \(before + 1), but it is \(counter.value).")
        }
    }
}

final class Task2Checks: XCTestCase {
    func testStartsAtZero() {
        let value = Counter().value
        if value != 0 { XCTFail("Made a new counter: expected it at 0, but it is at \(value).") }
    }
}

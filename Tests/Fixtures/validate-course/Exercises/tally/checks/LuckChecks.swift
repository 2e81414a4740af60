import XCTest

final class Task3Checks: XCTestCase {
    // Fails one run in two, on purpose: the tool's tests need a flaky check.
    func testALuckyRound() {
        if Bool.random() { XCTFail("Tossed a coin: expected heads, but it came up tails.") }
    }
}

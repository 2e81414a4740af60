import XCTest
// A Tally here is the student's, in their program: checks/Tally.swift.

final class Task1Checks: XCTestCase {
    func testAddingAddsTheAmount() {
        var tally = Tally()
        tally.add(3)
        tally.add(4)
        if tally.points != 7 { XCTFail("Added 3, then 4: expected 7 points, but there are \(tally.points).") }
    }

    func testNothingAtFirst() {
        let points = Tally().points
        if points != 0 { XCTFail("Made a new tally: expected 0 points, but there are \(points).") }
    }
}

final class Task2Checks: XCTestCase {
    func testTheBestRoundIsKept() {
        var tally = Tally()
        tally.add(5)
        tally.newRound()
        if tally.best != 5 { XCTFail("Added 5, then started a new round: expected the best to stay 5, but it is \(tally.best).") }
    }
}

import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// Lesson 8's demos: they run, show the code that runs, and print what was worked out by hand.
/// `LessonDemoRun` is in Lesson07DemoTests.swift.
final class Lesson08DemoTests: XCTestCase {
    private func demo(_ id: String) throws -> Demo {
        try XCTUnwrap(Lesson08.demos.first { $0.id == id }, "no lesson 8 demo '\(id)'")
    }

    func testShape() throws {
        try LessonDemoRun.checkShape(of: Lesson08.demos, ids: ["deal", "bonus-time"], lesson: 8)
    }

    // MARK: - deal

    func testDealDelays() {
        // Six cards over 0.9 s: one leaves every 0.9 ÷ 6 = 0.15 s and flies for 0.5 s.
        let schedule = Lesson08.DealSchedule(cardCount: 6)
        for (index, delay) in [0, 0.15, 0.30, 0.45, 0.60, 0.75].enumerated() {
            XCTAssertEqual(schedule.delay(for: index), delay, accuracy: 1e-9, "card \(index) leaves")
            XCTAssertEqual(schedule.landing(for: index), delay + 0.5, accuracy: 1e-9, "card \(index) lands")
        }
        // At 0.4 s: card 0 is 0.4/0.5 of the way, card 1 0.25/0.5, card 2 0.1/0.5, card 3 not yet gone.
        XCTAssertEqual(schedule.progress(of: 0, at: 0.4), 0.8, accuracy: 1e-9)
        XCTAssertEqual(schedule.progress(of: 1, at: 0.4), 0.5, accuracy: 1e-9)
        XCTAssertEqual(schedule.progress(of: 2, at: 0.4), 0.2, accuracy: 1e-9)
        XCTAssertEqual(schedule.progress(of: 3, at: 0.4), 0)
        XCTAssertEqual(schedule.progress(of: 0, at: 3), 1)
    }

    func testDealSteps() throws {
        let deal = try demo("deal")
        XCTAssertEqual(try LessonDemoRun.lines(of: deal, step: "The schedule"), [
            "card  leaves  lands",
            " 0    0.00   0.50", " 1    0.15   0.65", " 2    0.30   0.80",
            " 3    0.45   0.95", " 4    0.60   1.10", " 5    0.75   1.25",
        ])
        XCTAssertEqual(try LessonDemoRun.lines(of: deal, step: "Where is each card?").prefix(4), [
            "card 0 at t = 0.40 s: 0.80", "card 1 at t = 0.40 s: 0.50",
            "card 2 at t = 0.40 s: 0.20", "card 3 at t = 0.40 s: 0.00",
        ])
        let frames = try LessonDemoRun.frames(of: deal, step: "Dealing, frame by frame")
        XCTAssertEqual(frames.count, 15)
        XCTAssertEqual(frames.first?.label, "t = 0.00 s")
        XCTAssertEqual(frames.last?.label, "t = 1.40 s")
        XCTAssertTrue(frames[0].picture.hasSuffix("landed: 0 of 6"))
        XCTAssertTrue(frames[5].picture.hasSuffix("landed: 1 of 6"), "card 0 lands at 0.5 s")
        XCTAssertTrue(frames[13].picture.hasSuffix("landed: 6 of 6"), "the last card lands at 1.25 s")
    }

    // MARK: - bonus-time

    func testBonusAfterTwoSecondsOfSix() {
        let clock = Lesson08.ManualClock()
        var card = Lesson08.BonusCard(clock: clock)
        XCTAssertEqual(card.bonusTimeLimit, 6)
        XCTAssertEqual(card.bonusRemaining, 1)
        XCTAssertFalse(card.isConsumingBonusTime, "face down")
        card.isFaceUp = true
        clock.advance(by: 2)
        XCTAssertEqual(card.faceUpTime, 2)
        XCTAssertEqual(card.bonusTimeRemaining, 4)
        XCTAssertEqual(card.bonusRemaining, 2.0 / 3.0, accuracy: 1e-12)
        XCTAssertTrue(card.isConsumingBonusTime)
        XCTAssertFalse(card.hasEarnedBonus)

        // Face down for 3 s: the count stops at 2 s.
        card.isFaceUp = false
        clock.advance(by: 3)
        XCTAssertEqual(card.faceUpTime, 2)
        XCTAssertFalse(card.isConsumingBonusTime)

        // Up for 1 s more, then matched with 3 s left: the bonus is earned and stays put.
        card.isFaceUp = true
        clock.advance(by: 1)
        card.isMatched = true
        clock.advance(by: 10)
        XCTAssertEqual(card.bonusTimeRemaining, 3)
        XCTAssertEqual(card.bonusRemaining, 0.5)
        XCTAssertTrue(card.hasEarnedBonus)
        XCTAssertFalse(card.isConsumingBonusTime)
    }

    func testTooSlowEarnsNoBonus() {
        let clock = Lesson08.ManualClock()
        var card = Lesson08.BonusCard(clock: clock)
        card.isFaceUp = true
        clock.advance(by: 7)
        XCTAssertEqual(card.bonusTimeRemaining, 0)
        XCTAssertEqual(card.bonusRemaining, 0)
        XCTAssertFalse(card.isConsumingBonusTime)
        card.isMatched = true
        XCTAssertFalse(card.hasEarnedBonus)
    }

    func testPieFillsClockwiseFromTwelve() {
        XCTAssertFalse(Lesson08.bonusPie(1).contains("."))
        XCTAssertFalse(Lesson08.bonusPie(0).contains("#"))
        // Two thirds: 12 o'clock round to 8 o'clock filled; 9 o'clock (row 3, column 0) empty.
        let rows = Lesson08.bonusPie(2.0 / 3.0).split(separator: "\n").map(Array.init)
        XCTAssertEqual(rows.count, 7)
        XCTAssertEqual(rows[0][6], "#", "12 o'clock")
        XCTAssertEqual(rows[3][12], "#", "3 o'clock")
        XCTAssertEqual(rows[6][6], "#", "6 o'clock")
        XCTAssertEqual(rows[3][0], ".", "9 o'clock")
        XCTAssertEqual(rows[1][2], ".", "between 9 and 12")
        // A quarter: only the top-right quadrant.
        let quarter = Lesson08.bonusPie(0.25).split(separator: "\n").map(Array.init)
        XCTAssertEqual(quarter[1][9], "#")
        XCTAssertEqual(quarter[5][9], ".")
        XCTAssertEqual(quarter[1][3], ".")
    }

    func testBonusTimeSteps() throws {
        let bonus = try demo("bonus-time")
        let twoOfSix = try LessonDemoRun.lines(of: bonus, step: "Two seconds of six")
        XCTAssertEqual(Array(twoOfSix.prefix(2)), ["face up 2.00 s, 4.00 s left", "bonusRemaining 0.67, consuming: true"])
        XCTAssertEqual(Array(twoOfSix.dropFirst(2)), Lesson08.bonusPie(2.0 / 3.0).components(separatedBy: "\n"))
        // The steps share one card and clock, so this step carries on from the one before.
        let outputs = LessonDemoRun.events(of: bonus)
        let pause = outputs.first { $0.title == "A pause, then a match" }?.events
        XCTAssertEqual(pause, [.text("face down 3 s: 4.00 s left\nmatched, 3.00 s left, earned: true\n")])
        let frames = try LessonDemoRun.frames(of: bonus, step: "The pie running down")
        XCTAssertEqual(frames.count, 13)
        XCTAssertEqual(frames[4].label, "t = 2.00 s, 4.00 s left")
        XCTAssertEqual(frames[4].picture, Lesson08.bonusPie(2.0 / 3.0))
        XCTAssertEqual(frames.last?.label, "t = 6.00 s, 0.00 s left")
    }
}

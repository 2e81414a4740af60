import MemorizeCourseCore
@testable import MemorizeDemos
import XCTest

/// Lesson 8's demos: they run, show the code that runs, and print what was worked out by hand.
/// `LessonDemoRun` is in Lesson07DemoTests.swift.
final class Lesson08DemoTests: XCTestCase {
    func testShape() throws {
        try LessonDemoRun.checkShape(of: Lesson08.demos, ids: ["deal", "bonus-time"], lesson: 8)
    }

    // MARK: - deal

    func testDealDelays() {
        // The lecture's constants: starts spread over 2 s, so with 8 cards one leaves every
        // 2 ÷ 8 = 0.25 s, and each flies for 0.5 s.
        let schedule = Lesson08.DealSchedule(cardCount: 8)
        XCTAssertEqual(schedule.totalDealDuration, 2)
        XCTAssertEqual(schedule.dealDuration, 0.5)
        for (index, delay) in [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75].enumerated() {
            XCTAssertEqual(schedule.delay(for: index), delay, accuracy: 1e-9, "card \(index) leaves")
            XCTAssertEqual(schedule.landing(for: index), delay + 0.5, accuracy: 1e-9, "card \(index) lands")
        }
        // At 0.6 s: card 0 has landed, card 1 is 0.35/0.5 of the way, card 2 0.1/0.5, card 3 not yet gone.
        XCTAssertEqual(schedule.progress(of: 0, at: 0.6), 1)
        XCTAssertEqual(schedule.progress(of: 1, at: 0.6), 0.7, accuracy: 1e-9)
        XCTAssertEqual(schedule.progress(of: 2, at: 0.6), 0.2, accuracy: 1e-9)
        XCTAssertEqual(schedule.progress(of: 3, at: 0.6), 0)
        XCTAssertEqual(schedule.progress(of: 7, at: 3), 1)
    }

    func testDealSteps() throws {
        let deal = try DemoRun.demo("deal")
        XCTAssertEqual(try LessonDemoRun.lines(of: deal, step: "The schedule"), [
            "card  leaves  lands",
            " 0    0.00   0.50", " 1    0.25   0.75", " 2    0.50   1.00", " 3    0.75   1.25",
            " 4    1.00   1.50", " 5    1.25   1.75", " 6    1.50   2.00", " 7    1.75   2.25",
        ])
        // 3(0.7)² − 2(0.7)³ = 0.784 and 3(0.2)² − 2(0.2)³ = 0.104: eased, not linear.
        XCTAssertEqual(try LessonDemoRun.lines(of: deal, step: "Where is each card?").prefix(4), [
            "card 0 at t = 0.60 s: 1.00 of its time, 1.00 of the way",
            "card 1 at t = 0.60 s: 0.70 of its time, 0.78 of the way",
            "card 2 at t = 0.60 s: 0.20 of its time, 0.10 of the way",
            "card 3 at t = 0.60 s: 0.00 of its time, 0.00 of the way",
        ])
        let frames = try LessonDemoRun.frames(of: deal, step: "Dealing, frame by frame")
        XCTAssertEqual(frames.count, 16)
        XCTAssertEqual(frames.first?.label, "t = 0.00 s")
        XCTAssertEqual(frames[4].label, "t = 0.60 s")
        XCTAssertEqual(frames.last?.label, "t = 2.25 s")
        XCTAssertTrue(frames[0].picture.hasSuffix("landed: 0 of 8"))
        XCTAssertTrue(frames[3].picture.hasSuffix("landed: 0 of 8"), "card 0 is 90% of its time along at 0.45 s")
        XCTAssertTrue(frames[4].picture.hasSuffix("landed: 1 of 8"), "card 0 lands at 0.5 s")
        XCTAssertTrue(frames[14].picture.hasSuffix("landed: 7 of 8"), "card 7 is still flying at 2.1 s")
        XCTAssertTrue(frames[15].picture.hasSuffix("landed: 8 of 8"), "the last card lands at 2.25 s")
        // At 0.6 s card 1 is 78% of the way: column round(0.784 × 16) = 13, where linear would give 11.
        let cardOne = try XCTUnwrap(frames[4].picture.split(separator: "\n").first { $0.hasPrefix("1 ") })
        XCTAssertEqual(cardOne, "1 " + String(repeating: ".", count: 13) + "[]" + String(repeating: " ", count: 3))
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

    func testBonusPieIsTheLecturesPie() {
        // From 270° anticlockwise to (1 − r) · 360° − 90°: the filled part is r of the circle.
        XCTAssertEqual(Lesson08.bonusPie(1).sweep, 360, "all the bonus left: a whole turn, a full pie")
        XCTAssertEqual(Lesson08.bonusPie(2.0 / 3.0).endAngle.degrees, 30, accuracy: 1e-9)
        XCTAssertEqual(Lesson08.bonusPie(2.0 / 3.0).sweep, 240, accuracy: 1e-9)
        XCTAssertEqual(Lesson08.bonusPie(0).sweep, 0, "none left: nothing filled")
        XCTAssertFalse(Lesson08.picture(Lesson08.bonusPie(1)).contains("."))
        XCTAssertFalse(Lesson08.picture(Lesson08.bonusPie(0)).contains("#"))
    }

    func testBonusPieOpensClockwiseFromTwelve() {
        // Two thirds left: the open slice is the 120° clockwise from 12 o'clock (to 4 o'clock);
        // 9 o'clock and 6 o'clock are still filled. Rows are 2 units tall: row 3 is the centre line.
        let rows = Lesson08.picture(Lesson08.bonusPie(2.0 / 3.0)).split(separator: "\n").map(Array.init)
        XCTAssertEqual(rows.count, 7)
        XCTAssertEqual(rows[0][7], ".", "just right of 12 o'clock: used")
        XCTAssertEqual(rows[0][6], "#", "just left of 12 o'clock: still left")
        XCTAssertEqual(rows[3][13], ".", "3 o'clock: used")
        XCTAssertEqual(rows[3][0], "#", "9 o'clock: still left")
        XCTAssertEqual(rows[6][7], "#", "6 o'clock: still left")
        // A quarter left: only the top-left quadrant is filled.
        let quarter = Lesson08.picture(Lesson08.bonusPie(0.25)).split(separator: "\n").map(Array.init)
        XCTAssertEqual(quarter[1][3], "#", "upper left")
        XCTAssertEqual(quarter[1][10], ".", "upper right")
        XCTAssertEqual(quarter[5][3], ".", "lower left")
    }

    func testBonusTimeSteps() throws {
        let bonus = try DemoRun.demo("bonus-time")
        let twoOfSix = try LessonDemoRun.lines(of: bonus, step: "Two seconds of six")
        XCTAssertEqual(Array(twoOfSix.prefix(3)), ["face up 2.00 s, 4.00 s left", "bonusRemaining 0.67, consuming: true",
                                                   "end angle 30.00°, sweep 240.00°"])
        XCTAssertEqual(Array(twoOfSix.dropFirst(3)), Lesson08.picture(Lesson08.bonusPie(2.0 / 3.0)).components(separatedBy: "\n"))
        // The steps share one card and clock, so this step carries on from the one before.
        let outputs = LessonDemoRun.events(of: bonus)
        let pause = outputs.first { $0.title == "A pause, then a match" }?.events
        XCTAssertEqual(pause, [.text("face down 3 s: 4.00 s left\nmatched, 3.00 s left, earned: true\n")])
        let frames = try LessonDemoRun.frames(of: bonus, step: "The pie running down")
        XCTAssertEqual(frames.count, 13)
        XCTAssertEqual(frames[4].label, "t = 2.00 s, 4.00 s left")
        XCTAssertEqual(frames[4].picture, Lesson08.picture(Lesson08.bonusPie(2.0 / 3.0)))
        XCTAssertEqual(frames.last?.label, "t = 6.00 s, 0.00 s left")
    }
}

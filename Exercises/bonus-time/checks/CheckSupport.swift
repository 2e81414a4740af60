// Helpers shared by the checks: a clock moved by hand (never the machine's), and failures
// that say what was done, what was expected and what happened.
import Foundation
import XCTest
@testable import Submission

/// Records a failure with `message` unless `condition` holds. Returns `condition`.
@discardableResult
func expect(_ condition: Bool, _ message: @autoclosure () -> String,
            file: StaticString = #filePath, line: UInt = #line) -> Bool {
    if !condition { XCTFail(message(), file: file, line: line) }
    return condition
}

/// A clock that moves only when a check moves it, so no check depends on the machine's speed.
final class FakeClock {
    private(set) var now = Date(timeIntervalSinceReferenceDate: 700_000_000)
    func advance(by seconds: TimeInterval) { now += seconds }
}

/// A card on a fake clock, with the story of what was done to it, for messages.
struct Table {
    let clock: FakeClock
    var card: Card
    private(set) var story: [String]

    init(limit: TimeInterval = 6) {
        let clock = FakeClock()
        self.clock = clock
        card = Card(bonusTimeLimit: limit, now: { clock.now })
        story = ["made a card with a \(seconds(limit)) limit"]
    }

    mutating func faceUp(_ up: Bool = true) {
        card.isFaceUp = up
        story.append(up ? "turned it face up" : "turned it face down")
    }

    mutating func match() {
        card.isMatched = true
        story.append("matched it")
    }

    mutating func wait(_ time: TimeInterval) {
        clock.advance(by: time)
        if time != 0 { story.append("waited \(seconds(time))") }
    }

    /// "Made a card with a 6 s limit, turned it face up, waited 2 s"
    var done: String {
        let text = story.joined(separator: ", ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}

func seconds(_ value: Double) -> String { number(value) + " s" }

/// Up to six decimals, so a value a hair away from the expected one never reads the same as it.
func number(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}

/// Equal to well within a microsecond (or a millionth of the bonus).
func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

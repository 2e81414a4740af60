// Helpers shared by the checks: a card on a clock moved by hand (never the machine's), and failures
// that say what was done, what was expected and what happened.
import Foundation
import XCTest

/// Records a failure with `message` unless `condition` holds. Returns `condition`.
@discardableResult
func expect(_ condition: Bool, _ message: @autoclosure () -> String,
            file: StaticString = #filePath, line: UInt = #line) -> Bool {
    if !condition { XCTFail(message(), file: file, line: line) }
    return condition
}

/// A card on a clock that moves only when a check moves it (the student's program keeps the
/// clock), so no check depends on the machine's speed; with the story of what was done to
/// it, for messages.
struct Table {
    var card: Card
    private(set) var story: [String]

    init(limit: TimeInterval = 6) {
        card = Card(bonusTimeLimit: limit)
        story = ["made a card with a \(seconds(limit)) limit"]
    }

    mutating func faceUp(_ up: Bool = true) {
        card.isFaceUp = up
        story.append(up ? "turned it face up" : "turned it face down")
    }

    mutating func match() {
        card.match()
        story.append("matched it")
    }

    mutating func setLimit(_ limit: TimeInterval) {
        card.bonusTimeLimit = limit
        story.append("set its bonusTimeLimit to \(seconds(limit))")
    }

    mutating func wait(_ time: TimeInterval) {
        card.wait(time)
        if time != 0 { story.append("waited \(seconds(time))") }
    }

    /// "Made a card with a 6 s limit, turned it face up, waited 2 s"
    var done: String {
        let text = story.joined(separator: ", ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}

/// A time drawn for this run, in quarter seconds within `quarters` (so sums stay exact): a card
/// that knew the checks' fixed times and answered them from a table does not pass.
func drawnTime(quarters: ClosedRange<Int>) -> TimeInterval { Double(Int.random(in: quarters)) / 4 }

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

// Helpers shared by the checks: failures that say what was done, what was expected and
// what happened, and angles as they read in messages.
import XCTest

/// Records a failure with `message` unless `condition` holds. Returns `condition`.
@discardableResult
func expect(_ condition: Bool, _ message: @autoclosure () -> String,
            file: StaticString = #filePath, line: UInt = #line) -> Bool {
    if !condition { XCTFail(message(), file: file, line: line) }
    return condition
}

/// 90 → "90°", 7.2 → "7.2°".
func degrees(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value))°" : "\(value)°"
}

func side(_ isFaceUp: Bool) -> String { isFaceUp ? "face up" : "face down" }

/// Whether two angles are the same to well within a thousandth of a degree.
func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

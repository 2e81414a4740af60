// Helpers shared by the checks: the areas they try, and how sizes read in messages.
import Foundation
import XCTest

/// Records a failure with `message` unless `condition` holds. Returns `condition`.
@discardableResult
func expect(_ condition: Bool, _ message: @autoclosure () -> String,
            file: StaticString = #filePath, line: UInt = #line) -> Bool {
    if !condition { XCTFail(message(), file: file, line: line) }
    return condition
}

/// A number as it reads in a message: 75, 66.67.
func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%.2f", Double(value))
}

func ratio(_ value: CGFloat) -> String {
    switch value {
    case 2.0 / 3.0: return "2/3"
    case 3.0 / 2.0: return "3/2"
    default: return number(value)
    }
}

func area(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height))" }

/// Areas from very wide to very tall, and the aspect ratios tried in each; with two areas and
/// a ratio drawn for this run, so a grid that knew the checks' numbers and answered them from
/// a table does not pass.
let sweepLengths: [CGFloat] = [60, 100, 250, 390, 844, 1000, 2400]
let sweepSizes: [CGSize] = sweepLengths.flatMap { width in sweepLengths.map { CGSize(width: width, height: $0) } }
    + (0..<2).map { _ in CGSize(width: CGFloat(Int.random(in: 40...3000)), height: CGFloat(Int.random(in: 40...3000))) }
let sweepRatios: [CGFloat] = [2.0 / 3.0, 1, 0.5, 3.0 / 2.0, CGFloat(Int.random(in: 30...250)) / 100]
let sweepCounts = 1...30

/// Allowance for floating-point sums: far below a point, far above rounding error.
let slack: CGFloat = 0.001

import Foundation
import MemorizeCourseCore

/// Lesson 8: animation over time — dealing the cards and the bonus-time pie.
public enum Lesson08 {
    /// The lesson's demos, in the order the lecture meets them. Each is declared in its own file.
    static let demos: [Demo] = [
        deal,
        bonusTime,
    ]

    /// A number with two decimals, so tables line up and print the same everywhere.
    static func fixed(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}

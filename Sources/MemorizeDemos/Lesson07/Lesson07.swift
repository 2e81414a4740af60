import Foundation
import MemorizeCourseCore

/// Lesson 7: view modifiers and animation, drawn on a terminal.
public enum Lesson07 {
    /// The lesson's demos, in the order the lecture meets them. Each is declared in its own file.
    static let demos: [Demo] = [
        cardify,
        animationCurves,
        cardFlip,
    ]

    /// A number with two decimals, so tables line up and print the same everywhere.
    static func fixed(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}

import MemorizeSupport
/// What a Model or ViewModel file that imports an Apple-only framework without a stand-in here
/// (UIKit, AppKit) should use instead, worded for the student. SwiftUI and Combine need no
/// advice: they have stand-ins (`FrameworkStandIns`), so the lectures' own view model compiles.
enum FrameworkAdvice {
    /// One sentence for a file importing `framework`, fitted to what its code uses.
    static func instead(of framework: String, in code: String) -> String {
        let words = SwiftSourceScan.words(code)
        var advice = ["write `import SwiftUI` (as the lectures' view model does) or `import Foundation` instead"]
        if words.contains("UIColor") || words.contains("NSColor") {
            advice.append("keep a theme's colour as a SwiftUI `Color` or as a name such as \"orange\" instead of a `\(words.contains("UIColor") ? "UIColor" : "NSColor")`")
        }
        return advice.joined(separator: "; ")
    }
}

import MemorizeSupport
/// What a Model or ViewModel file that imports an Apple-only framework should use instead,
/// worded for the student. The lectures' own view model imports SwiftUI for `Color` and
/// `ObservableObject`; neither is needed for the game's logic.
enum FrameworkAdvice {
    /// One sentence for a file importing `framework`, fitted to what its code uses.
    static func instead(of framework: String, in code: String) -> String {
        let words = SwiftSourceScan.words(code)
        var advice = ["write `import Foundation` instead"]
        if words.contains("ObservableObject") || words.contains("Published") {
            advice.append("make the view model `@Observable` (with `import Observation`) instead of an `ObservableObject` with `@Published`")
        } else if words.contains("Observable") {
            advice.append("`@Observable` comes from `import Observation`")
        }
        if words.contains("Color") || words.contains("UIColor") {
            advice.append("name a theme's colour with a String such as \"orange\" instead of a `\(words.contains("UIColor") ? "UIColor" : "Color")`, and turn it into a Color in the View")
        }
        return advice.joined(separator: "; ")
    }
}

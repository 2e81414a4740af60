extension FrameworkStandIns {
    /// On a Mac, where the real SwiftUI is used and the UIKit stand-in is too, `Color(uiColor:)`
    /// (iOS's, which a Mac's SwiftUI lacks) is given here, so that a ViewModel that turns a
    /// theme's UIColor into a Color compiles on a Mac as on Linux, where the SwiftUI stand-in
    /// has it. The stand-in's UIColor keeps only how it was made; the Color is made the same way.
    /// Appended to the UIKit stand-in's source on a Mac alone (Linux's SwiftUI stand-in has it).
    static let uiKitColorBridge = #"""

    // A Mac's SwiftUI has no Color(uiColor:), which iOS's has: the same colour, made the same way.
    import SwiftUI

    extension Color {
        public init(uiColor: UIColor) { self = Color._madeLike(uiColor.description) }
        public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }

        static func _madeLike(_ made: String) -> Color {
            if let dot = made.range(of: ".withAlphaComponent(", options: .backwards), made.hasSuffix(")") {
                let alpha = Double(made[dot.upperBound...].dropLast()) ?? 1
                return _madeLike(String(made[..<dot.lowerBound])).opacity(alpha)
            }
            if made.hasPrefix("UIColor(") {
                let numbers = made.split(whereSeparator: { ":,()".contains($0) }).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
                if made.hasPrefix("UIColor(red:"), numbers.count == 4 { return Color(red: numbers[0], green: numbers[1], blue: numbers[2], opacity: numbers[3]) }
                if made.hasPrefix("UIColor(white:"), numbers.count == 2 { return Color(white: numbers[0], opacity: numbers[1]) }
                if made.hasPrefix("UIColor(hue:"), numbers.count == 4 {
                    return Color(hue: numbers[0], saturation: numbers[1], brightness: numbers[2], opacity: numbers[3])
                }
                if made.hasPrefix("UIColor(named: \""), let name = made.split(separator: "\"").dropFirst().first { return Color(String(name)) }
                return .primary
            }
            var name = made
            if name.hasPrefix("system"), name.count > 6 { name = String(name.dropFirst(6)) }
            switch name.lowercased() {
            case "red": return .red
            case "orange": return .orange
            case "yellow": return .yellow
            case "green": return .green
            case "mint": return .mint
            case "teal": return .teal
            case "cyan": return .cyan
            case "blue": return .blue
            case "indigo": return .indigo
            case "purple": return .purple
            case "pink": return .pink
            case "brown": return .brown
            case "gray", "darkgray", "lightgray": return .gray
            case "black": return .black
            case "white", "background": return .white
            case "clear": return .clear
            case "magenta": return Color(red: 1, green: 0, blue: 1, opacity: 1)
            default: return .primary
            }
        }
    }
    """#
}

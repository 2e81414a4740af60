extension FrameworkStandIns {
    /// The stand-in for UIKit: only `UIColor`, which some themes keep as their colour (on iOS
    /// `import SwiftUI` brings UIKit with it, so a ViewModel can name UIColor without importing
    /// UIKit). Nothing else of UIKit belongs in a Model or ViewModel.
    static let uiKit = #"""
    // Written by memorize-course: a STAND-IN for Apple's UIKit, which does not exist on this
    // system. It is not UIKit and draws nothing. It has only UIColor, with the colours and
    // initializers a theme uses, so that a student's Model and ViewModel compile here as they
    // do in Xcode for iOS. A Mac has no UIKit either, so it is used there too.
    @_exported import Foundation

    /// A colour, known by a readable name so that messages can say which one it is.
    open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// How the colour was made: "systemOrange", "UIColor(red: 1.0, green: 0.5, blue: 0.0, alpha: 1.0)".
        public let description: String

        init(_description: String) { description = _description }

        public convenience init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.init(_description: "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))")
        }
        public convenience init(white: Double, alpha: Double) {
            self.init(_description: "UIColor(white: \(white), alpha: \(alpha))")
        }
        public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
            self.init(_description: "UIColor(hue: \(hue), saturation: \(saturation), brightness: \(brightness), alpha: \(alpha))")
        }
        /// A colour from the app's asset catalog, by name.
        public convenience init?(named name: String) { self.init(_description: "UIColor(named: \"\(name)\")") }

        public func withAlphaComponent(_ alpha: Double) -> UIColor {
            UIColor(_description: "\(description).withAlphaComponent(\(alpha))")
        }

        public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.description == rhs.description }
        public func hash(into hasher: inout Hasher) { hasher.combine(description) }

        public class var black: UIColor { UIColor(_description: "black") }
        public class var darkGray: UIColor { UIColor(_description: "darkGray") }
        public class var lightGray: UIColor { UIColor(_description: "lightGray") }
        public class var white: UIColor { UIColor(_description: "white") }
        public class var gray: UIColor { UIColor(_description: "gray") }
        public class var red: UIColor { UIColor(_description: "red") }
        public class var green: UIColor { UIColor(_description: "green") }
        public class var blue: UIColor { UIColor(_description: "blue") }
        public class var cyan: UIColor { UIColor(_description: "cyan") }
        public class var yellow: UIColor { UIColor(_description: "yellow") }
        public class var magenta: UIColor { UIColor(_description: "magenta") }
        public class var orange: UIColor { UIColor(_description: "orange") }
        public class var purple: UIColor { UIColor(_description: "purple") }
        public class var brown: UIColor { UIColor(_description: "brown") }
        public class var clear: UIColor { UIColor(_description: "clear") }
        public class var systemRed: UIColor { UIColor(_description: "systemRed") }
        public class var systemOrange: UIColor { UIColor(_description: "systemOrange") }
        public class var systemYellow: UIColor { UIColor(_description: "systemYellow") }
        public class var systemGreen: UIColor { UIColor(_description: "systemGreen") }
        public class var systemMint: UIColor { UIColor(_description: "systemMint") }
        public class var systemTeal: UIColor { UIColor(_description: "systemTeal") }
        public class var systemCyan: UIColor { UIColor(_description: "systemCyan") }
        public class var systemBlue: UIColor { UIColor(_description: "systemBlue") }
        public class var systemIndigo: UIColor { UIColor(_description: "systemIndigo") }
        public class var systemPurple: UIColor { UIColor(_description: "systemPurple") }
        public class var systemPink: UIColor { UIColor(_description: "systemPink") }
        public class var systemBrown: UIColor { UIColor(_description: "systemBrown") }
        public class var systemGray: UIColor { UIColor(_description: "systemGray") }
        public class var label: UIColor { UIColor(_description: "label") }
        public class var systemBackground: UIColor { UIColor(_description: "systemBackground") }
    }
    """#
}

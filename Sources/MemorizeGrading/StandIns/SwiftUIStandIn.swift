extension FrameworkStandIns {
    /// The stand-in for SwiftUI: the names a Model, a Theme or a ViewModel touches, and no
    /// Views. Like the real SwiftUI it brings Foundation, Combine and Observation with it.
    static let swiftUI = #"""
    // Written by memorize-course: a STAND-IN for Apple's SwiftUI, which does not exist on this
    // system. It is not SwiftUI and draws nothing. It has only the names a Model, a Theme or a
    // ViewModel of the course touches (Color, Animation and withAnimation, Angle, Gradient and the
    // gradients a theme keeps, ShapeStyle and AnyShapeStyle, and
    // UIKit's UIColor, which iOS's SwiftUI brings with it), so
    // that a student's files compile here as they do in Xcode. Views are never compiled here.
    // On macOS the real SwiftUI is used instead.
    @_exported import Foundation
    @_exported import Combine
    @_exported import Observation
    @_exported import UIKit

    /// A colour, known by a readable name so that messages can say which one it is.
    public struct Color: Hashable, CustomStringConvertible, Sendable {
        /// How the colour was made: "orange", "Color(red: 1.0, green: 0.5, blue: 0.0)".
        public let description: String

        init(_description: String) { description = _description }

        public static let red = Color(_description: "red")
        public static let orange = Color(_description: "orange")
        public static let yellow = Color(_description: "yellow")
        public static let green = Color(_description: "green")
        public static let mint = Color(_description: "mint")
        public static let teal = Color(_description: "teal")
        public static let cyan = Color(_description: "cyan")
        public static let blue = Color(_description: "blue")
        public static let indigo = Color(_description: "indigo")
        public static let purple = Color(_description: "purple")
        public static let pink = Color(_description: "pink")
        public static let brown = Color(_description: "brown")
        public static let white = Color(_description: "white")
        public static let gray = Color(_description: "gray")
        public static let black = Color(_description: "black")
        public static let clear = Color(_description: "clear")
        public static let primary = Color(_description: "primary")
        public static let secondary = Color(_description: "secondary")
        public static let accentColor = Color(_description: "accentColor")

        public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
        }

        public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
            let parts = ["red: \(red)", "green: \(green)", "blue: \(blue)"] + (opacity == 1 ? [] : ["opacity: \(opacity)"])
            description = "Color(\(parts.joined(separator: ", ")))"
        }

        public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
            description = "Color(white: \(white)\(opacity == 1 ? "" : ", opacity: \(opacity)"))"
        }

        public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
            description = "Color(hue: \(hue), saturation: \(saturation), brightness: \(brightness)\(opacity == 1 ? "" : ", opacity: \(opacity)"))"
        }

        /// A colour from the app's asset catalog, by name.
        public init(_ name: String, bundle: Bundle? = nil) { description = "Color(\"\(name)\")" }

        /// A SwiftUI colour for a UIKit one.
        public init(uiColor: UIColor) { description = uiColor.description }
        public init(_ uiColor: UIColor) { description = uiColor.description }

        public func opacity(_ opacity: Double) -> Color { Color(_description: "\(description).opacity(\(opacity))") }
    }

    /// A colour gradient (a theme may draw its cards with one).
    public struct Gradient: Hashable, Sendable {
        public struct Stop: Hashable, Sendable {
            public var color: Color
            public var location: Double
            public init(color: Color, location: Double) { self.color = color; self.location = location }
        }
        public var stops: [Stop]
        public init(colors: [Color]) {
            stops = colors.enumerated().map { Stop(color: $1, location: colors.count < 2 ? 0 : Double($0) / Double(colors.count - 1)) }
        }
        public init(stops: [Stop]) { self.stops = stops }
    }

    /// How a change is animated. Here nothing is drawn, so every animation is just its name.
    /// A point in a unit square, for where a gradient starts and ends.
    public struct UnitPoint: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public init(x: Double = 0, y: Double = 0) { (self.x, self.y) = (x, y) }
        public static let zero = UnitPoint(), center = UnitPoint(x: 0.5, y: 0.5)
        public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
        public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
        public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
        public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
    }

    /// A gradient a theme may keep to draw its cards with: here only what it is made of.
    public struct LinearGradient: Hashable, Sendable {
        public var gradient: Gradient
        public var startPoint: UnitPoint
        public var endPoint: UnitPoint
        public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint) }
        public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint) }
    }

    public struct RadialGradient: Hashable, Sendable {
        public var gradient: Gradient
        public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) { self.gradient = gradient }
        public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) { gradient = Gradient(colors: colors) }
    }

    public struct AngularGradient: Hashable, Sendable {
        public var gradient: Gradient
        public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
        public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { gradient = Gradient(colors: colors) }
        public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
        public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    }

    /// What fills a shape: a colour or a gradient, and `AnyShapeStyle` holding either.
    public protocol ShapeStyle: Sendable {}
    extension Color: ShapeStyle {}
    extension LinearGradient: ShapeStyle {}
    extension RadialGradient: ShapeStyle {}
    extension AngularGradient: ShapeStyle {}

    public struct AnyShapeStyle: ShapeStyle, CustomStringConvertible {
        /// The style it holds, as it prints: "orange" for `Color.orange`.
        public let description: String
        public init<Style: ShapeStyle>(_ style: Style) { description = "\(style)" }
    }

    public struct Animation: Hashable, CustomStringConvertible, Sendable {
        public let description: String
        init(_description: String) { description = _description }

        public static let `default` = Animation(_description: "default")
        public static let linear = Animation(_description: "linear")
        public static let easeIn = Animation(_description: "easeIn")
        public static let easeOut = Animation(_description: "easeOut")
        public static let easeInOut = Animation(_description: "easeInOut")
        public static let spring = Animation(_description: "spring")
        public static let interactiveSpring = Animation(_description: "interactiveSpring")
        public static let bouncy = Animation(_description: "bouncy")
        public static let smooth = Animation(_description: "smooth")
        public static let snappy = Animation(_description: "snappy")

        public static func linear(duration: Double) -> Animation { Animation(_description: "linear(duration: \(duration))") }
        public static func easeIn(duration: Double) -> Animation { Animation(_description: "easeIn(duration: \(duration))") }
        public static func easeOut(duration: Double) -> Animation { Animation(_description: "easeOut(duration: \(duration))") }
        public static func easeInOut(duration: Double) -> Animation { Animation(_description: "easeInOut(duration: \(duration))") }
        public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
            Animation(_description: "spring(response: \(response), dampingFraction: \(dampingFraction))")
        }
        public static func spring(duration: Double, bounce: Double = 0) -> Animation {
            Animation(_description: "spring(duration: \(duration), bounce: \(bounce))")
        }
        public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
            Animation(_description: "interactiveSpring")
        }
        public func delay(_ delay: Double) -> Animation { Animation(_description: "\(description).delay(\(delay))") }
        public func speed(_ speed: Double) -> Animation { Animation(_description: "\(description).speed(\(speed))") }
        public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
            Animation(_description: "\(description).repeatCount(\(count))")
        }
        public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(_description: "\(description).repeatForever") }
    }

    /// Runs `body` at once: with nothing drawn, there is nothing to animate.
    @discardableResult
    public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
        try body()
    }

    /// An angle, in degrees or radians.
    public struct Angle: Hashable, Comparable, Sendable {
        public var radians: Double
        public var degrees: Double {
            get { radians * 180 / .pi }
            set { radians = newValue * .pi / 180 }
        }
        public init() { radians = 0 }
        public init(radians: Double) { self.radians = radians }
        public init(degrees: Double) { radians = degrees * .pi / 180 }
        public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
        public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
        public static let zero = Angle()
        public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
        public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
        public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
        public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
        public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
        public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    }
    """#
}

/// The lesson 7 helpers that demos' editable programs use, as text: copies of the declarations
/// in Lesson07/ (EditableDemoTests proves each program still prints what its demo does).
enum Support07 {
    /// `fixed`, two decimals.
    static let fixed = #"""
    /// A number with two decimals, so tables line up and print the same everywhere.
    func fixed(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
    """#

    /// `cardify`'s TextView and the views and modifier machinery around it, less Cardify.
    static let textViews = #"""
    /// A terminal stand-in for SwiftUI's `View`: something that draws itself as lines of text.
    protocol TextView {
        var lines: [String] { get }
    }

    /// A terminal stand-in for `ViewModifier`: takes the content's lines and returns new ones.
    protocol TextViewModifier {
        func body(content: [String]) -> [String]
    }

    /// A view with a modifier applied, like SwiftUI's `ModifiedContent`.
    struct ModifiedTextView<Content: TextView, Modifier: TextViewModifier>: TextView {
        let content: Content
        let modifier: Modifier
        var lines: [String] { modifier.body(content: content.lines) }
    }

    /// A one-line label.
    struct Caption: TextView {
        let text: String
        var lines: [String] { [text] }
    }

    /// A two-line time bar, `fraction` of it full.
    struct TimeBar: TextView {
        let fraction: Double
        var lines: [String] {
            let filled = Int((fraction * 8).rounded())
            return ["time left", "[" + String(repeating: "=", count: filled) + String(repeating: " ", count: 8 - filled) + "]"]
        }
    }

    extension TextView {
        func modifier<Modifier: Lesson07.TextViewModifier>(_ modifier: Modifier) -> some Lesson07.TextView {
            Lesson07.ModifiedTextView(content: self, modifier: modifier)
        }

        /// The view's lines, ready to print.
        var text: String { lines.joined(separator: "\n") }
    }
    """#

    /// Curve, for the demos of later lessons.
    static let curve = #"""
    /// Timing curves: how far along an animation is (0 → 1) at each moment of its duration.
    enum Curve: String, CaseIterable {
        case linear, easeInOut, bouncy

        func value(at t: Double) -> Double {   // t is the fraction of the duration gone by
            switch self {
            case .linear: return t
            case .easeInOut: return t * t * (3 - 2 * t)   // slow, fast, slow
            case .bouncy: return 1 - exp(-5 * t) * cos(10 * t)   // a damped spring: overshoots, then settles
            }
        }
    }
    """#

    /// `track`, one curve's marker on a line.
    static let track = #"""
    /// A track 20 columns long with a marker `o` at `value` (0 at the left edge, 1 at the `|`).
    func track(_ name: String, at value: Double) -> String {
        let column = min(max(Int((value * 20).rounded()), 0), 23)
        var cells = Array(String(repeating: "-", count: 20) + "|   ")
        cells[column] = "o"
        return name.padding(toLength: 10, withPad: " ", startingAt: 0) + String(cells)
    }
    """#

    /// Animatable and `interpolate`.
    static let animatable = #"""
    /// A terminal stand-in for SwiftUI's `Animatable`: a view whose `animatableData` the
    /// animation system sets to in-between values, one frame at a time.
    protocol Animatable {
        var animatableData: Double { get set }
    }

    /// What the animation system does between two values: `steps + 1` copies of `view`, with
    /// `animatableData` moved evenly from where it is to `target`.
    func interpolate<V: Animatable>(_ view: V, to target: Double, steps: Int) -> [V] {
        let start = view.animatableData
        return (0...steps).map { step in
            var frame = view
            frame.animatableData = start + (target - start) * Double(step) / Double(steps)
            return frame
        }
    }
    """#

    /// FlippingCard, less the members `card-flip`'s steps show, and its picture.
    static let flippingCard = #"""
    /// Cardify's rotation, without SwiftUI: the card knows its angle and works out which side shows.
    struct FlippingCard: Animatable {
        let content: String
        var rotation: Double   // in degrees: 0 is face up, 180 face down

        static let fullWidth = 14
        var apparentWidth: Int {
            let radians = rotation * Double.pi / 180
            return Int((abs(cos(radians)) * Double(Self.fullWidth)).rounded())
        }
    }

    extension FlippingCard {
        /// The card as the terminal sees it: `apparentWidth` columns wide, centred in `fullWidth`.
        var picture: String {
            let full = Self.fullWidth
            let width = apparentWidth
            guard width >= 2 else {
                return Array(repeating: String(repeating: " ", count: full / 2) + "|", count: 5).joined(separator: "\n")
            }
            let pad = String(repeating: " ", count: (full - width) / 2)
            let inside = width - 2
            let edge = pad + "+" + String(repeating: "-", count: inside) + "+"
            var rows = [edge]
            for row in 0..<3 {
                var middle = String(repeating: isFaceUp ? " " : "#", count: inside)
                if isFaceUp, row == 1, inside >= content.count {
                    let left = (inside - content.count) / 2
                    middle = String(repeating: " ", count: left) + content
                        + String(repeating: " ", count: inside - left - content.count)
                }
                rows.append(pad + "|" + middle + "|")
            }
            rows.append(edge)
            return rows.joined(separator: "\n")
        }
    }
    """#
}

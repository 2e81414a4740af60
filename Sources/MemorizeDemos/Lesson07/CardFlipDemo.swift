import Foundation
import MemorizeCourseCore

extension Lesson07 {
    /// A terminal stand-in for SwiftUI's `Animatable`: a view whose `animatableData` the
    /// animation system sets to in-between values, one frame at a time.
    protocol Animatable {
        var animatableData: Double { get set }
    }

    /// Cardify's rotation, without SwiftUI: the card knows its angle and works out which side shows.
    struct FlippingCard: Animatable {
        let content: String
        var rotation: Double   // in degrees: 0 is face up, 180 face down

        init(isFaceUp: Bool, content: String) {
            rotation = isFaceUp ? 0 : 180
            self.content = content
        }

        var isFaceUp: Bool {
            rotation < 90
        }

        var animatableData: Double {
            get { rotation }
            set { rotation = newValue }
        }

        static let fullWidth = 14
        var apparentWidth: Int {
            let radians = rotation * Double.pi / 180
            return Int((abs(cos(radians)) * Double(Self.fullWidth)).rounded())
        }
    }

    /// What the animation system does between two values: `steps + 1` copies of `view`, with
    /// `animatableData` moved evenly from where it is to `target`.
    static func interpolate<V: Animatable>(_ view: V, to target: Double, steps: Int) -> [V] {
        let start = view.animatableData
        return (0...steps).map { step in
            var frame = view
            frame.animatableData = start + (target - start) * Double(step) / Double(steps)
            return frame
        }
    }
}

extension Lesson07.FlippingCard {
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

extension Lesson07 {
    /// `card-flip`: Animatable's `animatableData` drives a card's rotation from 0° to 180°.
    static let cardFlip = Demo(id: "card-flip", title: "Card flip (Animatable)", lesson: 7) {
        [
            DemoStep(
                "Rotation decides the side",
                explanation: "Memorize's Cardify stores a rotation instead of a Bool: 0° is face up, 180° face down. The front shows only while the rotation is under 90°, so from 90° on you see the back.",
                code: #"""
                    init(isFaceUp: Bool, content: String) {
                        rotation = isFaceUp ? 0 : 180
                        self.content = content
                    }

                    var isFaceUp: Bool {
                        rotation < 90
                    }
                    """#,
                tryThis: "Change `rotation < 90` to `rotation <= 90` and run again: in step 2, 90° now shows the front.",
                run: { _ in }
            ),
            DemoStep(
                "89° or 90°",
                explanation: "So a card half-way through its flip is exactly where the side changes: at 89° the front still shows, at 90° the back does.",
                code: #"""
                    var card = FlippingCard(isFaceUp: true, content: "A")
                    for angle in [0.0, 89, 90, 180] {
                        card.rotation = angle
                        print("rotation \(Int(angle))°:", card.isFaceUp ? "front" : "back")
                    }
                    """#,
                tryThis: "Add `360` to the angles and run again: a real card turned all the way round shows its front, but this rule says back; the demo only turns between 0 and 180.",
                predict: DemoPrediction(
                    "At exactly 90°, which side does the card say it shows?",
                    choices: ["rotation 90°: front", "rotation 90°: back", "rotation 90°: neither"],
                    answer: 1,
                    why: "`isFaceUp` is `rotation < 90`, and 90 is not less than 90: the switch happens edge-on, where neither side can be seen."
                )
            ) { print in
                var card = FlippingCard(isFaceUp: true, content: "A")
                for angle in [0.0, 89, 90, 180] {
                    card.rotation = angle
                    print("rotation \(Int(angle))°:", card.isFaceUp ? "front" : "back")
                }
            },
            DemoStep(
                "animatableData",
                explanation: "An animation only moves the numbers a view exposes as `animatableData`. Cardify hands over its rotation, so the animation system can set it to every angle in between, and the card redraws at each one.",
                code: #"""
                    var animatableData: Double {
                        get { rotation }
                        set { rotation = newValue }
                    }
                    """#,
                tryThis: "Change the setter to `set { rotation = newValue / 2 }` and run again: in step 5 every frame gets half the angle, so the card ends edge-on at 90° and never shows its back.",
                run: { _ in }
            ),
            DemoStep(
                "How wide it looks",
                explanation: "Seen from the front, a card turned by an angle looks |cos(angle)| times as wide. SwiftUI's `rotation3DEffect` does this in 3D, with some perspective on top; here the width is counted in columns.",
                code: #"""
                    var card = FlippingCard(isFaceUp: true, content: "A")
                    for angle in stride(from: 0.0, through: 180, by: 30) {
                        card.rotation = angle
                        print("\(Int(angle))°".padding(toLength: 6, withPad: " ", startingAt: 0),
                              "width \(card.apparentWidth) of \(FlippingCard.fullWidth)",
                              card.isFaceUp ? "front" : "back")
                    }
                    """#,
                tryThis: "Change `by: 30` to `by: 15` and run again: 13 lines show the width shrinking towards 90° and growing back.",
                predict: DemoPrediction(
                    "How wide does the card look at 60°, a third of the way round?",
                    choices: ["width 7 of 14", "width 5 of 14", "width 10 of 14"],
                    answer: 0,
                    why: "The apparent width follows the cosine of the angle, not a straight line: cos 60° is one half."
                )
            ) { print in
                var card = FlippingCard(isFaceUp: true, content: "A")
                for angle in stride(from: 0.0, through: 180, by: 30) {
                    card.rotation = angle
                    print("\(Int(angle))°".padding(toLength: 6, withPad: " ", startingAt: 0),
                          "width \(card.apparentWidth) of \(FlippingCard.fullWidth)",
                          card.isFaceUp ? "front" : "back")
                }
            },
            DemoStep(
                "The flip, frame by frame",
                explanation: "Between the old rotation (0°) and the new one (180°) the animation sets `animatableData` to 13 angles and draws each; they are evenly spaced because this is a linear animation (ease-in-out would bunch them near 0° and 180°). The card narrows, vanishes edge-on at 90°, and widens again showing its back.",
                code: #"""
                    let card = FlippingCard(isFaceUp: true, content: "A")
                    for frame in interpolate(card, to: 180, steps: 12) {
                        print.frame(frame.picture, label: "rotation = \(Int(frame.rotation))°")
                    }
                    """#,
                tryThis: "Change `steps: 12` to `steps: 4` and run again: only five frames, 45° apart, and the flip looks jumpy."
            ) { print in
                let card = FlippingCard(isFaceUp: true, content: "A")
                for frame in interpolate(card, to: 180, steps: 12) {
                    print.frame(frame.picture, label: "rotation = \(Int(frame.rotation))°")
                }
            },
        ]
    }
}

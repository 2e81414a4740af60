import Foundation
import MemorizeCourseCore

extension Lesson07 {
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

    /// Which curve a change to one view animates with. The view's own `.animation(_:value:)`
    /// (implicit) applies only when its `value` is among the things that changed, and then it wins
    /// over the `withAnimation` (explicit) the change was made in. With neither, the view jumps.
    static func animation(implicit: Curve?, valueChanged: Bool, explicit: Curve?) -> Curve? {
        if let implicit, valueChanged { return implicit }
        return explicit
    }

    /// A track 20 columns long with a marker `o` at `value` (0 at the left edge, 1 at the `|`).
    static func track(_ name: String, at value: Double) -> String {
        let column = min(max(Int((value * 20).rounded()), 0), 23)
        var cells = Array(String(repeating: "-", count: 20) + "|   ")
        cells[column] = "o"
        return name.padding(toLength: 10, withPad: " ", startingAt: 0) + String(cells)
    }
}

extension Lesson07 {
    /// `animation-curves`: linear, ease-in-out and a bouncy spring, sampled over one second.
    static let animationCurves = Demo(id: "animation-curves", title: "Animation curves", lesson: 7) {
        [
            DemoStep(
                "Three timing curves",
                explanation: "An animation's curve says how far along it is at each moment of its duration. Linear moves evenly; ease-in-out starts and ends slowly (SwiftUI's is a Bézier curve; this smooth step has a similar shape); a bouncy spring (SwiftUI's `.bouncy`, or `.spring` given some bounce) overshoots and settles. The plain `.spring` of recent SwiftUI has no bounce: it settles without going past.",
                code: #"""
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
                    """#,
                tryThis: "Change the bouncy curve's `-5 * t` to `-10 * t` and run again: in step 2 the bouncy column overshoots less and settles sooner.",
                run: { _ in }
            ),
            DemoStep(
                "One second in ten steps",
                explanation: "Sampling each curve every tenth of a second shows the difference: ease-in-out lags behind linear in the first half, meets it at exactly 0.5, and is ahead in the second half.",
                code: #"""
                    let duration = 1.0
                    print("t (s)  linear  easeInOut  bouncy")
                    for step in 0...10 {
                        let t = duration * Double(step) / 10
                        let values = Curve.allCases.map { fixed($0.value(at: t / duration)) }
                        print(fixed(t), " ", values[0], "  ", values[1], "     ", values[2])
                    }
                    """#,
                tryThis: "Change `let duration = 1.0` to `2.0` and run again: the times run to 2.00 s, but every curve still goes from 0.00 to about 1.00, as it only sees the fraction gone by.",
                predict: DemoPrediction(
                    "The bouncy curve is a spring heading for 1.00. What is the biggest value in its column?",
                    choices: ["1.00", "0.98", "1.22"],
                    answer: 2,
                    why: "A spring overshoots its target and swings back, so it passes 1.00 early and settles towards it."
                )
            ) { print in
                let duration = 1.0
                print("t (s)  linear  easeInOut  bouncy")
                for step in 0...10 {
                    let t = duration * Double(step) / 10
                    let values = Curve.allCases.map { fixed($0.value(at: t / duration)) }
                    print(fixed(t), " ", values[0], "  ", values[1], "     ", values[2])
                }
            },
            DemoStep(
                "A moving marker",
                explanation: "The same samples as frames: linear and ease-in-out arrive at exactly 1 after one second; the spring is still settling (1.01), since a real spring has no fixed end time. SwiftUI draws a frame each screen refresh; here there are eleven, at explicit times, so the demo is the same every run.",
                code: #"""
                    let duration = 1.0
                    for step in 0...10 {
                        let t = duration * Double(step) / 10
                        let rows = Curve.allCases.map { track($0.rawValue, at: $0.value(at: t / duration)) }
                        print.frame(rows.joined(separator: "\n"), label: "t = \(fixed(t)) s")
                    }
                    """#,
                tryThis: "Change `0...10` to `0...20` and `/ 10` to `/ 20`, then run again: twice as many frames, so the markers move in smaller steps."
            ) { print in
                let duration = 1.0
                for step in 0...10 {
                    let t = duration * Double(step) / 10
                    let rows = Curve.allCases.map { track($0.rawValue, at: $0.value(at: t / duration)) }
                    print.frame(rows.joined(separator: "\n"), label: "t = \(fixed(t)) s")
                }
            },
            DemoStep(
                "Implicit or explicit",
                explanation: "`.animation(.easeInOut, value: x)` is implicit: that view's changes animate when x changes. `withAnimation(.linear) { … }` is explicit: every change made inside it animates. When both apply, the implicit one wins, but only if x is among the things that changed; a change inside `withAnimation` that leaves x alone gets the explicit curve. (SwiftUI works this out for every view a change touches; here there is one view.)",
                code: #"""
                    static func animation(implicit: Curve?, valueChanged: Bool, explicit: Curve?) -> Curve? {
                        if let implicit, valueChanged { return implicit }
                        return explicit
                    }
                    """#,
                tryThis: "Change `if let implicit, valueChanged` to `if let implicit` and run again: in step 5 the change that leaves x alone now runs easeInOut too, as if an implicit animation always won.",
                run: { _ in }
            ),
            DemoStep(
                "Which animation wins",
                explanation: "Five changes to a view whose implicit animation, if it has one, watches x: one under the implicit animation only, one inside `withAnimation` only, two with both (x changes in the first and stays the same in the second), and one with neither, which simply jumps to its new value.",
                code: #"""
                    let cases: [(Curve?, Bool, Curve?)] = [
                        (.easeInOut, true, nil), (nil, false, .linear), (.easeInOut, true, .linear),
                        (.easeInOut, false, .linear), (nil, false, nil),
                    ]
                    for (implicit, xChanges, explicit) in cases {
                        let chosen = animation(implicit: implicit, valueChanged: xChanges, explicit: explicit)
                        print("implicit \(implicit?.rawValue ?? "none"), x \(xChanges ? "changes" : "stays"), explicit \(explicit?.rawValue ?? "none") → \(chosen?.rawValue ?? "no animation")")
                    }
                    """#,
                tryThis: "Add `(.bouncy, true, nil)` to `cases` and run again: a sixth line shows an implicit bouncy animation on its own.",
                predict: DemoPrediction(
                    "The view has `.animation(.easeInOut, value: x)`. A change made in `withAnimation(.linear)` leaves x as it was. Which runs?",
                    choices: ["implicit easeInOut, x stays, explicit linear → linear", "implicit easeInOut, x stays, explicit linear → easeInOut", "implicit easeInOut, x stays, explicit linear → no animation"],
                    answer: 0,
                    why: "The implicit animation only takes over for changes made while x changes; this one leaves x alone, so the explicit linear applies."
                )
            ) { print in
                let cases: [(Curve?, Bool, Curve?)] = [
                    (.easeInOut, true, nil), (nil, false, .linear), (.easeInOut, true, .linear),
                    (.easeInOut, false, .linear), (nil, false, nil),
                ]
                for (implicit, xChanges, explicit) in cases {
                    let chosen = animation(implicit: implicit, valueChanged: xChanges, explicit: explicit)
                    print("implicit \(implicit?.rawValue ?? "none"), x \(xChanges ? "changes" : "stays"), explicit \(explicit?.rawValue ?? "none") → \(chosen?.rawValue ?? "no animation")")
                }
            },
        ]
    }
}

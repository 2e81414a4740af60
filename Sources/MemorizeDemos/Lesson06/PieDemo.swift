import Foundation
import MemorizeCourseCore

extension Lesson06 {
    /// SwiftUI's Angle, cut down: made in degrees, read in degrees or radians.
    struct Angle {
        var degrees: Double
        var radians: Double { degrees * .pi / 180 }
    }

    /// One instruction of a Path, printed the way the lecture's code calls it.
    enum PathElement: CustomStringConvertible {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)

        var description: String {
            switch self {
            case .move(let point): return "move(to: \(format(point)))"
            case .line(let point): return "addLine(to: \(format(point)))"
            case let .arc(center, radius, startAngle, endAngle, clockwise):
                return "addArc(center: \(format(center)), radius: \(format(radius)), "
                    + "startAngle: \(format(CGFloat(startAngle.degrees)))°, endAngle: \(format(CGFloat(endAngle.degrees)))°, "
                    + "clockwise: \(clockwise))"
            }
        }
    }

    /// SwiftUI's Path, cut down: it only records what it is told to draw.
    struct Path {
        var elements: [PathElement] = []
        mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
        mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
        mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
            elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
        }
    }

    /// A number to one decimal place, never "-0.0".
    static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }

    static func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }

    /// The lecture's Pie shape: `clockwise` means clockwise as the user sees it.
    struct Pie {
        var startAngle: Angle
        var endAngle: Angle
        var clockwise = false

        func path(in rect: CGRect) -> Path {
            let middle = CGPoint(x: rect.midX, y: rect.midY)
            let radius = min(rect.width, rect.height) / 2   // fits either orientation

            var wedge = Path()
            wedge.move(to: middle)
            wedge.addLine(to: point(at: startAngle, radius: radius, around: middle))
            wedge.addArc(center: middle, radius: radius,
                         startAngle: startAngle, endAngle: endAngle,
                         clockwise: !clockwise)  // addArc's sense is flipped on a y-down screen
            wedge.addLine(to: middle)
            return wedge
        }

        /// Where a radius at `angle` meets the circle (0 is 3 o'clock, clockwise on screen).
        private func point(at angle: Angle, radius: CGFloat, around middle: CGPoint) -> CGPoint {
            CGPoint(x: middle.x + radius * CGFloat(cos(angle.radians)),
                    y: middle.y + radius * CGFloat(sin(angle.radians)))
        }

        /// How far the arc turns on screen, in degrees, going from the start to the end angle in
        /// the pie's direction. Like an arc, it keeps a whole turn whole: 270° back round to −90° is
        /// the full circle, while −90° to −90° is nothing.
        var sweep: Double {
            let turn = clockwise ? endAngle.degrees - startAngle.degrees : startAngle.degrees - endAngle.degrees
            return turn >= 360 ? 360 : turn - 360 * (turn / 360).rounded(.down)
        }

        /// Whether `point` is on the circle's disc (`inDisc`) and, if so, in the pie's wedge (`inPie`).
        func place(of point: CGPoint, in rect: CGRect) -> (inDisc: Bool, inPie: Bool) {
            let center = CGPoint(x: rect.midX, y: rect.midY)
            let radius = min(rect.width, rect.height) / 2
            let dx = Double(point.x - center.x), dy = Double(point.y - center.y)
            guard dx * dx + dy * dy <= Double(radius * radius) else { return (false, false) }
            let angle = atan2(dy, dx) * 180 / .pi   // y grows downward, so a bigger angle is further clockwise
            let fromStart = clockwise ? angle - startAngle.degrees : startAngle.degrees - angle
            let turned = fromStart - 360 * (fromStart / 360).rounded(.down)   // into 0..<360
            return (true, turned <= sweep)
        }

        /// The pie filled in: one character a cell, a cell 1 unit wide and 2 units tall. `#` is the
        /// pie, `.` the rest of its circle, and a space lies outside the circle.
        func draw(in rect: CGRect) -> [String] {
            stride(from: rect.minY, to: rect.maxY, by: 2).map { y in
                var line = String(stride(from: rect.minX, to: rect.maxX, by: 1).map { x -> Character in
                    let place = place(of: CGPoint(x: x + 0.5, y: y + 1), in: rect)
                    return place.inPie ? "#" : place.inDisc ? "." : " "
                })
                while line.hasSuffix(" ") { line.removeLast() }
                return line
            }
        }
    }

    /// `pie`: the Pie shape's `path(in:)`, its elements for given angles, and the pie filled in.
    static let pie = Demo(id: "pie", title: "The Pie shape", lesson: 6) {
        [
            DemoStep(
                "path(in:)",
                explanation: "A Shape only has to say how to draw itself in a rectangle. The Pie goes to the centre, draws a line out to the start angle's point on the circle, arcs round to the end angle and comes back. Angles count from 3 o'clock; a small helper, `point(at:radius:around:)`, turns one into a point on the circle with `cos` and `sin`.",
                code: #"""
                    func path(in rect: CGRect) -> Path {
                        let middle = CGPoint(x: rect.midX, y: rect.midY)
                        let radius = min(rect.width, rect.height) / 2   // fits either orientation

                        var wedge = Path()
                        wedge.move(to: middle)
                        wedge.addLine(to: point(at: startAngle, radius: radius, around: middle))
                        wedge.addArc(center: middle, radius: radius,
                                     startAngle: startAngle, endAngle: endAngle,
                                     clockwise: !clockwise)  // addArc's sense is flipped on a y-down screen
                        wedge.addLine(to: middle)
                        return wedge
                    }
                    """#,
                tryThis: "Change `clockwise: !clockwise` to `clockwise: clockwise` and run again: step 2's `addArc` now says `clockwise: false`, and on a real screen the other, 110° part of the circle would be filled.",
                run: { _ in }
            ),
            DemoStep(
                "The lecture's pie",
                explanation: "`0 - 90` degrees is 12 o'clock: y grows downward, so the start point is straight above the centre, one radius up. Because of that flipped y, what looks clockwise on screen is counterclockwise to the maths, which is why the Pie passes `!clockwise` on to `addArc`.",
                code: #"""
                    let pie = Pie(startAngle: Angle(degrees: 0 - 90), endAngle: Angle(degrees: 110 - 90))
                    let rect = CGRect(x: 0, y: 0, width: 24, height: 24)
                    for element in pie.path(in: rect).elements {
                        print(element)
                    }
                    """#,
                tryThis: "Change `110 - 90` to `180 - 90` and run again: the arc now ends at 90.0°, at 6 o'clock.",
                predict: DemoPrediction(
                    "The Pie is anticlockwise (`clockwise` is false by default). What does its `addArc` line say?",
                    choices: ["clockwise: false", "clockwise: true"],
                    answer: 1,
                    why: "With y growing downward, what looks anticlockwise on screen is clockwise to the maths, so the Pie passes `!clockwise`."
                )
            ) { print in
                let pie = Pie(startAngle: Angle(degrees: 0 - 90), endAngle: Angle(degrees: 110 - 90))
                let rect = CGRect(x: 0, y: 0, width: 24, height: 24)
                for element in pie.path(in: rect).elements {
                    print(element)
                }
            },
            DemoStep(
                "How far the arc turns",
                explanation: "Before filling the pie in, work out its sweep: how many degrees the arc turns on screen from the start angle to the end angle, in the pie's direction. The lecture's pie goes anticlockwise from −90° to 20°: 250°, since 20° lies 110° the other way. A whole turn stays whole, so anticlockwise from 270° round to −90° is the full circle, while from −90° to −90° is nothing. That is the course's reading of the lecture's 270° start: Apple does not document how `addArc` treats a whole turn, and this demo cannot run SwiftUI to check.",
                code: #"""
                    var sweep: Double {
                        let turn = clockwise ? endAngle.degrees - startAngle.degrees : startAngle.degrees - endAngle.degrees
                        return turn >= 360 ? 360 : turn - 360 * (turn / 360).rounded(.down)
                    }
                    """#,
                tryThis: "In step 5, make the pie `Pie(startAngle: Angle(degrees: 270), endAngle: Angle(degrees: -90))` and run again: anticlockwise from 270° round to -90° is a whole turn, so the whole disc is `#`.",
                run: { _ in }
            ),
            DemoStep(
                "Which cells are inside",
                explanation: "To fill the path in a terminal, test each cell: it is inside if it is within the radius and its angle, counted from the start angle in the pie's direction, is no more than the sweep. With y downward, `atan2` gives angles that grow clockwise on screen, just like the Pie's.",
                code: #"""
                    func place(of point: CGPoint, in rect: CGRect) -> (inDisc: Bool, inPie: Bool) {
                        let center = CGPoint(x: rect.midX, y: rect.midY)
                        let radius = min(rect.width, rect.height) / 2
                        let dx = Double(point.x - center.x), dy = Double(point.y - center.y)
                        guard dx * dx + dy * dy <= Double(radius * radius) else { return (false, false) }
                        let angle = atan2(dy, dx) * 180 / .pi   // y grows downward, so a bigger angle is further clockwise
                        let fromStart = clockwise ? angle - startAngle.degrees : startAngle.degrees - angle
                        let turned = fromStart - 360 * (fromStart / 360).rounded(.down)   // into 0..<360
                        return (true, turned <= sweep)
                    }
                    """#,
                tryThis: "Change `turned <= sweep` to `turned > sweep` and run again: in step 5 `#` and `.` swap places, so the open 110° slice is the part filled.",
                run: { _ in }
            ),
            DemoStep(
                "Filling it in",
                explanation: "A terminal cell is about twice as tall as it is wide, so each row of characters covers 2 units of height: the 24 × 24 square becomes 24 columns by 12 rows and the circle stays round. `#` is the pie and `.` the rest of its circle: the default, anticlockwise pie leaves open the 110° slice that runs clockwise from 12 o'clock.",
                code: #"""
                    let pie = Pie(startAngle: Angle(degrees: 0 - 90), endAngle: Angle(degrees: 110 - 90))
                    for line in pie.draw(in: CGRect(x: 0, y: 0, width: 24, height: 24)) {
                        print(line)
                    }
                    """#,
                tryThis: "Change `110 - 90` to `270 - 90` and run again: the pie now turns 90° anticlockwise from 12 o'clock, so only the top-left quarter is `#`."
            ) { print in
                let pie = Pie(startAngle: Angle(degrees: 0 - 90), endAngle: Angle(degrees: 110 - 90))
                for line in pie.draw(in: CGRect(x: 0, y: 0, width: 24, height: 24)) {
                    print(line)
                }
            },
            DemoStep(
                "Clockwise",
                explanation: "With `clockwise: true` the same kind of pie sweeps the other way: from 12 o'clock to 3 o'clock is now just the top-right quarter. SwiftUI fills the path with the foreground colour. A Shape is Animatable, but the Pie's angles only animate once it exposes them as `animatableData` (lesson 8 does, for the bonus pie).",
                code: #"""
                    let quarter = Pie(startAngle: Angle(degrees: -90), endAngle: Angle(degrees: 0), clockwise: true)
                    let rect = CGRect(x: 0, y: 0, width: 24, height: 24)
                    print(quarter.path(in: rect).elements[2])
                    for line in quarter.draw(in: rect) {
                        print(line)
                    }
                    """#,
                tryThis: "Change `clockwise: true` to `clockwise: false` and run again: the same angles now sweep the other way round, filling all but the top-right quarter.",
                predict: DemoPrediction(
                    "`quarter` asks for `clockwise: true`. What does its `addArc` line say?",
                    choices: ["clockwise: false", "clockwise: true"],
                    answer: 0,
                    why: "The Pie always hands `addArc` the opposite of its own `clockwise`, because the screen's y points down."
                )
            ) { print in
                let quarter = Pie(startAngle: Angle(degrees: -90), endAngle: Angle(degrees: 0), clockwise: true)
                let rect = CGRect(x: 0, y: 0, width: 24, height: 24)
                print(quarter.path(in: rect).elements[2])
                for line in quarter.draw(in: rect) {
                    print(line)
                }
            },
        ]
    }
}

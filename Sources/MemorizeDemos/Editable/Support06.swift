/// The lesson 6 helpers that demos' editable programs use, as text: copies of the declarations
/// in Lesson06/ (EditableDemoTests proves each program still prints what its demo does).
enum Support06 {
    /// What comes before the body of `widthThatFits` that `grid-layout`'s step 1 shows.
    static let widthThatFitsOpening = #"""
    /// AspectVGrid's sum from the lecture: the widest card for which `itemCount` cards, at
    /// `itemAspectRatio` (width / height), fit in `size`. Each try is printed.
    func widthThatFits(itemCount: Int, in size: CGSize, itemAspectRatio: CGFloat, print: DemoPrinter) -> CGFloat {
    """#

    /// And after it.
    static let widthThatFitsClosing = #"""
    }
    """#

    /// GridLayout before the loop that `grid-layout`'s step 4 shows.
    static let gridLayoutOpening = #"""
    /// The 2020 lectures' GridLayout: rows × columns for `itemCount` items in `size`, choosing the
    /// split whose cells come closest to the desired aspect ratio (width / height).
    struct GridLayout {
        let size: CGSize
        private(set) var rowCount = 0
        private(set) var columnCount = 0

        init(itemCount: Int, nearAspectRatio desired: Double = 1, in size: CGSize) {
            self.size = size
            guard itemCount > 0, size.width > 0, size.height > 0 else { return }
            var bestDifference = Double.infinity
    """#

    /// And after it.
    static let gridLayoutClosing = #"""
        }

        var itemSize: CGSize {
            guard rowCount > 0, columnCount > 0 else { return .zero }
            return CGSize(width: size.width / CGFloat(columnCount), height: size.height / CGFloat(rowCount))
        }

        func location(ofItemAt index: Int) -> CGPoint {
            guard rowCount > 0, columnCount > 0 else { return .zero }
            return CGPoint(x: (CGFloat(index % columnCount) + 0.5) * itemSize.width,
                           y: (CGFloat(index / columnCount) + 0.5) * itemSize.height)
        }
    }
    """#

    /// `drawCards`.
    static let drawCards = #"""
    /// `count` cards drawn as boxes, `columns` to a line, each `width` cells wide and `height` rows tall.
    func drawCards(_ count: Int, columns: Int, width: Int, height: Int) -> [String] {
        var lines: [String] = []
        for firstCard in stride(from: 0, to: count, by: columns) {
            let cardsInLine = Swift.min(columns, count - firstCard)
            for row in 0..<height {
                lines.append((0..<cardsInLine).map { column -> String in
                    let inside = width - 2
                    if row == 0 || row == height - 1 { return "+" + String(repeating: "-", count: inside) + "+" }
                    let number = row == height / 2 ? String(firstCard + column + 1) : ""
                    let left = (inside - number.count) / 2
                    return "|" + String(repeating: " ", count: left) + number
                        + String(repeating: " ", count: inside - left - number.count) + "|"
                }.joined())
            }
        }
        return lines
    }
    """#

    /// `format` for numbers and points.
    static let formatting = #"""
    /// A number to one decimal place, never "-0.0".
    func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }

    func format(_ point: CGPoint) -> String { "(\(format(point.x)), \(format(point.y)))" }
    """#

    /// Angle, and the Path that records what a shape draws.
    static let paths = #"""
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
    """#

    /// Pie, less the members `pie`'s steps show (`point(at:)` is internal: they call it from an extension).
    static let pie = #"""
    /// The lecture's Pie shape: `clockwise` means clockwise as the user sees it.
    struct Pie {
        var startAngle: Angle
        var endAngle: Angle
        var clockwise = false

        /// Where a radius at `angle` meets the circle (0 is 3 o'clock, clockwise on screen).
        func point(at angle: Angle, radius: CGFloat, around middle: CGPoint) -> CGPoint {
            CGPoint(x: middle.x + radius * CGFloat(cos(angle.radians)),
                    y: middle.y + radius * CGFloat(sin(angle.radians)))
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
    """#

    /// Pie whole, for the demos of later lessons.
    static let wholePie = #"""
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
    """#
}

/// The lesson 5 helpers that demos' editable programs use, as text: copies of the declarations
/// in Lesson05/ (EditableDemoTests proves each program still prints what its demo does).
enum Support05 {
    /// LayoutView, less the members `layout`'s step 1 shows.
    static let layoutView = #"""
    /// One child of the terminal HStack: how wide it may be, and how it draws itself at a width.
    struct LayoutView {
        enum Kind { case image, text, shape }
        let kind: Kind
        let label: String
        var layoutPriority = 0.0

        /// A name for printing: what the view would be in SwiftUI.
        var name: String {
            switch kind {
            case .image: return "Image"
            case .text: return "Text(\"\(label)\")"
            case .shape: return "RoundedRectangle"
            }
        }

        /// The view drawn `width` columns wide: text truncates with "…", a shape stretches.
        func draw(width: Int) -> String {
            switch kind {
            case .image: return label
            case .text: return width >= label.count ? label : String(label.prefix(width - 1)) + "…"
            case .shape: return width >= 2 ? "[" + String(repeating: "~", count: width - 2) + "]" : String(repeating: "~", count: width)
            }
        }
    }
    """#

    /// `offerOrder` and `place`.
    static let offerOrderAndPlace = #"""
    /// The order an HStack offers space in: higher `layoutPriority` first, then least flexible first.
    func offerOrder(_ views: [LayoutView]) -> [Int] {
        views.indices.sorted { a, b in
            if views[a].layoutPriority != views[b].layoutPriority {
                return views[a].layoutPriority > views[b].layoutPriority
            }
            if views[a].flexibility != views[b].flexibility {
                return views[a].flexibility < views[b].flexibility
            }
            return a < b
        }
    }

    /// Prints where each view went, then draws the row.
    func place(_ views: [LayoutView], widths: [Int], spacing: Int, print: DemoPrinter) {
        var x = 0
        for (view, width) in zip(views, widths) {
            print("\(view.name) at x = \(x), width \(width)")
            x += width + spacing
        }
        let row = zip(views, widths).map { view, width in view.draw(width: width) }
        print("|" + row.joined(separator: String(repeating: " ", count: spacing)) + "|")
    }
    """#

    /// What comes before the body of `hstack` that `layout`'s step 2 shows.
    static let hstackOpening = #"""
    /// Lays `views` out side by side in `width` columns, printing each offer and each choice.
    func hstack(_ views: [LayoutView], width: Int, spacing: Int, print: DemoPrinter) -> [Int] {
    """#

    /// And after it.
    static let hstackClosing = #"""
    }
    """#

    /// BonusCard before the observers that `property-observers`' step 1 shows.
    static let bonusCardOpening = #"""
    /// A card that times how long it has been face up, as the lecture's bonus-time card does.
    /// A pretend clock (`now`, in seconds) keeps every run the same, and the card reports what it
    /// does to `report` where the app would quietly start and stop a timer.
    struct BonusCard {
        let report: DemoPrinter
        var now = 0
        var lastFaceUpTime: Int?
        var pastFaceUpTime = 0
    """#

    /// Between step 1's code and step 2's.
    static let bonusCardMiddle = #"""

    """#

    /// After step 2's.
    static let bonusCardClosing = #"""
    }
    """#

    /// `view-builder`'s views and the functions that make, list and draw them.
    static let terminalViews = #"""
    /// A terminal view: a piece of text, a card, or a stack of other views.
    indirect enum TerminalView {
        case text(String)
        case card(String, isFaceUp: Bool)
        case vStack([TerminalView])
        case hStack([TerminalView])
    }

    func VStack(@TerminalViewBuilder _ content: () -> [TerminalView]) -> TerminalView { .vStack(content()) }

    func HStack(@TerminalViewBuilder _ content: () -> [TerminalView]) -> TerminalView { .hStack(content()) }

    func Text(_ string: String) -> TerminalView { .text(string) }

    func CardView(_ content: String, isFaceUp: Bool) -> TerminalView { .card(content, isFaceUp: isFaceUp) }

    /// SwiftUI's ForEach, cut down: the views its closure makes for each item, in order. (SwiftUI's
    /// is a view of its own and needs Identifiable items or an `id:`; this one keeps no identity.)
    func ForEach<Item>(_ items: [Item], @TerminalViewBuilder _ content: (Item) -> [TerminalView]) -> [TerminalView] {
        items.flatMap(content)
    }

    /// The view tree, one view a line, children indented under their stack.
    func tree(_ view: TerminalView, indent: String = "") -> [String] {
        switch view {
        case .text(let string): return [indent + "Text(\"\(string)\")"]
        case .card(let content, let isFaceUp): return [indent + "CardView(\(content), isFaceUp: \(isFaceUp))"]
        case .vStack(let children): return [indent + "VStack"] + children.flatMap { tree($0, indent: indent + "  ") }
        case .hStack(let children): return [indent + "HStack"] + children.flatMap { tree($0, indent: indent + "  ") }
        }
    }

    /// The view drawn as lines of text: stacks put their children under or beside each other.
    func render(_ view: TerminalView) -> [String] {
        switch view {
        case .text(let string): return [string]
        case .card(let content, let isFaceUp): return [isFaceUp ? "[\(content)]" : "[??]"]
        case .vStack(let children): return children.flatMap { render($0) }
        case .hStack(let children):
            let blocks = children.map { render($0) }
            let height = blocks.map(\.count).max() ?? 0
            return (0..<height).map { row in
                blocks.map { block in
                    let width = block.map(\.count).max() ?? 0
                    let line = row < block.count ? block[row] : ""
                    return line + String(repeating: " ", count: width - line.count)
                }.joined(separator: " ")
            }
        }
    }
    """#
}

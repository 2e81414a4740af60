import MemorizeCourseCore

extension Lesson05 {
    /// One child of the terminal HStack: how wide it may be, and how it draws itself at a width.
    struct LayoutView {
        enum Kind { case image, text, shape }
        let kind: Kind
        let label: String
        var layoutPriority = 0.0

        var minWidth: Int {
            switch kind {
            case .image: return label.count                  // an image never shrinks
            case .text: return Swift.min(label.count, 2)     // text can shrink to "M…"
            case .shape: return 0                            // a shape fits anything
            }
        }
        var maxWidth: Int { kind == .shape ? Int.max : label.count }
        var flexibility: Int { maxWidth - minWidth }
        func width(offered: Int) -> Int { Swift.min(Swift.max(offered, minWidth), maxWidth) }

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

    /// The order an HStack offers space in: higher `layoutPriority` first, then least flexible first.
    static func offerOrder(_ views: [LayoutView]) -> [Int] {
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

    /// Lays `views` out side by side in `width` columns, printing each offer and each choice.
    static func hstack(_ views: [LayoutView], width: Int, spacing: Int, print: DemoPrinter) -> [Int] {
        var remaining = width - spacing * (views.count - 1)
        var widths = Array(repeating: 0, count: views.count)
        let order = offerOrder(views)
        for (n, index) in order.enumerated() {
            let later = order[(n + 1)...]
            let sharing = later.filter { views[$0].layoutPriority == views[index].layoutPriority }.count + 1
            let reserved = later.filter { views[$0].layoutPriority < views[index].layoutPriority }
                .reduce(0) { $0 + views[$1].minWidth }
            let offer = (remaining - reserved) / sharing
            widths[index] = views[index].width(offered: offer)
            remaining -= widths[index]
            print("offer \(views[index].name) \(offer) → it takes \(widths[index]), \(remaining) left")
        }
        return widths
    }

    /// Prints where each view went, then draws the row.
    static func place(_ views: [LayoutView], widths: [Int], spacing: Int, print: DemoPrinter) {
        var x = 0
        for (view, width) in zip(views, widths) {
            print("\(view.name) at x = \(x), width \(width)")
            x += width + spacing
        }
        let row = zip(views, widths).map { view, width in view.draw(width: width) }
        print("|" + row.joined(separator: String(repeating: " ", count: spacing)) + "|")
    }

    /// `layout`: how an HStack divides its width among a fixed, a text-like and a flexible view.
    static let layout = Demo(id: "layout", title: "HStack layout", lesson: 5) {
        [
            DemoStep(
                "Three kinds of view",
                explanation: "A container offers each child some space, and the child picks its own size. An Image is inflexible, Text wants its text's width but can shrink (truncating), and a shape like RoundedRectangle takes whatever it is offered.",
                code: #"""
                    var minWidth: Int {
                        switch kind {
                        case .image: return label.count                  // an image never shrinks
                        case .text: return Swift.min(label.count, 2)     // text can shrink to "M…"
                        case .shape: return 0                            // a shape fits anything
                        }
                    }
                    var maxWidth: Int { kind == .shape ? Int.max : label.count }
                    var flexibility: Int { maxWidth - minWidth }
                    func width(offered: Int) -> Int { Swift.min(Swift.max(offered, minWidth), maxWidth) }
                    """#,
                tryThis: "Change the text case to `return label.count`, text that never shrinks, and run again: in step 4 'Memorize' keeps all 8 columns and the shape is squeezed to 3.",
                run: { _ in }
            ),
            DemoStep(
                "Offer, choose, subtract",
                explanation: "The HStack offers space to its least flexible child first, sharing what is left equally among the children not yet sized. Whatever a child takes is subtracted before the next offer, so the most flexible view gets the leftovers. A view with a higher `layoutPriority` goes before all lower ones and is offered what is left minus their minimum widths.",
                code: #"""
                    var remaining = width - spacing * (views.count - 1)
                    var widths = Array(repeating: 0, count: views.count)
                    let order = offerOrder(views)
                    for (n, index) in order.enumerated() {
                        let later = order[(n + 1)...]
                        let sharing = later.filter { views[$0].layoutPriority == views[index].layoutPriority }.count + 1
                        let reserved = later.filter { views[$0].layoutPriority < views[index].layoutPriority }
                            .reduce(0) { $0 + views[$1].minWidth }
                        let offer = (remaining - reserved) / sharing
                        widths[index] = views[index].width(offered: offer)
                        remaining -= widths[index]
                        print("offer \(views[index].name) \(offer) → it takes \(widths[index]), \(remaining) left")
                    }
                    return widths
                    """#,
                tryThis: "Change `let offer = (remaining - reserved) / sharing` to `let offer = remaining - reserved` and run again: in step 4 the text takes all 8 columns, leaving 3 for the shape, since nothing is shared out any more.",
                run: { _ in }
            ),
            DemoStep(
                "30 columns",
                explanation: "With plenty of room, the Image takes its 3 columns, the Text its whole 8, and the RoundedRectangle everything else. Then the HStack places them left to right with 1 column of spacing. SwiftUI does the same in two dimensions, with proposed sizes that may be unspecified, and a Spacer is just another very flexible view.",
                code: #"""
                    let views = [LayoutView(kind: .image, label: "(@)"), LayoutView(kind: .text, label: "Memorize"),
                                 LayoutView(kind: .shape, label: "")]
                    let widths = hstack(views, width: 30, spacing: 1, print: print)
                    place(views, widths: widths, spacing: 1, print: print)
                    """#,
                tryThis: "Change `width: 30` to `width: 40` and run again: the image and the text still take 3 and 8 columns, and the shape gets all the extra room.",
                predict: DemoPrediction(
                    "The image is offered 9 columns first. How many does it take?",
                    choices: ["offer Image 9 → it takes 9", "offer Image 9 → it takes 3", "offer Image 9 → it takes 0"],
                    answer: 1,
                    why: "An image has a fixed size: it takes its own 3 columns whatever it is offered, leaving more for the others."
                )
            ) { print in
                let views = [LayoutView(kind: .image, label: "(@)"), LayoutView(kind: .text, label: "Memorize"),
                             LayoutView(kind: .shape, label: "")]
                let widths = hstack(views, width: 30, spacing: 1, print: print)
                place(views, widths: widths, spacing: 1, print: print)
            },
            DemoStep(
                "Squeezed to 16",
                explanation: "In 16 columns the Text is offered only half of what is left after the Image, so it truncates to \"Memo…\" even though the shape could have given way: the shape is offered last and gets the rest.",
                code: #"""
                    let squeezed = [LayoutView(kind: .image, label: "(@)"), LayoutView(kind: .text, label: "Memorize"),
                                    LayoutView(kind: .shape, label: "")]
                    let widths = hstack(squeezed, width: 16, spacing: 1, print: print)
                    place(squeezed, widths: widths, spacing: 1, print: print)
                    """#,
                tryThis: "Change `width: 16` to `width: 12` and run again: the text is offered less and shrinks further, to 'Me…'.",
                predict: DemoPrediction(
                    "With only 16 columns, how is the row drawn?",
                    choices: ["|(@) Memo… [~~~~]|", "|(@) Memorize []|", "|(@) Me… [~~~~~~]|"],
                    answer: 0,
                    why: "The least flexible view is offered first; the text, offered an even share, truncates, and the shape takes what is left."
                )
            ) { print in
                let squeezed = [LayoutView(kind: .image, label: "(@)"), LayoutView(kind: .text, label: "Memorize"),
                                LayoutView(kind: .shape, label: "")]
                let widths = hstack(squeezed, width: 16, spacing: 1, print: print)
                place(squeezed, widths: widths, spacing: 1, print: print)
            },
            DemoStep(
                "layoutPriority",
                explanation: "`.layoutPriority(1)` puts the Text ahead of the others. It is offered everything except the minimum widths the lower-priority views still need, so it keeps all 8 columns and the shape shrinks instead.",
                code: #"""
                    var text = LayoutView(kind: .text, label: "Memorize")
                    text.layoutPriority = 1
                    let prioritized = [LayoutView(kind: .image, label: "(@)"), text, LayoutView(kind: .shape, label: "")]
                    let widths = hstack(prioritized, width: 16, spacing: 1, print: print)
                    place(prioritized, widths: widths, spacing: 1, print: print)
                    """#,
                tryThis: "Set `text.layoutPriority = 0` and run again: the text is offered its share after the image, and is squeezed back to 'Memo…' as in step 4.",
                predict: DemoPrediction(
                    "The text now has `layoutPriority = 1`. How is the row drawn?",
                    choices: ["|(@) Memo… [~~~~]|", "|Memorize (@) [~]|", "|(@) Memorize [~]|"],
                    answer: 2,
                    why: "Priority changes the order of the offers, not the order on screen: the text is asked first, with room kept for the others' minimums."
                )
            ) { print in
                var text = LayoutView(kind: .text, label: "Memorize")
                text.layoutPriority = 1
                let prioritized = [LayoutView(kind: .image, label: "(@)"), text, LayoutView(kind: .shape, label: "")]
                let widths = hstack(prioritized, width: 16, spacing: 1, print: print)
                place(prioritized, widths: widths, spacing: 1, print: print)
            },
        ]
    }
}

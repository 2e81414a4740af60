import MemorizeCourseCore

extension Lesson07 {
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

    struct Cardify: TextViewModifier {
        var isFaceUp: Bool

        func body(content: [String]) -> [String] {
            let width = content.map(\.count).max() ?? 0
            let edge = "+" + String(repeating: "-", count: width + 2) + "+"
            let rows = content.map { line in
                isFaceUp
                    ? "| " + line + String(repeating: " ", count: width - line.count) + " |"
                    : "|" + String(repeating: "#", count: width + 2) + "|"
            }
            return [edge] + rows + [edge]
        }
    }
}

// The protocol extension below lies outside `Lesson07`, where these names would need a
// `Lesson07.` that the demo's shown code (as the lecture writes it) does not have.
typealias TextView = Lesson07.TextView
typealias TextViewModifier = Lesson07.TextViewModifier
typealias ModifiedTextView = Lesson07.ModifiedTextView
typealias Cardify = Lesson07.Cardify

extension Lesson07.TextView {
    func modifier<Modifier: TextViewModifier>(_ modifier: Modifier) -> some TextView {
        ModifiedTextView(content: self, modifier: modifier)
    }

    func cardify(isFaceUp: Bool) -> some TextView {
        modifier(Cardify(isFaceUp: isFaceUp))
    }

    /// The view's lines, ready to print.
    var text: String { lines.joined(separator: "\n") }
}

extension Lesson07 {
    /// `cardify`: a view modifier that turns any small view into a card, face up or face down.
    static let cardify = Demo(id: "cardify", title: "Cardify (ViewModifier)", lesson: 7) {
        [
            DemoStep(
                "A view is something that draws",
                explanation: "On a terminal a view can simply be a value that knows its lines of text. A caption is one line; SwiftUI's `View` has a `body` instead, built from other views.",
                code: #"""
                    let boo = Caption(text: "boo!")
                    let timer = TimeBar(fraction: 0.5)
                    print(boo.text)
                    print(timer.text)
                    """#,
                tryThis: "Change `TimeBar(fraction: 0.5)` to `TimeBar(fraction: 0.25)` and run again: the bar shows two `=` instead of four."
            ) { print in
                let boo = Caption(text: "boo!")
                let timer = TimeBar(fraction: 0.5)
                print(boo.text)
                print(timer.text)
            },
            DemoStep(
                "The Cardify modifier",
                explanation: "A modifier takes whatever content it is given and wraps it. Face up, Cardify draws a border round the content; face down it draws only the filled back, the content's size but none of its text. In SwiftUI the body is a ZStack of a RoundedRectangle and the content.",
                code: #"""
                    struct Cardify: TextViewModifier {
                        var isFaceUp: Bool

                        func body(content: [String]) -> [String] {
                            let width = content.map(\.count).max() ?? 0
                            let edge = "+" + String(repeating: "-", count: width + 2) + "+"
                            let rows = content.map { line in
                                isFaceUp
                                    ? "| " + line + String(repeating: " ", count: width - line.count) + " |"
                                    : "|" + String(repeating: "#", count: width + 2) + "|"
                            }
                            return [edge] + rows + [edge]
                        }
                    }
                    """#,
                tryThis: ##"Change the face-down fill `"#"` to `"?"` and run again: the face-down cards in step 4 fill with question marks."##,
                run: { _ in }
            ),
            DemoStep(
                "A .cardify(isFaceUp:) method",
                explanation: "`modifier(_:)` pairs a view with a modifier. An extension on the view protocol gives every view a `cardify(isFaceUp:)` that does it, just as the lecture extends `View`.",
                code: #"""
                    func cardify(isFaceUp: Bool) -> some TextView {
                        modifier(Cardify(isFaceUp: isFaceUp))
                    }
                    """#,
                tryThis: "Change `Cardify(isFaceUp: isFaceUp)` to `Cardify(isFaceUp: true)` and run again: in step 4 the face-down cards show their content too, as the argument is ignored.",
                run: { _ in }
            ),
            DemoStep(
                "Any view becomes a card",
                explanation: "The same modifier works on two quite different views, because it only ever sees their lines. Face down, both show just the back.",
                code: #"""
                    let boo = Caption(text: "boo!")
                    let timer = TimeBar(fraction: 0.5)
                    print(boo.cardify(isFaceUp: true).text)
                    print(timer.cardify(isFaceUp: true).text)
                    print(boo.cardify(isFaceUp: false).text)
                    print(timer.cardify(isFaceUp: false).text)
                    """#,
                tryThis: "Change `TimeBar(fraction: 0.5)` to `TimeBar(fraction: 1)` and run again: the bar fills, and its card keeps the same size, face up or down.",
                predict: DemoPrediction(
                    "Face down, what does the TimeBar's card have between its edges?",
                    choices: ["|############| / |############|", "|############|", "| time left  | / |############|"],
                    answer: 0,
                    why: "Cardify hides each line of the content behind `#`, so the two-line TimeBar gives two rows, as wide as its widest line."
                )
            ) { print in
                let boo = Caption(text: "boo!")
                let timer = TimeBar(fraction: 0.5)
                print(boo.cardify(isFaceUp: true).text)
                print(timer.cardify(isFaceUp: true).text)
                print(boo.cardify(isFaceUp: false).text)
                print(timer.cardify(isFaceUp: false).text)
            },
            DemoStep(
                "Modifiers stack",
                explanation: "A modified view is a view too, so it can be modified again: here a card inside a card.",
                code: #"""
                    let boo = Caption(text: "boo!")
                    let twice = boo.cardify(isFaceUp: true).cardify(isFaceUp: true)
                    print(twice.text)
                    """#,
                tryThis: "Add a third `.cardify(isFaceUp: false)` at the end and run again: the whole nest becomes one face-down card of `#`.",
                predict: DemoPrediction(
                    "What is the middle line of the twice-cardified view?",
                    choices: ["| boo! |", "| | boo! | |", "|| boo! ||"],
                    answer: 1,
                    why: "The second Cardify treats the first card, edges and all, as its content and draws a card round it."
                )
            ) { print in
                let boo = Caption(text: "boo!")
                let twice = boo.cardify(isFaceUp: true).cardify(isFaceUp: true)
                print(twice.text)
            },
        ]
    }
}

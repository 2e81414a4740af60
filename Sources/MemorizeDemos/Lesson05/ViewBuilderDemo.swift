import MemorizeCourseCore

extension Lesson05 {
    /// A terminal view: a piece of text, a card, or a stack of other views.
    indirect enum TerminalView {
        case text(String)
        case card(String, isFaceUp: Bool)
        case vStack([TerminalView])
        case hStack([TerminalView])
    }

    /// Turns the lines of a closure into an array of views, as SwiftUI's @ViewBuilder turns them into a TupleView.
    @resultBuilder
    enum TerminalViewBuilder {
        static func buildExpression(_ view: TerminalView) -> [TerminalView] { [view] }
        static func buildBlock(_ parts: [TerminalView]...) -> [TerminalView] { parts.flatMap { $0 } }
        static func buildEither(first part: [TerminalView]) -> [TerminalView] { part }
        static func buildEither(second part: [TerminalView]) -> [TerminalView] { part }
        static func buildOptional(_ part: [TerminalView]?) -> [TerminalView] { part ?? [] }
        // Lets a whole list, such as `board(_:)`'s, stand as one line of another builder.
        static func buildExpression(_ views: [TerminalView]) -> [TerminalView] { views }
    }

    static func VStack(@TerminalViewBuilder _ content: () -> [TerminalView]) -> TerminalView { .vStack(content()) }
    static func HStack(@TerminalViewBuilder _ content: () -> [TerminalView]) -> TerminalView { .hStack(content()) }
    static func Text(_ string: String) -> TerminalView { .text(string) }
    static func CardView(_ content: String, isFaceUp: Bool) -> TerminalView { .card(content, isFaceUp: isFaceUp) }
    /// SwiftUI's ForEach, cut down: the views its closure makes for each item, in order. (SwiftUI's
    /// is a view of its own and needs Identifiable items or an `id:`; this one keeps no identity.)
    static func ForEach<Item>(_ items: [Item], @TerminalViewBuilder _ content: (Item) -> [TerminalView]) -> [TerminalView] {
        items.flatMap(content)
    }

    /// The board, written the way a SwiftUI `body` is: a list of views, with `let`, `ForEach` and `if`/`else`.
    @TerminalViewBuilder
    static func board(_ cards: [(content: String, isFaceUp: Bool)]) -> [TerminalView] {
        Text("Memorize!")
        let faceUpCount = cards.filter { $0.isFaceUp }.count
        HStack {
            ForEach(cards) { card in
                CardView(card.content, isFaceUp: card.isFaceUp)
            }
        }
        if faceUpCount == 1 {
            Text("one card face up")
        } else {
            Text("\(faceUpCount) cards face up")
        }
    }

    /// The view tree, one view a line, children indented under their stack.
    static func tree(_ view: TerminalView, indent: String = "") -> [String] {
        switch view {
        case .text(let string): return [indent + "Text(\"\(string)\")"]
        case .card(let content, let isFaceUp): return [indent + "CardView(\(content), isFaceUp: \(isFaceUp))"]
        case .vStack(let children): return [indent + "VStack"] + children.flatMap { tree($0, indent: indent + "  ") }
        case .hStack(let children): return [indent + "HStack"] + children.flatMap { tree($0, indent: indent + "  ") }
        }
    }

    /// The view drawn as lines of text: stacks put their children under or beside each other.
    static func render(_ view: TerminalView) -> [String] {
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

    /// `view-builder`: a home-made result builder that turns a list of views, with `let`,
    /// `ForEach` and `if`/`else`, into a tree of terminal views.
    static let viewBuilder = Demo(id: "view-builder", title: "@ViewBuilder", lesson: 5) {
        [
            DemoStep(
                "A result builder",
                explanation: "A result builder tells Swift how to combine the lines of a closure. `buildExpression` wraps each view, `buildBlock` joins the lines, `buildEither` handles `if`/`else` and `buildOptional` an `if` alone (SwiftUI's spells it `buildIf`). SwiftUI's @ViewBuilder is one of these. Like it, this one has no `buildArray`, the method a `for` loop would need, so views are repeated with `ForEach`.",
                code: #"""
                    @resultBuilder
                    enum TerminalViewBuilder {
                        static func buildExpression(_ view: TerminalView) -> [TerminalView] { [view] }
                        static func buildBlock(_ parts: [TerminalView]...) -> [TerminalView] { parts.flatMap { $0 } }
                        static func buildEither(first part: [TerminalView]) -> [TerminalView] { part }
                        static func buildEither(second part: [TerminalView]) -> [TerminalView] { part }
                        static func buildOptional(_ part: [TerminalView]?) -> [TerminalView] { part ?? [] }
                        // Lets a whole list, such as `board(_:)`'s, stand as one line of another builder.
                        static func buildExpression(_ views: [TerminalView]) -> [TerminalView] { views }
                    }
                    """#,
                tryThis: "Delete the two `buildEither` lines and run again: `board` in step 2 no longer builds, because its `if … else` needs them.",
                run: { _ in }
            ),
            DemoStep(
                "A list of views",
                explanation: "Marked `@TerminalViewBuilder`, a function's body is a list of views rather than ordinary statements. As in a SwiftUI `body`, a local `let` is allowed, `if`/`else` chooses views, `ForEach` repeats them, and no `return` is needed. This `ForEach` is a function that gives back the views its closure makes for each card; SwiftUI's is a view, over Identifiable items (or given an `id:`).",
                code: #"""
                    @TerminalViewBuilder
                    static func board(_ cards: [(content: String, isFaceUp: Bool)]) -> [TerminalView] {
                        Text("Memorize!")
                        let faceUpCount = cards.filter { $0.isFaceUp }.count
                        HStack {
                            ForEach(cards) { card in
                                CardView(card.content, isFaceUp: card.isFaceUp)
                            }
                        }
                        if faceUpCount == 1 {
                            Text("one card face up")
                        } else {
                            Text("\(faceUpCount) cards face up")
                        }
                    }
                    """#,
                tryThis: "Change `ForEach(cards) { card in` to `for card in cards {` and run again: `board` no longer compiles, since a builder without `buildArray`, like SwiftUI's, takes no `for` loop.",
                run: { _ in }
            ),
            DemoStep(
                "The tree it builds",
                explanation: "Calling `board` gives a tree of values: two cards face up, so the `else` branch's Text was chosen. SwiftUI builds such a tree of view structs from every `body` and works out what to draw from it.",
                code: #"""
                    let view = VStack { board([("👻", true), ("🎃", false), ("🦇", true)]) }
                    for line in tree(view) {
                        print(line)
                    }
                    """#,
                tryThis: #"Turn the 🎃 face up too (`("🎃", true)`) and run again: the last Text now reads '3 cards face up'."#,
                predict: DemoPrediction(
                    "Two of the three cards are face up. Which Text ends the tree?",
                    choices: [#"Text("one card face up")"#, #"Text("2 cards face up")"#, #"Text("3 cards face up")"#],
                    answer: 1,
                    why: "Only the branch of the `if` that runs becomes a view, and `let faceUpCount` makes no view at all."
                )
            ) { print in
                let view = VStack { board([("👻", true), ("🎃", false), ("🦇", true)]) }
                for line in tree(view) {
                    print(line)
                }
            },
            DemoStep(
                "Rendering it",
                explanation: "Rendering walks the same tree: a VStack puts its children under each other and an HStack beside each other. With one card face up, the `if` branch's Text is drawn this time.",
                code: #"""
                    let view = VStack { board([("👻", false), ("🎃", true), ("🦇", false)]) }
                    for line in render(view) {
                        print(line)
                    }
                    """#,
                tryThis: "Turn every card face down (all `false`) and run again: the last line reads '0 cards face up', since only exactly one takes the other branch.",
                predict: DemoPrediction(
                    "One card is face up. What is the last line?",
                    choices: ["one card face up", "1 cards face up", #"Text("one card face up")"#],
                    answer: 0,
                    why: "`faceUpCount == 1` picks the first branch, and rendering draws the Text's string, not its description."
                )
            ) { print in
                let view = VStack { board([("👻", false), ("🎃", true), ("🦇", false)]) }
                for line in render(view) {
                    print(line)
                }
            },
        ]
    }
}

/// Fits the lines of a code block to the terminal. Left to the terminal, a long line of code
/// wraps in the middle of a word, back at column 0, and reads as two lines of code; here a
/// line is broken only between tokens (after a space when there is one), and each continued
/// part starts with a dim `↪` under the line's own indentation, so it cannot be mistaken
/// for a line of its own. A token longer than the whole width (a long string) is cut where
/// it must be. The text itself is unchanged: joined back, the parts are the line.
struct CodeWrapper {
    /// Columns for a line of code, after the block's indent.
    let width: Int
    let styler: Styler

    static let marker = "↪ "

    /// A block of Swift as terminal lines: highlighted, each line under `indent` and broken
    /// between tokens to fit `width` columns in all: a lesson page's Swift blocks, a demo
    /// step's code and a quiz question's code all come through here.
    static func swiftBlock(_ code: String, width: Int, indent: String = "    ", styler: Styler) -> [String] {
        let wrapper = CodeWrapper(width: max(20, width - DisplayWidth.of(indent)), styler: styler)
        let highlighter = SwiftHighlighter()
        var inBlockComment = false
        return code.lines().flatMap { line -> [String] in
            guard !line.isEmpty else { return [""] }
            let tokens = highlighter.tokenize(String(line), inBlockComment: &inBlockComment)
            return wrapper.wrap(tokens) { styler.apply(SwiftHighlighter.styles(for: $0.kind), to: $0.text) }.map { indent + $0 }
        }
    }

    /// One source line (as tokens) as terminal lines, the first unprefixed, each continuation
    /// prefixed with its indentation and the marker. `style` colours a piece of a token.
    func wrap(_ tokens: [SwiftHighlighter.Token], style: (SwiftHighlighter.Token) -> String) -> [String] {
        var characters: [Character] = []
        var kinds: [SwiftHighlighter.Kind] = []
        var tokenStart: Set<Int> = []
        for token in tokens {
            tokenStart.insert(characters.count)
            for character in token.text {
                characters.append(character)
                kinds.append(token.kind)
            }
        }
        let widths = characters.map(DisplayWidth.of)
        guard widths.reduce(0, +) > width else { return [render(characters[...], kinds[...], style)] }
        let indentation = String(characters.prefix { $0 == " " })
        // A deep indentation would leave too little room for the rest: then it is not repeated.
        let continuation = width - DisplayWidth.of(indentation) - Self.marker.count >= 20 ? indentation : ""
        let prefix = continuation + styler.apply(.dim, to: Self.marker)
        var lines: [String] = []
        var start = 0
        var room = width
        while start < characters.count {
            var end = start
            var used = 0
            while end < characters.count && used + widths[end] <= room { used += widths[end]; end += 1 }
            if end < characters.count {
                let candidates = (start + 1)...max(start + 1, end)
                let afterSpace = candidates.last { $0 < characters.count && characters[$0 - 1] == " " && characters[$0] != " " }
                let betweenTokens = candidates.last { tokenStart.contains($0) }
                end = afterSpace ?? betweenTokens ?? max(start + 1, end)
            }
            var piece = characters[start..<end]
            while piece.count > 1, piece.last == " " { piece = piece.dropLast() }
            lines.append((lines.isEmpty ? "" : prefix) + render(piece, kinds[piece.indices], style))
            start = end
            while start < characters.count && characters[start] == " " { start += 1 }
            room = width - DisplayWidth.of(continuation) - Self.marker.count
        }
        return lines
    }

    /// Characters back into styled text, one style run per stretch of one kind.
    private func render(_ characters: ArraySlice<Character>, _ kinds: ArraySlice<SwiftHighlighter.Kind>,
                        _ style: (SwiftHighlighter.Token) -> String) -> String {
        var text = ""
        var index = characters.startIndex
        while index < characters.endIndex {
            var end = index
            while end < characters.endIndex && kinds[end] == kinds[index] { end += 1 }
            text += style(SwiftHighlighter.Token(text: String(characters[index..<end]), kind: kinds[index]))
            index = end
        }
        return text
    }
}

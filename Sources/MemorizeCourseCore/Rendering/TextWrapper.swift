/// Greedy word wrapping of styled text by display width (emoji count as two columns).
public struct TextWrapper {
    public let styler: Styler

    public init(styler: Styler) { self.styler = styler }

    /// Wraps `spans` into lines no wider than `width` columns (a single word longer than
    /// that gets a line of its own). `firstPrefix` starts the first line and
    /// `continuationPrefix` the others; both count toward the width.
    public func wrap(
        _ spans: [InlineSpan],
        width: Int,
        firstPrefix: String = "",
        continuationPrefix: String = ""
    ) -> [String] {
        // One pass: pieces of text between spaces are gathered into a word (a word may mix
        // styles, as in "`nil`,"), and each finished word is placed on the current line or
        // starts the next one.
        var lines: [String] = []
        var line = firstPrefix
        var lineWidth = DisplayWidth.of(firstPrefix)
        var lineHasWord = false
        var word = ""
        var wordWidth = 0

        func placeWord() {
            guard wordWidth > 0 else { return }
            if lineHasWord && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = continuationPrefix
                lineWidth = DisplayWidth.of(continuationPrefix)
                lineHasWord = false
            }
            if lineHasWord { line += " "; lineWidth += 1 }
            line += word
            lineWidth += wordWidth
            lineHasWord = true
            word = ""
            wordWidth = 0
        }

        for span in spans {
            let text = styler.enabled || span.style != .code ? span.text : "`\(span.text)`"
            let styled = styler.enabled && span.style != .plain
            func addPiece(_ piece: Substring) {
                guard !piece.isEmpty else { return }
                if styled { word += render(InlineSpan(String(piece), span.style)) } else { word.append(contentsOf: piece) }
                wordWidth += DisplayWidth.of(piece)
            }
            let utf8 = text.utf8
            var pieceStart = utf8.startIndex
            var index = utf8.startIndex
            while index < utf8.endIndex {
                if utf8[index] == 0x20 {
                    addPiece(text[pieceStart..<index])
                    placeWord()
                    pieceStart = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
            addPiece(text[pieceStart..<utf8.endIndex]) // the word may go on in the next span
        }
        placeWord()
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Plain-text convenience.
    public func wrap(_ text: String, width: Int, firstPrefix: String = "", continuationPrefix: String = "") -> [String] {
        wrap([InlineSpan(text)], width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
    }

    private func render(_ span: InlineSpan) -> String {
        switch span.style {
        case .plain: return span.text
        case .emphasis: return styler.apply(.italic, to: span.text)
        case .strong: return styler.apply(.bold, to: span.text)
        case .code: return styler.apply(.yellow, to: span.text)
        }
    }
}

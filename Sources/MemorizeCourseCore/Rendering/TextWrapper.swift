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
        let words = self.words(spans)
        var lines: [String] = []
        var line = firstPrefix
        var lineWidth = DisplayWidth.of(firstPrefix)
        var lineHasWord = false
        for word in words {
            let wordWidth = word.reduce(0) { $0 + DisplayWidth.of($1.text) }
            if lineHasWord && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = continuationPrefix
                lineWidth = DisplayWidth.of(continuationPrefix)
                lineHasWord = false
            }
            if lineHasWord { line += " "; lineWidth += 1 }
            line += word.map { render($0) }.joined()
            lineWidth += wordWidth
            lineHasWord = true
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// Plain-text convenience.
    public func wrap(_ text: String, width: Int, firstPrefix: String = "", continuationPrefix: String = "") -> [String] {
        wrap([InlineSpan(text)], width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
    }

    /// Splits spans at spaces into words; a word may mix styles ("`nil`," is code then plain).
    private func words(_ spans: [InlineSpan]) -> [[InlineSpan]] {
        var words: [[InlineSpan]] = []
        var current: [InlineSpan] = []
        for span in spans {
            let text = styler.enabled || span.style != .code ? span.text : "`\(span.text)`"
            let parts = text.split(separator: " ", omittingEmptySubsequences: false)
            for (offset, part) in parts.enumerated() {
                if offset > 0 && !current.isEmpty { words.append(current); current = [] }
                if !part.isEmpty { current.append(InlineSpan(String(part), span.style)) }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
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

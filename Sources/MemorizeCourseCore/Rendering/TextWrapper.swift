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
        // starts the next one. Lines and words are built as UTF-8 bytes: pieces end at ASCII
        // spaces, so every piece is whole UTF-8, and bytes skip the String slicing and
        // appending that made wrapping the most expensive part of a lesson page.
        var lines = Lines(firstPrefix: firstPrefix, continuationPrefix: continuationPrefix, width: width)
        for span in spans {
            var text = styler.enabled || span.style != .code ? span.text : "`\(span.text)`"
            let styled = styler.enabled && span.style != .plain
            text.withUTF8 { bytes in
                var pieceStart = 0
                for index in bytes.indices where bytes[index] == 0x20 {
                    if index > pieceStart { lines.add(bytes[pieceStart..<index], styled ? render(span, bytes[pieceStart..<index]) : nil) }
                    lines.placeWord()
                    pieceStart = index + 1
                }
                // The word may go on in the next span.
                if bytes.count > pieceStart { lines.add(bytes[pieceStart...], styled ? render(span, bytes[pieceStart...]) : nil) }
            }
        }
        lines.placeWord()
        return lines.finished()
    }

    /// The lines being filled: a value with mutating methods rather than closures over local
    /// variables, which cost a run-time exclusivity check on every byte appended.
    private struct Lines {
        let continuationPrefix: String
        let width: Int
        var lines: [String] = []
        var line: [UInt8]
        var lineWidth: Int
        var lineHasWord = false
        var word: [UInt8] = []
        var wordWidth = 0

        init(firstPrefix: String, continuationPrefix: String, width: Int) {
            self.continuationPrefix = continuationPrefix
            self.width = width
            line = Array(firstPrefix.utf8)
            lineWidth = DisplayWidth.of(firstPrefix)
        }

        /// Adds a piece of a word: its text, written `styled` when colour styles it.
        mutating func add(_ piece: Slice<UnsafeBufferPointer<UInt8>>, _ styled: String?) {
            if let styled { word += styled.utf8 } else { word += piece }
            wordWidth += Self.width(of: piece)
        }

        /// A piece's display width, counted directly when it is plain ASCII. (Not in
        /// DisplayWidth.swift, which must stay word for word the copy the play View compiles.)
        static func width(of piece: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
            if piece.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return piece.count }
            return DisplayWidth.of(String(decoding: piece, as: UTF8.self))
        }

        mutating func placeWord() {
            guard wordWidth > 0 else { return }
            if lineHasWord && lineWidth + 1 + wordWidth > width {
                lines.append(String(decoding: line, as: UTF8.self))
                line = Array(continuationPrefix.utf8)
                lineWidth = DisplayWidth.of(continuationPrefix)
                lineHasWord = false
            }
            if lineHasWord { line.append(0x20); lineWidth += 1 }
            line += word
            lineWidth += wordWidth
            lineHasWord = true
            word.removeAll(keepingCapacity: true)
            wordWidth = 0
        }

        mutating func finished() -> [String] {
            if lineHasWord || lines.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
            return lines
        }
    }

    private func render(_ span: InlineSpan, _ piece: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        render(InlineSpan(String(decoding: piece, as: UTF8.self), span.style))
    }

    /// Plain-text convenience.
    public func wrap(_ text: String, width: Int, firstPrefix: String = "", continuationPrefix: String = "") -> [String] {
        wrap([InlineSpan(text)], width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
    }

    /// Plain text whose spaces inside something that must stay whole (a bracketed option such
    /// as `[--path DIR]`, a `code span`) never break a line. `inside` is called with each
    /// character in order and says whether the text is then inside such a thing; a space for
    /// which it says yes stands in for a no-break space while the words are placed.
    public func wrap(_ text: String, width: Int, firstPrefix: String = "", continuationPrefix: String = "",
                     keepingSpacesWhere inside: (Character) -> Bool) -> [String] {
        let noBreak: Character = "\u{A0}"
        let kept = String(text.map { character in inside(character) && character == " " ? noBreak : character })
        return wrap(kept, width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
            .map { String($0.map { $0 == noBreak ? " " : $0 }) }
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

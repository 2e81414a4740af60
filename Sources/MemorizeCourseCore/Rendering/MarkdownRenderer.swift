/// Renders parsed lesson Markdown as terminal text: headings, wrapped paragraphs, lists
/// with hanging indents, highlighted Swift code, callouts. Plain text when colour is off.
public struct MarkdownRenderer {
    /// Prose is wrapped to the terminal, but never wider than this: long lines are hard to read.
    public static let maximumProseWidth = 100

    public let width: Int
    /// Code blocks use the terminal's whole width.
    public let codeWidth: Int
    public let styler: Styler

    public init(terminal: TerminalInfo) {
        self.width = min(terminal.width, Self.maximumProseWidth)
        self.codeWidth = terminal.width
        self.styler = Styler(enabled: terminal.usesColor)
    }

    public func render(_ blocks: [MarkdownBlock]) -> String {
        var lines: [String] = []
        for block in blocks {
            if !lines.isEmpty { lines.append("") }
            lines += render(block)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func render(_ block: MarkdownBlock) -> [String] {
        let wrapper = TextWrapper(styler: styler)
        switch block {
        case let .heading(level, text):
            let plain = text.map(\.text).joined()
            if level <= 2 {
                let rule = String(repeating: "─", count: max(0, width - DisplayWidth.of(plain) - 4))
                return [styler.apply(.cyan, to: "── ") + styler.apply(.bold, .cyan, to: plain) + " " + styler.apply(.cyan, to: rule)]
            }
            return [styler.apply(.bold, to: "▸ " + plain)]
        case let .paragraph(text):
            return wrapper.wrap(text, width: width)
        case let .list(items):
            return items.flatMap { item -> [String] in
                let indent = String(repeating: "  ", count: item.depth + 1)
                let marker = item.number.map { "\($0). " } ?? (item.depth == 0 ? "• " : "◦ ")
                let hanging = indent + String(repeating: " ", count: marker.count)
                return wrapper.wrap(item.text, width: width, firstPrefix: indent + marker, continuationPrefix: hanging)
            }
        case let .code(language, text):
            // Code is not prose: it may use the whole terminal, and is broken only between tokens.
            if language?.lowercased() == "swift" { return CodeWrapper.swiftBlock(text, width: codeWidth, styler: styler) }
            let wrapper = CodeWrapper(width: max(20, codeWidth - 4), styler: styler)
            return text.lines().flatMap { line -> [String] in
                guard !line.isEmpty else { return [""] }
                return wrapper.wrap([.init(text: String(line), kind: .plain)]) { styler.apply(.dim, to: $0.text) }.map { "    " + $0 }
            }
        case let .quote(text):
            let bar = styler.apply(.green, to: "┃") + " "
            return wrapper.wrap(text, width: width, firstPrefix: "  " + bar, continuationPrefix: "  " + bar)
        }
    }
}

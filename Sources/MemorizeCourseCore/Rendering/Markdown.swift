import Foundation

/// A block of a lesson's Markdown (the subset documented in Lessons/README.md).
public enum MarkdownBlock: Equatable, Sendable {
    case heading(level: Int, text: [InlineSpan])
    case paragraph([InlineSpan])
    case list([ListItem])
    case code(language: String?, text: String)
    case quote([InlineSpan])
}

/// One list entry; `depth` 0 is top level, each two spaces of indent adds one.
public struct ListItem: Equatable, Sendable {
    public var depth: Int
    /// nil for a bullet, the number for `1.` items.
    public var number: Int?
    public var text: [InlineSpan]
}

/// A run of text with one style.
public struct InlineSpan: Equatable, Sendable {
    public enum Style: Equatable, Sendable { case plain, emphasis, strong, code }
    public var text: String
    public var style: Style

    public init(_ text: String, _ style: Style = .plain) {
        self.text = text
        self.style = style
    }
}

/// A Markdown problem, with the 1-based line in the text parsed.
public struct MarkdownError: Error, Equatable {
    public let line: Int
    public let problem: String
}

/// Parses the lesson Markdown subset: `##`/`###` headings, paragraphs, `-` and `1.` lists,
/// fenced code blocks, `>` callouts, and inline emphasis, strong and code.
public enum MarkdownParser {
    public static func parse(_ text: String) throws -> [MarkdownBlock] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [MarkdownBlock] = []
        var paragraph: [String] = []
        var quote: [String] = []
        var items: [(depth: Int, number: Int?, text: String)] = []
        var index = 0

        func flush() {
            if !paragraph.isEmpty {
                blocks.append(.paragraph(InlineParser.parse(paragraph.joined(separator: " "))))
                paragraph = []
            }
            if !quote.isEmpty {
                blocks.append(.quote(InlineParser.parse(quote.joined(separator: " "))))
                quote = []
            }
            if !items.isEmpty {
                blocks.append(.list(items.map { ListItem(depth: $0.depth, number: $0.number, text: InlineParser.parse($0.text)) }))
                items = []
            }
        }

        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            index += 1

            if trimmed.hasPrefix("```") {
                flush()
                let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                let opening = index
                var code: [String] = []
                var closed = false
                while index < lines.count {
                    let codeLine = lines[index]
                    index += 1
                    if codeLine.trimmingCharacters(in: .whitespaces) == "```" { closed = true; break }
                    code.append(codeLine)
                }
                guard closed else {
                    throw MarkdownError(line: opening, problem: "the code block opened here is never closed with ```")
                }
                blocks.append(.code(language: language.isEmpty ? nil : language, text: dedent(code).joined(separator: "\n")))
                continue
            }
            if trimmed.isEmpty { flush(); continue }
            if let heading = headingLevel(trimmed) {
                flush()
                let text = trimmed.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                blocks.append(.heading(level: heading, text: InlineParser.parse(text)))
                continue
            }
            if trimmed.hasPrefix(">") {
                if !paragraph.isEmpty || !items.isEmpty { flush() }
                quote.append(trimmed.dropFirst().trimmingCharacters(in: .whitespaces))
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            if let (number, rest) = listMarker(trimmed) {
                if !paragraph.isEmpty || !quote.isEmpty { flush() }
                items.append((depth: indent / 2, number: number, text: rest))
                continue
            }
            if !items.isEmpty, indent >= 2 {
                items[items.count - 1].text += " " + trimmed // continuation of the last item
                continue
            }
            if !quote.isEmpty { quote.append(trimmed); continue }
            if !items.isEmpty { flush() }
            paragraph.append(trimmed)
        }
        flush()
        return blocks
    }

    private static func headingLevel(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes > 0, hashes <= 6, line.dropFirst(hashes).first == " " else { return nil }
        return hashes
    }

    private static func listMarker(_ line: String) -> (Int?, String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") {
            return (nil, String(line.dropFirst(2)))
        }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 3 else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.hasPrefix(". ") else { return nil }
        return (Int(digits), String(rest.dropFirst(2)))
    }

    /// Removes the indentation common to every non-blank line of a code block.
    private static func dedent(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.count >= common ? String($0.dropFirst(common)) : "" }
    }
}

/// Parses inline emphasis (`*a*`), strong (`**a**`) and code (`` `a` ``). Markers that do
/// not pair up are kept as literal text.
public enum InlineParser {
    public static func parse(_ text: String) -> [InlineSpan] {
        var spans: [InlineSpan] = []
        var plain = ""
        let characters = Array(text)
        var index = 0

        func emit(_ span: InlineSpan) {
            if !plain.isEmpty { spans.append(InlineSpan(plain)); plain = "" }
            spans.append(span)
        }

        while index < characters.count {
            let character = characters[index]
            if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                emit(InlineSpan(String(characters[(index + 1)..<close]), .code))
                index = close + 1
                continue
            }
            if character == "*" {
                let isStrong = index + 1 < characters.count && characters[index + 1] == "*"
                let width = isStrong ? 2 : 1
                let start = index + width
                if start < characters.count, characters[start] != " ",
                   let close = closingMarker(in: characters, from: start, width: width) {
                    emit(InlineSpan(String(characters[start..<close]), isStrong ? .strong : .emphasis))
                    index = close + width
                    continue
                }
            }
            plain.append(character)
            index += 1
        }
        if !plain.isEmpty { spans.append(InlineSpan(plain)) }
        return spans
    }

    private static func closingMarker(in characters: [Character], from start: Int, width: Int) -> Int? {
        var index = start
        while index + width <= characters.count {
            if characters[index] == "`" { // skip code spans inside emphasis
                if let close = characters[(index + 1)...].firstIndex(of: "`") { index = close + 1; continue }
            }
            let isMarker = (0..<width).allSatisfy { characters[index + $0] == "*" }
            if isMarker && index > start && characters[index - 1] != " " {
                let followedByStar = index + width < characters.count && characters[index + width] == "*"
                if width == 2 || !followedByStar { return index }
            }
            index += 1
        }
        return nil
    }
}

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

    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }
}

/// Parses the lesson Markdown subset: `##`/`###` headings, paragraphs, `-` and `1.` lists,
/// fenced code blocks, `>` callouts, and inline emphasis, strong and code.
public enum MarkdownParser {
    /// Lessons/README.md's troubleshooting list quotes this message.
    public static let unclosedFence = "the code block opened here is never closed with ```"

    public static func parse(_ text: String) throws -> [MarkdownBlock] {
        let lines = text.lines()
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
            let trimmed = line.trimmed
            index += 1

            if trimmed.hasPrefix("```") {
                flush()
                let language = String(trimmed.dropFirst(3)).trimmed
                let opening = index
                var code: [String] = []
                var closed = false
                while index < lines.count {
                    let codeLine = lines[index]
                    index += 1
                    if codeLine.trimmed == "```" { closed = true; break }
                    code.append(codeLine)
                }
                guard closed else {
                    throw MarkdownError(line: opening, problem: unclosedFence)
                }
                blocks.append(.code(language: language.isEmpty ? nil : language, text: dedent(code).joined(separator: "\n")))
                continue
            }
            if trimmed.isEmpty { flush(); continue }
            if let heading = headingLevel(trimmed) {
                flush()
                let text = trimmed.drop { $0 == "#" }.trimmed
                blocks.append(.heading(level: heading, text: InlineParser.parse(text)))
                continue
            }
            if trimmed.hasPrefix(">") {
                if !paragraph.isEmpty || !items.isEmpty { flush() }
                quote.append(trimmed.dropFirst().trimmed)
                continue
            }
            let indent = line.utf8.prefix { $0 == 0x20 }.count
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
        let hashes = line.utf8.prefix { $0 == UInt8(ascii: "#") }.count
        guard hashes > 0, hashes <= 6, line.utf8.dropFirst(hashes).first == 0x20 else { return nil }
        return hashes
    }

    private static func listMarker(_ line: String) -> (Int?, String)? {
        if line.hasPrefix("- ") || line.hasPrefix("* ") {
            return (nil, String(line.dropFirst(2)))
        }
        let digits = line.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
        guard digits > 0, digits <= 3 else { return nil }
        let bytes = Array(line.utf8.dropFirst(digits).prefix(2))
        guard bytes == [UInt8(ascii: "."), 0x20] else { return nil }
        return (Int(line.prefix(digits)), String(line.dropFirst(digits + 2)))
    }

    /// Removes the indentation common to every non-blank line of a code block.
    private static func dedent(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.isBlank }.map { $0.utf8.prefix { $0 == 0x20 }.count }
        let common = indents.min() ?? 0
        return lines.map { line in
            // Counting bytes is counting characters while they are ASCII; past that, count characters.
            let bytes = line.utf8
            guard bytes.count > common, bytes.prefix(common + 1).allSatisfy({ $0 < 0x80 }) else {
                return line.count >= common ? String(line.dropFirst(common)) : ""
            }
            return String(line.utf8.dropFirst(common))!
        }
    }
}

/// Parses inline emphasis (`*a*`), strong (`**a**`) and code (`` `a` ``). Markers that do
/// not pair up are kept as literal text. Works on UTF-8 bytes: every marker is ASCII.
public enum InlineParser {
    private static let backtick: UInt8 = 0x60, star: UInt8 = 0x2A, space: UInt8 = 0x20

    public static func parse(_ text: String) -> [InlineSpan] {
        let bytes = Array(text.utf8)
        var spans: [InlineSpan] = []
        var plainStart = 0
        var index = 0

        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func emit(_ text: Range<Int>, _ style: InlineSpan.Style, resumeAt next: Int) {
            if index > plainStart { spans.append(InlineSpan(string(plainStart..<index))) }
            spans.append(InlineSpan(string(text), style))
            index = next
            plainStart = next
        }

        while index < bytes.count {
            let byte = bytes[index]
            if byte == backtick, let close = bytes[(index + 1)...].firstIndex(of: backtick) {
                emit((index + 1)..<close, .code, resumeAt: close + 1)
                continue
            }
            if byte == star {
                let isStrong = index + 1 < bytes.count && bytes[index + 1] == star
                let width = isStrong ? 2 : 1
                let start = index + width
                if start < bytes.count, bytes[start] != space,
                   let close = closingMarker(in: bytes, from: start, width: width) {
                    emit(start..<close, isStrong ? .strong : .emphasis, resumeAt: close + width)
                    continue
                }
            }
            index += 1
        }
        if plainStart < bytes.count { spans.append(InlineSpan(string(plainStart..<bytes.count))) }
        return spans
    }

    private static func closingMarker(in bytes: [UInt8], from start: Int, width: Int) -> Int? {
        var index = start
        while index + width <= bytes.count {
            if bytes[index] == backtick, let close = bytes[(index + 1)...].firstIndex(of: backtick) { // skip code spans
                index = close + 1
                continue
            }
            let isMarker = bytes[index] == star && (width == 1 || bytes[index + 1] == star)
            if isMarker && index > start && bytes[index - 1] != space {
                let followedByStar = index + width < bytes.count && bytes[index + width] == star
                if width == 2 || !followedByStar { return index }
            }
            index += 1
        }
        return nil
    }
}

/// A small Swift tokenizer for colouring code in the terminal: keywords, types, strings,
/// numbers, comments and attributes. It never changes the text, only wraps tokens in styles.
public struct SwiftHighlighter {
    public enum Kind: Equatable, Sendable { case keyword, type, string, number, comment, attribute, plain }

    public struct Token: Equatable, Sendable {
        public let text: String
        public let kind: Kind
    }

    static let keywords: Set<String> = [
        "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer", "do",
        "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "get",
        "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "mutating", "nil",
        "nonmutating", "open", "operator", "private", "protocol", "public", "repeat", "rethrows",
        "return", "self", "Self", "set", "some", "any", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while", "willSet",
        "didSet", "as", "await", "async", "final", "lazy", "weak", "override", "convenience",
    ]

    public init() {}

    /// Splits one line of Swift into tokens. `inBlockComment` carries `/* … */` across lines.
    /// Works on UTF-8 bytes; a non-ASCII byte is never a boundary, so characters stay whole.
    public func tokenize(_ line: String, inBlockComment: inout Bool) -> [Token] {
        var tokens: [Token] = []
        let bytes = Array(line.utf8)
        var index = 0
        func take(_ end: Int, _ kind: Kind) {
            tokens.append(Token(text: String(decoding: bytes[index..<end], as: UTF8.self), kind: kind))
            index = end
        }
        func isWordByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
        while index < bytes.count {
            if inBlockComment {
                var end = index
                while end < bytes.count {
                    if bytes[end] == UInt8(ascii: "*"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") {
                        end += 2; inBlockComment = false; break
                    }
                    end += 1
                }
                take(end, .comment)
                continue
            }
            let byte = bytes[index]
            let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") { take(bytes.count, .comment); continue }
            if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") { inBlockComment = true; continue }
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count && bytes[end] != UInt8(ascii: "\"") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                take(min(end + 1, bytes.count), .string)
                continue
            }
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
                var end = index + 1
                while end < bytes.count && isWordByte(bytes[end]) { end += 1 }
                take(end, end > index + 1 ? .attribute : .plain)
                continue
            }
            if isDigit(byte) {
                var end = index
                while end < bytes.count && (isDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_")
                    || bytes[end] == UInt8(ascii: ".") && end + 1 < bytes.count && isDigit(bytes[end + 1])) { end += 1 }
                take(end, .number)
                continue
            }
            if isLetter(byte) {
                var end = index
                while end < bytes.count && isWordByte(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[index..<end], as: UTF8.self)
                let isMember = index > 0 && bytes[index - 1] == UInt8(ascii: ".")
                let kind: Kind = !isMember && Self.keywords.contains(word) ? .keyword
                    : (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? .type : .plain
                take(end, kind)
                continue
            }
            var end = index + 1
            while end < bytes.count && !(isWordByte(bytes[end]) && bytes[end] < 0x80
                || [UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "@"), UInt8(ascii: "#")].contains(bytes[end])) { end += 1 }
            take(end, .plain)
        }
        return tokens
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    /// ASCII letters and underscore; other scripts only appear in strings and comments here.
    private func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    static func styles(for kind: Kind) -> [TextStyle] {
        switch kind {
        case .keyword: return [.magenta, .bold]
        case .type: return [.cyan]
        case .string: return [.red]
        case .number: return [.blue]
        case .comment: return [.gray, .italic]
        case .attribute: return [.yellow]
        case .plain: return []
        }
    }
}

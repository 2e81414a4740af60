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
    public func tokenize(_ line: String, inBlockComment: inout Bool) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(line)
        var index = 0
        func take(_ end: Int, _ kind: Kind) {
            tokens.append(Token(text: String(characters[index..<end]), kind: kind))
            index = end
        }
        while index < characters.count {
            if inBlockComment {
                var end = index
                while end < characters.count {
                    if characters[end] == "*", end + 1 < characters.count, characters[end + 1] == "/" {
                        end += 2; inBlockComment = false; break
                    }
                    end += 1
                }
                take(end, .comment)
                continue
            }
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "/" && next == "/" { take(characters.count, .comment); continue }
            if character == "/" && next == "*" { inBlockComment = true; continue }
            if character == "\"" {
                var end = index + 1
                while end < characters.count && characters[end] != "\"" {
                    end += characters[end] == "\\" ? 2 : 1
                }
                take(min(end + 1, characters.count), .string)
                continue
            }
            if character == "@" || character == "#" {
                var end = index + 1
                while end < characters.count && (characters[end].isLetter || characters[end].isNumber || characters[end] == "_") { end += 1 }
                take(end, end > index + 1 ? .attribute : .plain)
                continue
            }
            if character.isNumber {
                var end = index
                while end < characters.count && (characters[end].isNumber || characters[end] == "_" || characters[end] == "."
                    && end + 1 < characters.count && characters[end + 1].isNumber) { end += 1 }
                take(end, .number)
                continue
            }
            if character.isLetter || character == "_" {
                var end = index
                while end < characters.count && (characters[end].isLetter || characters[end].isNumber || characters[end] == "_") { end += 1 }
                let word = String(characters[index..<end])
                let isMember = index > 0 && characters[index - 1] == "."
                let kind: Kind = !isMember && Self.keywords.contains(word) ? .keyword
                    : word.first!.isUppercase ? .type : .plain
                take(end, kind)
                continue
            }
            var end = index + 1
            while end < characters.count && !(characters[end].isLetter || characters[end].isNumber
                || "\"/@#_".contains(characters[end])) { end += 1 }
            take(end, .plain)
        }
        return tokens
    }

    /// The code with every line coloured; the text itself is unchanged.
    public func highlight(_ code: String, styler: Styler) -> [String] {
        var inBlockComment = false
        return code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            tokenize(String(line), inBlockComment: &inBlockComment).map { token in
                styler.apply(Self.styles(for: token.kind), to: token.text)
            }.joined()
        }
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

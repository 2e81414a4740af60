import MemorizeSupport
/// What a quick look at a Swift file can tell without compiling it: its imports, the types it
/// declares and what they conform to, and whether it has previews. Comments and string
/// literals are blanked first, so `// struct MemoryGame` or `"import SwiftUI"` count for nothing.
public struct SwiftSourceScan: Equatable, Sendable {
    /// A type declared in the file, with the names after its `:` (conformances and superclass).
    public struct Declaration: Equatable, Sendable {
        public var kind: String
        public var name: String
        public var conformances: [String]
        /// Declared at the top level of the file, not inside another type.
        public var isTopLevel = true
    }

    /// An `import` and its 1-based line.
    public struct Import: Equatable, Sendable {
        public var module: String
        public var line: Int
        /// `@testable import`: only a test target writes it.
        public var isTestable = false
    }

    /// The file's imports, in file order.
    public var imports: [Import] = []
    public var declarations: [Declaration] = []
    /// Extensions, by the name of the type they extend (`extension Array where …` → `Array`).
    public var extensions: [Declaration] = []
    /// The functions declared at the top level, by name (aspect-grid's `widthThatFits`).
    public var topLevelFunctions: [String] = []
    /// Uses the `#Preview` macro.
    public var hasPreviewMacro = false
    /// The code with comments and string literals replaced by spaces (line breaks kept).
    public var code: String = ""

    /// `declarations: false` reads the imports and the code alone, for a caller that needs no more.
    public init(_ text: String, declarations: Bool = true) {
        code = Self.blankCommentsAndStrings(text)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        // Statements split at `;` too (`import XCTest; import Foundation`), and an `import` whose
        // module is on a later line (`import\nXCTest`) reads on to it.
        let separators: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == ";" }
        for (index, line) in lines.enumerated() {
            for statement in line.split(separator: ";") {
                var words = statement.split(whereSeparator: separators)
                guard let first = words.firstIndex(of: "import"),
                      words[..<first].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(String($0)) })
                else { continue }
                var next = index + 1
                while words.index(after: first) >= words.endIndex, next < lines.count {
                    words += lines[next].split(whereSeparator: separators)
                    next += 1
                }
                guard words.index(after: first) < words.endIndex else { continue }
                var module = String(words[words.index(after: first)])
                if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(module),
                   words.index(first, offsetBy: 2) < words.endIndex {
                    module = String(words[words.index(first, offsetBy: 2)])   // `import struct SwiftUI.Color`
                }
                imports.append(Import(module: String(module.split(separator: ".").first ?? Substring(module)), line: index + 1,
                                      isTestable: words[..<first].contains("@testable")))
            }
            if line.contains("#Preview") { hasPreviewMacro = true }
        }
        if declarations { scanDeclarations() }
    }

    /// Names given by `typealias` anywhere in the file (`typealias Theme = GameTheme`).
    public var typeAliases: [String] {
        let tokens = Self.tokens(code)
        return tokens.indices.dropLast().filter { tokens[$0] == "typealias" }.map { tokens[$0 + 1] }
    }

    /// The modules imported, each once.
    public var importedModules: Set<String> { Set(imports.map(\.module)) }

    private mutating func scanDeclarations() {
        let tokens = Self.tokens(code)
        var index = 0
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == "{" { depth += 1 } else if token == "}" { depth = max(0, depth - 1) }
            if token == "func", depth == 0, index + 1 < tokens.count, let first = tokens[index + 1].first, first.isLetter || first == "_" {
                topLevelFunctions.append(tokens[index + 1])
            }
            if ["struct", "class", "enum", "actor", "protocol", "extension"].contains(token), index + 1 < tokens.count,
               let name = tokens[index + 1].first, name.isLetter || name == "_" {
                // `class func` / `class var` are members, not types.
                if token == "class", ["func", "var", "let", "subscript", "override", "final", "static"].contains(tokens[index + 1]) {
                    index += 1
                    continue
                }
                var conformances: [String] = []
                var cursor = index + 2
                if cursor < tokens.count, tokens[cursor] == "<" {
                    var depth = 0
                    while cursor < tokens.count {
                        if tokens[cursor] == "<" { depth += 1 } else if tokens[cursor] == ">" { depth -= 1 }
                        cursor += 1
                        if depth == 0 { break }
                    }
                }
                if cursor < tokens.count, tokens[cursor] == ":" {
                    cursor += 1
                    while cursor < tokens.count, tokens[cursor] != "{", tokens[cursor] != "where" {
                        if let first = tokens[cursor].first, first.isLetter { conformances.append(tokens[cursor]) }
                        cursor += 1
                    }
                }
                let declaration = Declaration(kind: token, name: tokens[index + 1], conformances: conformances, isTopLevel: depth == 0)
                if token == "extension" { extensions.append(declaration) } else { declarations.append(declaration) }
                index = cursor
                continue
            }
            index += 1
        }
    }

    /// Identifiers (dotted names kept whole, `SwiftUI.View` → `View`) and the punctuation that matters.
    static func tokens(_ code: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(String(current.split(separator: ".").last ?? Substring(current))); current = "" }
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" || (character == "." && !current.isEmpty) {
                current.append(character)
            } else {
                flush()
                if "{}<>:,=()".contains(character) { tokens.append(String(character)) }
            }
        }
        flush()
        return tokens
    }

    /// Every identifier, dotted names split (`Color.red` → `Color`, `red`): for asking what a file uses.
    /// The identifiers of one line, read byte by byte: ASCII letters, digits and `_`, and any
    /// non-ASCII character, which Swift allows in names.
    static func identifiers<Text: StringProtocol>(in line: Text) -> [String] {
        var result: [String] = []
        var current: [UInt8] = []
        for byte in line.utf8 {
            if byte >= 0x80 || byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
                current.append(byte)
            } else if !current.isEmpty {
                result.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        return result
    }

    static func words(_ code: String) -> Set<String> {
        Set(code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
    }

    /// Whether `code` holds `word` starting at `index` (false where it would run past the end).
    static func holds(_ code: [Character], _ word: [Character], at index: Int) -> Bool {
        guard index >= 0, index + word.count <= code.count else { return false }
        for offset in word.indices where code[index + offset] != word[offset] { return false }
        return true
    }

    /// Replaces comments and string literals (including multi-line ones) with spaces.
    static func blankCommentsAndStrings(_ text: String) -> String {
        let characters = Array(text)
        var result = ""
        result.reserveCapacity(characters.count)
        var index = 0
        func blank(_ character: Character) { result.append(character == "\n" ? "\n" : " ") }
        /// Whether `count` `#`s follow `position`.
        func hashes(_ count: Int, after position: Int) -> Bool {
            (0..<count).allSatisfy { position + 1 + $0 < characters.count && characters[position + 1 + $0] == "#" }
        }
        /// Blanks the string literal that starts at `index` (after its `hashes` `#`s: a raw
        /// string, `#"\"#`, where only `\#` escapes), the strings inside its interpolations too
        /// (`"\(ok ? "yes" : "no")"`), and steps past it.
        func blankString(hashes count: Int = 0) {
            for _ in 0..<count { blank("#"); index += 1 }
            let triple = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
            let quote = triple ? 3 : 1
            for _ in 0..<quote { blank("\""); index += 1 }
            while index < characters.count {
                if characters[index] == "\\", hashes(count, after: index) {
                    let after = index + 1 + count
                    if after < characters.count, characters[after] == "(" {
                        for _ in 0...count { blank(characters[index]); index += 1 }
                        blank("("); index += 1
                        var depth = 1
                        while index < characters.count, depth > 0 {
                            if characters[index] == "\"" { blankString(); continue }
                            if characters[index] == "#", let raw = rawStringHashes(at: index) { blankString(hashes: raw); continue }
                            if characters[index] == "(" { depth += 1 } else if characters[index] == ")" { depth -= 1 }
                            blank(characters[index]); index += 1
                        }
                        continue
                    }
                    // An escape: the backslash, its `#`s and the character escaped.
                    for _ in 0...count { blank(characters[index]); index += 1 }
                    if index < characters.count { blank(characters[index]); index += 1 }
                    continue
                }
                if characters[index] == "\"", !triple || (index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""),
                   hashes(count, after: index + quote - 1) {
                    for _ in 0..<(quote + count) { blank(characters[index]); index += 1 }
                    return
                }
                blank(characters[index]); index += 1
            }
        }
        /// The number of `#`s a raw string opens with at `position`, or nil when none opens there.
        func rawStringHashes(at position: Int) -> Int? {
            var end = position
            while end < characters.count, characters[end] == "#" { end += 1 }
            return end > position && end < characters.count && characters[end] == "\"" ? end - position : nil
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "/" && next == "/" {
                while index < characters.count && characters[index] != "\n" { blank(characters[index]); index += 1 }
            } else if character == "/" && next == "*" {
                var depth = 0
                repeat {
                    if characters[index] == "/" && index + 1 < characters.count && characters[index + 1] == "*" { depth += 1; blank("/"); blank("*"); index += 2; continue }
                    if characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/" { depth -= 1; blank("*"); blank("/"); index += 2; continue }
                    blank(characters[index]); index += 1
                } while index < characters.count && depth > 0
            } else if character == "\"" {
                blankString()
            } else if character == "#", let raw = rawStringHashes(at: index) {
                blankString(hashes: raw)
            } else {
                result.append(character)
                index += 1
            }
        }
        return result
    }
}

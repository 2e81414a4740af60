import Foundation

/// The stored members a contract sets as a programmer editing one line would (a shape written
/// with `let`: `EmojiMemoryGame.static let: [Theme] ~ theme`), opened in the compiled copy of
/// the student's files: `let` becomes `var` and `private`, `fileprivate`, `private(set)` are
/// blanked, so the contract can put a theme of its own in the list. Nothing else changes, every
/// line and column stays where it was (compiler messages point at the student's own lines), and
/// the student's files themselves are never touched.
public enum OpenedMembers {
    public struct Member: Hashable, Sendable {
        /// The type that declares it, by its last name (`Theme` for `EmojiMemoryGame.Theme`):
        /// a member of that name in another type, or a local, stays as written.
        public var owner: String
        public var name: String
        public var isStatic: Bool

        public init(owner: String, name: String, isStatic: Bool) {
            self.owner = String(DeclarationIndex.unspecialized(owner).split(separator: ".").last ?? Substring(owner))
            self.name = name
            self.isStatic = isStatic
        }
    }

    /// `files` with `members` opened wherever they are declared.
    public static func opened(_ files: [SourceFile], _ members: Set<Member>) -> [SourceFile] {
        guard !members.isEmpty else { return files }
        return files.map { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            let written = opened(text, members)
            return written == text ? file : SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(written.utf8))
        }
    }

    /// `text` with each declaration of `members` opened.
    static func opened(_ text: String, _ members: Set<Member>) -> String {
        var characters = Array(text)
        let blanked = Array(SwiftSourceScan.blankCommentsAndStrings(text))
        guard blanked.count == characters.count else { return text }
        let names = Set(members.map(\.name))
        let owners = enclosingTypes(blanked)
        var index = 0
        while index < blanked.count {
            guard let (keyword, name, end) = declaration(at: index, blanked), names.contains(name), let owner = owners[index] else { index += 1; continue }
            let modifiers = modifierRanges(before: index, blanked)
            // A member is declared on a line of its own (`{ let themes = …` is a local).
            var lineStart = modifiers.first?.lowerBound ?? index
            while lineStart > 0, blanked[lineStart - 1] == " " || blanked[lineStart - 1] == "\t" { lineStart -= 1 }
            guard lineStart == 0 || blanked[lineStart - 1] == "\n" else { index = end; continue }
            let isStatic = modifiers.contains { String(blanked[$0]) == "static" || String(blanked[$0]) == "class" }
            if members.contains(Member(owner: owner, name: name, isStatic: isStatic)) {
                if keyword == "let" { characters.replaceSubrange(index..<index + 3, with: "var") }
                for range in modifiers where String(blanked[range]).hasPrefix("private") || String(blanked[range]).hasPrefix("fileprivate") {
                    characters.replaceSubrange(range, with: Array(repeating: " ", count: range.count))
                }
            }
            index = end
        }
        return String(characters)
    }

    /// For each character of `text` (comments and strings blanked), the type whose body holds it
    /// directly, by its last name; `DeclarationIndex.topLevelName` outside every brace; nil
    /// inside a function, a closure or a computed property.
    static func enclosingTypes(_ text: [Character]) -> [String?] {
        var owners = [String?](repeating: nil, count: text.count)
        var stack: [String?] = []
        var pending: String?   // a type just declared (`struct Theme: Equatable where …`), until its `{`
        var index = 0
        while index < text.count {
            let character = text[index]
            owners[index] = stack.isEmpty ? DeclarationIndex.topLevelName : stack.last ?? nil
            if character == "{" {
                stack.append(pending)
                pending = nil
            } else if character == "}" {
                _ = stack.popLast()
            } else if isWord(character), index == 0 || !isWord(text[index - 1]) {
                var end = index
                while end < text.count, isWord(text[end]) { end += 1 }
                let word = String(text[index..<end])
                if ["struct", "class", "enum", "extension", "actor", "protocol"].contains(word) {
                    // The name that follows (`A.B`, `Game<T>`), when it is one: `class func` is not.
                    var cursor = end
                    while cursor < text.count, text[cursor] == " " || text[cursor] == "\t" { cursor += 1 }
                    var name = ""
                    while cursor < text.count, isWord(text[cursor]) || text[cursor] == "." { name.append(text[cursor]); cursor += 1 }
                    if let last = name.split(separator: ".").last, last.first?.isUppercase == true || last.first == "_" { pending = String(last) }
                }
                for offset in index..<end { owners[offset] = stack.isEmpty ? DeclarationIndex.topLevelName : stack.last ?? nil }
                index = end
                continue
            }
            index += 1
        }
        return owners
    }

    /// At `index`, `let NAME` or `var NAME` followed by `:` or `=`: the keyword, the name and
    /// where the name ends.
    static func declaration(at index: Int, _ text: [Character]) -> (String, String, Int)? {
        guard index + 4 < text.count, index == 0 || !isWord(text[index - 1]) else { return nil }
        let keyword = String(text[index..<index + 3])
        guard keyword == "let" || keyword == "var", text[index + 3].isWhitespace else { return nil }
        var start = index + 3
        while start < text.count, text[start] == " " || text[start] == "\t" { start += 1 }
        var end = start
        while end < text.count, isWord(text[end]) { end += 1 }
        guard end > start else { return nil }
        var after = end
        while after < text.count, text[after] == " " || text[after] == "\t" { after += 1 }
        guard after < text.count, text[after] == ":" || text[after] == "=" else { return nil }
        return (keyword, String(text[start..<end]), end)
    }

    /// The words on the same line before `index` that modify a declaration (`private(set)`,
    /// `static`, `@Published`), nearest last; they stop at anything else.
    static func modifierRanges(before index: Int, _ text: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var end = index
        while true {
            while end > 0, text[end - 1] == " " || text[end - 1] == "\t" { end -= 1 }
            var start = end
            if start > 0, text[start - 1] == ")" {   // `private(set)`
                guard let open = text[..<start].lastIndex(of: "(") else { break }
                start = open
            }
            while start > 0, isWord(text[start - 1]) || text[start - 1] == "@" { start -= 1 }
            guard start < end else { break }
            let word = String(text[start..<end])
            guard word.hasPrefix("@") || DeclarationReader.modifiers.contains(String(word.prefix { $0 != "(" })) else { break }
            ranges.insert(start..<end, at: 0)
            end = start
        }
        return ranges
    }

    static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

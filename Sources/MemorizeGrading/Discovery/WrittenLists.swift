import Foundation

/// The lists of themes a student's code writes out (`[Theme(name: "Sea", …), Theme(…)]`),
/// wherever they are: a local in `init`, a computed property, a function's result. Required
/// Task 5 adds a theme as a programmer adding one line to such a list would; a list that is a
/// stored property is set (`OpenedMembers`), and any other is hooked in the compiled copy:
/// `[A(…), B(…)]` becomes `__contractList([A(…), B(…)])`, which gives the list as written
/// unless the checks have put themes of their own in `__contractListItems` (a literal that
/// makes a `Set` or another kind of list stays that kind). The last few lists given are kept
/// in `__contractListsGiven`, where the checks find the theme a game shows by its name when
/// the view model keeps none (`ContractShownTheme`). Nothing else changes, every line stays where it
/// was, and the student's files are never touched.
public enum WrittenLists {
    /// What a file with a hooked list declares at its end (once per module).
    static let hook = """

        var __contractListItems: [Any]? = nil
        var __contractListsGiven: [Any] = []
        func __contractList<List: ExpressibleByArrayLiteral>(_ written: List) -> List {
            let given = (__contractListItems as? List) ?? written
            __contractListsGiven = Array((__contractListsGiven + [given]).suffix(4))
            return given
        }

        """

    /// `files` with every written list of `type`'s values (at least two) hooked; the hook is
    /// declared in the first file that has one.
    public static func hooked(_ files: [SourceFile], type: String) -> [SourceFile] {
        let name = String(DeclarationIndex.unspecialized(type).split(separator: ".").last ?? Substring(type))
        guard !name.isEmpty else { return files }
        var declared = false
        return files.map { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            guard text.contains(name), let written = hooked(text, name: name) else { return file }
            let contents = written + (declared ? "" : hook)
            declared = true
            return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(contents.utf8))
        }
    }

    /// `text` with its lists of `name`'s values hooked; nil when it has none.
    static func hooked(_ text: String, name: String) -> String? {
        let characters = Array(text)
        let blanked = Array(SwiftSourceScan.blankCommentsAndStrings(text))
        guard blanked.count == characters.count else { return nil }
        var lists: [(open: Int, close: Int)] = []
        var index = 0
        while index < blanked.count {
            guard blanked[index] == "[", isLiteral(at: index, blanked), !isMadeOnce(at: index, blanked),
                  let close = closing(from: index, blanked) else { index += 1; continue }
            let elements = topLevelElements(blanked, from: index + 1, to: close)
            if elements.count >= 2, elements.allSatisfy({ makes(name, String(blanked[$0])) })
                || (elements.allSatisfy({ isReference(String(blanked[$0])) }) && isListOf(name, before: index, blanked)) {
                lists.append((index, close))
                index = close + 1
            } else {
                index += 1
            }
        }
        guard !lists.isEmpty else { return nil }
        var out = characters
        for list in lists.reversed() {
            out.insert(")", at: list.close + 1)
            out.insert(contentsOf: "__contractList(", at: list.open)
        }
        return String(out)
    }

    /// Whether the `[` at `index` opens a literal: not a subscript (`themes[0]`) nor an attribute.
    private static func isLiteral(at index: Int, _ blanked: [Character]) -> Bool {
        var before = index - 1
        while before >= 0, blanked[before] == " " || blanked[before] == "\t" || blanked[before] == "\n" { before -= 1 }
        guard before >= 0 else { return true }
        let previous = blanked[before]
        return !(previous.isLetter || previous.isNumber || previous == "_" || previous == ")" || previous == "]" || previous == "?" || previous == "!")
    }

    /// Whether the `[` at `index` is the value of a static or global stored property: made once,
    /// at its first use, so a theme put in it by one check would stay for every later one (and
    /// a list a line can set is `OpenedMembers`' business anyway).
    private static func isMadeOnce(at index: Int, _ blanked: [Character]) -> Bool {
        let before = lastNonSpace(before: index, blanked)
        guard before >= 0, blanked[before] == "=" else { return false }
        var lineStart = before
        while lineStart > 0, blanked[lineStart - 1] != "\n" { lineStart -= 1 }
        let words = String(blanked[lineStart..<before]).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        if words.contains("static") || words.contains("class") { return true }
        var depth = 0
        for character in blanked[..<index] {
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
        }
        return depth <= 0
    }

    /// The index of the last character before `index` that is not white space; -1 when there is none.
    private static func lastNonSpace(before index: Int, _ blanked: [Character]) -> Int {
        var before = index - 1
        while before >= 0, blanked[before].isWhitespace { before -= 1 }
        return before
    }

    /// The index of the `]` that closes the `[` at `open`.
    private static func closing(from open: Int, _ blanked: [Character]) -> Int? {
        var depth = 0
        for index in open..<blanked.count {
            switch blanked[index] {
            case "[", "(", "{": depth += 1
            case "]", ")", "}":
                depth -= 1
                if depth == 0 { return blanked[index] == "]" ? index : nil }
            default: break
            }
        }
        return nil
    }

    /// The ranges of the elements between `start` and `end`, split at top-level commas, blank ones left out.
    private static func topLevelElements(_ blanked: [Character], from start: Int, to end: Int) -> [Range<Int>] {
        var elements: [Range<Int>] = []
        var depth = 0, elementStart = start
        for index in start...end {
            let character = blanked[index]
            if "([{".contains(character) { depth += 1 } else if ")]}".contains(character) { depth -= 1 }
            if (character == "," && depth == 0) || index == end {
                if !blanked[elementStart..<index].allSatisfy(\.isWhitespace) { elements.append(elementStart..<index) }
                elementStart = index + 1
            }
        }
        return elements
    }

    /// Whether `element` names a value: `travel`, `.travel`, `Theme.travel`.
    static func isReference(_ element: String) -> Bool {
        let tokens = SwiftTokens.tokens(element).filter { $0 != "\n" }
        return !tokens.isEmpty && tokens.allSatisfy { $0 == "." || $0.first?.isLetter == true || $0.first == "_" }
            && zip(tokens, tokens.dropFirst()).allSatisfy { ($0 == ".") != ($1 == ".") }
    }

    /// Whether the `[` at `index` is the whole value of a declaration of a list of `name`'s values:
    /// `var all: [Theme] { [a, b] }`, `func all() -> Array<Theme> { return [a, b] }`.
    private static func isListOf(_ name: String, before index: Int, _ blanked: [Character]) -> Bool {
        var before = lastNonSpace(before: index, blanked)
        if before >= 5, String(blanked[(before - 5)...before]) == "return" { before = lastNonSpace(before: before - 5, blanked) }
        guard before >= 0, blanked[before] == "{" || blanked[before] == "=" else { return false }
        var lineStart = before
        while lineStart > 0, blanked[lineStart - 1] != "\n" { lineStart -= 1 }
        let declaration = String(blanked[lineStart..<before]).filter { !$0.isWhitespace }
        return declaration.hasSuffix(":[\(name)]") || declaration.hasSuffix(":Array<\(name)>")
            || declaration.hasSuffix("->[\(name)]") || declaration.hasSuffix("->Array<\(name)>")
    }

    /// Whether `element` is a call of `name`'s initializer: `Theme(…)`, `Theme<String>(…)`,
    /// `MemoryTheme<String>.Theme(…)`, `Theme.init(…)`.
    static func makes(_ name: String, _ element: String) -> Bool {
        let tokens = SwiftTokens.tokens(element).filter { $0 != "\n" }
        guard let open = tokens.firstIndex(of: "(") else { return false }
        var callee = Array(tokens[..<open])
        if callee.suffix(2) == [".", "init"] { callee.removeLast(2) }
        // Generic arguments of the last part are dropped: `Theme<String>` is `Theme`.
        if callee.last == ">", let start = callee.lastIndex(of: "<") { callee.removeSubrange(start...) }
        return callee.last == name && callee.allSatisfy { $0 == "." || $0 == "<" || $0 == ">" || $0 == "," || $0.first?.isLetter == true || $0.first == "_" }
    }
}

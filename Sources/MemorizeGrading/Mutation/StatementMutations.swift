import MemorizeSupport

/// Statements deleted: a line inside a body that does something (an assignment or a call),
/// and the one statement of a one-line block such as `if seen { score -= 1 }`. Declarations
/// (`let`, `var`, …) and control flow are left alone: deleting them would not compile.
extension Scan {
    static let notStatements: Set<String> = [
        "let", "var", "func", "init", "deinit", "struct", "class", "enum", "extension", "protocol", "case", "default",
        "return", "if", "else", "guard", "for", "while", "switch", "repeat", "do", "catch", "defer", "import",
        "typealias", "private", "fileprivate", "public", "internal", "static", "mutating", "override", "subscript",
        "get", "set", "willSet", "didSet", "throw", "break", "continue", "fallthrough", "where", "in", "some", "any",
    ]

    /// The lines as ranges of `code`, without their newline.
    var lines: [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for (index, character) in code.enumerated() where character == "\n" {
            lines.append(start..<index)
            start = index + 1
        }
        lines.append(start..<code.count)
        return lines
    }

    func statementEdits() -> [MutationEdit] {
        var edits: [MutationEdit] = []
        var depth = 0
        let lines = self.lines
        for (number, line) in lines.enumerated() {
            let text = String(code[line])
            defer { depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count }
            let trimmed = text.trimmed
            guard depth >= 1, !trimmed.isEmpty else { continue }
            let next = number + 1 < lines.count ? String(code[lines[number + 1]]).trimmed : ""
            if Self.isStatement(trimmed), !next.hasPrefix("."), let first = text.firstIndex(where: { !$0.isWhitespace }) {
                let start = line.lowerBound + text.distance(from: text.startIndex, to: first)
                edits.append(MutationEdit(range: start..<(start + trimmed.count), replacement: "", change: "statement deleted"))
            }
            edits += blockStatementEdits(in: line)
        }
        return edits
    }

    /// `{ STATEMENT }` on one line after a condition (`if`, `else`, `didSet`): the statement deleted.
    private func blockStatementEdits(in line: Range<Int>) -> [MutationEdit] {
        var edits: [MutationEdit] = []
        var opens: [Int] = []
        for index in line {
            if code[index] == "{" { opens.append(index) }
            guard code[index] == "}", let open = opens.popLast(), opens.isEmpty else { continue }
            let inner = String(code[(open + 1)..<index]).trimmed
            let head = String(code[line.lowerBound..<open]).trimmed
            let words = head.split(whereSeparator: { !Self.isWord($0) }).map(String.init)
            guard let keyword = words.first, ["if", "else", "didSet", "willSet", "set", "guard"].contains(keyword) || words.last == "else",
                  !inner.isEmpty, Self.isStatement(inner),
                  let offset = String(code[(open + 1)..<index]).firstIndex(where: { !$0.isWhitespace }) else { continue }
            let start = open + 1 + String(code[(open + 1)..<index]).distance(from: String(code[(open + 1)..<index]).startIndex, to: offset)
            edits.append(MutationEdit(range: start..<(start + inner.count), replacement: "", change: "statement deleted"))
        }
        return edits
    }

    /// One whole statement that acts: an assignment or a call, balanced, not a declaration.
    static func isStatement(_ trimmed: String) -> Bool {
        let firstWord = String(trimmed.prefix(while: isWord))
        guard !firstWord.isEmpty, !notStatements.contains(firstWord),
              let last = trimmed.last, !"{,([".contains(last), !operatorCharacters.contains(last) else { return false }
        var depth = 0
        for character in trimmed {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) { depth -= 1; if depth < 0 { return false } }
        }
        guard depth == 0 else { return false }
        let tokens = trimmed.split(separator: " ").map(String.init)
        let assigns = tokens.contains { ["=", "+=", "-=", "*=", "/="].contains($0) }
        return assigns || last == ")"
    }
}

/// Makes the mutants of a Swift file: every place where one small slip could go, each made
/// on its own. Comments and string literals are never changed. The scan is lexical, not a
/// parse: a change that does not compile is simply left out of the score by `MutationTester`.
///
/// The kinds of change: a comparison moved by one (`<`↔`<=`, `>`↔`>=`) or turned round
/// (`==`↔`!=`); `+`↔`-`, `*`↔`/`, `+=`↔`-=`; `&&`↔`||`; a `!` removed; `true`↔`false`; an
/// integer literal one more or one less; `..<`↔`...`; `min`↔`max`, `first`↔`last`; a
/// `.shuffled()` dropped; a statement deleted; a return value replaced (`ReturnMutations`).
public enum Mutator {
    public static func mutants(file: String, text: String) -> [Mutant] {
        let scan = Scan(text)
        let edits = scan.operatorEdits() + scan.wordEdits() + scan.rangeEdits() + scan.statementEdits()
            + ReturnMutations(scan).edits()
        return Mutant.make(file: file, text: text, edits: edits)
    }

    static let swaps: [String: String] = [
        "<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
        "+": "-", "-": "+", "*": "/", "/": "*", "%": "/",
        "+=": "-=", "-=": "+=", "*=": "/=", "/=": "*=", "&&": "||", "||": "&&",
    ]
    static let wordSwaps: [String: String] = [
        "true": "false", "false": "true", "min": "max", "max": "min",
        "first": "last", "last": "first", "firstIndex": "lastIndex", "lastIndex": "firstIndex",
    ]
}

/// A file's characters twice: as written, and with comments and strings blanked (same length).
struct Scan {
    let original: [Character]
    let code: [Character]

    init(_ text: String) {
        original = Array(text)
        code = Array(SwiftSourceScan.blankCommentsAndStrings(text))
    }

    static let operatorCharacters = Set("+-*/%<>=!&|^~?")
    static func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

    func at(_ index: Int) -> Character { index >= 0 && index < code.count ? code[index] : "\n" }

    /// Binary operators written with a space on each side (as Swift requires of a binary
    /// operator that has one), so `Array<Int>`, `Int?` and `x!` are never taken for them;
    /// and a prefix `!` before an operand.
    func operatorEdits() -> [MutationEdit] {
        var edits: [MutationEdit] = []
        var index = 0
        while index < code.count {
            guard Self.operatorCharacters.contains(code[index]) else { index += 1; continue }
            var end = index
            while end < code.count && Self.operatorCharacters.contains(code[end]) { end += 1 }
            let token = String(code[index..<end])
            let before = at(index - 1), after = at(end)
            if before.isWhitespace, after.isWhitespace, let swap = Mutator.swaps[token] {
                edits.append(MutationEdit(range: index..<end, replacement: swap, change: "`\(token)` → `\(swap)`"))
            } else if token == "!", !Self.isWord(before), !")]?!.".contains(before),
                      Self.isWord(after) || after == "(" || after == "$" {
                edits.append(MutationEdit(range: index..<end, replacement: "", change: "`!` removed"))
            }
            index = end
        }
        return edits
    }

    /// Boolean and integer literals, `min`/`max`, `first`/`last`, and `.shuffled()` dropped.
    func wordEdits() -> [MutationEdit] {
        var edits: [MutationEdit] = []
        var index = 0
        while index < code.count {
            guard Self.isWord(code[index]) else { index += 1; continue }
            var end = index
            while end < code.count && Self.isWord(code[end]) { end += 1 }
            let word = String(code[index..<end])
            let before = at(index - 1), after = at(end)
            defer { index = end }
            if word.allSatisfy({ $0.isNumber || $0 == "_" }), word.first?.isNumber == true, before != ".", before != "$",
               !(after == "." && at(end + 1).isNumber), let value = Int(word.filter { $0 != "_" }) {
                edits.append(MutationEdit(range: index..<end, replacement: "\(value + 1)", change: "`\(word)` → `\(value + 1)`"))
                if value > 0 {
                    edits.append(MutationEdit(range: index..<end, replacement: "\(value - 1)", change: "`\(word)` → `\(value - 1)`"))
                }
            } else if word == "true" || word == "false" || ((word == "min" || word == "max") && after == "(")
                        || (["first", "last", "firstIndex", "lastIndex"].contains(word) && before == "."),
                      let swap = Mutator.wordSwaps[word] {
                edits.append(MutationEdit(range: index..<end, replacement: swap, change: "`\(word)` → `\(swap)`"))
            } else if word == "shuffled", before == ".", at(end) == "(", at(end + 1) == ")" {
                edits.append(MutationEdit(range: (index - 1)..<(end + 2), replacement: "", change: "`.shuffled()` removed"))
            }
        }
        return edits
    }

    /// `a..<b` ↔ `a...b` (between two operands, so `Int...` and `x...` stay as they are).
    func rangeEdits() -> [MutationEdit] {
        var edits: [MutationEdit] = []
        var index = 0
        while index + 2 < code.count {
            let three = String(code[index..<(index + 3)])
            let before = at(index - 1), after = at(index + 3)
            if three == "..<" || three == "...",
               Self.isWord(before) || before == ")" || before == "]", Self.isWord(after) || after == "(" {
                let swap = three == "..<" ? "..." : "..<"
                edits.append(MutationEdit(range: index..<(index + 3), replacement: swap, change: "`\(three)` → `\(swap)`"))
                index += 3
            } else {
                index += 1
            }
        }
        return edits
    }
}

/// How the student's own code makes one of its types: the calls written out in full, as in
/// `let game = EmojiGameVM(numPairsOfCards: 4, theme: EmojiThemes.randomTheme())` in the App
/// file or a preview. A ViewModel whose initializers all need something the grader cannot
/// know (a number of pairs beside the theme, a theme written out in the App) is made the way
/// the student's app makes it. A contract asks for them with the shape `Type.made` and writes
/// each where it says `«made»`; a call that does not compile in the contract (it names a local,
/// or `self`) is dropped like any other alternative.
enum MadeExpressions {
    /// The calls `name(…)` (or `name<…>(…)`) in `sources`, each as one line, first seen first.
    /// A call with a comment inside, or one that names `self` or a `$` binding, is left out.
    static func find(_ name: String, in sources: [String], limit: Int = 4) -> [String] {
        guard !name.isEmpty else { return [] }
        var found: [String] = []
        for source in sources where source.contains(name) {
            let raw = Array(source)
            let blanked = Array(SwiftSourceScan.blankCommentsAndStrings(source))
            guard raw.count == blanked.count else { continue }
            let word = Array(name)
            var index = 0
            while index + word.count < blanked.count, found.count < limit {
                defer { index += 1 }
                guard blanked[index] == word[0], Array(blanked[index..<index + word.count]) == word,
                      !isPartOfSomethingElse(before: index, in: blanked) else { continue }
                var end = index + word.count
                if end < blanked.count, isWordCharacter(blanked[end]) { continue }
                if end < blanked.count, blanked[end] == "<", let close = closing(blanked, from: end, open: "<", close: ">") { end = close + 1 }
                guard end < blanked.count, blanked[end] == "(", let close = closing(blanked, from: end, open: "(", close: ")") else { continue }
                let text = String(raw[index...close])
                let blankedText = String(blanked[index...close])
                guard !text.contains("//"), !text.contains("/*"), !SwiftSourceScan.words(blankedText).contains("self"),
                      !blankedText.contains("$"), text.count < 2_000 else { continue }
                let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                if !found.contains(line) { found.append(line) }
                index = close
            }
        }
        return found
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Whether the name is part of a longer one or a member (`Other.EmojiGameVM(`), or is
    /// declared there (`class EmojiGameVM`), not a call of the type itself.
    private static func isPartOfSomethingElse(before index: Int, in text: [Character]) -> Bool {
        guard index > 0 else { return false }
        if isWordCharacter(text[index - 1]) || text[index - 1] == "." { return true }
        var end = index - 1
        while end >= 0, text[end] == " " || text[end] == "\t" { end -= 1 }
        var start = end
        while start >= 0, isWordCharacter(text[start]) { start -= 1 }
        guard start < end else { return false }
        return ["class", "struct", "enum", "extension", "func", "protocol", "typealias", "actor"].contains(String(text[(start + 1)...end]))
    }

    /// The index of the bracket that closes the one at `start`.
    private static func closing(_ text: [Character], from start: Int, open: Character, close: Character) -> Int? {
        var depth = 0
        for index in start..<text.count {
            if text[index] == open { depth += 1 } else if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            } else if open == "<", !(isWordCharacter(text[index]) || " ,.?[]:".contains(text[index])) {
                return nil   // `a < b(…)`: a comparison, not generic arguments
            }
        }
        return nil
    }
}

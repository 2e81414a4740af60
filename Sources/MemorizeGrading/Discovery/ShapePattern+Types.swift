// How a shape's types are compared: written the same way whoever wrote them.
extension ShapePattern {
    /// A type as compared: no spaces, attributes or `inout`; `Array<T>` as `[T]`, `Optional<T>`
    /// and `T!` as `T?`; a nested type by its last name; the student's names turned back (`renaming`),
    /// without their generic arguments.
    static func normalized(_ text: String, renaming: [String: String]) -> String {
        var tokens = SwiftTokens.tokens(text).filter { $0 != "\n" }
        var cleaned: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == "@" { index += 2; continue }
            if ["inout", "some", "any", "borrowing", "consuming", "__owned"].contains(token) { index += 1; continue }
            if token == "!" { cleaned.append("?"); index += 1; continue }   // `Theme!` is a `Theme?`
            if token == ".", let last = cleaned.last, last == ">" || last.first?.isLetter == true || last.first == "_" {
                // `A<…>.B` and `A.B` are B: drop what the dot qualifies, its generic arguments too.
                if last == ">" {
                    var depth = 0
                    while let dropped = cleaned.popLast() {
                        if dropped == ">" { depth += 1 } else if dropped == "<" { depth -= 1; if depth == 0 { break } }
                    }
                }
                cleaned.removeLast()
                index += 1
                continue
            }
            cleaned.append(renaming[token] ?? token)
            index += 1
            // A type of the student's that plays a reference type's part is compared by its name
            // alone: `Theme<CardContent>` is the `Theme` the contract writes with `String`.
            if renaming[token] != nil, token.first?.isUppercase == true, index < tokens.count, tokens[index] == "<" {
                var depth = 0
                while index < tokens.count {
                    if tokens[index].allSatisfy({ $0 == "<" }) { depth += tokens[index].count }
                    if tokens[index].allSatisfy({ $0 == ">" }) { depth -= tokens[index].count }
                    index += 1
                    if depth == 0 { break }
                }
            }
        }
        tokens = cleaned
        var text = SwiftTokens.join(tokens).replacingOccurrences(of: " ", with: "")
        for (name, open, close) in [("Array<", "[", "]"), ("Optional<", "", "?")] {
            while let range = text.range(of: name), let end = Self.closing(text, from: range.upperBound) {
                let inner = String(text[range.upperBound..<end])
                text.replaceSubrange(range.lowerBound...end, with: open + inner + close)
            }
        }
        return text
    }

    /// The index of the `>` that closes the `<` just before `start`.
    private static func closing(_ text: String, from start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            if text[index] == "<" { depth += 1 } else if text[index] == ">" { depth -= 1; if depth == 0 { return index } }
            index = text.index(after: index)
        }
        return nil
    }
}

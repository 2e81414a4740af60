import Foundation

/// Swift source as tokens, for reading declarations and shapes (`DeclarationReader`,
/// `ShapePattern`): words, single punctuation marks and `->`, with line breaks kept, and the
/// few things done with them (splitting at a separator outside brackets, joining back to text).
enum SwiftTokens {
    /// Words and single punctuation marks; `->` is one token, and a line break is "\n".
    static func tokens(_ code: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        var previous: Character = " "
        for character in code {
            if character.isLetter || character.isNumber || character == "_" || character == "$" || character == "`" {
                if character != "`" { word.append(character) }
            } else {
                if !word.isEmpty { tokens.append(word); word = "" }
                if character == ">" && previous == "-" {
                    tokens[tokens.count - 1] = "->"
                } else if character == "\n" {
                    if tokens.last != "\n" { tokens.append("\n") }
                } else if !character.isWhitespace {
                    tokens.append(String(character))
                }
            }
            previous = character
        }
        if !word.isEmpty { tokens.append(word) }
        return tokens
    }

    static func splitTopLevel(_ tokens: [String], by separator: String) -> [[String]] {
        var parts: [[String]] = [[]]
        var depth = 0
        for token in tokens {
            if ["(", "[", "<", "{"].contains(token) { depth += 1 }
            if [")", "]", ">", "}"].contains(token) { depth -= 1 }
            if token == separator && depth == 0 { parts.append([]) } else { parts[parts.count - 1].append(token) }
        }
        return parts
    }

    static func topLevelIndex(of target: String, in tokens: [String]) -> Int? {
        var depth = 0
        for (offset, token) in tokens.enumerated() {
            if ["(", "[", "<", "{"].contains(token) { depth += 1 }
            if [")", "]", ">", "}"].contains(token) { depth -= 1 }
            if token == target && depth == 0 { return offset }
        }
        return nil
    }

    /// The arguments of a call as written (`a ?? 3`, `f(x, y)`), split at its top-level commas:
    /// the text itself, since joined tokens lose the spaces operators need.
    static func arguments(_ text: String) -> [String] {
        var parts = [""], depth = 0, quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if !quoted, "([{".contains(character) { depth += 1 }
            if !quoted, ")]}".contains(character) { depth -= 1 }
            if character == ",", depth == 0, !quoted { parts.append("") } else { parts[parts.count - 1].append(character) }
        }
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Tokens as type text: words spaced where Swift needs it (`inout T`, `some View`).
    static func join(_ tokens: [String]) -> String {
        var text = ""
        for token in tokens where token != "\n" {
            if let last = text.last, (last.isLetter || last.isNumber || last == "_"), token.first?.isLetter == true || token.first == "_" { text += " " }
            text += token == "->" ? "->" : token
        }
        return text
    }

}

/// How `DeclarationReader` steps over what it does not read: a type's text up to a stop, a
/// bracketed run, a body, a property's value.
extension DeclarationReader {
    /// Text of the tokens up to (not including) one of `stops` at bracket depth 0.
    mutating func readUntil(_ stops: Set<String>) -> String {
        var collected: [String] = []
        var depth = 0
        while let token = current {
            if depth == 0 && stops.contains(token) { break }
            if ["(", "[", "<"].contains(token) { depth += 1 }
            if [")", "]", ">"].contains(token) { depth = max(0, depth - 1) }
            if token == "{" { break }
            collected.append(token)
            index += 1
        }
        return SwiftTokens.join(collected)
    }

    mutating func readBalanced(_ open: String, _ close: String) -> String { SwiftTokens.join(readBalancedTokens(open, close)) }

    /// The tokens inside a bracket pair starting at the current `open`, which is consumed with its close.
    mutating func readBalancedTokens(_ open: String, _ close: String) -> [String] {
        var depth = 0
        var inside: [String] = []
        while let token = current {
            index += 1
            if token == open { depth += 1; if depth == 1 { continue } }
            if token == close { depth -= 1; if depth == 0 { break } }
            inside.append(token)
        }
        return inside
    }

    mutating func skipBalanced(_ open: String, _ close: String) { _ = readBalancedTokens(open, close) }

    mutating func skipBraces() { skipBalanced("{", "}") }

    /// A property's `= value`: to the end of its line at depth 0, closures and calls included.
    mutating func skipExpression() {
        index += 1
        var depth = 0
        while let token = current {
            if depth == 0 && (token == "\n" || token == ";" || token == "}") {
                // A value that goes on on the next line (`.init(` … or a trailing `.map`) is still this one.
                if token == "\n", index + 1 < tokens.count, tokens[index + 1] == "." { index += 1; continue }
                return
            }
            if ["(", "[", "{"].contains(token) { depth += 1 }
            if [")", "]", "}"].contains(token) { depth -= 1 }
            index += 1
        }
    }

    /// The type a value starts by making, by its last name: `Theme(` and `Game<String>.Theme(`
    /// are `Theme`; nil when the value does not start with a type's initializer.
    static func madeType(_ value: [String]) -> String? {
        var rest = value.drop { $0 == "\n" }
        var last: String?
        while let token = rest.first {
            guard token.first?.isUppercase == true else { return nil }
            last = token
            rest = rest.dropFirst()
            if rest.first == "<" {   // generic arguments, balanced
                var depth = 0
                while let next = rest.first {
                    rest = rest.dropFirst()
                    if next == "<" { depth += 1 } else if next == ">" { depth -= 1; if depth == 0 { break } }
                }
            }
            if rest.first == "(" { return last }
            guard rest.first == "." else { return nil }
            rest = rest.dropFirst()
        }
        return nil
    }

    /// The member whose list a value takes an element of (`themes[0]`, `Self.themes.first!`,
    /// `Game.themes.randomElement()!`), from the value's first tokens; nil for any other value.
    static func listElementSource(_ value: [String]) -> String? {
        var rest = value[...]
        if rest.count > 2, rest.first?.first?.isUppercase == true, rest.dropFirst().first == "." { rest = rest.dropFirst(2) }
        guard let name = rest.first, name.first?.isLetter == true, name.first?.isLowercase == true || name.first == "_" else { return nil }
        let after = Array(rest.dropFirst().prefix(2))
        if after.first == "[" { return name }
        if after.count == 2, after[0] == ".", ["first", "last", "randomElement"].contains(after[1]) { return name }
        return nil
    }
}

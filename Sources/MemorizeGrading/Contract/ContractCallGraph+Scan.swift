/// The plain reading of Swift code (comments and strings blanked) that `ContractCallGraph`
/// needs: words with their places, matching brackets, a declaration's body, argument lists.
extension ContractCallGraph {
    /// Each word (a name or keyword) of `code` in `span`, with where it is.
    static func words(_ code: [Character], in span: Range<Int>? = nil) -> [(word: String, range: Range<Int>)] {
        let span = span ?? 0..<code.count
        var result: [(word: String, range: Range<Int>)] = []
        var offset = span.lowerBound
        while offset < span.upperBound {
            guard isWordCharacter(code[offset]), offset == 0 || !isWordCharacter(code[offset - 1]) else { offset += 1; continue }
            var end = offset
            while end < span.upperBound, isWordCharacter(code[end]) { end += 1 }
            if !code[offset].isNumber { result.append((String(code[offset..<end]).replacingOccurrences(of: "`", with: ""), offset..<end)) }
            offset = end
        }
        return result
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "`"
    }

    /// Whether a signature, from past its name to its body at `end`, says it throws: `throws`
    /// or `rethrows` after its parameters (a parameter's own `() throws -> T` is not).
    static func signatureThrows(_ code: [Character], from start: Int, to end: Int) -> Bool {
        guard let open = code[start..<end].firstIndex(of: "("), let close = matching(code, open), close < end else { return true }
        return words(code, in: close + 1..<end).contains { $0.word == "throws" || $0.word == "rethrows" }
    }

    /// The name of the call that takes the code at `argument` as one whole argument (`f(x)`,
    /// `f(a, label: x)`), or nil when it is not one (inside brackets of another kind, a part
    /// of an expression, or no call before `from`).
    static func calleeTaking(_ code: [Character], argument: Range<Int>, from start: Int) -> String? {
        guard let after = code[argument.upperBound...].firstIndex(where: { !$0.isWhitespace }),
              code[after] == "," || code[after] == ")" else { return nil }
        var depth = 0
        var offset = argument.lowerBound - 1
        var argumentStart: Int?
        while offset >= start {
            switch code[offset] {
            case ")", "]", "}": depth += 1
            case "[", "{": if depth == 0 { return nil }; depth -= 1
            case "(":
                if depth > 0 { depth -= 1; break }
                argumentStart = argumentStart ?? offset + 1
                let lead = String(code[argumentStart!..<argument.lowerBound]).trimmingCharacters(in: .whitespacesAndNewlines)
                guard lead.isEmpty || lead.range(of: #"^[A-Za-z_][A-Za-z0-9_]*:$"#, options: .regularExpression) != nil,
                      let end = code[start..<offset].lastIndex(where: { !$0.isWhitespace }), isWordCharacter(code[end]) else { return nil }
                var first = end
                while first > start, isWordCharacter(code[first - 1]) { first -= 1 }
                return String(code[first...end])
            case "," where depth == 0: argumentStart = argumentStart ?? offset + 1
            default: break
            }
            offset -= 1
        }
        return nil
    }

    /// The closing bracket of the one that opens at `open`, or nil when it never closes.
    static func matching(_ code: [Character], _ open: Int) -> Int? {
        let pairs: [Character: Character] = ["{": "}", "(": ")", "[": "]"]
        guard let closer = pairs[code[open]] else { return nil }
        var depth = 0
        for offset in open..<code.count {
            if code[offset] == code[open] { depth += 1 } else if code[offset] == closer { depth -= 1; if depth == 0 { return offset } }
        }
        return nil
    }

    /// The brace that opens a declaration's body after its signature from `offset`: outside
    /// brackets, on the signature's last line. Nil for one with no body (a protocol's).
    static func openingBrace(_ code: [Character], after offset: Int) -> Int? {
        var depth = 0
        for index in offset..<code.count {
            switch code[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{" where depth == 0: return index
            // Past the scope it is in, or at a stored value or the line's end: no body.
            case "}": return nil
            case "=" where depth == 0, "\n" where depth == 0: return nil
            default: break
            }
        }
        return nil
    }

    /// The body of the function, initializer or subscript whose signature starts at `offset`, inside its braces.
    static func body(_ code: [Character], after offset: Int) -> Range<Int>? {
        guard let open = openingBrace(code, after: offset), let close = matching(code, open) else { return nil }
        return open + 1..<close
    }

    /// The character before `offset`, past spaces.
    static func previousCharacter(_ code: [Character], before offset: Int) -> Character? {
        code[..<offset].last { !$0.isWhitespace }
    }

    /// `span` split at its commas outside brackets.
    static func splitTopLevel(_ code: [Character], _ span: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var depth = 0
        var start = span.lowerBound
        for offset in span {
            switch code[offset] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                parts.append(start..<offset)
                start = offset + 1
            default: break
            }
        }
        parts.append(start..<span.upperBound)
        return parts
    }

    /// The parameter list that opens after `offset`: each one's label (its first word) and
    /// whether it has a default value.
    static func parameterLabels(_ code: [Character], after offset: Int) -> [Parameter]? {
        guard let open = code[offset...].firstIndex(where: { !$0.isWhitespace && $0 != "?" && $0 != "!" }), code[open] == "(",
              let close = matching(code, open) else { return nil }
        return splitTopLevel(code, open + 1..<close).compactMap { part in
            words(code, in: part).first.map { Parameter(label: $0.word, hasDefault: code[part].contains("=")) }
        }
    }

    /// The labels a call's arguments have (`_` for none), for the parentheses that open at `open`.
    static func argumentLabels(_ code: [Character], open: Int) -> [String]? {
        guard let close = matching(code, open) else { return nil }
        return splitTopLevel(code, open + 1..<close).compactMap { part in
            let text = String(code[part]).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return nil }
            return text.range(of: #"^[A-Za-z_][A-Za-z0-9_]*:"#, options: .regularExpression).map { String(text[$0].dropLast()) } ?? "_"
        }
    }

    /// Whether an initializer with `parameters` can take arguments with `labels`: in order, one
    /// each, leaving out only parameters with a default value.
    static func accepts(_ parameters: [Parameter], _ labels: [String]) -> Bool {
        var rest = parameters[...]
        for label in labels {
            while let first = rest.first, first.label != label, first.hasDefault { rest = rest.dropFirst() }
            guard rest.first?.label == label else { return false }
            rest = rest.dropFirst()
        }
        return rest.allSatisfy(\.hasDefault)
    }

    /// The string literals in `span` of the original text.
    static func literals(_ characters: [Character], _ span: Range<Int>) -> [String] {
        String(characters[span]).split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Where what a `try?` covers ends: at a line break, `,`, `;`, `{` or `}` outside brackets, or a bracket it did not open.
    static func endOfTry(_ code: [Character], from start: Int, limit: Int) -> Int {
        var depth = 0
        var offset = start
        while offset < limit {
            switch code[offset] {
            case "(", "[": depth += 1
            case ")", "]": if depth == 0 { return offset }; depth -= 1
            // A closure's body may run later, outside the `try?`: it is never covered.
            case "{", "}": return offset
            case "\n", ",", ";": if depth == 0 { return offset }
            default: break
            }
            offset += 1
        }
        return limit
    }
}

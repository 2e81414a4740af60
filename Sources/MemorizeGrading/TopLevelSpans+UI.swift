import Foundation

/// An assignment type that is itself a piece of UI: card-flip's `Cardify`, which the lecture
/// writes `struct Cardify: ViewModifier, Animatable` with a `body(content:)`. Graded from the
/// student's Xcode file, it is the type without its UI: the UI conformances and the `body`
/// blanked, every other line and column the student's (rt24c: "no Swift files to grade").
extension TopLevelSpans {
    /// The conformances that make a type UI, and `Animatable`, which only SwiftUI declares.
    static let uiConformances = Set(SubmissionSelection.uiRoles.map(\.conformance)).union(["Animatable", "AnimatableModifier"])

    /// `text`'s lines with the declaration at `lines` stripped of its UI: the UI conformances
    /// of its header and each member named `body`, blanked.
    static func withoutUI(_ lines: ClosedRange<Int>, of text: String) -> [String] {
        var characters = Array(text)
        let code = Array(SwiftSourceScan.blankCommentsAndStrings(text))
        guard code.count == characters.count else { return text.components(separatedBy: "\n") }
        var lineStarts = [0]
        for (index, character) in code.enumerated() where character == "\n" { lineStarts.append(index + 1) }
        guard lines.lowerBound < lineStarts.count else { return text.components(separatedBy: "\n") }
        let start = lineStarts[lines.lowerBound]
        let end = lines.upperBound + 1 < lineStarts.count ? lineStarts[lines.upperBound + 1] : code.count
        guard let open = code[start..<end].firstIndex(of: "{") else { return text.components(separatedBy: "\n") }
        for range in uiConformanceRanges(code, header: start..<open) { blank(&characters, range) }
        for range in bodyMembers(code, from: open + 1, to: end) { blank(&characters, range) }
        return String(characters).components(separatedBy: "\n")
    }

    /// In a header (`struct Cardify: ViewModifier, Animatable`), each UI conformance with its
    /// comma, and the colon when none is left.
    private static func uiConformanceRanges(_ code: [Character], header: Range<Int>) -> [Range<Int>] {
        guard let colon = code[header].firstIndex(of: ":") else { return [] }
        let listEnd = code[colon..<header.upperBound].indices.first { index in
            code[index...].starts(with: "where") && (index == 0 || !code[index - 1].isLetter)
        } ?? header.upperBound
        // The entries of the list, each its range without the commas.
        var entries: [Range<Int>] = []
        var entryStart = colon + 1
        for index in (colon + 1)..<listEnd where code[index] == "," {
            entries.append(entryStart..<index)
            entryStart = index + 1
        }
        entries.append(entryStart..<listEnd)
        let isUI = entries.map { uiConformances.contains(String(code[$0]).trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard isUI.contains(true) else { return [] }
        if !isUI.contains(false) { return [colon..<listEnd] }
        // Each UI entry with the comma before it (the first UI entry, when first, with the comma after).
        return entries.indices.filter { isUI[$0] }.map { at in
            at == 0 ? entries[0].lowerBound..<entries[1].lowerBound : (entries[at - 1].upperBound)..<entries[at].upperBound
        }
    }

    /// The members named `body` (`func body(content:)`, `var body: some View`), each from its
    /// first word to its closing brace, inside the type's braces from `from` to `to`.
    private static func bodyMembers(_ code: [Character], from: Int, to: Int) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var depth = 0
        var index = from
        while index < to {
            let character = code[index]
            if character == "{" { depth += 1 } else if character == "}" { depth -= 1; if depth < 0 { break } }
            if depth == 0, let keyword = ["func body", "var body"].first(where: { code[index...].starts(with: Array($0)) }),
               index == 0 || !(code[index - 1].isLetter || code[index - 1].isNumber || code[index - 1] == "_"),
               let open = code[(index + keyword.count)..<to].firstIndex(of: "{") {
                var inner = 0
                var close = open
                while close < to {
                    if code[close] == "{" { inner += 1 } else if code[close] == "}" { inner -= 1; if inner == 0 { break } }
                    close += 1
                }
                // Its attributes and modifiers on the same line go too (`@ViewBuilder`, `public`).
                var first = index
                while first > from, code[first - 1] != "\n", code[first - 1] != "{", code[first - 1] != "}", code[first - 1] != ";" { first -= 1 }
                // And attributes alone on the lines above (`@ViewBuilder`).
                while first > from, code[first - 1] == "\n" {
                    var above = first - 1
                    while above > from, code[above - 1] != "\n" { above -= 1 }
                    let line = String(code[above..<(first - 1)]).trimmingCharacters(in: .whitespaces)
                    guard line.hasPrefix("@"), !line.contains("{"), !line.contains("}") else { break }
                    first = above
                }
                found.append(first..<min(close + 1, to))
                index = close + 1
                continue
            }
            index += 1
        }
        return found
    }

    private static func blank(_ characters: inout [Character], _ range: Range<Int>) {
        for index in range where characters[index] != "\n" { characters[index] = " " }
    }
}

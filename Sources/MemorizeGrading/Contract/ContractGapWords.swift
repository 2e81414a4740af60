import Foundation

/// The words a build's contract can give for a missing part: the text of each `ContractGap(…)`
/// it throws, the stubs of the parts the build lacks and the contract's own, read from the
/// files as compiled. The checks trust a "gap" answer from the student's program only when its
/// words are one of these: a program that answers "gap" to every call (its code having every
/// part) would otherwise turn its failures into tasks not graded.
///
/// A text is kept as its literal pieces, in order: an interpolation (`\(name)`) or whatever is
/// joined after the literal (`"…: " + gap.words`) may be anything.
enum ContractGapWords {
    /// The texts of `files`, each as its literal pieces.
    static func patterns(in files: [SourceFile]) -> [[String]] {
        var patterns: [[String]] = []
        for file in files {
            let text = String(decoding: file.contents, as: UTF8.self)
            let characters = Array(text)
            let code = Array(SwiftSourceScan.blankCommentsAndStrings(text))
            guard code.count == characters.count else { continue }
            let name = Array("ContractGap(")
            var index = 0
            while index + name.count <= code.count {
                defer { index += 1 }
                guard Array(code[index..<index + name.count]) == name,
                      index == 0 || !(code[index - 1].isLetter || code[index - 1].isNumber || code[index - 1] == "_") else { continue }
                // The call's arguments: to its balanced closing parenthesis, in code.
                var depth = 0
                var end = index + name.count - 1
                while end < code.count {
                    if code[end] == "(" { depth += 1 } else if code[end] == ")" { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                patterns += literals(in: characters[(index + name.count)..<min(end, characters.count)])
                index = end
            }
        }
        return patterns.filter { $0.contains { !$0.isEmpty } }
    }

    /// Each one-line string literal in `span`, as its pieces between interpolations, unescaped.
    static func literals(in span: ArraySlice<Character>) -> [[String]] {
        var result: [[String]] = []
        var index = span.startIndex
        while index < span.endIndex {
            guard span[index] == "\"" else { index += 1; continue }
            var pieces = [""]
            index += 1
            while index < span.endIndex, span[index] != "\"" {
                if span[index] == "\\", index + 1 < span.endIndex {
                    let next = span[index + 1]
                    if next == "(" {
                        // An interpolation: skip to its balanced end; a new piece follows.
                        var depth = 0
                        index += 1
                        while index < span.endIndex {
                            if span[index] == "(" { depth += 1 } else if span[index] == ")" { depth -= 1; if depth == 0 { break } }
                            index += 1
                        }
                        pieces.append("")
                    } else {
                        pieces[pieces.count - 1].append(next == "n" ? "\n" : next == "t" ? "\t" : next)
                        index += 1
                    }
                } else {
                    pieces[pieces.count - 1].append(span[index])
                }
                index += 1
            }
            index += 1
            result.append(pieces)
        }
        return result
    }

    /// The patterns as the checks' process reads them (`ClientSource.gapsVariable`): one per
    /// line, its pieces apart by U+001F; a line break inside a piece becomes a space.
    static func encoded(_ patterns: [[String]]) -> String {
        patterns.map { $0.map { $0.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{1F}", with: " ") }
            .joined(separator: "\u{1F}") }.joined(separator: "\n")
    }

    /// Whether `words` reads as `pieces`: the first at its start, each next one after the one
    /// before. (The same test is written in the checks' process: `ClientSource`.)
    static func matches(_ words: String, _ pieces: [String]) -> Bool {
        var rest = Substring(words)
        for (position, piece) in pieces.enumerated() where !piece.isEmpty {
            if position == 0 {
                guard rest.hasPrefix(piece) else { return false }
                rest = rest.dropFirst(piece.count)
            } else {
                guard let found = rest.range(of: piece) else { return false }
                rest = rest[found.upperBound...]
            }
        }
        return true
    }
}

import Foundation

/// The words a build's contract can give for a missing part: the text of each `ContractGap(…)`
/// it throws, the stubs of the parts the build lacks and the contract's own, read from the
/// files as compiled. The checks trust a "gap" answer from the student's program only when its
/// words are one of these: a program that answers "gap" to every call (its code having every
/// part) would otherwise turn its failures into tasks not graded.
///
/// A text is kept as its literal pieces, in order: an interpolation (`\(name)`) or whatever is
/// joined after the literal (`"…: " + gap.words`) may be anything.
///
/// The kinds differ in what they prove. A stub (`{ throw ContractGap("…") }`, the whole body,
/// one literal) is a fact of the build: the part is not in the code, whatever the program
/// does. A reason (`ContractGap(because: "…", gap)`, one literal) is written in an alternative
/// whose being chosen is what it says: alone, or with a stub after it, it is a fact too. Any other
/// text is a finding, thrown when running the student's code showed something (no method
/// dealt a fresh game): the program could say so falsely, so a check may stop on it (its task
/// not graded) but never skip past it and pass (`ifPresent` takes facts only).
enum ContractGapWords {
    enum Kind: Equatable { case stub, reason, finding }

    /// One text a build's contract can throw.
    struct Gap: Equatable {
        /// Its literal pieces, in order.
        var pieces: [String]
        var kind: Kind
        /// The checks' calls whose code can throw it (`ContractCallGraph`); nil: any call.
        var calls: Set<String>? = nil
    }

    /// The texts of `files`, each with its kind.
    static func gaps(in files: [SourceFile]) -> [Gap] {
        let graph = ContractCallGraph(files)
        var patterns: [Gap] = []
        for (fileIndex, file) in files.enumerated() {
            let text = String(decoding: file.contents, as: UTF8.self)
            let characters = Array(text)
            let code = Array(SwiftSourceScan.blankCommentsAndStrings(text))
            guard code.count == characters.count else { continue }
            let name = Array("ContractGap(")
            var index = 0
            while index + name.count <= code.count {
                defer { index += 1 }
                guard SwiftSourceScan.holds(code, name, at: index),
                      index == 0 || !(code[index - 1].isLetter || code[index - 1].isNumber || code[index - 1] == "_") else { continue }
                // The call's arguments: to its balanced closing parenthesis, in code.
                var depth = 0
                var end = index + name.count - 1
                while end < code.count {
                    if code[end] == "(" { depth += 1 } else if code[end] == ")" { depth -= 1; if depth == 0 { break } }
                    end += 1
                }
                let argument = characters[(index + name.count)..<min(end, characters.count)]
                let found = literals(in: argument)
                // A stub: the function's whole body throws this one literal, nothing joined to it.
                let bare = String(argument).trimmingCharacters(in: .whitespaces)
                let isStub = found.count == 1 && found[0].count == 1 && bare.hasPrefix("\"") && bare.hasSuffix("\"")
                    && String(code[max(0, index - 8)..<index]) == "{ throw " && String(code[min(end, code.count)...].prefix(3)) == ") }"
                    && isWholeBody(code, opening: index - 8)
                // A reason: `because: "…"`, one literal, alone or before the gap it is the reason for.
                let isReason = found.count == 1 && found[0].count == 1
                    && bare.range(of: #"^because:\s*"[^"]*"\s*(,[^"]*)?$"#, options: .regularExpression) != nil
                let calls = graph.calls(reaching: index, inFile: fileIndex)
                patterns += found.map { Gap(pieces: $0, kind: isStub ? .stub : isReason ? .reason : .finding, calls: calls) }
                index = end
            }
        }
        // A gap no call can reach is never an answer.
        return patterns.filter { $0.pieces.contains { !$0.isEmpty } && $0.calls?.isEmpty != true }
    }

    /// Whether the brace at `opening` opens a function's body: back to the code before it (a
    /// brace, or the file's start) there is a `func` or `init` and no other brace.
    static func isWholeBody(_ code: [Character], opening: Int) -> Bool {
        var start = opening
        while start > 0, code[start - 1] != "{", code[start - 1] != "}" { start -= 1 }
        let signature = String(code[start..<opening])
        return signature.range(of: #"(^|\W)(func\s|init\W)"#, options: .regularExpression) != nil
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

    /// The gaps as the checks' process reads them (`ClientSource.gapsVariable`): one per line,
    /// its pieces apart by U+001F, a stub's line begun by U+001E, a reason's by U+001D, then the
    /// calls that can throw it, each after a U+001C (none: any call); a line break inside a
    /// piece becomes a space.
    static func encoded(_ gaps: [Gap]) -> String {
        gaps.map { gap in
            (gap.kind == .stub ? "\u{1E}" : gap.kind == .reason ? "\u{1D}" : "") + gap.pieces.map(oneLine).joined(separator: "\u{1F}")
                + (gap.calls?.sorted().map { "\u{1C}" + oneLine($0) }.joined() ?? "")
        }.joined(separator: "\n")
    }

    /// `encoded(gaps(in: files))`, kept in `folder` under the files' digest: the files change only
    /// with a build, and reading them again costs more than the rest of a re-check of nothing
    /// changed. Nothing the student's program can write is in `folder` (the package's `.build`).
    static func encoded(of files: [SourceFile], keptIn folder: URL) -> String {
        let key = ScratchFiles.digest(files.map { ($0.relativePath, $0.contents) })
        let kept = folder.appendingPathComponent("contract-gaps")
        if let data = FileManager.default.contents(atPath: kept.path), let text = String(data: data, encoding: .utf8),
           let newline = text.firstIndex(of: "\n"), text[..<newline] == key {
            return String(text[text.index(after: newline)...])
        }
        let text = encoded(gaps(in: files))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data((key + "\n" + text).utf8).write(to: kept, options: .atomic)
        return text
    }

    /// A piece as the encoding keeps it.
    static func oneLine(_ piece: String) -> String {
        piece.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\u{1F}", with: " ").replacingOccurrences(of: "\u{1E}", with: " ").replacingOccurrences(of: "\u{1D}", with: " ").replacingOccurrences(of: "\u{1C}", with: " ")
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

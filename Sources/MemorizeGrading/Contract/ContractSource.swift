import Foundation
import MemorizeSupport

/// A contract file read into items. The contract is the only code of an exercise that names
/// the student's API; the checks call its items. Two forms, both plain Swift:
///
/// - A one-line item: a declaration with `// contract: <words>` at the end of its line. If it
///   does not compile, the submission lacks that part and every task fails with the words.
/// - A block item: a line `// contract: <words>`, then one declaration (braces balanced), then
///   any number of alternatives, each a line `// or: <note>` and a declaration of the same
///   signature. The first alternative that compiles is used: students spell some names as the
///   2020 lectures did, or as the assignment leaves to them. A block item whose signature
///   `throws` never stops the build: when no alternative compiles, a stub that throws the
///   words takes its place, so only the tasks that call it fail, saying what they wait for.
///
/// Lines that belong to no item (imports, support types) are kept as they are.
public struct ContractSource: Sendable {
    /// One part of the student's API, with the ways it may be written.
    public struct Item: Sendable, Equatable {
        /// What a student reads when no alternative compiles.
        public let words: String
        /// Each alternative's lines (the first is the lectures' own spelling).
        public let alternatives: [[String]]
        /// A one-line item's line, kept whole (its marker is on it).
        public let isOneLine: Bool
        /// The 1-based line of its marker, and of each alternative's first line, in the file.
        let markerLine: Int
        let alternativeLines: [Int]

        /// Whether a stub can stand in for it: a block item whose signature throws.
        public var canBeStubbed: Bool {
            !isOneLine && Self.signature(of: alternatives[0]).contains(" throws")
        }

        /// Words of each alternative that no other alternative has and the contract does not
        /// declare itself: what a submission that spells it this way shows in its own code
        /// (`cardContentFactory`, `startNewGame`). None for an item with one alternative.
        func distinctiveWords(ignoring contractWords: Set<String> = []) -> [Set<String>] {
            guard alternatives.count > 1 else { return [[]] }
            let code = alternatives.map { SwiftSourceScan.blankCommentsAndStrings($0.joined(separator: "\n")) }
            let words = code.map(SwiftSourceScan.words)
            return words.indices.map { index in
                words.indices.filter { $0 != index }.reduce(words[index]) { $0.subtracting(words[$1]) }
                    .subtracting(contractWords).subtracting(Self.swiftWords).subtracting(Self.declared(in: code[index]))
                    .filter { $0.first?.isNumber == false }
            }
        }

        /// The names an alternative declares for itself (`let kept = …`): the contract's, not the student's.
        static func declared(in code: String) -> Set<String> {
            let tokens = SwiftTokens.tokens(code)
            return Set(zip(tokens, tokens.dropFirst()).filter { $0.0 == "let" || $0.0 == "var" }.map(\.1))
        }

        /// Swift's own words and the standard library's, which name nothing of the student's.
        static let swiftWords: Set<String> = [
            "try", "as", "is", "let", "var", "return", "throw", "self", "Self", "nil", "true", "false", "in", "if", "else",
            "guard", "defer", "func", "map", "first", "where", "String", "Int", "Bool", "Any", "AnyObject", "Optional",
            "Array", "joined", "allCases", "count", "do", "catch",
            // The grader's own `ContractGap` (`gapDeclaration`), beside every contract.
            "ContractGap", "because", "words",
        ]

        /// The declaration up to its body's opening brace.
        static func signature(of lines: [String]) -> String {
            let text = lines.joined(separator: "\n")
            let blank = SwiftSourceScan.blankCommentsAndStrings(text)
            guard let brace = blank.firstIndex(of: "{") else { return text }
            return String(text[..<brace]).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// A body that throws `words`: written when no alternative compiles.
        func stub(_ words: String? = nil) -> [String] {
            let literal = (words ?? self.words).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return [Self.signature(of: alternatives[0]) + " { throw ContractGap(\"\(literal)\") }"]
        }
    }

    enum Piece: Sendable, Equatable {
        case text(String, line: Int)
        case item(Int)
    }

    public let relativePath: String
    public let items: [Item]
    let pieces: [Piece]
    /// Lines of a `// or:` that follows no item (a blank line or other code ends an item): an
    /// exercise author's slip, which would otherwise compile as a redeclaration.
    public let strays: [Int]

    /// The exercise's fault in this file's shape, one line each, or none.
    public var shapeProblems: [String] {
        strays.map { "contract/\(relativePath):\($0): this `// or:` follows no contract item: write each alternative right after the one before, with no blank line between" }
    }

    /// The words of the lines that are no item's (imports, helpers): the contract's own names.
    /// The functions its items declare count as the contract's own too: an alternative that
    /// calls another item (`contractNameOfTheme(…)`) does not need that name in the student's code.
    var ownWords: Set<String> {
        let text = pieces.compactMap { piece -> String? in
            if case .text(let line, _) = piece { return line }
            return nil
        }.joined(separator: "\n")
        let itemNames = items.compactMap { item -> String? in
            let tokens = SwiftSourceScan.blankCommentsAndStrings(item.alternatives[0].joined(separator: "\n"))
                .split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            guard let at = tokens.firstIndex(of: "func"), at + 1 < tokens.count else { return nil }
            return String(tokens[at + 1])
        }
        return SwiftSourceScan.words(SwiftSourceScan.blankCommentsAndStrings(text)).union(itemNames)
    }

    /// The type a stub throws, written beside the contract: a missing part of the submission.
    public static let gapDeclaration = """
    // Written by memorize-course: what a contract item's stub throws when the submission has
    // no way of writing that part of the assignment. A check that calls it stops there.
    struct ContractGap: Error, CustomStringConvertible {
        let words: String
        init(_ words: String) { self.words = words }
        /// `gap`, said as the reason for `words`: written in an alternative whose being
        /// chosen is what `words` say, so the two are as much a fact of the build as `gap` is.
        init(because words: String, _ gap: ContractGap) { self.words = words + gap.words }
        /// `words` alone, thrown by an alternative whose being chosen is what they say.
        init(because words: String) { self.words = words }
        var description: String { "contract: " + words }
    }

    """
    public static let gapFileName = "_ContractGap.swift"

    public init(_ file: SourceFile) {
        relativePath = file.relativePath
        var items: [Item] = []
        var pieces: [Piece] = []
        var strays: [Int] = []
        let lines = String(decoding: file.contents, as: UTF8.self).lines()
        var index = 0
        /// The declaration starting at `start`: through the line where its braces balance.
        func declaration(from start: Int) -> [String] {
            var depth = 0
            var opened = false
            var end = start
            while end < lines.count {
                for character in SwiftSourceScan.blankCommentsAndStrings(lines[end]) {
                    if character == "{" { depth += 1; opened = true } else if character == "}" { depth -= 1 }
                }
                if opened && depth <= 0 { break }
                end += 1
            }
            return Array(lines[start...min(end, lines.count - 1)])
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// contract:"), index + 1 < lines.count {
                let words = String(trimmed.dropFirst("// contract:".count)).trimmingCharacters(in: .whitespaces)
                let markerLine = index + 1
                var alternatives = [declaration(from: index + 1)]
                var starts = [index + 2]
                index += 1 + alternatives[0].count
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("// or:"), index + 1 < lines.count {
                    let next = declaration(from: index + 1)
                    alternatives.append(next)
                    starts.append(index + 2)
                    index += 1 + next.count
                }
                pieces.append(.item(items.count))
                items.append(Item(words: words, alternatives: alternatives, isOneLine: false, markerLine: markerLine, alternativeLines: starts))
            } else if let marker = line.range(of: "// contract:") {
                pieces.append(.item(items.count))
                items.append(Item(words: line[marker.upperBound...].trimmingCharacters(in: .whitespaces), alternatives: [[line]], isOneLine: true,
                                  markerLine: index + 1, alternativeLines: [index + 1]))
                index += 1
            } else {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("// or:") { strays.append(index + 1) }
                pieces.append(.text(line, line: index + 1))
                index += 1
            }
        }
        self.strays = strays
        self.items = items
        self.pieces = pieces
    }

    /// The file as compiled with `choice` (for each item, an alternative's index, or nil for
    /// its stub); for each of its 1-based lines, the item it belongs to, and the line of the
    /// contract file it comes from (where an error in it is shown to the exercise's author).
    public func render(_ choice: [Int?], stubWords: [Int: String] = [:]) -> (text: String, itemAtLine: [Int: Int], originalLine: [Int: Int]) {
        var out: [String] = []
        var itemAtLine: [Int: Int] = [:]
        var originalLine: [Int: Int] = [:]
        for piece in pieces {
            switch piece {
            case .text(let line, let number):
                out.append(line)
                originalLine[out.count] = number
            case .item(let number):
                let item = items[number]
                if item.isOneLine {
                    out.append(item.alternatives[0][0])
                    itemAtLine[out.count] = number
                    originalLine[out.count] = item.markerLine
                    continue
                }
                let chosen = choice.indices.contains(number) ? choice[number] : 0
                out.append("// contract: \(item.words)")
                itemAtLine[out.count] = number
                originalLine[out.count] = item.markerLine
                let lines = chosen.map { item.alternatives[$0] } ?? item.stub(stubWords[number])
                let start = chosen.map { item.alternativeLines[$0] } ?? item.alternativeLines[0]
                for (offset, line) in lines.enumerated() {
                    out.append(line)
                    itemAtLine[out.count] = number
                    originalLine[out.count] = start + offset
                }
            }
        }
        return (out.joined(separator: "\n") + "\n", itemAtLine, originalLine)
    }
}

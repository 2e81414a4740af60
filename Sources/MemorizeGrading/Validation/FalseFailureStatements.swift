import Foundation

/// The rule for statistical checks, read from their comments: a check that can fail good code
/// by chance says how rarely, as `// False failure: <why> … < 1e-12`, or says it cannot,
/// `// False failure: none (<why>)`. The statement sits in the comments just above the check,
/// inside it, or in a helper of the checks' files that the check calls. Every bound written
/// after a `<` must be at most one in a billion (1e-9); a statement with no bound to read is
/// a problem, because nobody can check it.
public struct FalseFailureStatements {
    public static let largestAllowed = 1e-9

    public var problems: [String] = []
    /// Checks that repeat a random deal and say nothing about false failures.
    public var warnings: [String] = []
    /// Checks whose statement gives a bound (not "none").
    public var bounded = 0

    /// `randomSolution`: the reference solution shuffles or picks at random, so a check that
    /// repeats may be statistical.
    public init(checks files: [SourceFile], inventory: CheckInventory, randomSolution: Bool) {
        let functions = Self.functions(in: files)
        let helpers = functions.filter { !$0.name.hasPrefix("test") }
        for check in inventory.checks {
            let method = String(check.name.split(separator: ".").last ?? "")
            guard let function = functions.first(where: { $0.file == check.file && $0.line == check.line && $0.name == method }) else { continue }
            let called = helpers.filter { function.code.contains($0.name + "(") }
            let statement = function.statement ?? called.compactMap(\.statement).first
            let at = "checks/\(check.file):\(check.line): \(check.name)"
            guard let statement else {
                let repeats = ([function] + called).contains { $0.repeats }
                if randomSolution && repeats {
                    warnings.append("\(at) repeats a random deal but says nothing of false failures: if good code can fail it by chance, "
                        + "say how rarely (`// False failure: <why> < 1e-12`); if it cannot, say `// False failure: none (<why>)`")
                }
                continue
            }
            switch Self.bound(of: statement) {
            case Bound.none?: break
            case .bound(let value)? where value <= Self.largestAllowed: bounded += 1
            case .bound(let value)?:
                problems.append("\(at) states a false-failure probability of up to \(value), above one in a billion (1e-9): "
                    + "repeat it more, or loosen what it asks, until the bound is below 1e-9")
            case nil:
                problems.append("\(at) has a false-failure statement with no bound validate can read (\"\(statement.prefix(60))…\"): "
                    + "end it with the bound after a `<`, e.g. `< 1e-12`, or say `none` if good code cannot fail it")
            }
        }
    }

    enum Bound: Equatable { case none, bound(Double) }

    /// "none" right after the colon, or the largest number written after a `<` (`< 2e-14`, `< 1e-9`).
    static func bound(of statement: String) -> Bound? {
        let words = statement.lowercased().drop { !$0.isLetter }.prefix(4)
        if words == "none" { return Bound.none }
        var largest: Double?
        var rest = Substring(statement)
        while let sign = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: sign)...].drop { $0 == " " || $0 == "=" }
            var number = rest.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "-" || $0 == "+" }
            while let last = number.last, !last.isNumber { number = number.dropLast() }   // "< 1e-14." ends a sentence
            if let value = Double(number), value >= 0 { largest = max(largest ?? 0, value) }
        }
        return largest.map { .bound($0) }
    }

    /// A function of the checks' files: where it is, its code, whether it repeats, and the
    /// false-failure statement in the comments above it or inside it.
    struct Function {
        var name: String
        var file: String
        var line: Int
        var code: String
        var repeats: Bool
        var statement: String?
    }

    static func functions(in files: [SourceFile]) -> [Function] {
        var functions: [Function] = []
        for file in files {
            let raw = String(decoding: file.contents, as: UTF8.self).components(separatedBy: "\n")
            let code = SwiftSourceScan.blankCommentsAndStrings(raw.joined(separator: "\n")).components(separatedBy: "\n")
            for (index, line) in code.enumerated() {
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
                guard let keyword = words.firstIndex(of: "func"), keyword + 1 < words.count else { continue }
                var end = index, depth = 0, opened = false
                while end < code.count {
                    for character in code[end] {
                        if character == "{" { depth += 1; opened = true }
                        if character == "}" { depth -= 1 }
                    }
                    if opened && depth <= 0 { break }
                    end += 1
                }
                var start = index
                while start > 0, raw[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("//") { start -= 1 }
                let comments = raw[start...min(end, raw.count - 1)].map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.hasPrefix("//") }.map { $0.drop { $0 == "/" }.trimmingCharacters(in: .whitespaces) }
                    .joined(separator: " ")
                let body = code[index...min(end, code.count - 1)].joined(separator: "\n")
                let statement = comments.range(of: "false failure", options: .caseInsensitive).map { String(comments[$0.upperBound...]) }
                let repeats = body.contains("for _ in") || body.contains("repeat {") || body.contains("while ")
                functions.append(Function(name: words[keyword + 1], file: file.relativePath, line: index + 1, code: body,
                                          repeats: repeats, statement: statement))
            }
        }
        return functions
    }
}

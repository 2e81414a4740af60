import Foundation
import MemorizeSupport

/// Return values replaced by a plain wrong one of the same type: `0` (or `1` for `0`), `""`,
/// `nil`, `[]`, `.zero`, or the Bool turned round (`!(…)`). Both `return x` and the
/// one-expression bodies Swift returns without the word (`var isEmpty: Bool { count == 0 }`).
/// The type comes from the enclosing `func … -> T` or `var name: T`; closures are skipped.
struct ReturnMutations {
    let scan: Scan

    init(_ scan: Scan) { self.scan = scan }

    /// What a `{` opens, as far as returns care.
    private enum Frame {
        case returns(String)     // a function, computed property or getter with this type
        case passThrough         // if, for, switch…: a return inside returns from the enclosing frame
        case other               // a closure, a type, an init, a setter: leave its returns alone
    }

    func edits() -> [MutationEdit] {
        let code = scan.code
        var edits: [MutationEdit] = []
        var stack: [(frame: Frame, open: Int)] = []
        var headerStart = 0
        var index = 0
        while index < code.count {
            let character = code[index]
            if character == "{" {
                let header = String(code[headerStart..<index])
                stack.append((frame(for: header, enclosing: stack.last?.frame), index))
                headerStart = index + 1
            } else if character == "}" {
                if let (frame, open) = stack.popLast(), case .returns(let type) = frame {
                    edits += implicitReturn(from: open + 1, to: index, type: type)
                }
                headerStart = index + 1
            } else if character == ";" || (character == "\n" && Self.headerEnds(code, before: index)) {
                headerStart = index + 1
            } else if character == "r", Scan.isWord(scan.at(index - 1)) == false, String(code[index..<min(index + 6, code.count)]) == "return",
                      !Scan.isWord(scan.at(index + 6)), let type = returnType(stack.map(\.frame)) {
                var end = index + 6
                var depth = 0
                while end < code.count, code[end] != "\n" {
                    if "([{".contains(code[end]) { depth += 1 }
                    if ")]}".contains(code[end]) { depth -= 1; if depth < 0 { break } }
                    end += 1
                }
                if depth <= 0 { edits += replace(from: index + 6, to: end, type: type) }
            }
            index += 1
        }
        return edits
    }

    /// A line ends a header unless the next one continues it (`where`, `->`, an open paren…).
    private static func headerEnds(_ code: [Character], before index: Int) -> Bool {
        var back = index - 1
        while back >= 0, code[back] == " " { back -= 1 }
        guard back >= 0 else { return true }
        return !",(->:".contains(code[back]) && !(code[back] == "e" && String(code[max(0, back - 4)...back]).hasSuffix("where"))
    }

    private func frame(for header: String, enclosing: Frame?) -> Frame {
        let words = header.split(whereSeparator: { !Scan.isWord($0) }).map(String.init)
        if words.contains("func") || words.contains("subscript") {
            guard let arrow = header.range(of: "->", options: .backwards) else { return .other }
            var type = String(header[arrow.upperBound...])
            if let clause = type.range(of: " where ") { type = String(type[..<clause.lowerBound]) }
            return .returns(type.trimmed)
        }
        if words.last == "get", case .returns? = enclosing { return enclosing! }
        if let first = words.first(where: { !["private", "public", "internal", "fileprivate", "static", "override", "lazy"].contains($0) }),
           first == "var", !header.contains("="), let colon = header.firstIndex(of: ":") {
            return .returns(String(header[header.index(after: colon)...]).trimmed)
        }
        if let first = words.first, ["if", "else", "for", "while", "guard", "switch", "do", "repeat", "catch", "defer"].contains(first) {
            return .passThrough
        }
        if words.last == "else" { return .passThrough }
        return .other
    }

    private func returnType(_ frames: [Frame]) -> String? {
        for frame in frames.reversed() {
            switch frame {
            case .returns(let type): return type
            case .passThrough: continue
            case .other: return nil
            }
        }
        return nil
    }

    /// A body that is one expression, with no `return` and no statement of its own.
    private func implicitReturn(from start: Int, to end: Int, type: String) -> [MutationEdit] {
        let body = String(scan.code[start..<end])
        let words = Set(body.split(whereSeparator: { !Scan.isWord($0) }).map(String.init))
        let lines = body.split(separator: "\n").map { $0.trimmed }.filter { !$0.isEmpty }
        guard lines.count == 1, words.isDisjoint(with: ["return", "get", "set", "let", "var", "if", "switch", "for", "guard"]) else { return [] }
        return replace(from: start, to: end, type: type)
    }

    /// Replaces the expression in `start..<end` (spaces around it kept) with a wrong value of `type`.
    private func replace(from start: Int, to end: Int, type: String) -> [MutationEdit] {
        var first = start, last = end
        while first < last, scan.code[first].isWhitespace { first += 1 }
        while last > first, scan.code[last - 1].isWhitespace { last -= 1 }
        guard first < last else { return [] }
        let expression = String(scan.original[first..<last])
        let value: String
        switch type {
        case "Bool": value = "!(\(expression))"
        case "Int", "Double", "CGFloat", "Float", "TimeInterval": value = expression == "0" ? "1" : "0"
        case "String": value = expression == "\"\"" ? "\"x\"" : "\"\""
        case "CGSize", "CGPoint", "CGRect": value = ".zero"
        default:
            if type.hasSuffix("?") { value = "nil" } else if type.hasPrefix("[") { value = "[]" } else { return [] }
        }
        guard value != expression else { return [] }
        return [MutationEdit(range: first..<last, replacement: value, change: "returns `\(value)`")]
    }
}

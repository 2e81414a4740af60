/// Finds the first syntax error in a JSON text, with its line and column and what was
/// expected there. Foundation's decoder only says "not valid JSON" (on Linux, with no
/// position), which leaves an instructor searching a hand-written manifest by eye.
public enum JSONSyntax {
    /// A syntax error: 1-based line and column (in characters), and what was expected.
    public struct Problem: Equatable, Sendable {
        public let line: Int
        public let column: Int
        public let message: String
    }

    /// The first problem in `data` read as strict JSON (RFC 8259), or nil when it is well formed.
    public static func firstProblem(in data: [UInt8]) -> Problem? {
        var reader = Reader(bytes: data)
        do {
            reader.skipSpace()
            try reader.value()
            reader.skipSpace()
            if let byte = reader.peek { throw reader.problem("expected the end of the file after the top-level value", found: byte) }
            return nil
        } catch let problem as Problem {
            return problem
        } catch {
            return nil
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1

        init(bytes: [UInt8]) { self.bytes = bytes }

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func advance() {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 { // count characters, not UTF-8 continuation bytes
                column += 1
            }
        }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        func problem(_ expected: String, found byte: UInt8?) -> Problem {
            Problem(line: line, column: column, message: "\(expected), found \(Self.describe(byte, in: bytes, at: index))")
        }

        static func describe(_ byte: UInt8?, in bytes: [UInt8], at index: Int) -> String {
            guard let byte else { return "the end of the file" }
            switch byte {
            case 0x0A: return "the end of the line"
            case 0x09: return "a tab"
            case ..<0x20: return "a control character"
            case 0x80...:
                var end = index + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
            default:
                // A bare word reads better whole: `True`, `undefined`.
                var end = index
                while end < bytes.count, end - index < 20, (bytes[end] >= 0x61 && bytes[end] <= 0x7A) || (bytes[end] >= 0x41 && bytes[end] <= 0x5A) {
                    end += 1
                }
                return end - index > 1 ? "'\(String(decoding: bytes[index..<end], as: UTF8.self))'" : "'\(Character(Unicode.Scalar(byte)))'"
            }
        }

        mutating func expect(_ character: Character, _ expected: String) throws {
            guard peek == character.asciiValue else { throw problem(expected, found: peek) }
            advance()
        }

        mutating func value() throws {
            switch peek ?? 0 {
            case UInt8(ascii: "{"): try object()
            case UInt8(ascii: "["): try array()
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            case UInt8(ascii: "t"): try word("true")
            case UInt8(ascii: "f"): try word("false")
            case UInt8(ascii: "n"): try word("null")
            default:
                throw problem("expected a value (a string in double quotes, a number, an object, an array, true, false or null)", found: peek)
            }
        }

        mutating func object() throws {
            advance()
            skipSpace()
            if peek == UInt8(ascii: "}") { advance(); return }
            while true {
                guard peek == UInt8(ascii: "\"") else {
                    let afterComma = index > 0 && bytes[..<index].last(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: ",")
                    throw problem(afterComma && peek == UInt8(ascii: "}") ? "expected a member name after ',' (JSON allows no comma before '}')"
                                  : "expected a member name in double quotes", found: peek)
                }
                try string()
                skipSpace()
                try expect(":", "expected ':' after the member name")
                skipSpace()
                try value()
                skipSpace()
                if peek == UInt8(ascii: ",") { advance(); skipSpace(); continue }
                try expect("}", "expected ',' or '}' after a member of an object")
                return
            }
        }

        mutating func array() throws {
            advance()
            skipSpace()
            if peek == UInt8(ascii: "]") { advance(); return }
            while true {
                if peek == UInt8(ascii: "]") {
                    throw problem("expected a value after ',' (JSON allows no comma before ']')", found: peek)
                }
                try value()
                skipSpace()
                if peek == UInt8(ascii: ",") { advance(); skipSpace(); continue }
                try expect("]", "expected ',' or ']' after an element of an array")
                return
            }
        }

        mutating func string() throws {
            advance()
            while let byte = peek {
                if byte == UInt8(ascii: "\"") { advance(); return }
                if byte < 0x20 { throw problem("expected '\"' to close the string", found: byte) }
                if byte == UInt8(ascii: "\\") {
                    advance()
                    guard let escaped = peek, Array("\"\\/bfnrtu".utf8).contains(escaped) else {
                        throw problem("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX) after '\\'", found: peek)
                    }
                    advance()
                    if escaped == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            guard let digit = peek, Character(Unicode.Scalar(digit)).isHexDigit else {
                                throw problem("expected four hex digits after \\u", found: peek)
                            }
                            advance()
                        }
                    }
                    continue
                }
                advance()
            }
            throw problem("expected '\"' to close the string", found: nil)
        }

        mutating func number() throws {
            if peek == UInt8(ascii: "-") { advance() }
            try digits("expected a digit")
            if peek == UInt8(ascii: ".") { advance(); try digits("expected a digit after '.'") }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                advance()
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
                try digits("expected a digit in the exponent")
            }
        }

        mutating func digits(_ expected: String) throws {
            guard let first = peek, first >= 0x30 && first <= 0x39 else { throw problem(expected, found: peek) }
            while let byte = peek, byte >= 0x30 && byte <= 0x39 { advance() }
        }

        mutating func word(_ word: String) throws {
            let start = (line, column, index)
            for expected in word.utf8 {
                guard peek == expected else {
                    (line, column, index) = start
                    throw problem("expected \(word)", found: peek)
                }
                advance()
            }
        }
    }
}

extension JSONSyntax.Problem: Error {}

/// A JSON document as plain values, read by a small strict parser. Foundation's
/// `JSONDecoder` and `JSONSerialization` cost more on first use than rendering a whole lesson
/// (see bench/lesson-startup.sh), so a well-formed manifest is read with this instead. It
/// reads less than they do and says nothing about why: a caller that gets nil falls back to
/// Foundation, whose messages stay the ones instructors see.
public indirect enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    /// A number as written (`5`, `2.5`, `-1e3`): the reader decides what it may be.
    case number(String)
    case bool(Bool)
    case null

    /// One `"key": value` of an object, in the order written.
    public struct JSONMember: Sendable {
        public let key: String
        public let value: JSONValue
    }

    /// The document, or nil when it is not strict JSON (RFC 8259), is nested deeper than
    /// `maximumDepth`, or has a string that is not valid UTF-8 or escapes half a surrogate pair.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        return reader.index == bytes.count ? value : nil
    }

    static let maximumDepth = 32

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
        }

        mutating func value(depth: Int) -> JSONValue? {
            guard depth < JSONValue.maximumDepth, let byte = peek else { return nil }
            switch byte {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            case UInt8(ascii: "t"): return word("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return word("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return word("null") ? .null : nil
            default: return nil
            }
        }

        mutating func object(depth: Int) -> JSONValue? {
            index += 1
            skipSpace()
            var members: [JSONMember] = []
            if peek == UInt8(ascii: "}") { index += 1; return .object(members) }
            while true {
                guard peek == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard peek == UInt8(ascii: ":") else { return nil }
                index += 1
                skipSpace()
                guard let value = value(depth: depth + 1) else { return nil }
                members.append(JSONMember(key: key, value: value))
                skipSpace()
                guard let separator = peek else { return nil }
                index += 1
                if separator == UInt8(ascii: "}") { return .object(members) }
                guard separator == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
        }

        mutating func array(depth: Int) -> JSONValue? {
            index += 1
            skipSpace()
            var elements: [JSONValue] = []
            if peek == UInt8(ascii: "]") { index += 1; return .array(elements) }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
                guard let separator = peek else { return nil }
                index += 1
                if separator == UInt8(ascii: "]") { return .array(elements) }
                guard separator == UInt8(ascii: ",") else { return nil }
                skipSpace()
            }
        }

        /// A string's text; the reader stands on its opening quote.
        mutating func string() -> String? {
            index += 1
            var text: [UInt8] = []
            while let byte = peek {
                index += 1
                switch byte {
                case UInt8(ascii: "\""): return String(validating: text, as: UTF8.self)
                case ..<0x20: return nil
                case UInt8(ascii: "\\"):
                    guard let escaped = peek else { return nil }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = escapedScalar() else { return nil }
                        text.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                default: text.append(byte)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (or of a surrogate pair `\uD83D\uDE00`); the reader stands after the `u`.
        mutating func escapedScalar() -> Unicode.Scalar? {
            guard let high = hex4() else { return nil }
            guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) } // nil for a lone low half
            guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }

        mutating func hex4() -> UInt32? {
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<(index + 4)] {
                guard let digit = Self.hexDigit(byte) else { return nil }
                value = value << 4 | digit
            }
            index += 4
            return value
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }

        /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written.
        mutating func number() -> JSONValue? {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            if peek == UInt8(ascii: "0") {
                index += 1
            } else if !digits() { return nil }
            if peek == UInt8(ascii: ".") {
                index += 1
                guard digits() else { return nil }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                index += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
                guard digits() else { return nil }
            }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        /// Skips one or more digits; false when there is none.
        mutating func digits() -> Bool {
            let start = index
            while let byte = peek, byte >= 0x30 && byte <= 0x39 { index += 1 }
            return index > start
        }

        mutating func word(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let matches = word.withUTF8Buffer { $0.elementsEqual(bytes[index..<(index + count)]) }
            if matches { index += count }
            return matches
        }
    }
}

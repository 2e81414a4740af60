// Byte-level helpers for the hot path of loading and rendering lessons. Foundation's
// `trimmingCharacters(in:)` and Character-by-Character `split` made `lesson 4` three times
// slower than a bare Foundation binary (see bench/lesson-startup.sh); these work on UTF-8
// bytes, which is exact for the ASCII spaces and newlines they look for. They are
// `@inlinable` so other modules get them specialized for String and Substring: called
// generically, each use builds type metadata at run time, which cost more than the work.

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    @inlinable public var trimmed: String {
        let text = Substring(self)
        let bytes = text.utf8
        // Most lines have nothing to trim: then a String is returned without a copy.
        if let head = bytes.first, let tail = bytes.last, !isBlankByte(head), !isBlankByte(tail) { return String(self) }
        guard let first = bytes.firstIndex(where: { !isBlankByte($0) }),
              let last = bytes.lastIndex(where: { !isBlankByte($0) }) else { return "" }
        return String(text[first...last])
    }

    /// True when the text is empty or only spaces, tabs and carriage returns.
    @inlinable public var isBlank: Bool { utf8.allSatisfy(isBlankByte) }

    /// The text split at every newline; a final newline does not add an empty last line
    /// unless `keepingTrailingEmpty` is set.
    @inlinable public func lines(keepingTrailingEmpty: Bool = true) -> [String] {
        let text = Substring(self)
        var result: [String] = []
        var start = text.startIndex
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x0A {
                result.append(String(text[start..<index]))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < text.endIndex || keepingTrailingEmpty { result.append(String(text[start..<text.endIndex])) }
        return result
    }
}

@inlinable @inline(__always)
func isBlankByte(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }

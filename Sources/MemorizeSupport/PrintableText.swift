/// Text from a student's code (a failure message, a crash's cause, a theme's name) made safe to
/// show: control characters would otherwise reach the terminal raw, where an escape sequence
/// can clear the instructor's screen, move the cursor or rewrite what was printed before.
public enum PrintableText {
    /// `text` with each control character but newline and tab shown as its picture (ESC as ␛),
    /// C1 controls as �, Unicode's line and paragraph separators as the newlines they are, the
    /// invisible marks that change the direction of text removed, and every other character that
    /// shows nothing (`hidden`: a zero-width space, a soft hyphen, tag characters that spell out
    /// a hidden line, rt24b) written as its code, `\u{200B}`.
    public static func of(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsCare) else { return text }
        var result = String.UnicodeScalarView()
        for character in text {
            let first = character.unicodeScalars.first!
            for scalar in character.unicodeScalars {
                switch scalar.value {
                case 0x0A, 0x09: result.append(scalar)
                case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
                case 0x7F: result.append("\u{2421}")
                case 0x80..<0xA0: result.append("\u{FFFD}")
                case 0x2028, 0x2029: result.append("\n")   // Unicode's line and paragraph separators: line breaks to a terminal
                case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
                default:
                    if hidden(scalar, after: first) {
                        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
                    } else {
                        result.append(scalar)
                    }
                }
            }
        }
        return String(result)
    }

    /// Whether `scalar`, in a character that starts with `first`, shows nothing and is not part
    /// of an emoji: a format character but the joiner of an emoji sequence (👩‍💻) and the tags of
    /// a flag (🏴 and its tags), a noncharacter, the combining grapheme joiner, a Hangul filler.
    static func hidden(_ scalar: Unicode.Scalar, after first: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200D: return !(first.properties.isEmoji && first.value > 0xFF)
        case 0xE0020...0xE007F: return first.value != 0x1F3F4
        case 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0: return true
        default: return scalar.properties.generalCategory == .format || scalar.properties.isNoncharacterCodePoint
        }
    }

    /// `text` as one line (a file's name, a path): as `of`, with its line breaks and tabs shown
    /// as their pictures too, so that no name can start a line of its own that reads like the
    /// tool's ("✔ Task 1 passed").
    public static func line(_ text: String) -> String {
        of(text).replacingOccurrences(of: "\n", with: "\u{2424}").replacingOccurrences(of: "\t", with: "\u{2409}")
    }

    /// `text` as a message's one line (`line`), cut after `limit` characters with a note of how
    /// many more there were: a crash's cause of megabytes (rt21: 7.8 MB, once per task, into
    /// every report) tells no more than its start.
    public static func message(_ text: String, limit: Int = 1_000) -> String {
        let shown = line(text)
        guard shown.count > limit, !isCut(shown, limit: limit) else { return shown }
        return String(shown.prefix(limit)) + "… (\(shown.count - limit) more characters)"
    }

    /// Whether `text` is a message `message` has cut already: cut again, a crash's cause of
    /// 4.3 million characters was said to have "23 more" (rt22b).
    private static func isCut(_ text: String, limit: Int) -> Bool {
        guard text.hasSuffix(" more characters)"), let mark = text.range(of: "… (", options: .backwards) else { return false }
        return text.distance(from: text.startIndex, to: mark.lowerBound) <= limit
            && text[mark.upperBound...].dropLast(" more characters)".count).allSatisfy(\.isNumber)
    }

    /// A character that shows nothing where it stands: a format character (a direction mark,
    /// a zero-width space or joiner, a soft hyphen), a combining grapheme joiner, a variation
    /// selector, or a Hangul filler.
    public static func showsNothing(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.generalCategory == .format { return true }
        switch scalar.value {
        case 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: return false
        }
    }

    private static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F..<0xA0).contains(value)
            || value == 0x2028 || value == 0x2029 || value == 0x034F || value == 0x115F || value == 0x1160 || value == 0x3164 || value == 0xFFA0
            || (value > 0xA0 && (scalar.properties.generalCategory == .format || scalar.properties.isNoncharacterCodePoint))
    }
}

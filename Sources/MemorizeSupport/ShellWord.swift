/// A word of a shell command shown to a person to run (`unzip -q './ann.zip' -d './ann'`):
/// single-quoted, so nothing in it is read by the shell; or, when it holds a character that
/// would not show as itself (a control character, a mark that turns text right to left, a
/// zero-width space), in bash's and zsh's `$'…'` form with that character escaped. Removed
/// from view instead, a name like "fr‮ed.zip" read as `fred.zip`: another student's file (rt19a).
public enum ShellWord {
    /// `text` as it is when every character is plain (letters, digits, `-_./:@`), else `quoted`.
    public static func word(_ text: String) -> String {
        !text.isEmpty && text.allSatisfy { ($0.isLetter || $0.isNumber || "-_./:@".contains($0)) && $0.unicodeScalars.allSatisfy(showsAsItself) }
            ? text : quoted(text)
    }

    public static func quoted(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !showsAsItself($0) }) else {
            return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "'": escaped += "\\'"
            case _ where showsAsItself(scalar): escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x80: escaped += "\\x" + hex(scalar.value, digits: 2)
            case _ where scalar.value <= 0xFFFF: escaped += "\\u" + hex(scalar.value, digits: 4)
            default: escaped += "\\U" + hex(scalar.value, digits: 8)
            }
        }
        return "$'" + escaped + "'"
    }

    /// Whether a character prints as itself: not a control or format character, and no space but the plain one.
    static func showsAsItself(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: return false
        case .spaceSeparator: return scalar == " "
        default: return true
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

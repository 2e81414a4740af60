// A theme's colour is a plain name in the Model (SwiftUI would turn it into a Color).
// Here it becomes an ANSI colour; a name the terminal has no colour for is drawn in the
// terminal's own text colour, so any theme still plays.

enum ThemeColor {
    /// The ANSI foreground code for a colour name, or nil for the terminal's default colour.
    static func ansiCode(for name: String) -> String? {
        switch name.lowercased().filter({ $0.isLetter }) {
        case "red": return "31"
        case "green", "mint": return "32"
        case "yellow": return "33"
        case "blue", "indigo": return "34"
        case "purple", "magenta", "pink": return "35"
        case "cyan", "teal": return "36"
        case "white": return "37"
        case "black", "gray", "grey": return "90"
        case "orange": return "38;5;208"
        case "brown": return "38;5;130"
        default: return nil
        }
    }

    /// `text` in the colour `name`, bold if asked; plain when colour is off.
    static func paint(_ text: String, _ name: String, bold: Bool = false, enabled: Bool) -> String {
        guard enabled, !text.isEmpty else { return text }
        let codes = (bold ? ["1"] : []) + (ansiCode(for: name).map { [$0] } ?? [])
        guard !codes.isEmpty else { return text }
        return "\u{1B}[" + codes.joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}

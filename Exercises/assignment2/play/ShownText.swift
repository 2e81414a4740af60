/// Text from the student's code (a theme's name, a card's emoji) as the View may draw it: on
/// one line, with each control character shown as its picture (ESC as ␛, a line break as ␤),
/// and the invisible marks that turn text right to left left out. Drawn as it was, a theme
/// named with an escape sequence cleared the player's screen and set the window's title, and
/// one with a line break wrote lines of its own, such as a workflow command in a CI log (rt20).
enum ShownText {
    static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsCare) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            case 0x80..<0xA0, 0x2028, 0x2029: result.append("\u{FFFD}")
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F..<0xA0).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            || value == 0x200E || value == 0x200F || value == 0x061C || value == 0x2028 || value == 0x2029
    }
}

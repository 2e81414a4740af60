/// Terminal styles. `Styler` applies them only when colour is on, so the same rendering
/// code produces plain text for pipes and `NO_COLOR`.
public enum TextStyle: String, Sendable {
    case bold = "1"
    case dim = "2"
    case italic = "3"
    case underline = "4"
    case red = "31"
    case green = "32"
    case yellow = "33"
    case blue = "34"
    case magenta = "35"
    case cyan = "36"
    case gray = "90"
}

/// Wraps text in ANSI escape sequences, or leaves it alone when colour is off.
public struct Styler: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public func apply(_ styles: TextStyle..., to text: String) -> String {
        apply(styles, to: text)
    }

    public func apply(_ styles: [TextStyle], to text: String) -> String {
        guard enabled, !styles.isEmpty, !text.isEmpty else { return text }
        return "\u{1B}[" + styles.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}

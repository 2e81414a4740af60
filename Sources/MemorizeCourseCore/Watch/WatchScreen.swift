import Foundation

/// What `check --watch` draws after each check or key, cut to fit the window: the condensed
/// scorecard (failing tasks first and in full), the progress bar, a hint pinned under them
/// until it is dismissed, and the status line with the keys. When all of it is taller than the
/// window, the scorecard's tasks are cut and say how many lines they left out, so the score,
/// the status line and the first failing task at the top stay in view.
struct WatchScreen {
    /// The scorecard's tasks, or the error that stopped the check: what is cut when too tall.
    var body: String
    /// The score and the progress bar, kept under the body however it is cut.
    var summary: String = ""
    /// A hint shown with `h`, kept on screen until `x`.
    var pinned: String?
    /// The status line: what is watched, which check this is, the keys.
    var status: String
    /// The window's rows; nil when unknown (nothing is cut).
    var height: Int?
    /// What to do after q to see the lines cut from the body, as the cut line says.
    var seeAll = "check"

    /// The key that hides a pinned hint, as the status line names it.
    static let dismissKey = "x"

    /// The screen's text, starting with the escapes that clear the window.
    func render() -> String {
        "\u{1B}[2J\u{1B}[H" + lines().map { $0 + "\n" }.joined()
    }

    /// The screen's lines: never more than `height - 1`, leaving the cursor's row free.
    func lines() -> [String] {
        var bodyLines = Self.split(body)
        var pinnedLines = pinned.map { [""] + Self.split($0) } ?? []
        let summaryLines = Self.split(summary)
        let statusLines = Self.split(status)
        guard let height else { return bodyLines + summaryLines + pinnedLines + statusLines }
        let rows = Self.rows(height: height)
        // A long hint gets what the scorecard leaves, and at least half the window.
        let hintRows = min(pinnedLines.count, max(rows - statusLines.count - summaryLines.count - bodyLines.count, rows / 2, 3))
        if pinnedLines.count > hintRows {
            pinnedLines = Array(pinnedLines.prefix(hintRows - 1)) + [Self.moreHintLines(pinnedLines.count - hintRows + 1)]
        }
        let bodyRows = max(rows - pinnedLines.count - summaryLines.count - statusLines.count, 1)
        if bodyLines.count > bodyRows {
            let kept = bodyRows - 1
            bodyLines = Array(bodyLines.prefix(kept)) + [Self.moreLines(bodyLines.count - kept, seeAll: seeAll)]
        }
        return Array((bodyLines + summaryLines + pinnedLines + statusLines).prefix(rows))
    }

    static func moreLines(_ count: Int, seeAll: String = "check") -> String {
        "… \(count) more line\(count == 1 ? "" : "s") (q, then \(seeAll))"
    }

    static func moreHintLines(_ count: Int) -> String {
        "… \(count) more line\(count == 1 ? "" : "s") of this hint (q, then hint --all)"
    }

    /// The rows a screen may fill in a window `height` rows tall: all but the cursor's, and
    /// never fewer than three.
    static func rows(height: Int) -> Int { max(height - 1, 3) }

    /// `text`'s lines, without the empty one after a last newline.
    static func split(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

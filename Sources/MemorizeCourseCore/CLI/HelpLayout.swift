/// Lays a command's help out in 80 columns, whatever the lengths its author wrote: the
/// discussions are written as paragraphs, and a usage line or an option's help grows with
/// every option added, so `--help` ran to 210 columns for `check`.
enum HelpLayout {
    static let width = 80

    /// `lead` then `text`, broken between words, each further line indented under the first
    /// word of `text`. Spaces inside brackets do not break, so `[--only REQUIREMENT]` stays whole.
    static func hanging(_ text: String, lead: String) -> [String] {
        var depth = 0
        let indent = String(repeating: " ", count: DisplayWidth.of(lead))
        return TextWrapper(styler: Styler(enabled: false)).wrap(text, width: width, firstPrefix: lead, continuationPrefix: indent) { character in
            if character == "[" { depth += 1 } else if character == "]" { depth = max(0, depth - 1) }
            return depth > 0
        }
    }

    /// A discussion with each paragraph (lines that start at the margin, up to a blank or an
    /// indented line) filled again to the width. Indented lines are examples or lists, kept as
    /// written, except that an example too long is broken before an option, shell-style.
    static func discussion(_ text: String) -> String {
        var out: [String] = []
        var paragraph: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            out += hanging(paragraph.joined(separator: " "), lead: "").map { String($0.drop { $0 == " " }) }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.isEmpty || line.first == " " {
                flush()
                out += line.isEmpty ? [line] : example(line)
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return out.joined(separator: "\n")
    }

    /// An indented example line, broken before its last options when too wide: each piece
    /// but the last ends with ` \`, and the pieces after the first go in four more columns.
    static func example(_ line: String) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        let margin = String(line.prefix { $0 == " " })
        var pieces: [String] = []
        var rest = line
        while DisplayWidth.of(rest) > width,
              let cut = rest.ranges(of: " --").last(where: { DisplayWidth.of(String(rest[..<$0.lowerBound])) + 2 <= width }),
              cut.lowerBound > rest.startIndex, !rest[..<cut.lowerBound].allSatisfy({ $0 == " " }) {
            pieces.append(String(rest[..<cut.lowerBound]) + " \\")
            rest = margin + "    " + rest[rest.index(after: cut.lowerBound)...]
        }
        return pieces + [rest]
    }
}

/// Finds lines the Markdown subset would show differently from what the author meant: a
/// `#` title, a `####` heading, `##Heading`, an underline, a list indented by odd spaces.
/// The reader shows such lines as best it can; `validate --lessons` reports them. An
/// unclosed code block is the parser's own error (`MarkdownParser`), so it is not repeated.
public enum MarkdownLint {
    /// Every problem in `text`; `firstLine` is the number of its first line in the file, so
    /// lines in messages and in the result are the file's.
    public static func problems(in text: String, firstLine: Int = 1) -> [MarkdownError] {
        var problems: [MarkdownError] = []
        func report(_ line: Int, _ problem: String) { problems.append(MarkdownError(line: line, problem: problem)) }
        var fenceOpenedAt: Int?
        var lastItemDepth: Int? // the depth of the previous item of the list being read, if any
        for (offset, line) in text.lines().enumerated() {
            let number = offset + firstLine
            let trimmed = line.trimmed
            if let opened = fenceOpenedAt {
                if trimmed == "```" {
                    fenceOpenedAt = nil
                } else if trimmed.hasPrefix("```"), trimmed.count > 3 {
                    report(number, LessonMessages.fenceInsideFence(openedAt: opened))
                }
                continue
            }
            if trimmed.hasPrefix("```") { fenceOpenedAt = number; lastItemDepth = nil; continue }
            if trimmed.isEmpty { lastItemDepth = nil; continue }
            let indent = line.utf8.prefix { $0 == 0x20 || $0 == 0x09 }
            if indent.contains(0x09) { // the first thing to fix: every other rule counts spaces
                report(number, LessonMessages.tabIndent)
                continue
            }
            if trimmed.hasPrefix("#") {
                if let problem = headingProblem(trimmed) { report(number, problem) }
                lastItemDepth = nil
                continue
            }
            if trimmed.count >= 3, let first = trimmed.first, "-=*".contains(first), trimmed.allSatisfy({ $0 == first }) {
                report(number, LessonMessages.ruleLine)
                continue
            }
            if isListItem(trimmed) {
                let spaces = indent.count
                let depth = spaces / 2
                if spaces % 2 != 0 {
                    report(number, LessonMessages.oddListIndent(spaces))
                } else if depth > (lastItemDepth.map { $0 + 1 } ?? 0) {
                    report(number, LessonMessages.listTooDeep)
                }
                lastItemDepth = depth
                continue
            }
            // An item's continuation line is indented; anything else ends the list.
            if trimmed.hasPrefix(">") || indent.count < 2 { lastItemDepth = nil }
        }
        return problems
    }

    private static func headingProblem(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }
        let rest = line.dropFirst(hashes.count)
        guard let next = rest.first else { return LessonMessages.emptyHeading }
        guard next == " " else {
            // `#if` or `#selector` at the start of a line is prose; `##Title` is a slip.
            return hashes.count >= 2 ? LessonMessages.headingWithoutSpace(String(hashes)) : nil
        }
        if rest.trimmed.isEmpty { return LessonMessages.emptyHeading }
        if hashes.count == 1 { return LessonMessages.levelOneHeading }
        if hashes.count > 3 { return LessonMessages.deepHeading }
        return nil
    }

    private static func isListItem(_ line: String) -> Bool {
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return true }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && digits.count <= 3 && line.dropFirst(digits.count).hasPrefix(". ")
    }
}

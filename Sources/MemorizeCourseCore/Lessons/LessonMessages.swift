/// Every problem a lesson file can have, worded in one place. Lessons/README.md's
/// troubleshooting list quotes these, so change both together.
enum LessonMessages {
    // Reading the file and its front matter.
    static let unreadable = "cannot be read (check its permissions)"
    static let notUTF8 = "is not UTF-8 text (save it as UTF-8)"
    static let noFrontMatter = "does not start with front matter (a line '---', then 'key: value' lines, then '---')"
    static let frontMatterNotClosed = "front matter opened here is not closed by a '---' line"
    static let emptyTitle = "title is empty"

    static func notKeyValue(_ line: String) -> String { "front matter line is not 'key: value': \(line)" }
    static func unknownKey(_ key: String, known: [String]) -> String {
        "unknown front matter key '\(key)' (known: \(known.joined(separator: ", ")))"
    }
    static func keyTwice(_ key: String, firstLine: Int) -> String {
        "front matter key '\(key)' appears twice (first on line \(firstLine))"
    }
    static func missingKey(_ key: String) -> String { "front matter has no '\(key):' line" }
    static func unsupportedFormat(_ version: Int, supported: Int) -> String {
        "format \(version) is not supported (this tool reads format \(supported)); update memorize-course"
    }
    static func formatNotNumber(_ value: String) -> String { "format must be a whole number, got '\(value)'" }
    static func numberNotPositive(_ value: String) -> String { "lesson must be a positive whole number, got '\(value)'" }
    static func unknownDemo(_ id: String, known: Set<String>) -> String {
        "demo '\(id)' does not exist in this version of memorize-course; "
            + (Suggestion.closest(to: id, among: known.sorted()).map { "did you mean '\($0)'?" }
                ?? "remove it from 'demos:' (a new demo needs Swift code in the tool first)")
    }
    static func duplicateNumber(_ number: Int, others: [String]) -> String {
        "lesson \(number) is also declared by \(others.joined(separator: ", ")); give each lesson its own number"
    }

    // The Markdown subset (the parser itself reports an unclosed code block).
    static let levelOneHeading = "a '#' heading: the title comes from the front matter; use '## ' for a section"
    static let deepHeading = "only '##' and '###' headings are supported; use '### ' here"
    static let emptyHeading = "heading has no text"
    static let ruleLine = "a line of only '---', '===' or '***' is shown as text (no underlined headings or rules); use '## Heading'"
    static let tabIndent = "indented with a tab; indent with spaces (two per list level)"
    static func headingWithoutSpace(_ hashes: String) -> String {
        "'\(hashes)' without a space after it is shown as text, not a heading; write '\(hashes) Heading'"
    }
    static func oddListIndent(_ spaces: Int) -> String {
        "list item indented \(spaces) spaces; nest lists by two spaces per level"
    }
    static let listTooDeep = "list item is nested more than one level below the item above it; indent two spaces per level"
    static func fenceInsideFence(openedAt line: Int) -> String {
        "a code block starts here inside the one opened on line \(line); close that one first with a line ```"
    }

    // What the notes point at.
    static func unknownExercise(_ command: String, _ id: String, known: [String]) -> String {
        "'memorize-course \(command) \(id)': there is no exercise '\(id)' in Exercises/ "
            + (known.isEmpty ? "(there are none)" : "(exercises: \(known.joined(separator: ", ")))")
    }
    static func unknownDemoReference(_ id: String) -> String {
        "'memorize-course demo \(id)': there is no demo '\(id)' in this version of memorize-course"
    }
    static func unknownLessonReference(_ number: String) -> String {
        "'memorize-course lesson \(number)': there is no lesson \(number) in Lessons/"
    }

    // Sections (`lesson N --section ID`).
    static func sectionIDTwice(_ id: String) -> String {
        "two '##' headings make the section id '\(id)'; reword one so each section can be opened with --section"
    }

    // Lessons/FIDELITY.md.
    static let fidelityMissing = "a topic is marked MISSING: no lesson covers it yet"
    static func fidelityNoLesson(_ number: Int) -> String { "lesson \(number) does not exist or cannot be read" }
    static func fidelityNoSection(_ number: Int, _ heading: String) -> String {
        "lesson \(number) has no section \"\(heading)\" (a '##' or '###' heading with exactly that text)"
    }

    // How other places refer to the problems.
    static func andMore(_ count: Int) -> String {
        count == 0 ? "" : " (and \(count) more: 'memorize-course validate --lessons' lists them)"
    }
}

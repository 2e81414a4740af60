/// A lesson as shown by `memorize-course lesson N`: a title banner, the notes, then the
/// lesson's demos with the command that runs each, and the exercises that practise it.
public struct LessonPage {
    public let lesson: Lesson
    public let demos: [Demo]
    public let exercises: [Exercise]

    public init(lesson: Lesson, demos: [Demo], exercises: [Exercise] = []) {
        self.lesson = lesson
        self.demos = demos
        self.exercises = exercises
    }

    /// Why a lesson has no demos (the early lessons' code is SwiftUI views, which cannot run
    /// here), and what to do instead: its notes, and its quiz when it has one.
    static func noDemos(_ lesson: Lesson) -> String {
        "This lesson has no demos: its code is SwiftUI views, which do not run on Linux or in a terminal. "
            + "The notes above teach it" + (lesson.quizFile != nil ? "; then test yourself with `memorize-course quiz \(lesson.number)`." : ".")
    }

    /// The page; throws a `LessonFileError` when the notes cannot be parsed.
    public func render(terminal: TerminalInfo) throws -> String {
        let renderer = MarkdownRenderer(terminal: terminal)
        let styler = renderer.styler
        let title = "Lesson \(lesson.number) · \(lesson.title)"
        var text = styler.apply(.bold, to: title) + "\n"
        text += styler.apply(.cyan, to: String(repeating: "═", count: min(renderer.width, DisplayWidth.of(title)))) + "\n\n"
        let notes = try lesson.notes()
        text += contents(LessonSections(notes), renderer: renderer)
        text += renderer.render(notes)
        text += "\n" + renderer.render(.heading(level: 2, text: [InlineSpan("Demos")])).joined(separator: "\n") + "\n\n"
        if demos.isEmpty {
            text += TextWrapper(styler: styler).wrap(InlineParser.parse(Self.noDemos(lesson)), width: renderer.width).joined(separator: "\n") + "\n"
        } else {
            let idWidth = demos.map { $0.id.count }.max()!
            let titleWidth = demos.map { DisplayWidth.of($0.title) }.max()!
            // "  id  Title  command" on one line when every one fits the width; else the command under the title.
            let oneLine = demos.allSatisfy { 2 + idWidth + 2 + titleWidth + 2 + DisplayWidth.of("memorize-course demo \($0.id)") <= renderer.width }
            for demo in demos {
                let command = styler.apply(.yellow, to: "memorize-course demo \(demo.id)")
                text += "  " + styler.apply(.bold, to: DisplayWidth.pad(demo.id, to: idWidth)) + "  "
                text += oneLine ? DisplayWidth.pad(demo.title, to: titleWidth) + "  " + command + "\n"
                    : demo.title + "\n" + String(repeating: " ", count: 4 + idWidth) + command + "\n"
            }
            let stepCommand = InlineSpan("memorize-course lesson \(lesson.number) --step", .code)
            text += "\n" + TextWrapper(styler: styler)
                .wrap([InlineSpan("Step through every demo of this lesson: "), stepCommand], width: renderer.width)
                .joined(separator: "\n") + "\n"
        }
        if lesson.quizFile != nil {
            let quizCommand = InlineSpan("memorize-course quiz \(lesson.number)", .code)
            text += "\n" + TextWrapper(styler: styler)
                .wrap([InlineSpan("Test yourself on this lesson: "), quizCommand], width: renderer.width)
                .joined(separator: "\n") + "\n"
        }
        if !exercises.isEmpty { text += "\n" }
        // "Practise: memorize-course start ID  Title"; every title on a line of its own when one is too wide.
        let commands = exercises.map { "memorize-course start \($0.id)" }
        let oneLine = zip(exercises, commands).allSatisfy { DisplayWidth.of("Practise: \($1)  \($0.title)") <= renderer.width }
        for (exercise, command) in zip(exercises, commands) {
            text += "Practise: " + styler.apply(.yellow, to: command) + (oneLine ? "  " : "\n          ") + exercise.title + "\n"
        }
        return text
    }

    /// The sections and their ids, before the notes; nothing for a lesson of fewer than two.
    func contents(_ sections: LessonSections, renderer: MarkdownRenderer) -> String {
        guard sections.sections.count > 1 else { return "" }
        let styler = renderer.styler
        var text = TextWrapper(styler: styler).wrap(
            [InlineSpan("In this lesson (one section: "), InlineSpan("memorize-course lesson \(lesson.number) --section ID", .code), InlineSpan("):")],
            width: renderer.width).joined(separator: "\n") + "\n"
        // "  id  Title" in two columns, the id column as wide as it can be with every line
        // that uses it fitting; a longer id has its title on the next line, in the column.
        let idWidth = sections.sections.map { $0.id.count }.sorted().last { column in
            sections.sections.allSatisfy { $0.id.count > column || 4 + column + DisplayWidth.of($0.title) <= renderer.width }
        } ?? 0
        let indent = String(repeating: " ", count: 4 + idWidth)
        for section in sections.sections {
            let fits = section.id.count <= idWidth
            // A title too long for its column goes on between words, in the column.
            let title = TextWrapper(styler: styler).wrap(section.title, width: max(20, renderer.width - indent.count)).joined(separator: "\n" + indent)
            text += "  " + styler.apply(.yellow, to: fits ? DisplayWidth.pad(section.id, to: idWidth) : section.id)
                + (fits ? "  " : "\n" + indent) + title + "\n"
        }
        return text + "\n"
    }

    /// One section of the notes (`lesson N --section ID`), then how to read on.
    public func render(section: LessonSections.Section, of sections: LessonSections, terminal: TerminalInfo) throws -> String {
        let renderer = MarkdownRenderer(terminal: terminal)
        let styler = renderer.styler
        let title = "Lesson \(lesson.number) · \(lesson.title)"
        var text = styler.apply(.bold, to: title) + "\n"
        text += styler.apply(.cyan, to: String(repeating: "═", count: min(renderer.width, DisplayWidth.of(title)))) + "\n\n"
        text += renderer.render(section.blocks) + "\n"
        // Each command on a line of its own, so none is wrapped in the middle.
        let wrapper = TextWrapper(styler: styler)
        func say(_ words: String, _ command: String) {
            text += wrapper.wrap([InlineSpan(words)], width: renderer.width).joined(separator: "\n") + "\n"
            text += wrapper.wrap([InlineSpan(command, .code)], width: renderer.width, firstPrefix: "  ", continuationPrefix: "  ").joined(separator: "\n") + "\n"
        }
        if let index = sections.sections.firstIndex(of: section), index + 1 < sections.sections.count {
            let following = sections.sections[index + 1]
            say("Next, \"\(following.title)\":", "memorize-course lesson \(lesson.number) --section \(following.id)")
        }
        say("The whole lesson, with its demos:", "memorize-course lesson \(lesson.number)")
        return text
    }
}

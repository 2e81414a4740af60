import Foundation

extension DemoCommand {
    /// What a bare `demo` prints: every demo by lesson, its id and title, then how to run one.
    /// A student who typed `demo` to see what there is got "needs a demo id" and had to know
    /// that `lessons` lists them. Lesson titles come from the course when it reads; the demos
    /// are compiled into the tool, so they are listed even when it does not.
    static func listing(_ context: CommandContext) -> String {
        let styler = Styler(enabled: context.terminal.usesColor)
        let wrapper = TextWrapper(styler: Styler(enabled: false))
        let width = min(context.terminal.width, MarkdownRenderer.maximumProseWidth)
        let catalog = try? context.lessonCatalog()
        let idWidth = context.demos.map { DisplayWidth.of($0.id) }.max() ?? 0
        var text = ""
        for number in Array(Set(context.demos.map(\.lesson))).sorted() {
            let title = catalog?.lesson(number).map { "Lesson \(number): \($0.title)" } ?? "Lesson \(number)"
            text += styler.apply(.bold, to: title) + "\n"
            for demo in context.demos where demo.lesson == number {
                let lead = "  " + DisplayWidth.pad(demo.id, to: idWidth) + "  "
                let lines = wrapper.wrap(demo.title, width: width, firstPrefix: lead,
                                         continuationPrefix: String(repeating: " ", count: DisplayWidth.of(lead)))
                // The id in colour on a terminal: it is what to type.
                text += lines.enumerated().map { index, line in
                    index == 0 ? "  " + styler.apply(.bold, to: demo.id) + String(line.dropFirst(2 + demo.id.count)) : line
                }.joined(separator: "\n") + "\n"
            }
            text += "\n"
        }
        var footer = [("Run one:", "memorize-course demo ID"), ("Step by step:", "memorize-course demo ID --step")]
        if !context.editableDemos.isEmpty { footer.append(("Edit its code:", "memorize-course demo ID --edit")) }
        let labelWidth = footer.map { $0.0.count }.max()!
        for (label, command) in footer { text += DisplayWidth.pad(label, to: labelWidth) + "  " + styler.apply(.yellow, to: command) + "\n" }
        return text
    }
}

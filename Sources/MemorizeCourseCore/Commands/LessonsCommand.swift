import Foundation

/// `memorize-course lessons`: every lesson's number, title, demo ids and best quiz score.
public struct LessonsCommand: Command {
    public static let spec = CommandSpec(
        name: "lessons",
        arguments: "",
        abstract: "List the lessons, with their demos.",
        discussion: """
        Each lesson's number and title, a one-line summary, the ids of its demos, and your
        best score on its quiz. Then read one with 'memorize-course lesson N' or run a demo with 'memorize-course demo ID'.
        """
    )

    public init(arguments: ParsedArguments) throws {
        try arguments.noPositionals(command: Self.spec.name)
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let catalog = try context.lessonCatalog()
        let progress = context.loadProgress(try context.courseRoot()).1
        let styler = Styler(enabled: context.terminal.usesColor)
        let wrapper = TextWrapper(styler: styler)
        let width = min(context.terminal.width, MarkdownRenderer.maximumProseWidth)
        var text = ""
        for lesson in catalog.lessons {
            text += styler.apply(.bold, to: "\(lesson.number)".leftPadded(to: 2) + "  \(lesson.title)") + "\n"
            text += wrapper.wrap(lesson.summary, width: width, firstPrefix: "    ", continuationPrefix: "    ")
                .joined(separator: "\n") + "\n"
            if !lesson.demoIDs.isEmpty {
                text += wrapper.wrap([InlineSpan("demos:")] + lesson.demoIDs.flatMap { [InlineSpan(" "), InlineSpan($0, .strong)] },
                                     width: width, firstPrefix: "    ", continuationPrefix: "           ")
                    .joined(separator: "\n") + "\n"
            }
            if lesson.quizFile != nil {
                let score = progress.quizScore(lesson: lesson.number).map { "best \($0.best) of \($0.total)" } ?? "not taken yet"
                text += "    quiz: \(score) · " + styler.apply(.yellow, to: "memorize-course quiz \(lesson.number)") + "\n"
            }
            text += "\n"
        }
        text += "Read a lesson: memorize-course lesson N · Run a demo: memorize-course demo ID · Quiz: memorize-course quiz N\n"
        context.stdout.write(text)
        return .success
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

import Foundation

/// `memorize-course lessons`: every lesson's number, title, demo ids, exercise ids and best quiz score.
public struct LessonsCommand: Command {
    public static let spec = CommandSpec(
        name: "lessons",
        arguments: "",
        abstract: "List the lessons, with their demos and exercises.",
        discussion: """
        Each lesson's number and title, a one-line summary, the ids of its demos and of the
        graded exercises that practise it, and your best score on its quiz. Then read one with
        'memorize-course lesson N', run a demo with 'memorize-course demo ID', or start an
        exercise with 'memorize-course start ID'. A lesson file that cannot be read is listed
        as broken, with its first problem.
        """
    )

    public init(arguments: ParsedArguments) throws {
        try arguments.noPositionals(command: Self.spec.name)
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let catalog = try context.lessonCatalog()
        let progress = context.loadProgress(try context.courseRoot()).1
        let exercises = try? context.exerciseCatalog()   // the lesson list still shows without them
        let styler = Styler(enabled: context.terminal.usesColor)
        let wrapper = TextWrapper(styler: styler)
        let width = min(context.terminal.width, MarkdownRenderer.maximumProseWidth)
        let entries = Self.entries(catalog)
        var text = ""
        for entry in entries {
            let number = (entry.number.map(String.init) ?? "?").leftPadded(to: 2)
            if let problem = entry.problem {
                // Listed where its number puts it, with the first problem: students see the rest
                // of the course, instructors see what to fix.
                text += styler.apply(.bold, to: "\(number)  \(entry.title)") + "  " + styler.apply(.red, to: "(broken)") + "\n"
                text += wrapper.wrap(problem, width: width, firstPrefix: "    ", continuationPrefix: "    ").joined(separator: "\n") + "\n\n"
                continue
            }
            guard let lesson = entry.lesson else { continue }
            text += styler.apply(.bold, to: "\(number)  \(lesson.title)") + "\n"
            text += wrapper.wrap(lesson.summary, width: width, firstPrefix: "    ", continuationPrefix: "    ")
                .joined(separator: "\n") + "\n"
            if !lesson.demoIDs.isEmpty {
                text += wrapper.wrap([InlineSpan("demos:")] + lesson.demoIDs.flatMap { [InlineSpan(" "), InlineSpan($0, .strong)] },
                                     width: width, firstPrefix: "    ", continuationPrefix: "           ")
                    .joined(separator: "\n") + "\n"
            }
            let practise = exercises?.exercises(forLesson: lesson.number).map(\.id) ?? []
            if !practise.isEmpty {
                text += wrapper.wrap([InlineSpan("exercises:")] + practise.flatMap { [InlineSpan(" "), InlineSpan($0, .strong)] },
                                     width: width, firstPrefix: "    ", continuationPrefix: "               ")
                    .joined(separator: "\n") + "\n"
            }
            if lesson.quizFile != nil {
                let score = progress.quizScore(lesson: lesson.number).map { "best \($0.best) of \($0.total)" } ?? "not taken yet"
                text += "    quiz: \(score) · " + styler.apply(.yellow, to: "memorize-course quiz \(lesson.number)") + "\n"
            }
            text += "\n"
        }
        let broken = entries.filter { $0.problem != nil }.count
        if broken > 0 {
            text += styler.apply(.red, to: "\(broken) lesson file\(broken == 1 ? " is" : "s are") broken") + "; the other "
                + "lessons work. Instructors: 'memorize-course validate --lessons' lists every problem.\n\n"
        }
        // One command a line, so the footer fits an 80-column terminal.
        var footer = [("Read a lesson:", "memorize-course lesson N"), ("One section:", "memorize-course lesson N --section ID"),
                      ("Run a demo:", "memorize-course demo ID"), ("Take a quiz:", "memorize-course quiz N")]
        if exercises?.exercises.contains(where: { !$0.lessons.isEmpty }) == true {
            footer += [("Practise:", "memorize-course start ID"), ("All exercises:", "memorize-course exercises")]
        }
        let labelWidth = footer.map { $0.0.count }.max()!
        for (label, command) in footer { text += DisplayWidth.pad(label, to: labelWidth) + "  " + command + "\n" }
        context.stdout.write(text)
        return .success
    }

    /// One line of the listing: a lesson, or a file that cannot be shown and why.
    struct Entry {
        var number: Int?
        var title: String
        var lesson: Lesson?
        var problem: String?
    }

    /// Usable lessons and broken files in number order. A lesson whose notes do not parse
    /// is broken too: `lesson N` would fail on it.
    static func entries(_ catalog: LessonCatalog) -> [Entry] {
        let lessons = catalog.lessons.map { lesson in
            do {
                _ = try lesson.notes()
                return Entry(number: lesson.number, title: lesson.title, lesson: lesson)
            } catch {
                return Entry(number: lesson.number, title: lesson.title, problem: "\(error)")
            }
        }
        let broken = catalog.broken.map { file in
            Entry(number: file.number, title: file.title, problem: file.summaryOfProblems)
        }
        return (lessons + broken).enumerated()
            .sorted { ($0.element.number ?? .max, $0.offset) < ($1.element.number ?? .max, $1.offset) }.map(\.element)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

/// `memorize-course lesson N [--step]`: a lesson's notes and its demos.
public struct LessonCommand: Command {
    public static let spec = CommandSpec(
        name: "lesson",
        arguments: "N [--section ID] [--step] [--from-start] [--no-pager]",
        abstract: "Show a lesson's notes and its demos.",
        discussion: """
        Renders lesson N's notes for the terminal, then lists its demos with the command
        that runs each, and the graded exercises that practise it. The page begins with
        the lesson's sections and their ids: --section ID prints only that section (a
        "##" heading and what follows it; a unique beginning of the id is enough). On a
        terminal, a page taller than the screen opens in a pager (less, or $PAGER; q
        quits). With --step, runs all of the lesson's demos in order instead, one step at
        a time, a key between steps (Enter: next, b: back, q: quit), some steps asking
        first what the code will print; stopped with q, it resumes at that step the next
        time, unless --from-start.

        Examples:
          memorize-course lesson 4
          memorize-course lesson 4 --section optional
          memorize-course lesson 4 --step
          memorize-course lesson 5 --no-pager
        """,
        options: [
            OptionSpec("--section", value: "ID", completes: .section, help: "Print only this section of the notes (its id, or a unique beginning of it)."),
            OptionSpec("--step", help: "Step through all of the lesson's demos in order."),
            OptionSpec("--from-start", help: "With --step: begin at the first step, not where you stopped."),
            OptionSpec("--no-pager", help: "Print the whole page even when it is taller than the terminal."),
        ],
        positionals: [.lesson]
    )

    let requested: String
    let step: Bool
    let fromStart: Bool
    let usePager: Bool
    let section: String?

    public init(arguments: ParsedArguments) throws {
        requested = try arguments.single("a lesson number", command: Self.spec.name, example: "lesson 4")
        step = arguments.has("--step")
        fromStart = arguments.has("--from-start")
        if fromStart && !step {
            throw UsageError("--from-start goes with --step", hint: "for example: memorize-course lesson \(requested) --step --from-start")
        }
        usePager = !arguments.has("--no-pager")
        section = arguments.values["--section"]
        if section != nil && step {
            throw UsageError("--section goes without --step", hint: "read it with: memorize-course lesson \(requested) --section \(section!)")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        guard let number = Int(requested) else {
            let catalog = try context.lessonCatalog()
            throw UsageError("'\(requested)' is not a lesson number; \(Self.available(catalog))", hint: "try 'memorize-course lessons'")
        }
        let course = try context.courseRoot()
        // The page as last shown, when nothing it is made from has changed: nothing is read.
        var kept: (store: LessonPageCache, key: String)?
        // A section is laid out each time: it is short, and the whole page's name stays as it was.
        if !step, section == nil, context.keepsLessonPages,
           let key = LessonPageCache.key(lesson: number, course: course, terminal: context.terminal, executable: context.executableURL) {
            let store = LessonPageCache(folder: context.scratchFolder(course: course).appendingPathComponent("pages", isDirectory: true))
            if let page = store.page(lesson: number, key: key) {
                context.recordLessonShown(number, course: course)
                context.writePage(page, usePager: usePager)
                return .success
            }
            kept = (store, key)
        }
        // Only the files that decide lesson N are read: the page never waits for the others.
        let deciding = try context.lessonCatalog(deciding: number, in: course)
        guard let lesson = deciding.lesson(number) else {
            // Only the lesson asked for fails when its file is broken; the others still work.
            if let broken = deciding.brokenFile(number) { throw ToolError(broken.summaryOfProblems) }
            let catalog = try context.lessonCatalog()
            throw UsageError("no lesson \(number); \(Self.available(catalog))", hint: "try 'memorize-course lessons'")
        }
        let demos = lesson.demoIDs.compactMap(context.demo(id:))
        if step {
            guard !demos.isEmpty else {
                throw UsageError("lesson \(number) has no demos: its code is SwiftUI views, which do not run on Linux or in a terminal",
                                 hint: "read its notes with 'memorize-course lesson \(number)'"
                                    + (lesson.quizFile != nil ? ", and take its quiz with 'memorize-course quiz \(number)'" : ""))
            }
            DemoPlayer(demos: demos, context: context, stepping: true, run: "lesson \(number)", fromStart: fromStart).play()
            return .success
        }
        let page: String
        do {
            // A damaged exercise manifest must not hide the notes: the page just lists no exercises.
            let exercises = (try? ExerciseCatalog.load(from: course))?.exercises(forLesson: number) ?? []
            let lessonPage = LessonPage(lesson: lesson, demos: demos, exercises: exercises)
            if let section {
                context.writePage(try Self.section(section, of: lessonPage, terminal: context.terminal), usePager: usePager)
                return .success
            }
            page = try lessonPage.render(terminal: context.terminal)
        } catch let error as LessonFileError {
            throw ToolError(error.description)
        }
        if let kept { kept.store.store(page, lesson: number, key: kept.key) }
        context.recordLessonShown(number, course: course)
        context.writePage(page, usePager: usePager)
        return .success
    }

    /// The section `requested` names, or a usage error listing the ids there are.
    static func section(_ requested: String, of page: LessonPage, terminal: TerminalInfo) throws -> String {
        let sections = LessonSections(try page.lesson.notes())
        let number = page.lesson.number
        switch sections.match(requested) {
        case let .found(section):
            return try page.render(section: section, of: sections, terminal: terminal)
        case let .ambiguous(ids):
            throw UsageError("'\(requested)' begins more than one section of lesson \(number): \(ids.joined(separator: ", "))",
                             hint: "give more of the id, for example: memorize-course lesson \(number) --section \(ids[0])")
        case .none:
            let ids = sections.sections.map(\.id)
            guard let first = ids.first else {
                throw UsageError("lesson \(number) has no sections", hint: "read it whole: memorize-course lesson \(number)")
            }
            throw UsageError("lesson \(number) has no section '\(requested)'; its sections are \(ids.joined(separator: ", "))",
                             hint: "for example: memorize-course lesson \(number) --section \(first)")
        }
    }

    /// "lessons are 1–8", for messages about a number that is not there.
    static func available(_ catalog: LessonCatalog) -> String {
        catalog.lessons.isEmpty ? "no lesson file can be read" : "lessons are \(catalog.numberRanges)"
    }
}

/// Words a `CourseStanding` for the terminal: a line of totals, a table of lessons, a table of
/// exercises, the quizzes with questions to review, then the one command to run next. At
/// most 80 columns (fewer on a narrower terminal), plain words in every column so it reads
/// the same piped, colour only on a terminal.
public struct CourseStandingRenderer {
    let styler: Styler
    let width: Int

    public init(terminal: TerminalInfo) {
        styler = Styler(enabled: terminal.usesColor)
        width = min(max(terminal.width, 40), 80)
    }

    public func render(_ standing: CourseStanding) -> String {
        guard !standing.lessons.isEmpty || !standing.exercises.isEmpty else {
            return "This course folder has no lessons or exercises yet.\n"
        }
        var text = totals(standing) + "\n\n"
        if !standing.lessons.isEmpty { text += lessonTable(standing.lessons) + "\n" }
        if !standing.exercises.isEmpty { text += exerciseTable(standing.exercises) + "\n" }
        text += review(standing.lessons)
        if let next = standing.next {
            text += "Next: " + styler.apply(.yellow, to: next.command) + (next.reason.map { " (\($0))" } ?? "") + "\n"
        } else {
            text += styler.apply(.green, to: "All done: every lesson read, demo run, quiz taken and exercise passed.") + "\n"
        }
        return text
    }

    /// "Review: memorize-course quiz 4 --review (2 missed last time); also quiz 7 (1)": the
    /// quizzes whose last attempt missed questions, a choice beside the one next step.
    func review(_ lessons: [CourseStanding.LessonLine]) -> String {
        let pending = lessons.compactMap { lesson in lesson.quiz?.missed.flatMap { $0.isEmpty ? nil : (lesson.number, $0.count) } }
        guard let (first, count) = pending.first else { return "" }
        var rest = " (\(count) missed last time)"
        if pending.count > 1 { rest += "; also " + pending.dropFirst().map { "quiz \($0.0) (\($0.1))" }.joined(separator: ", ") }
        // An escape sequence has no width and no space, so the wrapper passes it through whole.
        let line = "Review: " + styler.apply(.yellow, to: "memorize-course quiz \(first) --review") + rest
        return TextWrapper(styler: styler).wrap(line, width: width, firstPrefix: "", continuationPrefix: "        ")
            .joined(separator: "\n") + "\n"
    }

    /// "Lessons read 3/8 · demos run 5/20 · quizzes taken 2/8 · exercises passed 1/6"
    func totals(_ standing: CourseStanding) -> String {
        let lessons = standing.lessons
        let demos = lessons.flatMap(\.demoIDs).count
        let quizzes = lessons.filter(\.hasQuiz)
        let parts = [
            "lessons read \(lessons.filter(\.read).count)/\(lessons.count)",
            demos == 0 ? nil : "demos run \(lessons.flatMap(\.demosRun).count)/\(demos)",
            quizzes.isEmpty ? nil : "quizzes taken \(quizzes.filter { $0.quiz != nil }.count)/\(quizzes.count)",
            standing.exercises.isEmpty ? nil
                : "exercises passed \(standing.exercises.filter { $0.status == .passed }.count)/\(standing.exercises.count)",
        ].compactMap { $0 }
        let line = parts.joined(separator: " · ")
        return TextWrapper(styler: styler).wrap(line.prefix(1).uppercased() + line.dropFirst(), width: width)
            .joined(separator: "\n")
    }

    func lessonTable(_ lessons: [CourseStanding.LessonLine]) -> String {
        // "   4  Title…  notes   demos     quiz": the title takes what the columns leave.
        let columns = [6, 8, 9]
        let lead = 6 + max(10, width - 6 - columns.reduce(0) { $0 + $1 + 2 } - 1)
        var rows = [row(styler.apply(.bold, to: "Lessons") + String(repeating: " ", count: lead - "Lessons".count),
                        ["notes", "demos", "quiz"], columns, style: .dim)]
        for lesson in lessons {
            let notes = lesson.read ? "read" : "unread"
            let demos = lesson.demoIDs.isEmpty ? "-" : "\(lesson.demosRun.count) of \(lesson.demoIDs.count)"
            let quiz = !lesson.hasQuiz ? "-" : lesson.quiz.map { "\($0.best) of \($0.total)" } ?? "not taken"
            let number = String(lesson.number)
            let prefix = String(repeating: " ", count: max(0, 4 - number.count)) + number + "  "
            rows.append(row(prefix + DisplayWidth.pad(Self.cut(lesson.title, to: lead - 6), to: lead - 6), [notes, demos, quiz], columns))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    func exerciseTable(_ exercises: [CourseStanding.ExerciseLine]) -> String {
        let idWidth = min(24, max("Exercises".count - 2, exercises.map { DisplayWidth.of($0.id) }.max() ?? 0))
        let lessonWidth = max("lessons".count, exercises.map { DisplayWidth.of($0.lessons) }.max() ?? 0)
        var rows = [styler.apply(.bold, to: "Exercises") + String(repeating: " ", count: idWidth + 4 - "Exercises".count)
            + styler.apply(.dim, to: DisplayWidth.pad("lessons", to: lessonWidth) + "  state")]
        for exercise in exercises {
            let (state, style): (String, TextStyle) = switch exercise.status {
            case .notStarted: ("not started", .yellow)
            case .notChecked: ("started, not checked yet", .yellow)
            case let .failing(passed, total): ("failing: \(passed) of \(total) tasks pass", .red)
            case .passed: ("passed", .green)
            }
            rows.append("  " + DisplayWidth.pad(Self.cut(exercise.id, to: idWidth), to: idWidth) + "  "
                + DisplayWidth.pad(exercise.lessons.isEmpty ? "-" : exercise.lessons, to: lessonWidth) + "  " + styler.apply(style, to: state))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// `lead`, then each cell padded to its column (by its width without colour), trailing spaces cut.
    private func row(_ lead: String, _ cells: [String], _ columns: [Int], style: TextStyle? = nil) -> String {
        var line = lead
        for (index, (cell, column)) in zip(cells, columns).enumerated() {
            let padded = index == cells.count - 1 ? cell : DisplayWidth.pad(cell, to: column)
            line += "  " + (style.map { styler.apply($0, to: padded) } ?? padded)
        }
        return line
    }

    /// `text` cut to `width` columns, ending in "…" when cut.
    static func cut(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var kept = ""
        for character in text {
            guard DisplayWidth.of(kept) + DisplayWidth.of(character) < width else { break }
            kept.append(character)
        }
        return kept + "…"
    }
}

/// Everything `quiz` shows a student, kept together: the header, each question, the feedback
/// after an answer, and the score.
struct QuizRenderer {
    let width: Int
    /// Code may use the whole terminal, as on a lesson page.
    let codeWidth: Int
    let styler: Styler
    private var wrapper: TextWrapper { TextWrapper(styler: styler) }

    init(terminal: TerminalInfo) {
        width = min(terminal.width, MarkdownRenderer.maximumProseWidth)
        codeWidth = terminal.width
        styler = Styler(enabled: terminal.usesColor)
    }

    func prose(_ text: String, prefix: String = "", continuation: String? = nil) -> String {
        wrapper.wrap(InlineParser.parse(text), width: width, firstPrefix: prefix, continuationPrefix: continuation ?? prefix)
            .joined(separator: "\n") + "\n"
    }

    private func code(_ text: String) -> String {
        CodeWrapper.swiftBlock(text, width: codeWidth, styler: styler).joined(separator: "\n") + "\n"
    }

    func header(_ lesson: Lesson, quiz: Quiz) -> String {
        let title = "Quiz · lesson \(lesson.number) · \(lesson.title) · \(quiz.questions.count) questions"
        return styler.apply(.bold, to: title) + "\n" + styler.apply(.cyan, to: String(repeating: "═", count: min(width, DisplayWidth.of(title)))) + "\n"
    }

    func question(_ question: QuizQuestion, number: Int, of count: Int) -> String {
        let label = "── question \(number) of \(count) "
        var text = "\n" + styler.apply(.bold, .cyan, to: label) + styler.apply(.cyan, to: String(repeating: "─", count: max(0, width - DisplayWidth.of(label)))) + "\n\n"
        text += prose(question.ask)
        switch question.kind {
        case let .choice(options, _):
            if let shown = question.code { text += "\n" + code(shown) }
            text += "\n"
            for (index, option) in options.enumerated() {
                text += prose(option.text, prefix: "  \(QuizQuestion.letter(index))) ", continuation: "     ")
            }
        case let .output(shown, _, _):
            text += "\n" + code(shown)
        }
        return text
    }

    func prompt(for question: QuizQuestion) -> String {
        switch question.kind {
        case let .choice(options, _): styler.apply(.bold, to: "Your answer (a–\(QuizQuestion.letter(options.count - 1)); q quits): ")
        case .output: styler.apply(.bold, to: "Your answer (the line it prints; q quits): ")
        }
    }

    func tryAgain(_ problem: String) -> String { styler.apply(.yellow, to: problem) + "\n" }

    func feedback(_ question: QuizQuestion, given: String, correct: Bool, lesson: Int) -> String {
        var text = "\n"
        switch question.kind {
        case let .choice(options, right):
            let chosen = Int(given.unicodeScalars.first!.value) - 97   // a validated letter: a is 0
            let answer = QuizQuestion.letter(right)
            if correct {
                text += styler.apply(.green, .bold, to: "✓ Right.") + "\n" + prose(options[right].why, prefix: "  ")
            } else {
                text += styler.apply(.red, .bold, to: "✗ Not quite: the answer is \(answer).") + "\n"
                text += prose("\(given)) " + options[chosen].why, prefix: "  ", continuation: "     ")
                text += prose("\(answer)) " + options[right].why, prefix: "  ", continuation: "     ")
            }
        case let .output(_, answer, why):
            text += styler.apply(correct ? [.green, .bold] : [.red, .bold], to: correct ? "✓ Right." : "✗ Not quite.")
            text += " It prints:\n    " + styler.apply(.green, to: answer) + "\n" + prose(why, prefix: "  ")
        }
        // The command on a line of its own, so it is never wrapped and can be copied whole.
        return text + prose("Reread \"\(question.reread)\":") + prose("`\(Self.rereadCommand(lesson: lesson, section: question.section))`", prefix: "  ")
    }

    func next() -> String { styler.apply(.dim, to: "[Enter: next question · q: quit] ") }

    /// A quiz left with q or Ctrl-D: how far it got, and that nothing was saved.
    func stopped(at question: Int, of count: Int, answers: [QuizAnswer], lesson: Int, best: Progress.QuizScore?, review: Bool = false) -> String {
        let right = answers.filter(\.correct).count
        let done = answers.isEmpty ? "none answered" : "\(answers.count) answered, \(right) right"
        var text = styler.apply(.bold, to: "Quiz stopped at question \(question) of \(count) (\(done)).")
        text += " Nothing was saved: only a finished quiz is scored"
        text += best.map { "; your best for lesson \(lesson) is still \($0.best) of \($0.total)." } ?? "."
        return prose(text + " Take it again with `memorize-course quiz \(lesson)\(review ? " --review" : "")`.")
    }

    func score(_ result: QuizResult, best: Progress.QuizScore?, isNewBest: Bool) -> String {
        var text = "\n" + styler.apply(.bold, to: "Score: \(result.score) of \(result.total).")
        if isNewBest {
            text += " " + styler.apply(.green, to: "Saved as your best for lesson \(result.lesson).")
        } else if let best {
            text += " Your best is still \(best.best) of \(best.total)."
        }
        return text + "\n" + rereadList(result)
    }

    /// One line per section to reread, each with the command that opens just that section.
    func rereadList(_ result: QuizResult) -> String {
        var text = ""
        var commands: [String] = []
        for answer in result.answers where !answer.correct {
            let command = Self.rereadCommand(lesson: result.lesson, section: answer.section)
            if !commands.contains(command) { commands.append(command) }
        }
        if !commands.isEmpty {
            text += prose("To reread:") + commands.map { prose("`\($0)`", prefix: "  ") }.joined()
        }
        return text
    }

    /// `memorize-course lesson 4 --section optional`, or the whole lesson when the heading has no section.
    static func rereadCommand(lesson: Int, section: String?) -> String {
        "memorize-course lesson \(lesson)" + (section.map { " --section \($0)" } ?? "")
    }
}

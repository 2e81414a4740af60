import Foundation

/// `memorize-course quiz N [--review] [--seed N] [--json]`: lesson N's quiz, one question
/// at a time, its options shuffled on each attempt.
public struct QuizCommand: Command {
    public static let spec = CommandSpec(
        name: "quiz",
        arguments: "N [--review] [--seed N] [--json]",
        abstract: "Test yourself on a lesson: a short quiz, with explanations.",
        discussion: """
        Asks lesson N's questions one at a time: multiple choice (answer with a
        letter) and "what does this print?" (type the line the code prints, then
        Enter; spacing and equivalent spellings, such as String? for
        Optional<String>, count as the same). On a terminal a letter is a single
        key. After each answer you see why each choice is right or wrong and which
        section of the lesson to reread. q (or Ctrl-D) leaves the quiz, saying how
        far you got. A finished quiz's score is kept as your best in
        .memorize-progress.json, with the questions you missed; a quiz stopped
        half-way is not saved. 'memorize-course lessons' shows your best scores.

        The options come in a new order on each attempt, so learn the answer, not
        its letter. --seed N fixes the order for scripts and tests: the same N
        gives the same order, and --seed 0 keeps the order the quiz file lists.

        --review asks again only the questions you missed at your last finished
        attempt (or review). Its score does not replace your best; what you miss
        again is kept for the next review. With nothing to review it says so and
        exits 0.

        Piped, the answers are read one per line from standard input (a line q
        leaves). With --json, only the result is printed, as one JSON object.

        Examples:
          memorize-course quiz 4
          memorize-course quiz 4 --review
          printf 'b\\nfalse true\\n...' | memorize-course quiz 4 --seed 0 --json
        """,
        options: [
            OptionSpec("--review", help: "Ask again only the questions missed last time."),
            OptionSpec("--seed", value: "N", help: "Order the options by seed N (0: as the quiz file lists them)."),
            OptionSpec("--json", help: "Print only the result, as one JSON object."),
        ],
        positionals: [.lesson]
    )

    let requested: String
    let json: Bool
    let review: Bool
    let seed: UInt64?

    public init(arguments: ParsedArguments) throws {
        requested = try arguments.single("a lesson number", command: Self.spec.name, example: "quiz 4")
        json = arguments.has("--json")
        review = arguments.has("--review")
        if let text = arguments.values["--seed"] {
            guard let number = UInt64(text) else {
                throw UsageError("--seed takes a whole number 0 or more, got '\(text)'", hint: "for example: memorize-course quiz 4 --seed 0")
            }
            seed = number
        } else {
            seed = nil
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.lessonCatalog()
        guard let number = Int(requested) else {
            throw UsageError("'\(requested)' is not a lesson number; lessons are \(catalog.numberRanges)", hint: "for example: memorize-course quiz 4")
        }
        guard let lesson = catalog.lesson(number) else {
            if let broken = catalog.brokenFile(number) { throw ToolError(broken.summaryOfProblems) }
            throw UsageError("no lesson \(number); lessons are \(catalog.numberRanges)", hint: "try 'memorize-course lessons'")
        }
        guard let written = try QuizValidator.load(for: lesson, snippets: context.quizSnippets) else {
            let withQuizzes = catalog.lessons.filter { $0.quizFile != nil }.map { "\($0.number)" }
            throw UsageError("lesson \(number) has no quiz yet",
                hint: withQuizzes.isEmpty ? "read it with 'memorize-course lesson \(number)'" : "quizzes: lessons \(withQuizzes.joined(separator: ", "))")
        }
        let seed = seed ?? context.quizSeed()
        var quiz = written.shuffled(seed: seed)
        if review {
            let score = context.loadProgress(course).1.quizScore(lesson: number)
            switch Self.toReview(quiz, score: score) {
            case let .questions(missed): quiz = missed
            case let .nothing(reason):
                (json ? context.stderr : context.stdout).write(QuizRenderer(terminal: json ? .plain : context.terminal).nothingToReview(reason, lesson: number))
                return .success
            }
        }
        let result: QuizResult
        switch try ask(quiz, lesson: lesson, context: context) {
        case let .finished(finished): result = finished
        case let .stopped(at, answers):
            // Only a finished quiz is scored: the progress file is not touched.
            let best = context.loadProgress(course).1.quizScore(lesson: number)
            let line = QuizRenderer(terminal: json ? .plain : context.terminal)
                .stopped(at: at, of: quiz.questions.count, answers: answers, lesson: number, best: best, review: review)
            (json ? context.stderr : context.stdout).write(line)
            return .success
        }
        let (store, progress) = context.loadProgress(course)
        var updated = progress
        let isNewBest = review ? false : updated.record(result, at: context.now())
        if review { updated.recordReview(result) }
        if updated != progress { context.saveProgress(updated, to: store) }
        let best = updated.quizScore(lesson: number)
        if json {
            context.stdout.write(Report(result: result, best: best, isNewBest: isNewBest, review: review, seed: seed).json())
        } else {
            let renderer = QuizRenderer(terminal: context.terminal)
            context.stdout.write(review ? renderer.reviewScore(result) : renderer.score(result, best: best, isNewBest: isNewBest)
                + renderer.reviewHint(result))
        }
        return .success
    }

    /// How asking the questions ended.
    enum Outcome {
        case finished(QuizResult)
        /// Left with q (or Ctrl-D on a terminal) at question `at` (from 1), after `answers`.
        case stopped(at: Int, answers: [QuizAnswer])
    }

    /// Asks every question. On a terminal a letter is one key and a printed line is typed; a
    /// non-answer is asked again, and q or Ctrl-D leaves. Piped, answers are lines: q leaves,
    /// a non-answer stops the quiz with a usage error, as does input ending before the last
    /// answer (a script that runs short is a mistake in the script). Nothing partial is saved.
    func ask(_ quiz: Quiz, lesson: Lesson, context: CommandContext) throws -> Outcome {
        let interactive = !json && context.terminal.inputIsTerminal && context.terminal.outputIsTerminal
        let renderer = QuizRenderer(terminal: context.terminal)
        let keys = context.prompts(interactive: interactive)
        let count = quiz.questions.count
        func say(_ text: String) { if !json { context.stdout.write(text) } }
        say(review ? renderer.reviewHeader(lesson, quiz: quiz) : renderer.header(lesson, quiz: quiz))
        var answers: [QuizAnswer] = []
        for (index, question) in quiz.questions.enumerated() {
            say(renderer.question(question, number: index + 1, of: count))
            var judgement = QuizJudgement.invalid("")
            repeat {
                say("\n" + renderer.prompt(for: question))
                context.stdout.flush()
                var reply = question.isChoice ? keys.key() : keys.line()
                while reply != .end && reply.typed == nil { reply = keys.key() } // an arrow or Escape types nothing
                if reply == .end && !interactive {
                    say("\n")
                    throw UsageError("input ended at question \(index + 1) of \(count); an unfinished quiz is not saved",
                        hint: "run 'memorize-course quiz \(lesson.number)\(review ? " --review" : "")' again and answer all \(count), one answer per line")
                }
                guard let typed = reply.typed, !reply.isQuit else {
                    say("\n")
                    return .stopped(at: index + 1, answers: answers)
                }
                if case .key = reply { say(typed + "\n") } else if !interactive { say(typed + "\n") } // show the answer as if typed
                judgement = question.judge(typed)
                if case let .invalid(problem) = judgement {
                    guard interactive else {
                        throw UsageError("question \(index + 1) of \(count): \(problem); the quiz stopped and nothing was saved",
                            hint: question.isChoice ? "answer each question with one letter per line" : "answer with the line the code prints")
                    }
                    say(renderer.tryAgain(problem))
                }
            } while judgement.isInvalid
            guard case let .answered(given, correct) = judgement else { continue }
            answers.append(QuizAnswer(id: question.id, given: given, expected: question.expected, correct: correct, reread: question.reread, section: question.section))
            say(renderer.feedback(question, given: given, correct: correct, lesson: lesson.number))
            if interactive && index + 1 < count {
                say(renderer.next())
                context.stdout.flush()
                if !waitForNext(keys) {
                    say("\n")
                    return .stopped(at: index + 2, answers: answers)
                }
            }
        }
        return .finished(QuizResult(lesson: lesson.number, answers: answers))
    }

    /// After an answer on a terminal: Enter or space goes on (true); q or Ctrl-D leaves
    /// (false); other keys are ignored, so a letter meant for the next question is not lost
    /// to the wrong prompt.
    private func waitForNext(_ keys: Keyboard) -> Bool {
        while true {
            let reply = keys.key()
            if reply == .end || reply.isQuit { return false }
            switch reply {
            case .line, .key(.enter), .key(.character(" ")), .key(.right), .key(.down): return true
            default: continue
            }
        }
    }
}

extension QuizJudgement {
    var isInvalid: Bool { if case .invalid = self { true } else { false } }
}

extension QuizQuestion {
    var isChoice: Bool { if case .choice = kind { true } else { false } }
}

import Foundation

/// `memorize-course quiz N [--json]`: lesson N's quiz, one question at a time.
public struct QuizCommand: Command {
    public static let spec = CommandSpec(
        name: "quiz",
        arguments: "N [--json]",
        abstract: "Test yourself on a lesson: a short quiz, with explanations.",
        discussion: """
        Asks lesson N's questions one at a time: multiple choice (answer with a letter) and
        "what does this print?" (type the line the code prints). After each answer you see
        why each choice is right or wrong and which section of the lesson to reread. A
        finished quiz's score is kept as your best in .memorize-progress.json; a quiz
        stopped half-way is not saved. 'memorize-course lessons' shows your best scores.

        Piped, the answers are read one per line from standard input. With --json, only
        the result is printed, as one JSON object.

        Examples:
          memorize-course quiz 4
          printf 'b\\nfalse true\\n...' | memorize-course quiz 4 --json
        """,
        options: [OptionSpec("--json", help: "Print only the result, as one JSON object.")],
        positionals: [.lesson]
    )

    let requested: String
    let json: Bool

    public init(arguments: ParsedArguments) throws {
        requested = try arguments.single("a lesson number", command: Self.spec.name, example: "quiz 4")
        json = arguments.has("--json")
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
        guard let quiz = try QuizValidator.load(for: lesson, snippets: context.quizSnippets) else {
            let withQuizzes = catalog.lessons.filter { $0.quizFile != nil }.map { "\($0.number)" }
            throw UsageError("lesson \(number) has no quiz yet",
                hint: withQuizzes.isEmpty ? "read it with 'memorize-course lesson \(number)'" : "quizzes: lessons \(withQuizzes.joined(separator: ", "))")
        }
        let result = try ask(quiz, lesson: lesson, context: context)
        let (store, progress) = context.loadProgress(course)
        var updated = progress
        let isNewBest = updated.record(result, at: context.now())
        if isNewBest { context.saveProgress(updated, to: store) }
        if json {
            context.stdout.write(Report(result: result, best: updated.quizScore(lesson: number), isNewBest: isNewBest).json())
        } else {
            context.stdout.write(QuizRenderer(terminal: context.terminal)
                .score(result, best: updated.quizScore(lesson: number), isNewBest: isNewBest))
        }
        return .success
    }

    /// Asks every question. On a terminal a non-answer is asked again; piped, it stops the quiz
    /// (nothing is saved), as does input ending before the last answer.
    func ask(_ quiz: Quiz, lesson: Lesson, context: CommandContext) throws -> QuizResult {
        let interactive = !json && context.terminal.inputIsTerminal && context.terminal.outputIsTerminal
        let renderer = QuizRenderer(terminal: context.terminal)
        let count = quiz.questions.count
        func say(_ text: String) { if !json { context.stdout.write(text) } }
        say(renderer.header(lesson, quiz: quiz))
        var answers: [QuizAnswer] = []
        for (index, question) in quiz.questions.enumerated() {
            say(renderer.question(question, number: index + 1, of: count))
            var judgement: QuizJudgement
            repeat {
                say("\n" + renderer.prompt(for: question))
                context.stdout.flush()
                guard let line = context.stdin.readLine() else {
                    say("\n")
                    throw UsageError("input ended at question \(index + 1) of \(count); an unfinished quiz is not saved",
                        hint: "run 'memorize-course quiz \(lesson.number)' again and answer all \(count), one answer per line")
                }
                if !interactive { say(line + "\n") }   // piped: show the answer as if typed
                judgement = question.judge(line)
                if case let .invalid(problem) = judgement {
                    guard interactive else {
                        throw UsageError("question \(index + 1) of \(count): \(problem); the quiz stopped and nothing was saved",
                            hint: question.isChoice ? "answer each question with one letter per line" : "answer with the line the code prints")
                    }
                    say(renderer.tryAgain(problem))
                }
            } while judgement.isInvalid
            guard case let .answered(given, correct) = judgement else { continue }
            answers.append(QuizAnswer(id: question.id, given: given, expected: question.expected, correct: correct, reread: question.reread))
            say(renderer.feedback(question, given: given, correct: correct, lesson: lesson.number))
            if interactive && index + 1 < count {
                say(renderer.next())
                context.stdout.flush()
                guard context.stdin.readLine() != nil else {
                    say("\n")
                    throw UsageError("input ended after question \(index + 1) of \(count); an unfinished quiz is not saved",
                        hint: "run 'memorize-course quiz \(lesson.number)' again")
                }
            }
        }
        return QuizResult(lesson: lesson.number, answers: answers)
    }

    /// What `--json` prints.
    struct Report: Encodable {
        let lesson: Int
        let score: Int
        let total: Int
        let newBest: Bool
        let best: Progress.QuizScore?
        let answers: [QuizAnswer]

        init(result: QuizResult, best: Progress.QuizScore?, isNewBest: Bool) {
            lesson = result.lesson
            score = result.score
            total = result.total
            newBest = isNewBest
            self.best = best
            answers = result.answers
        }

        func json() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
        }
    }
}

extension QuizJudgement {
    var isInvalid: Bool { if case .invalid = self { true } else { false } }
}

extension QuizQuestion {
    var isChoice: Bool { if case .choice = kind { true } else { false } }
}

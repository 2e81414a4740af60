import Foundation

/// Reads a lesson's quiz file and checks it: the format version, the lesson number, every
/// question complete, exactly one right answer per multiple-choice question with an
/// explanation for every option, a section to reread that the lesson really has, and every
/// "what does this print?" key equal to what its compiled code prints.
///
/// `problems(for:snippets:)` is what `validate` and the tests call; `load` is what `quiz` calls:
/// an unfair quiz is the instructor's to fix, and can still be taken.
public enum QuizValidator {
    /// Every problem with `lesson`'s quiz, each as "path:line: problem" where the line is
    /// known, then what makes a sound quiz's answers predictable (`QuizFairness`). Empty when
    /// the quiz is sound and fair, or when the lesson has no quiz.
    public static func problems(for lesson: Lesson, snippets: [QuizSnippet]) -> [String] {
        guard let file = lesson.quizFile else { return [] }
        let (quiz, problems) = check(file: file, lesson: lesson, snippets: snippets)
        return problems + (quiz.map(QuizFairness.problems(in:)) ?? []).map { "\(lesson.quizDisplayPath): \($0)" }
    }

    /// The lesson's quiz, or a `ToolError` naming the first problem when it is not sound
    /// (a broken quiz is the course's fault, never the student's).
    public static func load(for lesson: Lesson, snippets: [QuizSnippet]) throws -> Quiz? {
        guard let file = lesson.quizFile else { return nil }
        let (quiz, problems) = check(file: file, lesson: lesson, snippets: snippets)
        if let first = problems.first {
            let more = problems.count > 1 ? " (and \(problems.count - 1) more problems)" : ""
            throw ToolError("\(first)\(more); the quiz cannot be taken until it is fixed (tell your instructor)")
        }
        return quiz
    }

    static func check(file: URL, lesson: Lesson, snippets: [QuizSnippet]) -> (Quiz?, problems: [String]) {
        let path = lesson.quizDisplayPath
        guard let data = FileManager.default.contents(atPath: file.path) else { return (nil, ["\(path): cannot be read"]) }
        let text = String(decoding: data, as: UTF8.self)
        let raw: QuizFile
        do {
            raw = try JSONDecoder().decode(QuizFile.self, from: data)
        } catch let DecodingError.typeMismatch(type, context), let DecodingError.valueNotFound(type, context) {
            return (nil, ["\(path): \(describe(context.codingPath)) should be \(describe(type))"])
        } catch {
            return (nil, ["\(path): is not valid JSON (\(String(describing: error).prefix(160)))"])
        }
        var problems: [String] = []
        guard let format = raw.format else { return (nil, ["\(path): has no \"format\" (the file format version, \(Quiz.formatVersion))"]) }
        guard format == Quiz.formatVersion else {
            return (nil, ["\(path): format \(format) is not supported (this tool reads format \(Quiz.formatVersion)); update memorize-course"])
        }
        if raw.lesson != lesson.number {
            problems.append("\(path): \"lesson\" is \(raw.lesson.map(String.init) ?? "missing"), but the folder holds lesson \(lesson.number)")
        }
        let rawQuestions = raw.questions ?? []
        if rawQuestions.isEmpty { problems.append("\(path): has no questions") }
        let notes = try? lesson.notes()
        let sections = notes.map(headings(of:))
        let parts = notes.map(LessonSections.init)
        let byID = Dictionary(snippets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var questions: [QuizQuestion] = []
        for (index, question) in rawQuestions.enumerated() {
            let name = question.id.map { "question '\($0)'" } ?? "question \(index + 1)"
            let location = "\(path):\(line(of: question.id, in: text).map(String.init) ?? "?")"
            var local: [String] = []
            func problem(_ text: String) { local.append("\(location): \(name): \(text)") }
            if let id = question.id, !id.isEmpty {
                if !seen.insert(id).inserted { problem("the id is used by an earlier question too") }
            } else {
                problem("has no \"id\"")
            }
            let ask = question.ask?.trimmed ?? ""
            if ask.isEmpty { problem("has no \"ask\" (the question itself)") }
            let reread = question.reread?.trimmed ?? ""
            if reread.isEmpty {
                problem("has no \"reread\" (the lesson section to reread)")
            } else if let sections, !sections.contains(reread) {
                problem("\"reread\" names \"\(reread)\", which is not a section heading of lesson \(lesson.number)")
            } else if let parts, parts.section(containing: reread) == nil {
                problem("\"reread\" names \"\(reread)\", which comes before the first \"##\" heading of lesson \(lesson.number), so no --section can open it")
            }
            var kind: QuizQuestion.Kind?
            switch question.kind {
            case "choice": kind = choice(question, problem: problem)
            case "output": kind = output(question, snippets: byID, problem: problem)
            default: problem("\"kind\" must be \"choice\" or \"output\", got \(question.kind.map { "\"\($0)\"" } ?? "nothing")")
            }
            if let kind, local.isEmpty {
                let code = question.code.map { $0.joined(separator: "\n") }
                questions.append(QuizQuestion(id: question.id!, ask: ask, code: code, kind: kind, reread: reread,
                                              section: parts?.section(containing: reread)?.id))
            }
            problems += local
        }
        return (problems.isEmpty ? Quiz(lesson: lesson.number, questions: questions) : nil, problems)
    }

    private static func choice(_ question: QuizFile.Question, problem: (String) -> Void) -> QuizQuestion.Kind? {
        if question.snippet != nil || question.answer != nil { problem("a choice question has \"options\", not \"snippet\" or \"answer\"") }
        let options = question.options ?? []
        guard (2...6).contains(options.count) else {
            problem("needs 2 to 6 options, has \(options.count)")
            return nil
        }
        let rights = options.indices.filter { options[$0].right == true }
        if rights.count != 1 { problem("needs exactly one option with \"right\": true, has \(rights.count)") }
        var result: [QuizOption] = []
        for (index, option) in options.enumerated() {
            let letter = QuizQuestion.letter(index)
            let text = option.text?.trimmed ?? "", why = option.why?.trimmed ?? ""
            if text.isEmpty { problem("option \(letter) has no \"text\"") }
            if why.isEmpty { problem("option \(letter) has no \"why\" (why it is right or wrong)") }
            if result.contains(where: { $0.text == text }) { problem("option \(letter) repeats an earlier option") }
            result.append(QuizOption(text: text, why: why))
        }
        return rights.count == 1 ? .choice(options: result, right: rights[0]) : nil
    }

    private static func output(_ question: QuizFile.Question, snippets: [String: QuizSnippet], problem: (String) -> Void) -> QuizQuestion.Kind? {
        if question.options != nil || question.code != nil {
            problem("an output question shows its snippet's code; it has no \"options\" or \"code\"")
        }
        let why = question.why?.trimmed ?? ""
        if why.isEmpty { problem("has no \"why\" (what the output shows)") }
        guard let id = question.snippet, let snippet = snippets[id] else {
            problem(question.snippet.map { "snippet '\($0)' does not exist in this version of memorize-course" } ?? "has no \"snippet\"")
            return nil
        }
        let real = snippet.output()
        guard !real.isEmpty, !real.contains("\n") else {
            problem("snippet '\(id)' must print exactly one non-empty line (answers are typed on one line); it prints \(real.debugDescription)")
            return nil
        }
        guard real.trimmed.lowercased() != "q" else {
            problem("snippet '\(id)' prints \(real.debugDescription), which a student cannot type as the answer: q leaves the quiz")
            return nil
        }
        guard let answer = question.answer else {
            problem("has no \"answer\"; the snippet prints \(real.debugDescription)")
            return nil
        }
        guard answer == real else {
            problem("the answer key \(answer.debugDescription) is not what the code prints: \(real.debugDescription)")
            return nil
        }
        return .output(code: snippet.code, answer: real, why: why)
    }

    /// Every `##` and `###` heading of a lesson's notes, as plain text.
    static func headings(of blocks: [MarkdownBlock]) -> Set<String> {
        var result: Set<String> = []
        for case let .heading(_, spans) in blocks { result.insert(spans.map(\.text).joined()) }
        return result
    }

    /// The 1-based line of the file where the question with this id is declared.
    static func line(of id: String?, in text: String) -> Int? {
        guard let id, !id.isEmpty else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let squeezed = line.replacingOccurrences(of: " ", with: "")
            if squeezed.contains("\"id\":\"\(id)\"") { return index + 1 }
        }
        return nil
    }

    private static func describe(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text in quotes"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        default: "\(type)"
        }
    }
}

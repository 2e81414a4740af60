/// How one typed answer fares against a question. Pure logic: no printing, no input.
public enum QuizJudgement: Equatable, Sendable {
    /// Not an answer to this question (a letter out of range, an empty line).
    case invalid(String)
    /// An answer: the normalised form kept for the result, and whether it is right.
    case answered(given: String, correct: Bool)
}

/// One answered question, as kept in the result and shown by `--json`.
public struct QuizAnswer: Codable, Equatable, Sendable {
    public let id: String
    public let given: String
    public let expected: String
    public let correct: Bool
    public let reread: String
    /// The lesson section that holds it (`lesson N --section ID`).
    public var section: String? = nil
}

/// A finished quiz: what was answered and the score. Partial runs never become one.
public struct QuizResult: Codable, Equatable, Sendable {
    public let lesson: Int
    public let answers: [QuizAnswer]
    public var score: Int { answers.filter(\.correct).count }
    public var total: Int { answers.count }
    /// The ids of the questions answered wrong, for `quiz N --review`.
    public var missed: [String] { answers.filter { !$0.correct }.map(\.id) }
}

extension QuizQuestion {
    /// The answer key as a student would type it: a letter, or the printed line.
    public var expected: String {
        switch kind {
        case let .choice(_, right): Self.letter(right)
        case let .output(_, answer, _): answer
        }
    }

    /// Judges a typed answer. A choice takes a letter (`b`, `B`, `b)` all work); an output
    /// question compares the line with the real output in `QuizAnswerForm`, so spacing and
    /// equivalent spellings (`String?` for `Optional<String>`, `3.0` for `3`) do not count.
    public func judge(_ line: String) -> QuizJudgement {
        let typed = line.trimmed
        switch kind {
        case let .choice(options, right):
            let range = "a–\(Self.letter(options.count - 1))"
            var letter = typed.lowercased()
            if letter.count == 2, letter.hasSuffix(")") || letter.hasSuffix(".") { letter.removeLast() }
            guard letter.count == 1, let index = (0..<options.count).first(where: { Self.letter($0) == letter }) else {
                return .invalid(typed.isEmpty ? "no answer given; answer with a letter \(range)"
                                               : "'\(typed)' is not one of the answers \(range)")
            }
            return .answered(given: letter, correct: index == right)
        case let .output(_, answer, _):
            guard !typed.isEmpty else { return .invalid("no answer given; type the line the code prints") }
            return .answered(given: typed, correct: QuizAnswerForm.same(typed, answer))
        }
    }
}

import Foundation

/// `quiz N --review`: which questions to ask again, and why there may be none.
extension QuizCommand {
    /// What a review of a lesson's quiz asks.
    enum Review: Equatable {
        /// The questions missed last time, in the quiz's order.
        case questions(Quiz)
        /// Nothing to ask, and why.
        case nothing(NothingToReview)
    }

    /// Why a review has nothing to ask.
    enum NothingToReview: Equatable {
        /// The quiz was never finished (or the progress file predates kept misses).
        case neverFinished
        /// Every question was right at the last attempt or review.
        case noneMissed
        /// The missed questions are no longer in the quiz (it was edited since).
        case missedAreGone
    }

    /// The questions of `quiz` that `score` records as missed last time.
    static func toReview(_ quiz: Quiz, score: Progress.QuizScore?) -> Review {
        guard let missed = score?.missed else { return .nothing(.neverFinished) }
        guard !missed.isEmpty else { return .nothing(.noneMissed) }
        let questions = quiz.only(missed)
        return questions.questions.isEmpty ? .nothing(.missedAreGone) : .questions(questions)
    }

    /// What `--json` prints.
    struct Report: Encodable {
        let lesson: Int
        let score: Int
        let total: Int
        let newBest: Bool
        let best: Progress.QuizScore?
        let answers: [QuizAnswer]
        /// Only the questions missed last time were asked.
        let review: Bool
        /// The seed the options were ordered by: with `--seed` it gives the same letters again.
        let seed: UInt64

        init(result: QuizResult, best: Progress.QuizScore?, isNewBest: Bool, review: Bool, seed: UInt64) {
            lesson = result.lesson
            score = result.score
            total = result.total
            newBest = isNewBest
            self.best = best
            answers = result.answers
            self.review = review
            self.seed = seed
        }

        func json() -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.dateEncodingStrategy = .iso8601
            return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
        }
    }
}

/// What `quiz N --review` shows beside the ordinary quiz pages.
extension QuizRenderer {
    func reviewHeader(_ lesson: Lesson, quiz: Quiz) -> String {
        let count = quiz.questions.count
        let title = "Review · lesson \(lesson.number) · \(lesson.title) · \(count) missed last time"
        return styler.apply(.bold, to: title) + "\n" + styler.apply(.cyan, to: String(repeating: "═", count: min(width, DisplayWidth.of(title)))) + "\n"
    }

    func nothingToReview(_ reason: QuizCommand.NothingToReview, lesson: Int) -> String {
        let take = "`memorize-course quiz \(lesson)`"
        return switch reason {
        case .neverFinished: prose("Nothing to review yet: no finished attempt at lesson \(lesson)'s quiz records what you missed. Take it with \(take).")
        case .noneMissed: prose("Nothing to review: you answered every question right at your last attempt at lesson \(lesson)'s quiz.")
        case .missedAreGone: prose("Nothing to review: the questions you missed are no longer in lesson \(lesson)'s quiz, which has changed. Take it again with \(take).")
        }
    }

    func reviewScore(_ result: QuizResult) -> String {
        var text = "\n" + styler.apply(.bold, to: "Review: \(result.score) of \(result.total) right.")
        text += " Your best score is kept as it was.\n"
        return text + rereadList(result)
    }

    /// After a quiz or review with misses, how to be asked just those again; the command on a
    /// line of its own, like the reread commands, so it is never wrapped.
    func reviewHint(_ result: QuizResult) -> String {
        let missed = result.total - result.score
        guard missed > 0 else { return "" }
        let them = missed == 1 ? "the question you missed" : "the \(missed) questions you missed"
        return prose("To be asked \(them) again:") + prose("`memorize-course quiz \(result.lesson) --review`", prefix: "  ")
    }
}

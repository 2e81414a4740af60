/// Whether a quiz's right answers can be found without knowing the subject: by being the
/// longest option (the careful answer among throwaway ones), or by sitting at one letter.
/// Options are shuffled when the quiz is taken, but the file's own order still matters: it
/// is what `--seed 0` shows and what an instructor reads, and a habit of the writer's there
/// (the right one always b, always the longest) usually shows in the wording too.
///
/// The thresholds let a fair quiz of five or six questions pass: the right option may be the
/// longest in up to 40% of the multiple-choice questions (a fair writer's share is about one
/// in three), and may sit at one letter in up to half. Fewer than four multiple-choice
/// questions are too few to judge.
public enum QuizFairness {
    static let longestShare = 0.4
    static let letterShare = 0.5
    static let fewestJudged = 4

    /// What makes the answers predictable, one sentence each; empty when nothing does.
    public static func problems(in quiz: Quiz) -> [String] {
        problems(quiz.questions.compactMap { question in
            guard case let .choice(options, right) = question.kind else { return nil }
            return (options.map(\.text), right)
        })
    }

    /// The same for bare choice questions: the options' texts and the right one's index.
    static func problems(_ choices: [(options: [String], right: Int)]) -> [String] {
        let count = choices.count
        guard count >= fewestJudged else { return [] }
        var found: [String] = []
        let longest = choices.filter { choice in
            let length = choice.options[choice.right].count
            return choice.options.indices.allSatisfy { $0 == choice.right || choice.options[$0].count < length }
        }.count
        if Double(longest) > longestShare * Double(count) {
            found.append("the right option is the longest in \(longest) of \(count) multiple-choice questions "
                + "(at most \(Int(longestShare * 100))% may be); write wrong options as long and as careful as the right one")
        }
        var byLetter: [Int: Int] = [:]
        for choice in choices { byLetter[choice.right, default: 0] += 1 }
        if let (index, most) = byLetter.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), Double(most) > letterShare * Double(count) {
            found.append("the right option is \(QuizQuestion.letter(index)) in \(most) of \(count) multiple-choice questions "
                + "(at most half may share a letter); vary where the right option stands")
        }
        return found
    }
}

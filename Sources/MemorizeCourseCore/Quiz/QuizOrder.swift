/// The order a quiz's options are shown in. Each attempt shuffles every multiple-choice
/// question's options, and the key follows its option, so a right answer cannot be learnt by
/// its letter. The order comes from a seed: the same seed gives the same order (tests and
/// scripts pass `--seed N`), and seed 0 keeps the order the quiz file lists.
extension Quiz {
    /// This quiz with every choice question's options in the order of `seed`.
    public func shuffled(seed: UInt64) -> Quiz {
        guard seed != 0 else { return self }
        var generator = SplitMix64(seed: seed)
        return Quiz(lesson: lesson, questions: questions.map { $0.shuffled(using: &generator) })
    }

    /// Only the questions whose ids are in `ids`, in the quiz's own order.
    public func only(_ ids: [String]) -> Quiz {
        Quiz(lesson: lesson, questions: questions.filter { ids.contains($0.id) })
    }
}

extension QuizQuestion {
    func shuffled(using generator: inout SplitMix64) -> QuizQuestion {
        guard case let .choice(options, right) = kind else { return self }
        // Fisher–Yates written out: the standard library's shuffle may change between releases.
        var order = Array(options.indices)
        for index in order.indices.reversed() where index > 0 {
            order.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        var copy = self
        copy.kind = .choice(options: order.map { options[$0] }, right: order.firstIndex(of: right)!)
        return copy
    }
}

/// A small random number generator that is the same on every platform for a given seed
/// (the standard library promises no such thing for its own).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

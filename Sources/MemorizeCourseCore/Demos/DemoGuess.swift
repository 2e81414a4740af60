/// Predict, then run: in `--step` on a terminal, a step with a `DemoPrediction` asks its
/// question after the code and before the output, and takes the guess as one key.
extension DemoPlayer {
    /// What the student can answer to a step's question.
    enum Guess: Equatable {
        /// The choice picked, by index (`a` is 0).
        case choice(Int)
        /// Show the output without guessing; nothing is counted.
        case skip
        case back, quit
    }

    /// Waits for a reply that means something to a question with `choices` options; other
    /// keys (a letter past the last choice, say) are ignored.
    static func nextGuess(from keys: Keyboard, choices: Int) -> Guess {
        while true {
            if let guess = guess(keys.key(), choices: choices) { return guess }
        }
    }

    /// A reply to a question: `a`, `b`, `c`… pick a choice; Enter or space show the output
    /// without a guess; ← goes back; `q`, Escape or the end of input quit, as at the prompt.
    /// Nil for a key that means nothing here.
    static func guess(_ reply: PromptReply, choices: Int) -> Guess? {
        switch reply {
        case .end, .key(.escape): return .quit
        case .key(.enter): return .skip
        case .key(.left), .key(.up): return .back
        case .key(.right), .key(.down): return nil
        case let .key(.character(character)): return guess(typed: String(character), choices: choices)
        case let .line(line): return guess(typed: line.trimmed, choices: choices)
        }
    }

    private static func guess(typed: String, choices: Int) -> Guess? {
        switch typed.lowercased() {
        case "", " ": return .skip
        case "q", "quit", "exit": return .quit
        case "back": return .back
        default:
            let letters = (0..<choices).map(QuizQuestion.letter)
            return letters.firstIndex(of: typed.lowercased()).map { .choice($0) }
        }
    }
}

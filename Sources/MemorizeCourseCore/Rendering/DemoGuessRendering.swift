/// How a step's question, the verdict on a guess, and the step's "Try:" line look.
extension DemoStepRenderer {
    /// The question and its lettered choices, then what the keys do.
    func question(_ prediction: DemoPrediction) -> String {
        let wrapper = TextWrapper(styler: styler)
        var lines = wrapper.wrap(InlineParser.parse(prediction.question), width: width,
                                 firstPrefix: "  ? ", continuationPrefix: "    ")
        lines[0] = styler.apply(.bold, to: lines[0])
        for (index, choice) in prediction.choices.enumerated() {
            let letter = QuizQuestion.letter(index)
            lines += wrapper.wrap(choice, width: width,   // verbatim: it stands for printed text
                                  firstPrefix: "    \(letter)) ", continuationPrefix: "       ")
        }
        let last = QuizQuestion.letter(max(0, prediction.choices.count - 1))
        let keys = "[a–\(last): your guess · Enter: just run it · q: quit] "
        return lines.joined(separator: "\n") + "\n\n" + styler.apply(.dim, to: keys)
    }

    /// After the output: whether the guess was right (in bold), and why.
    func verdict(_ prediction: DemoPrediction, guess: Int) -> String {
        let wrapper = TextWrapper(styler: styler)
        let answer = prediction.choices.indices.contains(prediction.answer) ? prediction.choices[prediction.answer] : ""
        let head = guess == prediction.answer
            ? [InlineSpan("Right:", .strong), InlineSpan(" ")]
            : [InlineSpan("Not quite:", .strong), InlineSpan(" the answer is \(QuizQuestion.letter(prediction.answer))) \(answer). ")]
        let lines = wrapper.wrap(head + InlineParser.parse(prediction.why), width: width,
                                 firstPrefix: "  ", continuationPrefix: "  ")
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// One change to try in the editable copy of the demo; the command that opens it is kept
    /// whole, on the last line or on a line of its own.
    func tryThis(_ text: String, demo: Demo) -> String {
        let wrapper = TextWrapper(styler: styler)
        let spans = [InlineSpan("Try:", .strong), InlineSpan(" ")] + InlineParser.parse(text)
        var lines = wrapper.wrap(spans, width: width, firstPrefix: "  ", continuationPrefix: "  ")
        let command = "(demo \(demo.id) --edit)"
        if let last = lines.last, DisplayWidth.of(last) + 1 + DisplayWidth.of(command) <= width {
            lines[lines.count - 1] = last + " " + command
        } else {
            lines.append("  " + command)
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// What was typed at the question, left on screen beside it: the letter, or nothing.
    func typed(_ guess: Int?) -> String {
        guess.map { QuizQuestion.letter($0) + "\n\n" } ?? "\n\n"
    }

    /// At the end of a demo whose questions were answered.
    func predictionScore(right: Int, of answered: Int) -> String {
        styler.apply(.bold, to: "  predictions: \(right) of \(answered) right") + "\n\n"
    }
}

import Foundation

/// Plays demos: shows each step's explanation and code, runs it, shows what it printed, and
/// what to try changing. Stepping on a terminal, a step may first ask what will be printed.
/// When stepping on a terminal it waits for a key between steps, can go back, and remembers
/// the step it was stopped at, to resume there next time; otherwise it runs straight through
/// so the output can be piped and tested.
public struct DemoPlayer {
    /// A step in the flattened sequence of all demos being played.
    struct Stop {
        let demo: Demo
        let index: Int
        let count: Int
        let step: DemoStep
    }

    /// What the student can answer at a prompt.
    enum Answer: Equatable { case next, back, quit }

    let stops: [Stop]
    let context: CommandContext
    let interactive: Bool
    /// What was run ("demo optionals", "lesson 4"): a stepped run stopped half-way is
    /// remembered under it and resumed next time.
    let run: String
    /// Begin at step 1 even when a place is remembered.
    let fromStart: Bool

    /// Plays `demos`; `run` names the command for the progress file and the messages
    /// ("demo optionals"; by default the first demo's).
    public init(demos: [Demo], context: CommandContext, stepping: Bool, run: String? = nil, fromStart: Bool = false) {
        stops = demos.flatMap { demo in
            let steps = demo.steps()
            return steps.enumerated().map { Stop(demo: demo, index: $0.offset, count: steps.count, step: $0.element) }
        }
        self.context = context
        interactive = stepping && context.terminal.inputIsTerminal && context.terminal.outputIsTerminal
        self.run = run ?? "demo \(demos.first?.id ?? "")"
        self.fromStart = fromStart
    }

    public func play() {
        let renderer = DemoStepRenderer(terminal: context.terminal)
        var recorded: [Int: [DemoPrinter.Event]] = [:]
        func events(at position: Int) -> [DemoPrinter.Event] {
            if let cached = recorded[position] { return cached } // going back shows what the step printed, without running it twice
            let printer = DemoPrinter()
            stops[position].step.run(printer)
            recorded[position] = printer.events
            return printer.events
        }
        let bookmark = interactive ? DemoBookmark(key: run, context: context) : nil
        var position = 0
        var notice: String?
        if !fromStart, let saved = bookmark?.position(in: stops), saved > 0 {
            for earlier in 0..<saved { _ = events(at: earlier) } // steps may share state: run the skipped ones, unseen
            position = saved
            notice = renderer.resuming(at: stops[saved], showingDemo: Set(stops.map(\.demo.id)).count > 1)
        }
        let keys = context.prompts(interactive: interactive)
        var asked = Set<Int>()        // positions whose question was put, answered or not
        var guesses: [Int: Int] = [:] // position → the choice picked
        func quit(at stop: Stop, position: Int) {
            bookmark?.save(stop, position: position)
            // The demos whose every step came before this one were run to their end.
            context.recordDemosRun(stops[..<position].filter { $0.index == $0.count - 1 }.map(\.demo.id))
            context.stdout.write(renderer.stopped(at: stop, run: run, remembered: bookmark != nil && position > 0))
        }
        while position < stops.count {
            let stop = stops[position]
            let shown = events(at: position)
            if interactive { context.stdout.write("\u{1B}[2J\u{1B}[H") }
            if let text = notice { context.stdout.write(text) }
            if stop.index == 0 || notice != nil { context.stdout.write(renderer.demoHeader(stop.demo, stepCount: stop.count)) }
            notice = nil
            context.stdout.write(renderer.stepHeader(stop.step, of: stop.demo, number: stop.index + 1, count: stop.count))
            if interactive, let prediction = stop.step.predict, !asked.contains(position) {
                context.stdout.write(renderer.question(prediction))
                context.stdout.flush()
                switch Self.nextGuess(from: keys, choices: prediction.choices.count) {
                case let .choice(index): guesses[position] = index
                case .skip: break
                case .back: position = max(0, position - 1); continue
                case .quit: quit(at: stop, position: position); return
                }
                asked.insert(position)
                context.stdout.write(renderer.typed(guesses[position]))
            }
            context.stdout.write(renderer.outputHeading())
            show(shown, renderer: renderer)
            if let prediction = stop.step.predict, let guess = guesses[position] {
                context.stdout.write(renderer.verdict(prediction, guess: guess))
            }
            if let text = stop.step.tryThis { context.stdout.write(renderer.tryThis(text, demo: stop.demo)) }
            let demoGuesses = guesses.filter { stops[$0.key].demo.id == stop.demo.id }
            if stop.index == stop.count - 1, !demoGuesses.isEmpty {
                let right = demoGuesses.filter { stops[$0.key].step.predict?.answer == $0.value }.count
                context.stdout.write(renderer.predictionScore(right: right, of: demoGuesses.count))
            }
            guard interactive else { position += 1; continue }
            context.stdout.write(renderer.prompt(canGoBack: position > 0, isLast: position == stops.count - 1))
            context.stdout.flush()
            switch Self.nextAnswer(from: keys) {
            case .next: position += 1
            case .back: position = max(0, position - 1)
            case .quit: quit(at: stop, position: position); return
            }
        }
        bookmark?.clear()
        context.recordDemosRun(stops.map(\.demo.id).reduce(into: []) { ids, id in if !ids.contains(id) { ids.append(id) } })
        if let last = stops.last {
            // A single key echoes nothing: the footer starts on a line of its own, not after the prompt.
            if interactive { context.stdout.write("\n") }
            context.stdout.write(renderer.footer(after: last.demo, allDemos: context.demos))
        }
    }

    /// Writes a step's output. On a terminal a run of frames plays in place, briefly (about
    /// 1.5 s at most; Ctrl-C stops it); otherwise every frame is printed with its label.
    func show(_ events: [DemoPrinter.Event], renderer: DemoStepRenderer) {
        guard !events.isEmpty else {
            context.stdout.write(renderer.nothingPrinted())
            return
        }
        let frameCount = events.filter { if case .frame = $0 { true } else { false } }.count
        let delay = frameCount > 1 ? min(0.08, 1.5 / Double(frameCount)) : 0
        var drawnLines = 0 // lines of the frame on screen, to draw the next one over it
        for event in events {
            switch event {
            case let .text(text):
                context.stdout.write(renderer.text(text))
                drawnLines = 0
            case let .frame(picture, label):
                let lines = renderer.frameLines(picture, label: label)
                guard context.terminal.outputIsTerminal else {
                    context.stdout.write(lines.joined(separator: "\n") + "\n")
                    continue
                }
                if drawnLines > 0 {
                    context.sleep(delay)
                    context.stdout.write("\u{1B}[\(drawnLines)A")
                }
                let height = max(lines.count, drawnLines)
                let padded = lines + Array(repeating: "", count: height - lines.count)
                context.stdout.write(padded.map { "\u{1B}[2K" + $0 }.joined(separator: "\n") + "\n")
                context.stdout.flush()
                drawnLines = height
            }
        }
        context.stdout.write("\n")
    }

    /// Waits for a reply that means something here; other keys are ignored.
    static func nextAnswer(from keys: Keyboard) -> Answer {
        while true {
            if let answer = answer(keys.key()) { return answer }
        }
    }

    /// Reads a prompt answer: empty or `n` is next, `b` is back, `q` or end of input quits.
    static func answer(_ line: String?) -> Answer {
        guard let line else { return .quit }
        switch line.trimmed.lowercased() {
        case "b", "back", "p", "prev": return .back
        case "q", "quit", "exit": return .quit
        default: return .next
        }
    }

    /// A reply at the prompt: a line as above; a single key: Enter, space, `n` or → next,
    /// `b`, `p` or ← back, `q`, Escape or Ctrl-D quit. Nil for a key that means nothing here.
    static func answer(_ reply: PromptReply) -> Answer? {
        switch reply {
        case let .line(line): answer(line)
        case .end, .key(.escape): .quit
        case .key(.enter), .key(.right), .key(.down): .next
        case .key(.left), .key(.up): .back
        case let .key(.character(character)):
            switch character.lowercased() {
            case " ", "n": .next
            case "b", "p": .back
            case "q": .quit
            default: nil
            }
        }
    }
}

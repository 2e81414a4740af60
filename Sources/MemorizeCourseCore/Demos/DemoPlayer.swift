import Foundation

/// Plays demos: shows each step's explanation and code, runs it, shows what it printed.
/// When stepping on a terminal it waits between steps and can go back; otherwise it runs
/// straight through so the output can be piped and tested.
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

    public init(demos: [Demo], context: CommandContext, stepping: Bool) {
        stops = demos.flatMap { demo in
            let steps = demo.steps()
            return steps.enumerated().map { Stop(demo: demo, index: $0.offset, count: steps.count, step: $0.element) }
        }
        self.context = context
        interactive = stepping && context.terminal.inputIsTerminal && context.terminal.outputIsTerminal
    }

    public func play() {
        let renderer = DemoStepRenderer(terminal: context.terminal)
        var recorded: [Int: [DemoPrinter.Event]] = [:]
        var position = 0
        while position < stops.count {
            let stop = stops[position]
            let events: [DemoPrinter.Event]
            if let cached = recorded[position] {
                events = cached // going back shows what the step printed, without running it twice
            } else {
                let printer = DemoPrinter()
                stop.step.run(printer)
                events = printer.events
                recorded[position] = events
            }
            if interactive { context.stdout.write("\u{1B}[2J\u{1B}[H") }
            if stop.index == 0 { context.stdout.write(renderer.demoHeader(stop.demo, stepCount: stop.count)) }
            context.stdout.write(renderer.stepHeader(stop.step, of: stop.demo, number: stop.index + 1, count: stop.count))
            show(events, renderer: renderer)
            guard interactive else { position += 1; continue }
            context.stdout.write(renderer.prompt(canGoBack: position > 0, isLast: position == stops.count - 1))
            context.stdout.flush()
            switch Self.answer(context.stdin.readLine()) {
            case .next: position += 1
            case .back: position = max(0, position - 1)
            case .quit:
                context.stdout.write("Stopped. Pick up again with: memorize-course demo \(stop.demo.id) --step\n")
                return
            }
        }
        if let last = stops.last {
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

    /// Reads a prompt answer: empty or `n` is next, `b` is back, `q` or end of input quits.
    static func answer(_ line: String?) -> Answer {
        guard let line else { return .quit }
        switch line.trimmed.lowercased() {
        case "b", "back", "p", "prev": return .back
        case "q", "quit", "exit": return .quit
        default: return .next
        }
    }
}

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
        var outputs: [Int: String] = [:]
        var position = 0
        while position < stops.count {
            let stop = stops[position]
            let output: String
            if let cached = outputs[position] {
                output = cached // going back shows what the step printed, without running it twice
            } else {
                let printer = DemoPrinter()
                stop.step.run(printer)
                output = printer.output
                outputs[position] = output
            }
            if interactive { context.stdout.write("\u{1B}[2J\u{1B}[H") }
            if stop.index == 0 { context.stdout.write(renderer.demoHeader(stop.demo, stepCount: stop.count)) }
            context.stdout.write(renderer.step(stop.step, of: stop.demo, number: stop.index + 1, count: stop.count, output: output))
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

import Foundation

/// `demo ID --edit`: runs the demo's editable program once, then, on a terminal, again after
/// every save of the folder, drawing its output (or its compile errors, at the student's
/// line) in place and cut to the window, with the demo's "Try this" suggestions under it, until
/// q. Piped, it runs once and prints, the suggestions after the output.
final class DemoEditSession {
    let demo: Demo
    let folder: EditableFolder
    let runner: EditableRunner
    let context: CommandContext
    /// The folder as the student would type it.
    let shown: String
    private var runs = 0
    private var lastOutcome: EditableRunner.Outcome?

    init(demo: Demo, folder: EditableFolder, runner: EditableRunner, shown: String, context: CommandContext) {
        self.demo = demo
        self.folder = folder
        self.runner = runner
        self.shown = shown
        self.context = context
    }

    private var styler: Styler { Styler(enabled: context.terminal.usesColor) }

    /// On a terminal, watches until q; otherwise runs once. 0 when the last run ran to the end.
    func run() -> ExitCode {
        guard context.terminal.outputIsTerminal, context.terminal.inputIsTerminal else {
            let outcome = runOnce()
            context.stdout.write(Self.describe(outcome, styler: styler) + DemoTryList(demo).plain())
            return outcome.ran ? .success : .failure
        }
        let keys = context.makeKeyInput()
        let loop = WatchLoop(
            snapshot: { [folder] in FolderSnapshot.take(folder.url) },
            check: { [unowned self] in self.runAndDraw() },
            keys: keys,
            onHint: {}
        )
        loop.run()
        (keys as? TerminalKeyInput)?.restore()
        context.stdout.write("\n" + context.fitted("Stopped watching \(shown)/\(EditableProgram.mainFile)."))
        return lastOutcome?.ran == true ? .success : .failure
    }

    private func runOnce() -> EditableRunner.Outcome {
        do {
            return try runner.run(folder)
        } catch {
            return .crashed(output: "", ending: "could not run: \(ErrorPresenter.present(error).message)")
        }
    }

    func runAndDraw() {
        runs += 1
        if runs > 1 {
            context.stdout.write("\n" + styler.apply(.yellow, to: "Change seen: compiling and running again…") + "\n")
            context.stdout.flush()
        }
        let started = Date()
        let outcome = runOnce()
        lastOutcome = outcome
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        let body = styler.apply(.dim, to: "Run #\(runs) of \(EditableProgram.mainFile), \(seconds) s:") + "\n" + Self.describe(outcome, styler: styler, width: context.terminal.width)
        let status = styler.apply(.dim, to: "Edit \(shown)/\(EditableProgram.mainFile) and save: it runs again · q: quit")
        let screen = WatchScreen(body: body, summary: tryLines(under: body).joined(separator: "\n"), status: status,
                                 height: context.terminal.height, seeAll: "memorize-course demo \(demo.id) --edit | less")
        context.stdout.write(screen.render())
        context.stdout.flush()
    }

    /// The "Try this" lines that fit under `body` and the status line in the window.
    func tryLines(under body: String) -> [String] {
        let rows = context.terminal.height.map { WatchScreen.rows(height: $0) - 1 - WatchScreen.split(body).count }
        return DemoTryList(demo).lines(width: context.terminal.width, rows: rows)
    }

    /// What the student sees of one run: the output, or the errors and what went wrong; with a
    /// `width`, each line of it cut to fit (a wrapped line would push the status line away).
    static func describe(_ outcome: EditableRunner.Outcome, styler: Styler, width: Int? = nil) -> String {
        guard let width else { return plain(outcome, styler: styler) }
        func fit(_ text: String) -> String {
            text.components(separatedBy: "\n").map { CourseStandingRenderer.cut($0, to: width) }.joined(separator: "\n")
        }
        switch outcome {
        case let .ran(output): return plain(.ran(output: fit(output)), styler: styler)
        case let .didNotCompile(errors): return plain(.didNotCompile(errors: errors.map(fit)), styler: styler)
        case let .crashed(output, how): return plain(.crashed(output: fit(output), ending: how), styler: styler)
        case let .timedOut(output, seconds): return plain(.timedOut(output: fit(output), seconds: seconds), styler: styler)
        }
    }

    private static func plain(_ outcome: EditableRunner.Outcome, styler: Styler) -> String {
        switch outcome {
        case let .ran(output):
            return output.isEmpty ? styler.apply(.dim, to: "(it printed nothing)") + "\n" : ending(output)
        case let .didNotCompile(errors):
            let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
            return styler.apply(.red, to: "It does not compile (\(count)):") + "\n" + errors.map { $0 + "\n" }.joined()
        case let .crashed(output, how):
            return ending(output) + styler.apply(.red, to: "The program \(how).") + "\n"
        case let .timedOut(output, seconds):
            return ending(output) + styler.apply(.red, to: "Stopped after \(Int(seconds)) s of running: an endless loop?") + "\n"
        }
    }

    private static func ending(_ text: String) -> String {
        text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }
}

import Foundation

/// `check --watch` on a terminal: redraws a scorecard that fits the window after every check,
/// with a progress bar, and pins a hint shown with `h` under it until `x` hides it.
final class WatchSession {
    let command: CheckCommand
    let exercise: Exercise
    let course: CourseRoot
    let folder: URL
    let context: CommandContext
    private var lastReport: CheckReport?
    private var checks = 0
    /// The scorecard's tasks of the last check (or its error), redrawn with a hint; its score and progress bar.
    private var body = ""
    private var summary = ""
    /// The hint on screen, if one is.
    private var pinnedHint: String?

    init(command: CheckCommand, exercise: Exercise, course: CourseRoot, folder: URL, context: CommandContext) {
        self.command = command
        self.exercise = exercise
        self.course = course
        self.folder = folder
        self.context = context
    }

    func run() -> ExitCode {
        let keys = context.makeKeyInput()
        let loop = WatchLoop(
            snapshot: { [folder] in FolderSnapshot.take(folder) },
            check: { [unowned self] in self.checkAndDraw() },
            keys: keys,
            onHint: { [unowned self] in self.showHint() },
            onDismiss: { [unowned self] in self.dismissHint() }
        )
        loop.run()
        (keys as? TerminalKeyInput)?.restore()
        context.stdout.write("\nStopped watching \(exercise.id).\n")
        return lastReport.map(CheckCommand.exitCode) ?? .failure
    }

    private var styler: Styler { Styler(enabled: context.terminal.usesColor) }

    func checkAndDraw() {
        checks += 1
        context.stdout.write(checks == 1 ? "Building and checking \(exercise.id)…\n" : "\n" + styler.apply(.yellow, to: "Change seen: checking again…") + "\n")
        context.stdout.flush()
        do {
            let outcome = try context.showingWait("Checking \(exercise.id)") { progress in
                try command.grade(folder, exercise: exercise, course: course, context: context, progress: progress)
            }
            command.record(outcome.report, course: course, context: context)
            lastReport = outcome.report
            let card = ScorecardRenderer(terminal: context.terminal, verbose: command.verbose, condensed: true).render(outcome)
            // The score ends the scorecard after a blank line: it stays in view with the progress bar.
            let split = card.range(of: "\n\n", options: .backwards)
            body = split.map { String(card[..<$0.lowerBound]) + "\n" } ?? card
            summary = (split.map { "\n" + String(card[$0.upperBound...]) } ?? "") + progressBar(outcome.report) + "\n"
        } catch {
            body = styler.apply(.red, to: "error: \(ErrorPresenter.present(error).message)") + "\n"
            summary = ""
        }
        draw()
    }

    /// Draws the last check's scorecard, the pinned hint and the status line, cut to the window.
    func draw() {
        var keys = "h: next hint"
        if pinnedHint != nil { keys += " · \(WatchScreen.dismissKey): hide hint" }
        // One row: the folder's path goes first when the line would be wider than the window.
        var line = "Watching \(command.shownFolder(folder, context: context)) (check #\(checks)) · \(keys) · q: quit"
        if DisplayWidth.of(line) > context.terminal.width { line = "Watching \(exercise.id) (check #\(checks)) · \(keys) · q: quit" }
        let status = styler.apply(.dim, to: line)
        let screen = WatchScreen(body: body, summary: summary, pinned: pinnedHint, status: status, height: context.terminal.height)
        context.stdout.write(screen.render())
        context.stdout.flush()
    }

    func progressBar(_ report: CheckReport) -> String {
        let automated = report.requirements.filter { $0.status != .manual && $0.status != .ungraded }
        let passed = automated.filter { $0.status == .passed }.count
        let width = 30
        let filled = automated.isEmpty ? 0 : passed * width / automated.count
        let bar = styler.apply(.green, to: String(repeating: "█", count: filled)) + styler.apply(.dim, to: String(repeating: "░", count: width - filled))
        return "Progress [\(bar)] \(passed)/\(automated.count) tasks"
    }

    /// Pins the next hint under the scorecard, where it stays through re-checks until dismissed.
    func showHint() {
        do {
            let hints = try Hints.load(exercise)
            let (store, loaded) = context.loadProgress(course)
            var progress = loaded
            var seen = progress[exercise.id].seenHints
            // The next hint of the first failing task that has one left, as the scorecard offers; else the next at all.
            let offered = lastReport.flatMap { HintOffer.first(for: $0, hints: hints, seen: seen) }
            let unseen = hints.filter { !seen.contains($0.number) }
            guard let hint = offered.flatMap({ offer in unseen.first { $0.helps(with: offer.task) } }) ?? unseen.first else {
                pinnedHint = "No more hints (all \(hints.count) shown); 'memorize-course hint \(exercise.id) 3' shows hint 3 again."
                draw()
                return
            }
            let renderer = MarkdownRenderer(terminal: context.terminal)
            let dismiss = styler.apply(.dim, to: "(\(WatchScreen.dismissKey) hides this hint)")
            pinnedHint = HintBook.header(hint, of: hints.count, styler: styler) + " " + dismiss + "\n" + renderer.render(hint.blocks)
            seen.insert(hint.number)
            progress[exercise.id].seenHints = seen
            context.saveProgress(progress, to: store)
        } catch {
            pinnedHint = "(no hints: \(error))"
        }
        draw()
    }

    /// Hides the pinned hint.
    func dismissHint() {
        guard pinnedHint != nil else { return }
        pinnedHint = nil
        draw()
    }
}

extension CheckCommand {
    /// The graded folder as the student would name it.
    func shownFolder(_ folder: URL, context: CommandContext) -> String {
        folder.shownPath(from: context.currentDirectory)
    }
}

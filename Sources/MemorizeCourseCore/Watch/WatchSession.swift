import Foundation

/// `check --watch` on a terminal: redraws the scorecard after every check, with a progress
/// bar, and shows hints on `h`.
final class WatchSession {
    let command: CheckCommand
    let exercise: Exercise
    let course: CourseRoot
    let folder: URL
    let context: CommandContext
    private var lastReport: CheckReport?
    private var checks = 0

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
            onHint: { [unowned self] in self.showHint() }
        )
        loop.run()
        (keys as? TerminalKeyInput)?.restore()
        context.stdout.write("\nStopped watching \(exercise.id).\n")
        return lastReport?.passed == true ? .success : .failure
    }

    private var styler: Styler { Styler(enabled: context.terminal.usesColor) }

    func checkAndDraw() {
        checks += 1
        context.stdout.write(checks == 1 ? "Building and checking \(exercise.id)…\n" : "\n" + styler.apply(.yellow, to: "Change seen: checking again…") + "\n")
        context.stdout.flush()
        var screen = "\u{1B}[2J\u{1B}[H"
        do {
            let outcome = try command.grade(folder, exercise: exercise, course: course, context: context)
            command.record(outcome.report, course: course, context: context)
            lastReport = outcome.report
            screen += ScorecardRenderer(terminal: context.terminal, verbose: command.verbose).render(outcome)
            screen += "\n" + progressBar(outcome.report) + "\n"
        } catch {
            screen += styler.apply(.red, to: "error: \(ErrorPresenter.present(error).message)") + "\n"
        }
        screen += styler.apply(.dim, to: "Watching \(command.shownFolder(folder, context: context)) (check #\(checks)) · h: next hint · q: quit") + "\n"
        context.stdout.write(screen)
        context.stdout.flush()
    }

    func progressBar(_ report: CheckReport) -> String {
        let automated = report.requirements.filter { $0.status != .manual }
        let passed = automated.filter { $0.status == .passed }.count
        let width = 30
        let filled = automated.isEmpty ? 0 : passed * width / automated.count
        let bar = styler.apply(.green, to: String(repeating: "█", count: filled)) + styler.apply(.dim, to: String(repeating: "░", count: width - filled))
        return "Progress [\(bar)] \(passed)/\(automated.count) tasks"
    }

    func showHint() {
        do {
            let hints = try Hints.load(exercise)
            let (store, loaded) = context.loadProgress(course)
            var progress = loaded
            var seen = progress[exercise.id].seenHints
            guard let hint = hints.first(where: { !seen.contains($0.number) }) else {
                context.stdout.write("\nNo more hints (all \(hints.count) shown); 'memorize-course hint \(exercise.id) 3' shows hint 3 again.\n")
                return
            }
            let renderer = MarkdownRenderer(terminal: context.terminal)
            context.stdout.write("\n" + HintBook.header(hint, of: hints.count, styler: styler) + "\n\n" + renderer.render(hint.blocks))
            seen.insert(hint.number)
            progress[exercise.id].seenHints = seen
            context.saveProgress(progress, to: store)
        } catch {
            context.stdout.write("\n(no hints: \(error))\n")
        }
        context.stdout.flush()
    }
}

extension CheckCommand {
    /// The graded folder as the student would name it.
    func shownFolder(_ folder: URL, context: CommandContext) -> String {
        let base = context.currentDirectory.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}

import Foundation

/// `memorize-course play [EXERCISE] [--path DIR] [--solution] [--moves MOVES]`: plays the
/// student's own Model and ViewModel on the terminal, with a View that ships with the exercise.
public struct PlayCommand: Command {
    public static let spec = CommandSpec(
        name: "play",
        arguments: "[EXERCISE] [--path DIR] [--include FILE]… [--exclude FILE]… [--solution] [--moves MOVES] [--theme NAME]",
        abstract: "Play your own Model and ViewModel on the terminal.",
        discussion: """
        Builds your Model and ViewModel (the same files 'check' takes) with a terminal View
        that comes with the exercise, and runs the game. The View works like a SwiftUI one:
        it reads your EmojiMemoryGame's theme, cards and score, sends it your intents, and
        redraws only when Observation tells it something changed. If the screen does not
        change when it should, play says why. Inside Work/EXERCISE/ (or a folder in it),
        EXERCISE may be left out, as with 'check': play plays the working copy you are in.

        Keys: arrows and Enter (or space) choose a card, as does the letter in its corner;
        n New Game, s shuffle, q quit. Ctrl-C stops a game that hangs.

        --moves plays without a terminal and prints a frame after each move. A move is a
        card's emoji (a face-down card showing it), its position (1 is the first card),
        n, s or q. --theme starts with one of your themes, by name. Exit status: 0 played,
        1 your code crashed, hung, did not compile, or the View was not told about a change,
        64 a bad command line or move, 2 the tool or the exercise could not run.

        Examples:
          memorize-course play assignment2
          cd Work/assignment2 && memorize-course play
          memorize-course play assignment2 --path ~/Memorize/Memorize
          memorize-course play assignment2 --solution --theme Sports --moves "⚽ ⚽ 🏀 🎾 n q"
        """,
        options: [
            OptionSpec("--path", value: "DIR", help: "Play DIR (a folder or a whole Xcode project) instead of the working copy."),
            OptionSpec("--include", value: "FILE", help: "Build FILE although the rule leaves it out (repeatable)."),
            OptionSpec("--exclude", value: "FILE", help: "Leave FILE out (repeatable)."),
            OptionSpec("--solution", help: "Play the exercise's reference solution."),
            OptionSpec("--moves", value: "MOVES", help: "Play these moves without a terminal, printing each frame."),
            OptionSpec("--theme", value: "NAME", help: "Start with the theme of this name."),
        ],
        positionals: [.exercise]
    )

    /// Nil: the working copy the current folder is in.
    let id: String?
    let path: String?
    let solution: Bool
    let include: [String]
    let exclude: [String]
    let moves: String?
    let theme: String?

    public init(arguments: ParsedArguments) throws {
        id = arguments.positionals.isEmpty ? nil : try arguments.single("an exercise name", command: Self.spec.name, example: "play assignment2")
        path = arguments.values["--path"]
        solution = arguments.has("--solution")
        include = arguments.repeated["--include"] ?? []
        exclude = arguments.repeated["--exclude"] ?? []
        moves = arguments.values["--moves"]
        theme = arguments.values["--theme"]
        if solution && (path != nil || !include.isEmpty || !exclude.isEmpty) {
            throw UsageError("--solution plays the reference solution; it does not go with --path, --include or --exclude",
                             hint: "see 'memorize-course play --help'")
        }
    }

    /// The folder to play: the reference solution, --path, or the working copy.
    func folder(for exercise: Exercise, course: CourseRoot, context: CommandContext) throws -> URL {
        if solution { return exercise.solution }
        if let path {
            let folder = context.resolvePath(path)
            guard FileManager.default.fileExists(atPath: folder.path) else { throw UsageError("--path \(path): no such folder") }
            return folder
        }
        let folder = exercise.workingCopy(in: course)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw UsageError("no working copy at Work/\(exercise.id) yet",
                             hint: "create it with 'memorize-course start \(exercise.id)', or play another folder with --path DIR")
        }
        return folder
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.exerciseCatalog()
        let exercise = try id.map(catalog.exercise) ?? context.exerciseFromCurrentFolder(course: course, catalog: catalog, command: Self.spec.name)
        guard FileManager.default.fileExists(atPath: PlayBuilder.viewFolder(of: exercise).path) else {
            throw UsageError(PlayReport.noView(exercise.id))
        }
        if moves == nil && !(context.terminal.inputIsTerminal && context.terminal.outputIsTerminal) {
            throw UsageError(PlayReport.needsTerminal, hint: PlayReport.needsTerminalHint(exercise.id))
        }
        let folder = try folder(for: exercise, course: course, context: context)
        let grader = context.grader(for: exercise, course: course)
        let builder = PlayBuilder(exercise: exercise, package: PlayPackage(scratch: context.scratchFolder(course: course), exercise: exercise),
                                  runner: context.processRunner, environment: context.environment, display: grader.display)
        let include = Set(try include.map { try CheckCommand.pathInside(folder, $0, option: "--include", context: context) })
        let exclude = Set(try exclude.map { try CheckCommand.pathInside(folder, $0, option: "--exclude", context: context) })
        let program: URL, package: PlayPackage, files: [SourceFile]
        let built = try context.showingWait("Playing \(exercise.id)") { progress in
            try builder.build(folder, include: include, exclude: exclude, progress: progress)
        }
        switch built {
        case .doesNotCompile(let problems):
            let report = PlayReport.doesNotCompile(problems)
            context.stdout.write(report.text)
            return report.exitCode
        case .built(let built, let inPackage, let selected):
            (program, package, files) = (built, inPackage, selected)
        }
        var arguments = theme.map { ["--theme", $0] } ?? []
        if context.terminal.usesColor { arguments.append("--color") }
        let report: PlayReport
        if let moves {
            report = try playScripted(moves, arguments: arguments, program: program, package: package, files: files, exercise: exercise, context: context, display: grader.display)
        } else {
            let game = TerminalGame(executable: program, arguments: arguments, environment: package.gameEnvironment(context.environment),
                                    errorFile: package.scratch.temporaryFolder.appendingPathComponent("game-errors.txt"))
            let ending = try game.run()
            defer { package.scratch.clearTemporaryFolder() }
            report = try PlayReport.ending(PlayTranscript.parse(ending.errors, package: package.scratch), status: ending.status, signal: ending.signal,
                                           busy: nil, files: files, display: grader.display)
        }
        // Each line broken between words on a terminal: the game's own lines are long.
        context.stdout.write(report.text.lines(keepingTrailingEmpty: false).map { context.fitted(String($0)) }.joined())
        return report.exitCode
    }

    /// Plays `moves` with the output captured, under the exercise's CPU-time limit.
    private func playScripted(_ moves: String, arguments: [String], program: URL, package: PlayPackage, files: [SourceFile],
                              exercise: Exercise, context: CommandContext, display: @escaping @Sendable (URL) -> String) throws -> PlayReport {
        let size = "\(context.terminal.width)x\(context.terminal.height ?? 16)"
        defer { package.scratch.clearTemporaryFolder() }
        let outcome = try context.processRunner.run(program, arguments + ["--moves", moves, "--size", size],
                                                    in: package.scratch.directory, environment: package.gameEnvironment(context.environment),
                                                    timeLimit: exercise.manifest.timeLimit)
        let transcript = PlayTranscript.parse(outcome.output, package: package.scratch)
        context.stdout.write(transcript.frames)
        var busy: String?
        if outcome.timedOut {
            let done = transcript.frames.components(separatedBy: "── Move ").count - 1
            let list = moves.split(whereSeparator: { " ,\n\t".contains($0) })
            busy = (transcript.frames.isEmpty || done >= list.count ? "while starting a game" : "during move \(done + 1) (\(list[done]))")
                + ": it ran for \(Grader.seconds(exercise.manifest.timeLimit)) of CPU time"
        }
        return try PlayReport.ending(transcript, status: outcome.signaled ? 0 : outcome.status, signal: outcome.signaled ? outcome.status : nil,
                                     busy: busy, files: files, display: display)
    }
}

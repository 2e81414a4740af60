import Foundation

/// `memorize-course instructions [EXERCISE] [--no-pager]`: what to build, rendered like a lesson.
public struct InstructionsCommand: Command {
    public static let spec = CommandSpec(
        name: "instructions",
        arguments: "[EXERCISE] [--no-pager]",
        abstract: "Read an exercise's tasks, rendered for the terminal.",
        discussion: """
        Renders the exercise's instructions (what to build and its Required Tasks) the way
        'lesson N' renders a lesson: on a terminal, a page taller than the screen opens in
        a pager (less, or $PAGER; q quits); piped, it is plain text. The hints are not
        shown here: 'memorize-course hint EXERCISE' gives them one at a time. Inside
        Work/EXERCISE/ (or a folder in it), EXERCISE may be left out, as with 'check'.

        Examples:
          memorize-course instructions assignment2
          cd Work/assignment2 && memorize-course instructions
          memorize-course instructions assignment2 --no-pager
        """,
        options: [OptionSpec("--no-pager", help: "Print the whole page even when it is taller than the terminal.")],
        positionals: [.exercise]
    )

    /// Nil: the working copy the current folder is in.
    let id: String?
    let usePager: Bool

    public init(arguments: ParsedArguments) throws {
        id = arguments.positionals.isEmpty ? nil : try arguments.single("an exercise name", command: Self.spec.name, example: "instructions assignment2")
        usePager = !arguments.has("--no-pager")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let catalog = try context.exerciseCatalog()
        let exercise = try id.map(catalog.exercise)
            ?? context.exerciseFromCurrentFolder(course: context.courseRoot(), catalog: catalog, command: Self.spec.name)
        let page = try InstructionsPage.load(exercise).render(terminal: context.terminal)
        context.writePage(page, usePager: usePager)
        return .success
    }
}

/// An exercise's instructions as `instructions` shows them: a title banner, the text without
/// its Hints section, and the commands that go with it.
public struct InstructionsPage {
    public let exercise: Exercise
    public let blocks: [MarkdownBlock]

    /// Reads and parses `instructions.md`; a missing or broken file is the exercise's fault.
    public static func load(_ exercise: Exercise) throws -> InstructionsPage {
        let display = "Exercises/\(exercise.id)/instructions.md"
        guard FileManager.default.fileExists(atPath: exercise.instructions.path) else {
            throw ToolError("\(display) is missing (tell your instructor)")
        }
        guard let text = try? String(contentsOf: exercise.instructions, encoding: .utf8) else {
            throw ToolError("cannot read \(display) as UTF-8 text")
        }
        do {
            return InstructionsPage(exercise: exercise, blocks: try MarkdownParser.parse(text))
        } catch let error as MarkdownError {
            throw ToolError("\(display):\(error.line): \(error.problem)")
        }
    }

    public func render(terminal: TerminalInfo) -> String {
        let renderer = MarkdownRenderer(terminal: terminal)
        let styler = renderer.styler
        let title = "\(exercise.title) (\(exercise.id))"
        var text = styler.apply(.bold, to: title) + "\n"
        text += styler.apply(.cyan, to: String(repeating: "═", count: min(renderer.width, DisplayWidth.of(title)))) + "\n\n"
        text += renderer.render(Hints.withoutHintsSection(blocks))
        let hintCount = Hints.hints(in: blocks).count
        var footer = [InlineSpan("Start with "), InlineSpan("memorize-course start \(exercise.id)", .code),
                      InlineSpan(", grade your work with "), InlineSpan("memorize-course check \(exercise.id)", .code), InlineSpan(".")]
        if hintCount > 0 {
            footer += [InlineSpan(" Stuck? \(hintCount == 1 ? "One hint" : "\(hintCount) hints"), one at a time: "),
                       InlineSpan("memorize-course hint \(exercise.id)", .code), InlineSpan(".")]
        }
        text += "\n" + TextWrapper(styler: styler).wrap(footer, width: renderer.width).joined(separator: "\n") + "\n"
        return text
    }
}

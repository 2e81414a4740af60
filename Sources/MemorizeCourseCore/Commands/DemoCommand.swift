/// `memorize-course demo [ID] [--step] [--edit [--reset]]`: runs one demo, or its editable
/// copy; without an id, lists the demos by lesson.
public struct DemoCommand: Command {
    public static let spec = CommandSpec(
        name: "demo",
        arguments: "[ID] [--step] [--from-start] [--edit [--reset]]",
        abstract: "Run a lecture demo: explanation, code, and what it printed.",
        discussion: """
        Each step explains one idea, shows its Swift code, runs that code, and shows what
        it printed. With --step on a terminal, waits for a key between steps: Enter (or
        space) for the next, b to go back, q to quit. A demo stopped with q resumes at that
        step the next time; --from-start begins again at step 1. Some steps first ask
        what the code will print: press the letter of your guess (Enter just runs it),
        and the step says whether you were right. When input is not a terminal it runs
        straight through, asking nothing, so it can be piped. After a step's output, a
        "Try:" line suggests one change to make to its code.

        With --edit, copies the demo's code into Work/demos/ID/main.swift in the course
        folder (once: your changes are never overwritten), runs it, and on a terminal runs
        it again each time you save it, showing what it printed, or the compile errors at
        your line, in place; q stops. Change the lecture's code in your editor and see the
        effect. Support.swift beside it holds the lecture's helpers: leave it alone. Piped,
        it runs once: exit status 0 when it ran, 1 when it did not compile or crashed.
        --reset puts the demo's code back, keeping yours as main.swift.bak.

        Without an id, lists every demo by lesson, with its title (an unknown id points
        there). Demo ids are also listed by 'memorize-course lessons'.

        Examples:
          memorize-course demo
          memorize-course demo fast-food
          memorize-course demo optionals --step
          memorize-course demo optionals --step --from-start
          memorize-course demo one-and-only --edit
          memorize-course demo one-and-only --edit --reset
        """,
        options: [
            OptionSpec("--step", help: "Wait for a key between steps (on a terminal)."),
            OptionSpec("--from-start", help: "With --step: begin at step 1, not where you stopped."),
            OptionSpec("--edit", help: "Edit the demo's code in Work/demos/ID/; runs on every save."),
            OptionSpec("--reset", help: "With --edit: put the demo's code back (yours kept as .bak)."),
        ],
        positionals: [.demo]
    )

    /// nil lists the demos.
    let id: String?
    let step: Bool
    let fromStart: Bool
    let edit: Bool
    let reset: Bool

    public init(arguments: ParsedArguments) throws {
        step = arguments.has("--step")
        fromStart = arguments.has("--from-start")
        edit = arguments.has("--edit")
        reset = arguments.has("--reset")
        // A bare `demo` lists them; an option needs a demo to act on.
        let listing = arguments.positionals.isEmpty && !(step || fromStart || edit || reset)
        id = listing ? nil : try arguments.single("a demo id", command: Self.spec.name, example: "demo enums")
        let id = self.id ?? "ID"
        if reset && !edit {
            throw UsageError("--reset goes with --edit", hint: "for example: memorize-course demo \(id) --edit --reset")
        }
        if edit && step {
            throw UsageError("--edit runs the whole demo's code; it does not go with --step", hint: "see 'memorize-course demo --help'")
        }
        if fromStart && !step {
            throw UsageError("--from-start goes with --step", hint: "for example: memorize-course demo \(id) --step --from-start")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        guard let id else {
            context.stdout.write(Self.listing(context))
            return .success
        }
        guard let demo = context.demo(id: id) else {
            let ids = context.demos.map(\.id)
            if let guess = Suggestion.closest(to: id, among: ids) {
                throw UsageError("no demo '\(id)'", hint: "did you mean '\(guess)'? ('memorize-course demo' lists every demo)")
            }
            throw UsageError("no demo '\(id)'; demos are \(ids.joined(separator: ", "))", hint: "'memorize-course demo' lists them by lesson")
        }
        if edit { return try runEditable(demo, context: context) }
        DemoPlayer(demos: [demo], context: context, stepping: step, run: "demo \(demo.id)", fromStart: fromStart).play()
        return .success
    }
}

/// `memorize-course demo ID [--step]`: runs one demo.
public struct DemoCommand: Command {
    public static let spec = CommandSpec(
        name: "demo",
        arguments: "ID [--step] [--from-start]",
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

        Demo ids are listed by 'memorize-course lessons'.

        Examples:
          memorize-course demo fast-food
          memorize-course demo optionals --step
          memorize-course demo optionals --step --from-start
        """,
        options: [
            OptionSpec("--step", help: "Wait for a key between steps (on a terminal)."),
            OptionSpec("--from-start", help: "With --step: begin at step 1, not where you stopped."),
        ],
        positionals: [.demo]
    )

    let id: String
    let step: Bool
    let fromStart: Bool

    public init(arguments: ParsedArguments) throws {
        id = try arguments.single("a demo id", command: Self.spec.name, example: "demo enums")
        step = arguments.has("--step")
        fromStart = arguments.has("--from-start")
        if fromStart && !step {
            throw UsageError("--from-start goes with --step", hint: "for example: memorize-course demo \(id) --step --from-start")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        guard let demo = context.demo(id: id) else {
            let ids = context.demos.map(\.id)
            if let guess = Suggestion.closest(to: id, among: ids) {
                throw UsageError("no demo '\(id)'", hint: "did you mean '\(guess)'? ('memorize-course lessons' lists every demo)")
            }
            throw UsageError("no demo '\(id)'; demos are \(ids.joined(separator: ", "))", hint: "see 'memorize-course lessons'")
        }
        DemoPlayer(demos: [demo], context: context, stepping: step, run: "demo \(demo.id)", fromStart: fromStart).play()
        return .success
    }
}

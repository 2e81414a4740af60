/// `memorize-course demo ID [--step]`: runs one demo.
public struct DemoCommand: Command {
    public static let spec = CommandSpec(
        name: "demo",
        arguments: "ID [--step]",
        abstract: "Run a lecture demo: explanation, code, and what the code printed.",
        discussion: """
        Each step explains one idea, shows its Swift code, runs that code, and shows what
        it printed. With --step on a terminal, waits between steps: Enter for the next,
        b then Enter to go back, q then Enter to quit. When input is not a terminal it
        runs straight through, so it can be piped.

        Demo ids are listed by 'memorize-course lessons'.

        Examples:
          memorize-course demo fast-food
          memorize-course demo optionals --step
        """,
        options: [OptionSpec("--step", help: "Wait for Enter between steps (on a terminal).")],
        positionals: [.demo]
    )

    let id: String
    let step: Bool

    public init(arguments: ParsedArguments) throws {
        id = try arguments.single("a demo id", command: Self.spec.name, example: "demo enums")
        step = arguments.has("--step")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        guard let demo = context.demo(id: id) else {
            let ids = context.demos.map(\.id)
            if let guess = Suggestion.closest(to: id, among: ids) {
                throw UsageError("no demo '\(id)'", hint: "did you mean '\(guess)'? ('memorize-course lessons' lists every demo)")
            }
            throw UsageError("no demo '\(id)'; demos are \(ids.joined(separator: ", "))", hint: "see 'memorize-course lessons'")
        }
        DemoPlayer(demos: [demo], context: context, stepping: step).play()
        return .success
    }
}

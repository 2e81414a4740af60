/// `memorize-course help [COMMAND]`: the overview, or one command's usage.
public struct HelpCommand: Command {
    public static let spec = CommandSpec(
        name: "help",
        arguments: "[COMMAND]",
        abstract: "Show help for the tool or for one command.",
        discussion: """
        Examples:
          memorize-course help
          memorize-course help demo
        """,
        positionals: [.command]
    )

    let topic: String?

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else {
            throw UsageError("'help' takes at most one command name", hint: "for example: memorize-course help lesson")
        }
        topic = arguments.positionals.first
        if let topic, CommandRegistry.command(named: topic) == nil {
            let names = CommandRegistry.names
            if let guess = Suggestion.closest(to: topic, among: names) {
                throw UsageError("no command '\(topic)'", hint: "did you mean '\(guess)'?")
            }
            throw UsageError("no command '\(topic)'; commands are \(names.joined(separator: ", "))")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        if let topic, let type = CommandRegistry.command(named: topic) {
            context.stdout.write(HelpText.command(type.spec))
        } else {
            context.stdout.write(HelpText.overview())
        }
        return .success
    }
}

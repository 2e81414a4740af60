/// Turns argv into a command, runs it, and turns every outcome into an exit code. The one
/// place errors are caught and printed.
public enum CommandLineInterface {
    public static let toolName = "memorize-course"
    public static let version = "0.1.0"

    /// Runs the tool with `arguments` (without the program name) and returns the exit status.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        var context = context
        defer {
            context.stdout.flush()
            context.stderr.flush()
        }
        do {
            return try dispatch(arguments, context: &context).rawValue
        } catch {
            let presentation = ErrorPresenter.present(error)
            context.stderr.write(presentation.line(for: context.terminal))
            return presentation.exitCode.rawValue
        }
    }

    static func dispatch(_ arguments: [String], context: inout CommandContext) throws -> ExitCode {
        guard let first = arguments.first else {
            context.stdout.write(HelpText.overview())
            return .success
        }
        switch first {
        case "--help", "-h":
            context.stdout.write(HelpText.overview())
            return .success
        case "--version", "-V":
            context.stdout.write("\(toolName) \(version)\n")
            return .success
        default:
            break
        }
        var rest = Array(arguments.dropFirst())
        var name = first
        if first == "--course" || first.hasPrefix("--course=") { // global option before the command
            var leading = ParsedArguments()
            let consumed = first.contains("=") ? 1 : 2
            leading = try ParsedArguments.parse(Array(arguments.prefix(consumed)), accepted: [GlobalOptions.course], command: "help")
            guard arguments.count > consumed else {
                throw UsageError("no command given", hint: "see 'memorize-course --help'")
            }
            context.coursePath = leading.values["--course"]
            name = arguments[consumed]
            rest = Array(arguments.dropFirst(consumed + 1))
        }
        guard let type = CommandRegistry.command(named: name) else {
            if name.hasPrefix("-") {
                throw UsageError("unknown option '\(name)'", hint: "see 'memorize-course --help'")
            }
            let names = CommandRegistry.names
            if let guess = Suggestion.closest(to: name, among: names) {
                throw UsageError("unknown command '\(name)'", hint: "did you mean '\(guess)'? (see 'memorize-course --help')")
            }
            throw UsageError("unknown command '\(name)'; commands are \(names.joined(separator: ", "))",
                hint: "see 'memorize-course --help'")
        }
        let spec = type.spec
        let parsed = try ParsedArguments.parse(rest, accepted: spec.options + GlobalOptions.all, command: spec.name)
        if parsed.has("--help") {
            context.stdout.write(HelpText.command(spec))
            return .success
        }
        if let course = parsed.values["--course"] { context.coursePath = course }
        let command = try type.init(arguments: parsed)
        return try command.run(in: context)
    }
}

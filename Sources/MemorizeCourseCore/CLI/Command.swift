/// What `help` shows for a command, and the options its parser accepts.
public struct CommandSpec: Sendable {
    /// The verb students type.
    public let name: String
    /// What follows the verb in the usage line, e.g. "N [--step]".
    public let arguments: String
    /// One line for the command list.
    public let abstract: String
    /// A few lines for `help COMMAND`, with examples.
    public let discussion: String
    public let options: [OptionSpec]
    /// What each positional argument is, in order, for shell completion (nothing is offered
    /// past the last).
    public let positionals: [ArgumentKind]

    public init(name: String, arguments: String, abstract: String, discussion: String, options: [OptionSpec] = [],
                positionals: [ArgumentKind] = []) {
        self.name = name
        self.arguments = arguments
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
    }
}

/// One command: parsed and validated in `init`, then `run` against a context.
public protocol Command: Sendable {
    static var spec: CommandSpec { get }
    /// Validates the arguments; throws `UsageError` for anything wrong with them.
    init(arguments: ParsedArguments) throws
    func run(in context: CommandContext) throws -> ExitCode
}

/// Options every command accepts.
public enum GlobalOptions {
    public static let course = OptionSpec("--course", value: "PATH", help: "Use the course folder at PATH (default: found from the current directory, or MEMORIZE_COURSE_ROOT).")
    public static let help = OptionSpec("--help", short: "-h", help: "Show help for this command.")
    public static let all = [course, help]
}

/// The commands, in the order help lists them. Adding a command is adding a type here.
public enum CommandRegistry {
    public static let all: [any Command.Type] = [
        LessonsCommand.self,
        LessonCommand.self,
        DemoCommand.self,
        QuizCommand.self,
        ExercisesCommand.self,
        NextCommand.self,
        InstructionsCommand.self,
        StartCommand.self,
        WarmCommand.self,
        CheckCommand.self,
        PlayCommand.self,
        HintCommand.self,
        SolutionCommand.self,
        ResetCommand.self,
        ValidateCommand.self,
        GradeCommand.self,
        ExportCommand.self,
        DoctorCommand.self,
        InstallCommand.self,
        UninstallCommand.self,
        CompletionCommand.self,
        HelpCommand.self,
    ]

    public static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.spec.name == name }
    }

    /// Every command's name, in help order: for "unknown command" messages and their suggestions.
    public static var names: [String] { all.map { $0.spec.name } }
}

extension ParsedArguments {
    /// The one positional a command requires, or a usage error that names it.
    func single(_ name: String, command: String, example: String) throws -> String {
        guard let value = positionals.first else {
            throw UsageError("'\(command)' needs \(name)", hint: "for example: memorize-course \(example)")
        }
        guard positionals.count == 1 else {
            throw UsageError("'\(command)' takes one argument, got \(positionals.count): \(positionals.joined(separator: " "))",
                hint: "see 'memorize-course \(command) --help'")
        }
        return value
    }

    func noPositionals(command: String) throws {
        guard positionals.isEmpty else {
            throw UsageError("'\(command)' takes no arguments, got: \(positionals.joined(separator: " "))",
                hint: "see 'memorize-course \(command) --help'")
        }
    }
}

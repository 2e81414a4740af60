/// What shell completion knows, read from the command registry: every command with its
/// options and what its arguments are. The three shells' scripts are renderings of this one
/// value, so a new command or option is completed without editing any script.
struct CompletionModel {
    /// One command as completion sees it: its own options and the global ones.
    struct Entry {
        let name: String
        let abstract: String
        let options: [OptionSpec]
        let positionals: [ArgumentKind]
    }

    /// The program name the scripts complete.
    static let program = CommandLineInterface.toolName
    /// The options before any command: `--course PATH`, `-h/--help`, `-V/--version`.
    static let topLevelOptions = [
        GlobalOptions.course,
        OptionSpec("--help", short: "-h", help: "Show help."),
        OptionSpec("--version", short: "-V", help: "Show the version."),
    ]

    let commands: [Entry]
    /// Every demo id, offered where a command takes a demo (they are compiled into the tool).
    let demoIDs: [String]

    /// The model of `commands` (the registry, in help order).
    init(commands: [CommandSpec] = CommandRegistry.all.map { $0.spec }, demoIDs: [String]) {
        self.commands = commands.map {
            Entry(name: $0.name, abstract: $0.abstract, options: $0.options + GlobalOptions.all, positionals: $0.positionals)
        }
        self.demoIDs = demoIDs
    }

    /// Every option that takes a value, in any command, once each: the scripts skip its value
    /// when counting a command's arguments.
    var valuedOptionNames: [String] {
        var names: [String] = []
        for option in (Self.topLevelOptions + commands.flatMap(\.options)) where option.valueName != nil && !names.contains(option.name) {
            names.append(option.name)
        }
        return names
    }

    /// The words `completion --list` prints for an argument that depends on the course folder.
    static func listName(for kind: ArgumentKind) -> String? {
        switch kind {
        case .lesson: "lessons"
        case .exercise: "exercises"
        default: nil
        }
    }
}

extension OptionSpec {
    /// The name without its dashes (`--no-pager` → `no-pager`), as fish and zsh spell some things.
    var bareName: String { String(name.drop { $0 == "-" }) }
}

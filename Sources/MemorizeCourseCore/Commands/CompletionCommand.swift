/// `memorize-course completion bash|zsh|fish`: the shell's completion script, written from the
/// command registry; `--list lessons|exercises` prints the words the scripts offer for those.
public struct CompletionCommand: Command {
    public static let spec = CommandSpec(
        name: "completion",
        arguments: "bash|zsh|fish | --list lessons|exercises | --list sections LESSON | --list tasks EXERCISE",
        abstract: "Print the tab-completion script for bash, zsh or fish.",
        discussion: """
        Completes commands, their options, demo ids, and the lesson numbers and exercise ids
        of the course folder you are in. 'memorize-course install' puts the three scripts
        under PREFIX/share and says which line to add; to use one by hand:

          bash, in ~/.bashrc:                  source <(memorize-course completion bash)
          zsh, in ~/.zshrc after compinit:     source <(memorize-course completion zsh)
          fish, in ~/.config/fish/config.fish: memorize-course completion fish | source

        (On a Mac, Terminal's bash reads ~/.bash_profile, not ~/.bashrc.)

        --list prints the lesson numbers or exercise ids, one a line (the scripts call it);
        it prints nothing when there is no course folder. '--list sections 4' prints the
        section ids of lesson 4 (for 'lesson 4 --section'), and '--list tasks assignment2'
        the tasks of an exercise (for 'hint assignment2 task-3').

        Examples:
          memorize-course completion bash
          memorize-course completion --list exercises
        """,
        options: [OptionSpec("--list", value: "WORDS", completes: .words(Self.lists),
                             help: "Print the course's lesson numbers, exercise ids, a lesson's sections or an exercise's tasks.")],
        positionals: [.words(Shell.allCases.map(\.rawValue))]
    )

    /// The shells completion is written for.
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// What --list lists: the last two for the lesson or exercise named after them.
    static let lists = ["lessons", "exercises", "sections", "tasks"]

    enum Request {
        case script(Shell)
        case list(String, of: String?)
    }

    let request: Request

    public init(arguments: ParsedArguments) throws {
        let shells = Shell.allCases.map(\.rawValue).joined(separator: ", ")
        if let list = arguments.values["--list"] {
            guard Self.lists.contains(list) else {
                throw UsageError("--list \(list): it lists lessons, exercises, sections or tasks", hint: "see 'memorize-course completion --help'")
            }
            if list == "sections" || list == "tasks" {
                // The lesson or exercise typed so far, maybe none: completion offers nothing then.
                request = .list(list, of: arguments.positionals.first)
            } else {
                try arguments.noPositionals(command: Self.spec.name)
                request = .list(list, of: nil)
            }
            return
        }
        let name = try arguments.single("a shell (\(shells))", command: Self.spec.name, example: "completion bash")
        guard let shell = Shell(rawValue: name) else {
            throw UsageError("no completion for '\(name)'; shells are \(shells)", hint: "for example: memorize-course completion bash")
        }
        request = .script(shell)
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        switch request {
        case .script(let shell):
            context.stdout.write(Self.script(for: shell, demoIDs: context.demos.map(\.id)))
        case .list(let list, let owner):
            // Completion must stay quiet: no course folder, or a broken one, offers nothing.
            let words: [String]
            switch list {
            case "lessons": words = ((try? context.lessonCatalog())?.lessons ?? []).map { String($0.number) }
            case "exercises": words = ((try? context.exerciseCatalog())?.exercises ?? []).map(\.id)
            case "sections":
                let lesson = owner.flatMap(Int.init).flatMap { (try? context.lessonCatalog())?.lesson($0) }
                words = lesson.flatMap { try? $0.notes() }.map { LessonSections($0).sections.map(\.id) } ?? []
            default:
                let exercise = owner.flatMap { try? context.exerciseCatalog().exercise($0) }
                words = exercise?.manifest.requirements.map(\.id).filter { $0.hasPrefix("task-") } ?? []
            }
            context.stdout.write(words.map { $0 + "\n" }.joined())
        }
        return .success
    }

    /// The completion script of `shell` for the registry's commands.
    public static func script(for shell: Shell, demoIDs: [String]) -> String {
        let model = CompletionModel(demoIDs: demoIDs)
        switch shell {
        case .bash: return BashCompletion(model: model).render()
        case .zsh: return ZshCompletion(model: model).render()
        case .fish: return FishCompletion(model: model).render()
        }
    }
}

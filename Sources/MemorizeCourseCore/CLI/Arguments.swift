/// An option a command accepts: a flag (`--step`) or an option with a value (`--course PATH`).
public struct OptionSpec: Sendable {
    public let name: String
    /// A one-letter spelling that means the same (`-h` for `--help`).
    public let short: String?
    public let valueName: String?
    public let help: String
    /// What shell completion offers for the value: by default a folder for `DIR` and `PATH`,
    /// a file for `FILE`, nothing otherwise.
    public let completes: ArgumentKind

    public init(_ name: String, short: String? = nil, value valueName: String? = nil, completes: ArgumentKind? = nil, help: String) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.completes = completes ?? ArgumentKind.guessed(fromValueName: valueName)
    }

    var usage: String {
        let names = short.map { "\($0), \(name)" } ?? name
        return valueName.map { "\(names) \($0)" } ?? names
    }
}

/// What a command's argument or an option's value is, so shell completion can offer it.
public enum ArgumentKind: Sendable, Equatable {
    /// Nothing to offer (a number, a URL, free text).
    case none
    /// A lesson number of the course folder.
    case lesson
    /// An exercise id of the course folder.
    case exercise
    /// A demo id.
    case demo
    /// One of this tool's commands.
    case command
    /// A folder.
    case directory
    /// A file.
    case file
    /// One of these words.
    case words([String])
    /// A section id of the lesson given as the command's first argument (`lesson 4 --section`).
    case section
    /// A Required Task (task-3) of the exercise given as the command's first argument.
    case task

    static func guessed(fromValueName valueName: String?) -> ArgumentKind {
        switch valueName {
        case "DIR", "PATH": .directory
        case "FILE": .file
        default: .none
        }
    }
}

/// A command line split into positionals, flags and option values, checked against a spec.
public struct ParsedArguments: Equatable, Sendable {
    public var positionals: [String] = []
    public var flags: Set<String> = []
    public var values: [String: String] = [:]
    /// Every value of an option given more than once (`--include A --include B`), in order.
    public var repeated: [String: [String]] = [:]

    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// Splits `arguments` using the options `accepted`; anything else starting with `-` is a
    /// usage error naming the command whose help lists the options.
    public static func parse(_ arguments: [String], accepted: [OptionSpec], command: String) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            if argument.first == "-", argument.dropFirst().allSatisfy(\.isNumber) { // `lesson -1`
                parsed.positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = accepted.first(where: { $0.name == name || $0.short == name }) else {
                throw UsageError("unknown option '\(name)' for '\(command)'", hint: "see 'memorize-course \(command) --help'")
            }
            name = spec.name // `-h` is recorded as `--help`
            if let valueName = spec.valueName {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                    parsed.repeated[name, default: []].append(inlineValue)
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    parsed.values[name] = arguments[index]
                    parsed.repeated[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value: \(name) \(valueName)", hint: "see 'memorize-course \(command) --help'")
                }
            } else {
                guard inlineValue == nil else {
                    throw UsageError("option '\(name)' takes no value", hint: "see 'memorize-course \(command) --help'")
                }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }
}

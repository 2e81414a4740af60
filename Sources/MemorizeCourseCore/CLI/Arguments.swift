/// An option a command accepts: a flag (`--step`) or an option with a value (`--course PATH`).
public struct OptionSpec: Sendable {
    public let name: String
    public let valueName: String?
    public let help: String

    public init(_ name: String, value valueName: String? = nil, help: String) {
        self.name = name
        self.valueName = valueName
        self.help = help
    }

    var usage: String { valueName.map { "\(name) \($0)" } ?? name }
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
            guard let spec = accepted.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)' for '\(command)'", hint: "see 'memorize-course \(command) --help'")
            }
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

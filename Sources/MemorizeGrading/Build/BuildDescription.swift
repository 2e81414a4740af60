import Foundation
import MemorizeSupport

/// Reads the commands of SwiftPM's build description (`.build/debug.yaml`, llbuild's manifest),
/// whose `args:`, `inputs:` and `outputs:` lines are JSON arrays.
enum BuildDescription {
    struct Command: Equatable {
        var arguments: [String]
        var outputs: [String]
    }

    /// The command that compiles module `name` (`"C.Submission-<triple>-debug.module":`).
    static func command(in description: String, module name: String) -> Command? {
        command(in: description) { $0.hasPrefix("\"C.\(name)-") && $0.hasSuffix("-debug.module\":") }
    }

    /// The command one of whose outputs is the file `name` (the product a link writes).
    static func command(producing name: String, in description: String) -> Command? {
        var found: Command?
        forEachCommand(in: description) { _, command in
            if found == nil, command.outputs.contains(where: { $0.hasSuffix("/\(name)") }) { found = command }
        }
        return found
    }

    private static func command(in description: String, where matches: (String) -> Bool) -> Command? {
        var found: Command?
        forEachCommand(in: description) { key, command in
            if found == nil, matches(key) { found = command }
        }
        return found
    }

    /// Each command of the `commands:` section with its key, as written (quoted, with the colon).
    private static func forEachCommand(in description: String, _ body: (String, Command) -> Void) {
        var key: String?
        var arguments: [String]?
        var outputs: [String] = []
        func finish() {
            if let key, let arguments { body(key, Command(arguments: arguments, outputs: outputs)) }
            (key, arguments, outputs) = (nil, nil, [])
        }
        for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  \""), !line.hasPrefix("   ") {
                finish()
                key = line.trimmingCharacters(in: .whitespaces)
            } else if key != nil, let list = value(of: "args:", in: line) {
                arguments = list
            } else if key != nil, let list = value(of: "outputs:", in: line) {
                outputs = list
            }
        }
        finish()
    }

    private static func value(of field: String, in line: Substring) -> [String]? {
        let trimmed = line.drop(while: { $0 == " " })
        guard trimmed.hasPrefix(field) else { return nil }
        let json = trimmed.dropFirst(field.count).drop(while: { $0 == " " })
        guard json.hasPrefix("["), let data = String(json).data(using: .utf8),
              let list = try? JSONSerialization.jsonObject(with: data) as? [String] else { return nil }
        return list
    }
}

/// Splits a command line as the Swift driver prints it with `-###` (a POSIX shell's quoting).
enum ShellWords {
    static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "\\" {
                escaped = true
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

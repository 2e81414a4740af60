import Foundation

/// Which of a plan's modules a compile loaded, from the dependency file the compiler writes
/// beside a module's interface (`-emit-dependencies-path`: make's syntax, every file the job
/// read, module interfaces included, however indirectly imported). A module whose compile did
/// not load another's interface knows nothing of it, not even the layout of its types, so
/// that module's code stands whatever the other's interface becomes.
enum ModuleLoads {
    /// The names among `modules` whose `Name.swiftmodule` the file at `path` lists; nil when
    /// it cannot be read or lists no inputs at all.
    static func read(_ path: String, among modules: [String]) -> [String]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return parse(text, among: modules)
    }

    static func parse(_ text: String, among modules: [String]) -> [String]? {
        // "target : input input \
        //    input …", a rule per output, with a space in a path escaped by a backslash.
        var tokens: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                if character.isNewline {   // a continued line: a break between inputs
                    if !current.isEmpty { tokens.append(current) }
                    current = ""
                } else {
                    current.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character.isWhitespace {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var inputs: [String] = []
        for (index, token) in tokens.enumerated() where token != ":" && !token.hasSuffix(":") {
            if index + 1 < tokens.count, tokens[index + 1] == ":" { continue }   // a rule's target
            inputs.append(token)
        }
        guard !inputs.isEmpty else { return nil }
        let names = Set(inputs.filter { $0.hasSuffix(".swiftmodule") }.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent })
        return modules.filter { names.contains($0) }
    }
}

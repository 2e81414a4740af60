import Foundation

/// A small structural check of the YAML subset the exported workflow is written in (no YAML
/// library: the project has no dependencies), and a step's command read back out of it.
enum WorkflowShape {
    /// What is wrong with `yaml`, one line each: tabs, odd or jumping indentation, a line that is
    /// neither `key: value`, `key:` nor `- item`, an unclosed quote, a missing top-level key.
    static func problems(_ yaml: String) -> [String] {
        var problems: [String] = []
        var previousIndent = 0
        var blockIndent: Int?   // inside a `|` block scalar: lines indented more than its key
        var topKeys: Set<String> = []
        let key = #"^('[A-Za-z0-9_-]+'|[A-Za-z0-9_-]+):( .*)?$"#
        for (number, line) in yaml.components(separatedBy: "\n").enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let at = "line \(number + 1)"
            if line.contains("\t") { problems.append("\(at): a tab"); continue }
            let indent = line.prefix { $0 == " " }.count
            if let block = blockIndent, indent > block { continue }
            blockIndent = nil
            var content = String(line.dropFirst(indent))
            if content.hasPrefix("#") { continue }
            if indent % 2 != 0 { problems.append("\(at): odd indentation") }
            if indent > previousIndent + 2 { problems.append("\(at): indented too far") }
            previousIndent = indent
            if content.hasPrefix("- ") {
                content = String(content.dropFirst(2))
                previousIndent = indent + 2
                if content.range(of: key, options: .regularExpression) == nil { problems += checkScalar(content, at: at); continue }
            }
            guard content.range(of: key, options: .regularExpression) != nil, let colon = content.range(of: ":") else {
                problems.append("\(at): not 'key: value', 'key:' or '- item': \(content)")
                continue
            }
            if indent == 0 { topKeys.insert(String(content[..<colon.lowerBound])) }
            let value = content[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            if value == "|" { blockIndent = indent; continue }
            problems += checkScalar(value, at: at)
        }
        for needed in ["name", "'on'", "jobs"] where !topKeys.contains(needed) { problems.append("no top-level \(needed)") }
        return problems
    }

    static func checkScalar(_ value: String, at: String) -> [String] {
        if value.hasPrefix("'") && (value.count < 2 || !value.hasSuffix("'") || value.dropFirst().dropLast().replacingOccurrences(of: "''", with: "").contains("'")) {
            return ["\(at): unbalanced single quotes: \(value)"]
        }
        if value.hasPrefix("\"") && (value.count < 2 || !value.hasSuffix("\"")) { return ["\(at): unclosed double quote: \(value)"] }
        return []
    }

    /// The `run:` command of the step with this name (one line), or nil.
    static func run(ofStep name: String, in yaml: String) -> String? {
        let lines = yaml.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let step = lines.firstIndex(of: "- name: \(name)") else { return nil }
        for line in lines[(step + 1)...] {
            if line.hasPrefix("- name:") { return nil }
            if line.hasPrefix("run: ") { return String(line.dropFirst("run: ".count)) }
        }
        return nil
    }
}

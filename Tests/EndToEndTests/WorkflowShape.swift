import Foundation

/// A small structural check of the YAML subset the Classroom workflow is written in (no YAML
/// library: the project has no dependencies), and the grader steps read back out of it.
enum WorkflowShape {
    struct GraderStep {
        var id = ""
        var command = ""
        var maxScore = -1
    }

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

    /// The steps that use Classroom's command grader, in order.
    static func graderSteps(_ yaml: String) -> [GraderStep] {
        var steps: [GraderStep] = []
        var current: GraderStep?
        var isGrader = false
        func finish() {
            if let current, isGrader { steps.append(current) }
            current = nil
            isGrader = false
        }
        for line in yaml.components(separatedBy: "\n") {
            let content = line.trimmingCharacters(in: .whitespaces)
            if content.hasPrefix("- name:") { finish(); current = GraderStep() }
            guard current != nil, let colon = content.range(of: ": ") else { continue }
            let name = content[..<colon.lowerBound]
            var value = String(content[colon.upperBound...])
            if value.hasPrefix("'") { value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'") }
            switch name {
            case "id": current?.id = value
            case "uses": isGrader = value.hasPrefix("classroom-resources/autograding-command-grader@")
            case "command": current?.command = value
            case "max-score": current?.maxScore = Int(value) ?? -1
            default: break
            }
        }
        finish()
        return steps
    }
}

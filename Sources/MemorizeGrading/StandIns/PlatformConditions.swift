import Foundation

/// A student's code runs on an iPhone; the grader compiles it on Linux or a Mac. A compilation
/// condition on the platform (`#if os(Linux)`, `#if !os(iOS)`) would compile one program for
/// the checks and another for the app: rt17a shuffled only under `#if os(Linux)` and passed
/// Tasks 2 and 6 with a game that never shuffles on a phone. In the scratch package's copy
/// only, each `os(…)` of an `#if` or `#elseif` line is the value it has on iOS (`true` for
/// iOS, `false` for any other), padded with spaces so every column stays the student's.
/// The student's own file is never changed.
public enum PlatformConditions {
    /// `files` as they are compiled: each `os(…)` condition decided as on iOS.
    public static func asOnIOS(_ files: [SourceFile]) -> [SourceFile] {
        files.map { file in
            let text = String(decoding: file.contents, as: UTF8.self)
            guard text.contains("os(") else { return file }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let directive = line.drop { $0 == " " || $0 == "\t" }
                guard directive.hasPrefix("#if") || directive.hasPrefix("#elseif") else { return String(line) }
                return decided(String(line))
            }
            return SourceFile(relativePath: file.relativePath, original: file.original, contents: Data(lines.joined(separator: "\n").utf8))
        }
    }

    /// `line` with each `os(name)` (a whole word) replaced by iOS's value, as long as it was.
    static func decided(_ line: String) -> String {
        let pattern = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_])os\s*\(\s*([A-Za-z0-9_]+)\s*\)"#)
        var result = line
        let whole = NSRange(line.startIndex..., in: line)
        for match in pattern.matches(in: line, range: whole).reversed() {
            guard let range = Range(match.range, in: result), let name = Range(match.range(at: 1), in: line) else { continue }
            let value = line[name] == "iOS" ? "true" : "false"
            let length = result.distance(from: range.lowerBound, to: range.upperBound)
            result.replaceSubrange(range, with: value + String(repeating: " ", count: max(0, length - value.count)))
        }
        return result
    }
}

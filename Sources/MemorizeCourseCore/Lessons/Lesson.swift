import Foundation

/// A lesson as listed: its number, title, summary and demo ids, read from the front
/// matter of `Lessons/NN-slug/lesson.md`.
public struct Lesson: Equatable, Sendable {
    public let number: Int
    public let title: String
    public let summary: String
    public let demoIDs: [String]
    /// The lesson file, named in every error about it.
    public let file: URL
    /// The notes: the Markdown after the front matter, parsed.
    public let blocks: [MarkdownBlock]
}

/// A lesson file that cannot be read or understood. Always names the file.
public struct LessonFileError: Error, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let problem: String

    public var description: String {
        if let line { return "\(file):\(line): \(problem)" }
        return "\(file): \(problem)"
    }
}

/// Reads lesson files. The only format version so far is 1.
public enum LessonParser {
    public static let formatVersion = 1
    static let requiredKeys = ["format", "lesson", "title", "summary", "demos"]

    /// Parses one lesson file's text. `displayPath` is how errors name the file.
    public static func parse(_ text: String, file: URL, displayPath: String) throws -> Lesson {
        func fail(_ problem: String, line: Int? = nil) -> LessonFileError {
            LessonFileError(file: displayPath, line: line, problem: problem)
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
            throw fail("does not start with front matter (a line '---', then 'key: value' lines, then '---')", line: 1)
        }
        var fields: [String: String] = [:]
        var index = 1
        var closed = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            if line.trimmingCharacters(in: .whitespaces) == "---" { closed = true; break }
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw fail("front matter line is not 'key: value': \(line)", line: index)
            }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard requiredKeys.contains(key) else {
                throw fail("unknown front matter key '\(key)' (known: \(requiredKeys.joined(separator: ", ")))", line: index)
            }
            guard fields[key] == nil else { throw fail("front matter key '\(key)' appears twice", line: index) }
            fields[key] = value
        }
        guard closed else { throw fail("front matter is not closed by a '---' line") }
        for key in requiredKeys where fields[key] == nil {
            throw fail("front matter has no '\(key):' line")
        }
        guard let format = Int(fields["format"]!) else {
            throw fail("format must be a whole number, got '\(fields["format"]!)'")
        }
        guard format == formatVersion else {
            throw fail("format \(format) is not supported (this tool reads format \(formatVersion)); update memorize-course")
        }
        guard let number = Int(fields["lesson"]!), number > 0 else {
            throw fail("lesson must be a positive whole number, got '\(fields["lesson"]!)'")
        }
        let title = fields["title"]!
        guard !title.isEmpty else { throw fail("title is empty") }
        let demos = fields["demos"]!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let body = lines[index...].joined(separator: "\n")
        // Parsed on load, so a broken lesson is reported with its file and line.
        let blocks: [MarkdownBlock]
        do {
            blocks = try MarkdownParser.parse(body)
        } catch let error as MarkdownError {
            throw fail(error.problem, line: error.line + index)
        }
        return Lesson(number: number, title: title, summary: fields["summary"]!, demoIDs: demos, file: file, blocks: blocks)
    }
}

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
    /// How errors name the file: `Lessons/04-game-logic/lesson.md`.
    public let displayPath: String
    /// The Markdown after the front matter; parsed only when the lesson is shown, so listing
    /// lessons stays fast and one broken page does not hide the others.
    public let body: String
    /// The line of the file where `body` starts.
    public let bodyStartLine: Int

    /// The notes, parsed. A problem names the file and the line in it.
    public func notes() throws -> [MarkdownBlock] {
        do {
            return try MarkdownParser.parse(body)
        } catch let error as MarkdownError {
            throw LessonFileError(file: displayPath, line: error.line + bodyStartLine - 1, problem: error.problem)
        }
    }
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
        // Only the front matter is split into lines; the body stays one slice of the text.
        var rest = Substring(text)
        var lineNumber = 0
        func nextLine() -> Substring? {
            guard !rest.isEmpty else { return nil }
            lineNumber += 1
            guard let newline = rest.utf8.firstIndex(of: 0x0A) else {
                defer { rest = rest[rest.endIndex...] }
                return rest
            }
            defer { rest = rest[rest.utf8.index(after: newline)...] }
            return rest[..<newline]
        }
        guard nextLine()?.trimmed == "---" else {
            throw fail("does not start with front matter (a line '---', then 'key: value' lines, then '---')", line: 1)
        }
        var fields: [String: String] = [:]
        var closed = false
        while let line = nextLine() {
            let index = lineNumber
            if line.trimmed == "---" { closed = true; break }
            if line.isBlank { continue }
            guard let colon = line.firstIndex(of: ":") else {
                throw fail("front matter line is not 'key: value': \(line.trimmed)", line: index)
            }
            let key = line[..<colon].trimmed
            let value = line[line.index(after: colon)...].trimmed
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
        let demos = fields["demos"]!.split(separator: ",").map { $0.trimmed }
            .filter { !$0.isEmpty }
        return Lesson(
            number: number, title: title, summary: fields["summary"]!, demoIDs: demos, file: file,
            displayPath: displayPath, body: String(rest), bodyStartLine: lineNumber + 1
        )
    }
}

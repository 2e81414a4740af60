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
    /// The lines of the `lesson:` and `demos:` fields, where problems with them are reported.
    public let numberLine: Int
    public let demosLine: Int

    /// The notes, parsed. A problem names the file and the line in it.
    public func notes() throws -> [MarkdownBlock] {
        do {
            return try MarkdownParser.parse(body)
        } catch let error as MarkdownError {
            throw problem(error.problem, bodyLine: error.line)
        }
    }

    /// A problem at a line of `body` (1-based), located in the file.
    func problem(_ text: String, bodyLine: Int) -> LessonFileError {
        LessonFileError(file: displayPath, line: bodyLine + bodyStartLine - 1, problem: text)
    }
}

/// A lesson file that cannot be read or understood. Always names the file.
public struct LessonFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int?
    public let problem: String

    public init(file: String, line: Int?, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    public var description: String {
        if let line { return "\(file):\(line): \(problem)" }
        return "\(file): \(problem)"
    }
}

/// Reads lesson files. The only format version so far is 1.
public enum LessonParser {
    public static let formatVersion = 1
    static let requiredKeys = ["format", "lesson", "title", "summary", "demos"]

    /// What reading a file's front matter found: every problem (not just the first), the
    /// declared number when at least that was understood, and the lesson whenever the front
    /// matter was closed, so the notes can be checked even when a field is wrong (then the
    /// wrong fields are empty or 0, and the lesson must not be shown).
    public struct Reading: Sendable {
        public var lesson: Lesson?
        public var number: Int?
        public var problems: [LessonFileError]
    }

    /// Parses one lesson file's text and throws its first problem. `displayPath` is how
    /// errors name the file.
    public static func parse(_ text: String, file: URL, displayPath: String) throws -> Lesson {
        let reading = read(text, file: file, displayPath: displayPath)
        if let first = reading.problems.first { throw first }
        return reading.lesson!
    }

    /// Reads one lesson file's front matter, collecting every problem in it.
    public static func read(_ text: String, file: URL, displayPath: String) -> Reading {
        var problems: [LessonFileError] = []
        func fail(_ problem: String, line: Int? = nil) {
            problems.append(LessonFileError(file: displayPath, line: line, problem: problem))
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
            fail(LessonMessages.noFrontMatter, line: 1)
            return Reading(lesson: nil, number: nil, problems: problems)
        }
        var fields: [String: (value: String, line: Int)] = [:]
        var closed = false
        while let line = nextLine() {
            let index = lineNumber
            if line.trimmed == "---" { closed = true; break }
            if line.isBlank { continue }
            guard let colon = line.firstIndex(of: ":") else {
                fail(LessonMessages.notKeyValue(line.trimmed), line: index)
                continue
            }
            let key = line[..<colon].trimmed
            let value = line[line.index(after: colon)...].trimmed
            guard requiredKeys.contains(key) else {
                fail(LessonMessages.unknownKey(key, known: requiredKeys), line: index)
                continue
            }
            if let first = fields[key] {
                fail(LessonMessages.keyTwice(key, firstLine: first.line), line: index)
                continue
            }
            fields[key] = (value, index)
        }
        // Without a closing line the whole body was read as front matter: its lines say nothing.
        guard closed else {
            return Reading(lesson: nil, number: nil, problems: [
                LessonFileError(file: displayPath, line: 1, problem: LessonMessages.frontMatterNotClosed),
            ])
        }
        for key in requiredKeys where fields[key] == nil {
            fail(LessonMessages.missingKey(key))
        }
        if let format = fields["format"] {
            if let version = Int(format.value) {
                if version != formatVersion {
                    fail(LessonMessages.unsupportedFormat(version, supported: formatVersion), line: format.line)
                }
            } else {
                fail(LessonMessages.formatNotNumber(format.value), line: format.line)
            }
        }
        var number: Int?
        if let lesson = fields["lesson"] {
            if let value = Int(lesson.value), value > 0 { number = value } else {
                fail(LessonMessages.numberNotPositive(lesson.value), line: lesson.line)
            }
        }
        if let title = fields["title"], title.value.isEmpty { fail(LessonMessages.emptyTitle, line: title.line) }
        let demos = (fields["demos"]?.value ?? "").split(separator: ",").map { $0.trimmed }.filter { !$0.isEmpty }
        let lesson = Lesson(
            number: number ?? 0, title: fields["title"]?.value ?? "", summary: fields["summary"]?.value ?? "", demoIDs: demos,
            file: file, displayPath: displayPath, body: String(rest), bodyStartLine: lineNumber + 1,
            numberLine: fields["lesson"]?.line ?? 1, demosLine: fields["demos"]?.line ?? 1
        )
        return Reading(lesson: lesson, number: number, problems: problems)
    }
}

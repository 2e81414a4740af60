import Foundation
import MemorizeCourseCore
import MemorizeDemos

/// Captures what a command writes.
public final class CapturedText: TextSink {
    public private(set) var text = ""
    public private(set) var flushes = 0
    public init() {}
    public func write(_ text: String) { self.text += text }
    public func flush() { flushes += 1 }
}

/// Answers prompts from a script. Reading past the script returns nil (end of input) and is
/// counted, so a test can assert that a command never waited for input it was not given.
public final class ScriptedInput: LineSource {
    private var lines: [String]
    public private(set) var reads = 0
    public private(set) var readsPastScript = 0

    public init(_ lines: [String] = []) { self.lines = lines }

    public func readLine() -> String? {
        reads += 1
        guard !lines.isEmpty else { readsPastScript += 1; return nil }
        return lines.removeFirst()
    }
}

/// Replies at prompts from a script, as single keys on a terminal would give them. Reading
/// past the script is the end of input (Ctrl-D), and is counted.
public final class ScriptedKeyboard: Keyboard {
    private var replies: [PromptReply]
    public private(set) var keyReads = 0
    public private(set) var lineReads = 0
    public private(set) var readsPastScript = 0

    public init(_ replies: [PromptReply]) { self.replies = replies }

    /// Keys from characters: "\n" is Enter, "\u{1B}" Escape, "\u{4}" Ctrl-D, others themselves.
    public convenience init(keys: String) {
        self.init(keys.map { character in
            switch character {
            case "\n": .key(.enter)
            case "\u{1B}": .key(.escape)
            case "\u{4}": .end
            default: .key(.character(character))
            }
        })
    }

    public func key() -> PromptReply {
        keyReads += 1
        return next()
    }

    public func line() -> PromptReply {
        lineReads += 1
        return next()
    }

    private func next() -> PromptReply {
        guard !replies.isEmpty else { readsPastScript += 1; return .end }
        return replies.removeFirst()
    }
}

/// A pager that keeps what it was given, and says it showed it (or, told to, that it could not).
public final class RecordingPager: Pager {
    public private(set) var pages: [String] = []
    private let shows: Bool
    public init(shows: Bool = true) { self.shows = shows }
    public func page(_ text: String) -> Bool {
        pages.append(text)
        return shows
    }
}

/// What an in-process run of the tool produced.
public struct RunResult {
    public let status: Int32
    public let stdout: String
    public let stderr: String
    public let input: ScriptedInput
}

/// Runs the tool in-process with a fake context.
public enum Harness {
    /// The repository checkout the tests were built from.
    public static let repositoryRoot: URL = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// A terminal that is a real one: colour on, input answerable.
    public static func interactiveTerminal(width: Int = 80) -> TerminalInfo {
        TerminalInfo(outputIsTerminal: true, inputIsTerminal: true, width: width, usesColor: true)
    }

    public static func run(
        _ arguments: [String],
        terminal: TerminalInfo = .plain,
        input: [String] = [],
        environment: [String: String] = [:],
        currentDirectory: URL = repositoryRoot,
        demos: [Demo],
        processRunner: ProcessRunner = UnavailableProcessRunner(),
        pager: Pager = NoPager(),
        keys: KeyInput? = nil,
        keyboard: Keyboard? = nil,
        quizSnippets: [QuizSnippet] = QuizSnippetCatalog.all,
        now: Date = Date(timeIntervalSince1970: 1_795_000_000), // 2026-11-18 11:06:40 UTC
        startInBackground: (([String], URL) -> Bool)? = nil,
        executableURL: URL? = nil,
        keepsLessonPages: Bool = false,
        recordsVisits: Bool = false,
        editableDemos: [EditableDemo] = EditableCatalog.all
    ) -> RunResult {
        let stdout = CapturedText()
        let stderr = CapturedText()
        let stdin = ScriptedInput(input)
        var context = CommandContext(
            stdout: stdout, stderr: stderr, stdin: stdin, environment: environment,
            currentDirectory: currentDirectory, executableURL: executableURL, terminal: terminal, demos: demos,
            processRunner: processRunner
        )
        context.now = { now }
        context.pager = pager
        if let keys { context.makeKeyInput = { keys } }
        context.keyboard = keyboard
        context.quizSnippets = quizSnippets
        context.sleep = { _ in } // animations play without waiting
        if let startInBackground { context.startInBackground = startInBackground }
        context.keepsLessonPages = keepsLessonPages
        context.recordsVisits = recordsVisits
        context.editableDemos = editableDemos
        let status = CommandLineInterface.run(arguments, context: context)
        return RunResult(status: status, stdout: stdout.text, stderr: stderr.text, input: stdin)
    }
}

/// A copy of a fixture course from Tests/Fixtures in a temporary directory, so tests may
/// write working copies into it.
public struct FixtureCourse {
    public let root: URL

    public init(_ name: String) throws {
        let source = Harness.repositoryRoot.appendingPathComponent("Tests/Fixtures/\(name)")
        root = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-course-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: root)
    }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    /// The environment for grading: this process's (for PATH and HOME), plus a scratch folder
    /// kept under .build so repeated test runs rebuild only what changed.
    public static func gradingEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["MEMORIZE_COURSE_SCRATCH"] = Harness.repositoryRoot.appendingPathComponent(".build/test-scratch").path
        environment.removeValue(forKey: "MEMORIZE_COURSE_ROOT")
        for (key, value) in extra { environment[key] = value }
        return environment
    }
}

/// A course folder in a temporary directory, for tests of discovery and lesson errors.
public struct TemporaryCourse {
    public let root: URL

    /// Creates Lessons/ and Exercises/ with the given lesson files (folder name → text).
    public init(lessons: [String: String]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("memorize-course-tests-\(UUID().uuidString)", isDirectory: true)
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        for (folder, text) in lessons {
            let directory = root.appendingPathComponent("Lessons").appendingPathComponent(folder)
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: directory.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        }
        try manager.createDirectory(at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
    }

    public func remove() { try? FileManager.default.removeItem(at: root) }

    /// A copy of the repository's real Lessons/ folder (with an empty Exercises/), so tests
    /// may take quizzes and write a progress file without touching the checkout.
    public static func copyOfRealLessons() throws -> TemporaryCourse {
        let course = try TemporaryCourse(lessons: [:])
        let lessons = course.root.appendingPathComponent("Lessons")
        try FileManager.default.removeItem(at: lessons)
        try FileManager.default.copyItem(at: Harness.repositoryRoot.appendingPathComponent("Lessons"), to: lessons)
        return course
    }

    /// Writes `text` as `Lessons/FOLDER/NAME`, next to a lesson file.
    public func write(_ text: String, to name: String, inLesson folder: String) throws {
        try text.write(to: root.appendingPathComponent("Lessons/\(folder)/\(name)"), atomically: true, encoding: .utf8)
    }

    /// A minimal valid lesson file.
    public static func lessonText(number: Int, title: String, demos: [String] = [], body: String = "## Notes\n\nSome text.") -> String {
        """
        ---
        format: 1
        lesson: \(number)
        title: \(title)
        summary: Summary of lesson \(number).
        demos: \(demos.joined(separator: ", "))
        ---
        \(body)

        """
    }
}

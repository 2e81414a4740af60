import Foundation

/// What one lesson check looks at: a lesson file and the course around it.
public struct LessonCheckInput: Sendable {
    public let file: LessonFile
    public let catalog: LessonCatalog
    public let demoIDs: Set<String>
    /// The exercise folders in Exercises/ (each with an exercise.json), by id.
    public let exerciseIDs: [String]
    /// The compiled code of "what does this print?" quiz questions.
    public let quizSnippets: [QuizSnippet]
}

/// One rule every lesson file must follow. `validate --lessons` runs every check in
/// `LessonCheck.all` on every file and lists every problem found.
public struct LessonCheck: Sendable {
    public let name: String
    /// Files of the lesson's folder other than lesson.md that the check reads; each gets its
    /// own line in the report, with the problems that name it.
    let files: @Sendable (LessonCheckInput) -> [String]
    let problems: @Sendable (LessonCheckInput) -> [LessonFileError]

    public init(name: String, files: @escaping @Sendable (LessonCheckInput) -> [String] = { _ in [] },
                problems: @escaping @Sendable (LessonCheckInput) -> [LessonFileError]) {
        self.name = name
        self.files = files
        self.problems = problems
    }

    /// Every check, in order. A new kind of lesson data adds its check here.
    public static let all: [LessonCheck] = [frontMatter, notes, markdownSubset, references, quiz]

    /// What stops the tool from using the file: reading it, its front matter, its demo ids,
    /// a lesson number used twice. These are the problems `lessons` shows too.
    public static let frontMatter = LessonCheck(name: "front matter") { $0.file.problems }

    /// The notes parse (every code block is closed), and no two `##` headings make the same
    /// section id (`lesson N --section ID` could open only the first).
    public static let notes = LessonCheck(name: "notes") { input in
        guard let lesson = input.file.lesson else { return [] }
        do {
            return LessonSections(try lesson.notes()).duplicateIDs.map {
                LessonFileError(file: lesson.displayPath, line: nil, problem: LessonMessages.sectionIDTwice($0))
            }
        } catch let error as LessonFileError {
            return [error]
        } catch {
            return [LessonFileError(file: lesson.displayPath, line: nil, problem: "\(error)")]
        }
    }

    /// Headings, lists and fences follow the subset Lessons/README.md documents.
    public static let markdownSubset = LessonCheck(name: "Markdown subset") { input in
        guard let lesson = input.file.lesson else { return [] }
        return MarkdownLint.problems(in: lesson.body, firstLine: lesson.bodyStartLine).map {
            LessonFileError(file: lesson.displayPath, line: $0.line, problem: $0.problem)
        }
    }

    /// Commands quoted in the notes name exercises, demos and lessons that exist.
    public static let references = LessonCheck(name: "references") { input in
        guard let lesson = input.file.lesson else { return [] }
        return LessonReferences.problems(in: lesson, demoIDs: input.demoIDs, exerciseIDs: input.exerciseIDs,
                                         lessonNumbers: Set(input.catalog.files.compactMap(\.number)))
    }
}

extension LessonCheck {
    /// The lesson's quiz.json, when it has one, checked by `QuizValidator`. Only for a lesson
    /// that declares its number: the quiz must declare the same.
    public static let quiz = LessonCheck(name: "quiz", files: { input in
        guard input.file.declaredNumber != nil, let lesson = input.file.lesson, lesson.quizFile != nil else { return [] }
        return [lesson.quizDisplayPath]
    }, problems: { input in
        guard input.file.declaredNumber != nil, let lesson = input.file.lesson else { return [] }
        return QuizValidator.problems(for: lesson, snippets: input.quizSnippets).map {
            LessonFileError(located: $0, in: lesson.quizDisplayPath)
        }
    })
}

extension LessonFileError {
    /// A problem reported as one string, "PATH:LINE: problem" or "PATH: problem", split back
    /// into file, line and problem (an unknown line, "PATH:?:", is no line).
    init(located text: String, in path: String) {
        guard text.hasPrefix(path + ":") else {
            self.init(file: path, line: nil, problem: text)
            return
        }
        var rest = text.dropFirst(path.count + 1)
        var line: Int?
        if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isNumber || $0 == "?" }), !rest[..<colon].isEmpty {
            line = Int(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
        }
        self.init(file: path, line: line, problem: rest.trimmed)
    }
}

/// Every lesson file of a course, and the fidelity checklist, with the problems found in each.
public struct LessonValidation: Sendable {
    /// One checked file and its problems, in line order.
    public struct File: Sendable {
        public let displayPath: String
        public let problems: [LessonFileError]
    }

    public let files: [File]

    public var problemCount: Int { files.reduce(0) { $0 + $1.problems.count } }
    public var isValid: Bool { problemCount == 0 }
}

/// Runs the lesson checks over a course: the instructor's proof that every lesson file reads.
public struct LessonValidator {
    public let checks: [LessonCheck]

    public init(checks: [LessonCheck] = LessonCheck.all) { self.checks = checks }

    /// Checks every `Lessons/*/lesson.md` (and the files beside it that a check reads) and
    /// `Lessons/FIDELITY.md`. Throws only when the lessons cannot be found at all.
    public func validate(course: CourseRoot, demoIDs: Set<String>, quizSnippets: [QuizSnippet] = []) throws -> LessonValidation {
        let catalog = try LessonCatalog.load(from: course, knownDemoIDs: demoIDs)
        let exerciseIDs = Self.exerciseIDs(in: course)
        var files: [LessonValidation.File] = []
        for file in catalog.files {
            let input = LessonCheckInput(file: file, catalog: catalog, demoIDs: demoIDs, exerciseIDs: exerciseIDs, quizSnippets: quizSnippets)
            let problems = Self.inLineOrder(checks.flatMap { $0.problems(input) })
            let others = checks.flatMap { $0.files(input) }
            // A problem goes on the line of the file it names; anything else on lesson.md's.
            files.append(LessonValidation.File(displayPath: file.displayPath, problems: problems.filter { !others.contains($0.file) }))
            files += others.map { path in LessonValidation.File(displayPath: path, problems: problems.filter { $0.file == path }) }
        }
        if let checklist = FidelityChecklist.file(in: course) {
            let problems: [LessonFileError]
            if let text = try? String(contentsOf: checklist, encoding: .utf8) {
                problems = FidelityChecklist.check(text, headings: FidelityChecklist.headings(of: catalog)).problems
            } else {
                problems = [LessonFileError(file: FidelityChecklist.displayPath, line: nil, problem: LessonMessages.notUTF8)]
            }
            files.append(LessonValidation.File(displayPath: FidelityChecklist.displayPath, problems: problems))
        }
        return LessonValidation(files: files)
    }

    /// Exercise ids as folder names, without reading the manifests: a broken manifest is
    /// `validate EXERCISE`'s business, not a lesson's.
    static func exerciseIDs(in course: CourseRoot) -> [String] {
        let manager = FileManager.default
        let entries = (try? manager.contentsOfDirectory(atPath: course.exercises.path)) ?? []
        return entries.filter { !$0.hasPrefix(".") }.sorted().filter {
            manager.fileExists(atPath: course.exercises.appendingPathComponent($0).appendingPathComponent("exercise.json").path)
        }
    }

    /// File-level problems first, then by line; checks keep their order on the same line.
    static func inLineOrder(_ problems: [LessonFileError]) -> [LessonFileError] {
        problems.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
    }
}

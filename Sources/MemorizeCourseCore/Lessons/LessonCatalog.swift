import Foundation

/// One `Lessons/*/lesson.md`, whether or not it can be used.
public struct LessonFile: Sendable {
    /// The lesson's folder name, `09-persistence`.
    public let folder: String
    public let url: URL
    /// How messages name the file: `Lessons/09-persistence/lesson.md`.
    public let displayPath: String
    /// The lesson, whenever the front matter is closed; when `problems` is not empty it may
    /// have wrong fields left empty, and is only good for checking its notes.
    public let lesson: Lesson?
    /// The number students type: the declared one, or the folder's two-digit prefix when the
    /// front matter does not say, so `lesson 9` can still explain why lesson 9 is broken.
    public let number: Int?
    /// The number the front matter declares, if it declares a valid one.
    let declaredNumber: Int?
    /// What stops the tool from using the file: it cannot be read, its front matter is wrong,
    /// a demo id is unknown, or another file declares the same number. The notes are not
    /// parsed here (see `Lesson.notes()`), so a lesson shown never waits for the others.
    public internal(set) var problems: [LessonFileError]

    public var isUsable: Bool { lesson != nil && problems.isEmpty }

    /// What `lessons` calls the file: its title, or its path when it has none.
    public var title: String { lesson.map(\.title).flatMap { $0.isEmpty ? nil : $0 } ?? displayPath }

    /// The first problem, and how many more there are, on one line.
    public var summaryOfProblems: String {
        guard let first = problems.first else { return "" }
        return first.description + LessonMessages.andMore(problems.count - 1)
    }
}

/// Every lesson in a course folder, discovered from `Lessons/*/lesson.md`: adding a lesson
/// is adding a folder, with no Swift change. A broken file is kept with its problems instead
/// of failing the whole catalogue, so one typo never hides the other lessons.
public struct LessonCatalog: Sendable {
    /// Every lesson file, in folder order.
    public let files: [LessonFile]
    /// The usable lessons, in number order.
    public let lessons: [Lesson]

    /// The files that cannot be used, in number order (unnumbered ones last).
    public var broken: [LessonFile] {
        files.filter { !$0.isUsable }.sorted { ($0.number ?? .max, $0.folder) < ($1.number ?? .max, $1.folder) }
    }

    /// Finds and reads every lesson file. Throws only when there are no lesson files at all.
    ///
    /// With `deciding`, reads only the files that decide lesson N (`lesson N` shows one page
    /// and should not wait for seven): those numbered N by their folder or their front matter.
    /// The catalogue then answers `lesson(N)` and `brokenFile(N)` as the whole one would,
    /// duplicates included, and nothing else.
    public static func load(from root: CourseRoot, knownDemoIDs: Set<String>, deciding number: Int? = nil) throws -> LessonCatalog {
        let manager = FileManager.default
        let folder = root.lessons
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw ToolError("cannot read the lessons folder \(folder.path)")
        }
        var files: [LessonFile] = []
        var found = false
        for entry in entries where !entry.hasPrefix(".") {
            let path = folder.path + "/" + entry + "/lesson.md"
            guard manager.fileExists(atPath: path) else { continue }
            found = true
            // Another folder's file is only peeked at: its front matter is at its top.
            // The whole file only when its front matter goes on past the first 4 KB.
            if let number, folderNumber(entry) != number, let (head, whole) = Self.head(ofFileAt: path) {
                let peeked = frontMatterNumber(head)
                let declared = whole || peeked.decided ? peeked.number : declaredNumber(peekingAt: manager.contents(atPath: path) ?? head)
                if declared != number { continue }
            }
            let data = manager.contents(atPath: path)
            let file = folder.appendingPathComponent(entry).appendingPathComponent("lesson.md")
            files.append(read(file, data: data, folder: entry, knownDemoIDs: knownDemoIDs))
        }
        guard found else {
            throw ToolError("no lessons in \(folder.path) (expected folders like Lessons/04-game-logic/lesson.md)")
        }
        // A number declared twice is an error in both files: neither is the "real" one. (A
        // loop over a handful of files, not a Dictionary: its first use alone cost more.)
        let declared = files.map(\.declaredNumber)
        for index in files.indices {
            guard let number = declared[index] else { continue }
            let others = files.indices.filter { $0 != index && declared[$0] == number }.map { files[$0].displayPath }
            guard !others.isEmpty else { continue }
            files[index].problems.append(LessonFileError(
                file: files[index].displayPath, line: files[index].lesson!.numberLine,
                problem: LessonMessages.duplicateNumber(number, others: others)))
        }
        let lessons = files.filter(\.isUsable).map { $0.lesson! }.sorted { $0.number < $1.number }
        return LessonCatalog(files: files, lessons: lessons)
    }

    /// The whole lines in a file's first 4 KB, and whether that is all of it; nil when it cannot be read.
    static func head(ofFileAt path: String) -> (Data, Bool)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096) else { return nil }
        guard head.count == 4096 else { return (head, true) }
        // Whole lines only: a line cut short could read as another (`----` as a fence).
        return (head.lastIndex(of: 0x0A).map { head[...$0] } ?? Data(), false)
    }

    /// The number a folder name starts with: `09-persistence` is 9.
    static func folderNumber(_ folder: String) -> Int? { Int(folder.prefix { $0.isASCII && $0.isNumber }) }

    /// The number a lesson file's front matter declares, read from the front matter alone, or
    /// nil. Never nil when `read` would find a declared number: it skips only the checks that
    /// can take a number away (the text after the front matter, and whether it is UTF-8).
    /// Like `LessonParser.read`, the first `lesson:` line counts and the front matter must close.
    static func declaredNumber(peekingAt data: Data) -> Int? { frontMatterNumber(data).number }

    /// The `lesson:` number of the front matter at the top of `data`, and whether `data` decided
    /// it: false when `data` ends inside the front matter (a file's first bytes, not all of it).
    static func frontMatterNumber(_ data: Data) -> (number: Int?, decided: Bool) {
        data.withUnsafeBytes { bytes -> (Int?, Bool) in
            var lineStart = 0
            var lines = 0
            var number: Int??
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
                let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
                lineStart = lineEnd + 1
                lines += 1
                let isFence = line.trimmed == "---"
                if lines == 1 { if isFence { continue } else { return (nil, true) } }
                if isFence { return (number ?? nil, true) }
                if number == nil, let colon = line.firstIndex(of: ":"), line[..<colon].trimmed == "lesson" {
                    number = .some(Int(line[line.index(after: colon)...].trimmed).flatMap { $0 > 0 ? $0 : nil })
                }
            }
            return (nil, false)
        }
    }

    /// Reads one lesson file, given its contents (nil when it could not be read).
    static func read(_ file: URL, data: Data?, folder: String, knownDemoIDs: Set<String>) -> LessonFile {
        let display = "Lessons/\(folder)/lesson.md"
        let folderNumber = folderNumber(folder)
        func unusable(_ problem: String) -> LessonFile {
            LessonFile(folder: folder, url: file, displayPath: display, lesson: nil, number: folderNumber, declaredNumber: nil,
                       problems: [LessonFileError(file: display, line: nil, problem: problem)])
        }
        guard let data else { return unusable(LessonMessages.unreadable) }
        guard let text = String(validating: data, as: UTF8.self) else { return unusable(LessonMessages.notUTF8) }
        let reading = LessonParser.read(text, file: file, displayPath: display)
        var problems = reading.problems
        if let lesson = reading.lesson {
            for id in lesson.demoIDs where !knownDemoIDs.contains(id) {
                problems.append(LessonFileError(file: display, line: lesson.demosLine, problem: LessonMessages.unknownDemo(id, known: knownDemoIDs)))
            }
        }
        return LessonFile(folder: folder, url: file, displayPath: display, lesson: reading.lesson,
                          number: reading.number ?? folderNumber, declaredNumber: reading.number, problems: problems)
    }

    public func lesson(_ number: Int) -> Lesson? { lessons.first { $0.number == number } }

    /// The broken file a student meant by `lesson N`, when no usable lesson has that number.
    public func brokenFile(_ number: Int) -> LessonFile? {
        lesson(number) == nil ? broken.first { $0.number == number } : nil
    }

    /// "1–8", or "1–3, 5" when numbers are missing: used in error messages.
    public var numberRanges: String { NumberRanges.text(lessons.map(\.number)) }
}

import Foundation

/// What the tool remembers about a student's exercises, kept in one small file in the course
/// folder (`.memorize-progress.json`, ignored by git). Losing it loses nothing important: it
/// is rebuilt from the working copies.
public struct Progress: Codable, Equatable, Sendable {
    public static let formatVersion = 1
    public static let fileName = ".memorize-progress.json"

    public struct Entry: Codable, Equatable, Sendable {
        /// Automated requirements passed at the last check of the student's work.
        public var passed: Int?
        public var total: Int?
        /// Passed every automated requirement at least once (unlocks `solution`).
        public var everPassed: Bool = false
        /// How many hints have been seen. Files written before hints could be asked for by
        /// task have only this, meaning the first `hintsShown`; it is kept in step with
        /// `hintsSeen` so that such a tool still reads a sensible count.
        public var hintsShown: Int = 0
        /// The numbers (from 1) of the hints seen, in any order; nil in older files.
        public var hintsSeen: [Int]?
        public var lastChecked: Date?

        /// The numbers of the hints seen: `hintsSeen`, or in an older file the first `hintsShown`.
        public var seenHints: Set<Int> {
            get { hintsSeen.map(Set.init) ?? Set(hintsShown > 0 ? Array(1...hintsShown) : []) }
            set {
                hintsSeen = newValue.sorted()
                hintsShown = newValue.count
            }
        }
    }

    /// A lesson quiz's best finished score. Partial runs are never recorded.
    public struct QuizScore: Codable, Equatable, Sendable {
        public var best: Int
        public var total: Int
        public var takenAt: Date?
        /// The ids of the questions answered wrong at the last finished attempt or review,
        /// for `quiz N --review`; nil in files written before it was kept.
        public var missed: [String]? = nil
    }

    /// Where a stepped run of demos was stopped (q), so the next run resumes there.
    public struct DemoPlace: Codable, Equatable, Sendable {
        /// The demo of the step (a lesson steps through several).
        public var demo: String
        /// The step's number, from 1.
        public var step: Int
        public var stoppedAt: Date?
    }

    public var format = Progress.formatVersion
    public var exercises: [String: Entry] = [:]
    /// Best quiz scores by lesson number. Optional so files written before quizzes existed
    /// still load.
    public var quizzes: [String: QuizScore]?
    /// Stepped runs stopped half-way, by what was run: "demo optionals", "lesson 4". Optional
    /// so files written before it still load; a finished run removes its entry.
    public var stepping: [String: DemoPlace]?
    /// Lessons whose notes were shown, by number, ascending. Optional so files written before
    /// it still load (those lessons count as unread until shown again).
    public var lessonsShown: [Int]?
    /// Demos run to their last step, by id, sorted. Optional for the same reason.
    public var demosRun: [String]?

    /// Whether lesson `number`'s notes were ever shown.
    public func hasShown(lesson number: Int) -> Bool { lessonsShown?.contains(number) ?? false }

    /// Whether demo `id` was ever run to its end.
    public func hasRun(demo id: String) -> Bool { demosRun?.contains(id) ?? false }

    /// Records lesson `number` as shown; false when it already was (nothing to write).
    public mutating func recordShown(lesson number: Int) -> Bool {
        guard !hasShown(lesson: number) else { return false }
        lessonsShown = ((lessonsShown ?? []) + [number]).sorted()
        return true
    }

    /// Records demos as run; false when every one already was (nothing to write).
    public mutating func recordRun(demos ids: [String]) -> Bool {
        let new = Set(ids).subtracting(demosRun ?? [])
        guard !new.isEmpty else { return false }
        demosRun = ((demosRun ?? []) + new).sorted()
        return true
    }

    /// Forgets everything recorded about an exercise (checks, hints, the solution's unlock):
    /// after `reset` the student starts it over. False when nothing was recorded.
    public mutating func forget(exercise id: String) -> Bool {
        exercises.removeValue(forKey: id) != nil
    }

    /// Lesson `number`'s best quiz score, if a quiz was ever finished.
    public func quizScore(lesson number: Int) -> QuizScore? { quizzes?["\(number)"] }

    /// Records a finished quiz: the questions it missed always become the ones to review, and
    /// the score becomes the best when it is a new best (a higher share right, or the first
    /// result, or the quiz changed its number of questions), which is what it returns.
    public mutating func record(_ result: QuizResult, at date: Date) -> Bool {
        let missed = result.missed
        if let old = quizScore(lesson: result.lesson), old.total == result.total, result.score <= old.best {
            quizzes?["\(result.lesson)"]?.missed = missed
            return false
        }
        quizzes = (quizzes ?? [:]).merging(["\(result.lesson)": QuizScore(best: result.score, total: result.total, takenAt: date, missed: missed)]) { $1 }
        return true
    }

    /// Records a finished review (`quiz N --review`): the questions it missed are the ones to
    /// review next time. The best score is untouched, since a review asks only some questions.
    public mutating func recordReview(_ result: QuizResult) {
        quizzes?["\(result.lesson)"]?.missed = result.missed
    }

    public init() {}

    public subscript(exercise: String) -> Entry {
        get { exercises[exercise] ?? Entry() }
        set { exercises[exercise] = newValue }
    }
}

/// Where an exercise stands for the student.
public enum ExerciseStatus: Equatable, Sendable {
    case notStarted
    case notChecked
    case failing(passed: Int, total: Int)
    case passed

    public var description: String {
        switch self {
        case .notStarted: "not started"
        case .notChecked: "started, not checked yet"
        case let .failing(passed, total): "failing (passed \(passed) of \(total))"
        case .passed: "passed"
        }
    }
}

/// Reads and writes the progress file. A missing, unreadable or corrupt file never stops
/// the tool: it is reported in one line and rebuilt from what can be known.
public struct ProgressStore {
    public let file: URL

    public init(course: CourseRoot) {
        file = course.url.appendingPathComponent(Progress.fileName)
    }

    /// The progress, and a one-line warning when the file had to be rebuilt.
    public func load() -> (Progress, warning: String?) {
        guard FileManager.default.fileExists(atPath: file.path) else { return (Progress(), nil) }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return (Progress(), "\(Progress.fileName) could not be read; starting it afresh (your code is untouched)")
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let progress = try? decoder.decode(Progress.self, from: data), progress.format == Progress.formatVersion else {
            return (Progress(), "\(Progress.fileName) is damaged; rebuilt it from your working copies (your code is untouched)")
        }
        return (progress, nil)
    }

    /// Writes atomically, so a crash mid-write cannot leave a half-written file.
    public func save(_ progress: Progress) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(progress).write(to: file, options: .atomic)
    }

    /// Where `exercise` stands: from the working copy's existence and the last check.
    public static func status(of exercise: Exercise, course: CourseRoot, progress: Progress) -> ExerciseStatus {
        guard FileManager.default.fileExists(atPath: exercise.workingCopy(in: course).path) else { return .notStarted }
        let entry = progress[exercise.id]
        guard let passed = entry.passed, let total = entry.total else { return .notChecked }
        return passed == total ? .passed : .failing(passed: passed, total: total)
    }
}

extension CommandContext {
    /// Loads progress, printing the one-line warning (if any) on stderr.
    func loadProgress(_ course: CourseRoot) -> (ProgressStore, Progress) {
        let store = ProgressStore(course: course)
        let (progress, warning) = store.load()
        if let warning { stderr.write("warning: \(warning)\n") }
        return (store, progress)
    }

    /// Saves progress; a failure to save is a warning, never a failed command.
    func saveProgress(_ progress: Progress, to store: ProgressStore) {
        do {
            try store.save(progress)
        } catch {
            stderr.write("warning: could not save \(Progress.fileName) (\(FoundationErrorWords.reason(error))); your code is untouched\n")
        }
    }
}

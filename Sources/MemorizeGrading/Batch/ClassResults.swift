import Foundation
import MemorizeSupport

/// One student's submission in a class folder: a folder directly inside it, named for the student.
public struct ClassSubmission: Equatable, Sendable {
    public var student: String
    public var folder: URL

    public init(student: String, folder: URL) {
        self.student = student
        self.folder = folder
    }

    /// Every folder directly inside `folder`, in natural order ("student2" before "student10").
    /// Hidden folders and other files are not submissions, nor is `excluding` (the out folder,
    /// when it lies inside the class folder). An archive (a course site's download) is listed
    /// under its file name, so that it is reported rather than passed over, unless a folder of
    /// its name shows it has been unpacked already.
    public static func discover(in folder: URL, excluding: URL? = nil) throws -> [ClassSubmission] {
        let manager = FileManager.default
        let names = try manager.contentsOfDirectory(atPath: folder.path)
        let excluded = excluding.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
        var submissions: [ClassSubmission] = []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                if let stem = archiveStem(name), !names.contains(stem) {
                    submissions.append(ClassSubmission(student: name, folder: folder.appendingPathComponent(name, isDirectory: false)))
                }
                continue
            }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if let excluded, excluded == path || excluded.hasPrefix(path + "/") { continue }
            submissions.append(ClassSubmission(student: name, folder: url))
        }
        return distinguished(submissions).sorted { $0.student.localizedStandardCompare($1.student) == .orderedAscending }
    }

    /// `submissions` with each student's name told apart from any other that Swift reads as the
    /// same (a name is its row, its saved grade and its place in every report): "José" with é
    /// as one character and as e and an accent are two folders, but one String. Such names get
    /// their characters' code points after them, "José (Jos\u{E9})" and "José (Jose\u{301})";
    /// together, one student's grade was recorded for both and `grade` crashed. A name still
    /// taken after that (a third folder named "José (Jos\u{E9})", rt18a) gets a number, so
    /// no two students ever share one.
    /// Names that differ only by characters that do not show (a right-to-left mark, a zero-width
    /// space, a soft hyphen: "bob" and "bob\u{200B}", rt22b) read as the same too.
    static func distinguished(_ submissions: [ClassSubmission]) -> [ClassSubmission] {
        let counts = Dictionary(submissions.map { (Self.asShown($0.student), 1) }, uniquingKeysWith: +)
        let named = submissions.map { submission in
            guard counts[Self.asShown(submission.student), default: 0] > 1 else { return submission }
            let points = submission.student.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
            return ClassSubmission(student: "\(submission.student) (\(points))", folder: submission.folder)
        }
        // The names left as they were keep them; a changed name already taken gets a number.
        var taken = Set(named.indices.filter { named[$0].student == submissions[$0].student }.map { named[$0].student })
        return named.indices.map { index in
            let submission = named[index]
            guard submission.student != submissions[index].student else { return submission }
            var name = submission.student
            var number = 2
            while taken.contains(name) {
                name = "\(submission.student) (\(number))"
                number += 1
            }
            taken.insert(name)
            return ClassSubmission(student: name, folder: submission.folder)
        }
    }

    /// A name as a reader sees it: without the characters that show nothing.
    static func asShown(_ name: String) -> String {
        var shown = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !PrintableText.showsNothing(scalar) { shown.append(scalar) }
        return String(shown)
    }

    /// The names in `folder` that are not UTF-8 text, which no submission can be named by (a
    /// Latin-1 "caf\xE9"), written with their other bytes as `\xE9`: listed, so that none is
    /// passed over without a word (rt22b: two folders had no row, no error, anywhere).
    public static func namesNotText(in folder: URL) -> [String] {
        guard let directory = opendir(folder.path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard String(validatingUTF8: bytes.map { CChar(bitPattern: $0) } + [0]) == nil else { continue }
            names.append(bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined())
        }
        return names.sorted()
    }

    /// An archive file rather than a folder.
    public var isArchive: Bool { Self.archiveStem(folder.lastPathComponent) != nil && !folder.hasDirectoryPath }

    /// `alice` for `alice.zip` or `alice.tar.gz`; nil for a name that is not an archive's.
    static func archiveStem(_ name: String) -> String? {
        let lowered = name.lowercased()
        for suffix in [".zip", ".tar.gz", ".tgz", ".tar.xz", ".tar.bz2", ".tar", ".7z", ".rar"] where lowered.hasSuffix(suffix) && lowered.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return nil
    }

    /// How to unpack this archive into the folder `grade` wants, as a shell command run in the
    /// class folder. Each name starts `./`, so one starting with `-` is never read as an option.
    public var unpackCommand: String {
        let name = folder.lastPathComponent
        let stem = Self.archiveStem(name) ?? name
        func quoted(_ text: String) -> String { ShellWord.quoted("./" + text) }
        if name.lowercased().hasSuffix(".zip") { return "unzip -q \(quoted(name)) -d \(quoted(stem))" }
        if name.lowercased().hasSuffix(".7z") || name.lowercased().hasSuffix(".rar") { return "unpack \(quoted(name)) into a folder \(quoted(stem))" }
        return "mkdir \(quoted(stem)) && tar -xf \(quoted(name)) -C \(quoted(stem))"
    }
}

/// One row of a class's results: the student's report, or why their folder could not be graded.
/// This is what `results.json` holds per student; `report` has the schema of `check --json`.
public struct ClassEntry: Codable, Equatable, Sendable {
    public var student: String
    /// The content digest of what was graded: an unchanged submission is not graded again.
    public var digest: String?
    /// Wall-clock seconds its grading took.
    public var seconds: Double?
    public var report: CheckReport?
    /// Why there is no report (no Swift files, several copies of the game, the tool failed).
    public var error: String?
    /// The student whose graded files are byte for byte the same: graded once, for both.
    public var sameFilesAs: String?

    public init(student: String, digest: String? = nil, seconds: Double? = nil, report: CheckReport? = nil, error: String? = nil,
                sameFilesAs: String? = nil) {
        self.student = student
        self.digest = digest
        self.seconds = seconds
        self.report = report
        self.error = error
        self.sameFilesAs = sameFilesAs
    }

    /// What became of it: passed, failed, crashed, timed out, did not compile, could not grade.
    public var status: GradeStatus { GradeStatus(self) }
}

/// What became of one student's submission, in the words of the gradebook's `Status` column
/// and the class table: a score of 0 reads differently when the code did not compile.
public enum GradeStatus: String, Sendable {
    /// Every automated requirement passed.
    case passed
    /// Graded, with some check failing: a plain low score.
    case failed
    case crashed
    case timedOut = "timed out"
    case notBuilt = "did not compile"
    /// No report: no Swift files, an archive not unpacked, the tool failed.
    case notGraded = "could not grade"
    /// Graded, nothing failed, but some task the checks could not reach: for a person to grade.
    case ungraded = "tasks ungraded"

    /// The status of `entry`. When requirements were cut short in different ways, the one
    /// that explains most of the lost points is named: not built, then timed out, then crashed.
    public init(_ entry: ClassEntry) {
        guard let report = entry.report else { self = .notGraded; return }
        let causes = Set(report.requirements.compactMap { $0.status == .failed ? $0.cause : nil })
        if causes.contains(.notBuilt) { self = .notBuilt }
        else if causes.contains(.timedOut) { self = .timedOut }
        else if causes.contains(.crashed) { self = .crashed }
        else { self = report.passed ? .passed : report.anyFailed ? .failed : .ungraded }
    }
}

/// A column of the gradebook: one requirement of the exercise.
public struct ClassRequirement: Equatable, Sendable {
    public var id: String
    public var title: String
    public var points: Int
    public var isManual: Bool

    public init(id: String, title: String, points: Int, isManual: Bool) {
        self.id = id
        self.title = title
        self.points = points
        self.isManual = isManual
    }

    /// "Task 3" for `task-3`; the id itself otherwise.
    public var shortName: String { Self.shortName(id) }

    static func shortName(_ id: String) -> String { id.hasPrefix("task-") ? "Task " + id.dropFirst(5) : id }
}

/// A whole class graded on one exercise: what every report renderer (CSV, JSON, JUnit, HTML) reads.
public struct ClassResults: Equatable, Sendable {
    public var exercise: String
    public var title: String
    public var requirements: [ClassRequirement]
    /// One per student, in natural order of their names.
    public var entries: [ClassEntry]
    /// When the batch ran (shown in the HTML report).
    public var date: Date

    public init(exercise: String, title: String, requirements: [ClassRequirement], entries: [ClassEntry], date: Date) {
        self.exercise = exercise
        self.title = title
        self.requirements = requirements
        self.entries = entries
        self.date = date
    }

    public init(exercise: Exercise, entries: [ClassEntry], date: Date) {
        self.init(exercise: exercise.id, title: exercise.title,
                  requirements: exercise.manifest.requirements.map {
                      ClassRequirement(id: $0.id, title: $0.title, points: $0.points, isManual: $0.isManual)
                  },
                  entries: entries, date: date)
    }

    /// The points the automated requirements are worth.
    public var maxScore: Int { requirements.filter { !$0.isManual }.reduce(0) { $0 + $1.points } }
    public var graded: [ClassEntry] { entries.filter { $0.report != nil } }
    public var passedCount: Int { entries.filter { $0.report?.passed == true }.count }
    public var failedCount: Int { entries.filter { $0.report?.anyFailed == true }.count }
    /// Graded, nothing failed, some task ungraded: for the instructor to grade by hand.
    public var ungradedCount: Int { entries.filter { $0.report.map { !$0.anyFailed && !$0.ungraded.isEmpty } ?? false }.count }
    public var errorCount: Int { entries.filter { $0.report == nil }.count }
}

import Foundation

/// Where a command writes text. The real one writes to a file descriptor; tests capture.
public protocol TextSink: AnyObject {
    func write(_ text: String)
    /// Pushes buffered text out (before waiting for input, say).
    func flush()
}

/// Where interactive commands read a line from when standard input is not a terminal.
public protocol LineSource: AnyObject {
    /// The next line without its newline, or nil at end of input.
    func readLine() -> String?
}

/// What the tool knows about the terminal it writes to.
public struct TerminalInfo: Sendable, Equatable {
    /// Standard output is a terminal (not a pipe or file).
    public var outputIsTerminal: Bool
    /// Standard input is a terminal: someone can answer prompts.
    public var inputIsTerminal: Bool
    /// Columns available for text.
    public var width: Int
    /// ANSI colour and styling may be used.
    public var usesColor: Bool
    /// Rows of the terminal, when known: text taller than this goes to the pager.
    public var height: Int?
    /// Standard error is a terminal: an error line is broken between words to `errorWidth`,
    /// which the terminal would otherwise break mid-word. Piped, it stays one line for scripts.
    public var errorIsTerminal: Bool
    /// Columns of standard error's terminal: `width` unless only standard error is a terminal
    /// (`… | grep`), which is measured apart so piped output keeps its own 80 columns.
    public var errorWidth: Int

    public init(outputIsTerminal: Bool, inputIsTerminal: Bool, width: Int, usesColor: Bool, height: Int? = nil,
                errorIsTerminal: Bool = false, errorWidth: Int? = nil) {
        self.outputIsTerminal = outputIsTerminal
        self.inputIsTerminal = inputIsTerminal
        self.width = width
        self.usesColor = usesColor
        self.height = height
        self.errorIsTerminal = errorIsTerminal
        self.errorWidth = errorWidth ?? width
    }

    /// Piped output: no terminal, no colour, 80 columns.
    public static let plain = TerminalInfo(outputIsTerminal: false, inputIsTerminal: false, width: 80, usesColor: false)

    /// Decides width, height and colour the way the README documents: `COLUMNS` and `LINES`
    /// override the measured size; colour only on a terminal, never with `NO_COLOR` set or `TERM=dumb`.
    public static func resolve(
        environment: [String: String],
        outputIsTerminal: Bool,
        inputIsTerminal: Bool,
        measuredWidth: Int?,
        measuredHeight: Int? = nil,
        errorIsTerminal: Bool = false,
        measuredErrorWidth: Int? = nil
    ) -> TerminalInfo {
        var width = measuredWidth ?? 80
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { width = columns }
        width = max(width, 20)
        var errorWidth = outputIsTerminal ? width : measuredErrorWidth ?? width
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { errorWidth = columns }
        errorWidth = max(errorWidth, 20)
        var height = measuredHeight
        if let lines = environment["LINES"].flatMap(Int.init), lines > 0 { height = lines }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        return TerminalInfo(
            outputIsTerminal: outputIsTerminal,
            inputIsTerminal: inputIsTerminal,
            width: width,
            usesColor: outputIsTerminal && !noColor && !dumb,
            height: outputIsTerminal ? height : nil,
            errorIsTerminal: errorIsTerminal,
            errorWidth: errorWidth
        )
    }
}

/// Shows long text one screen at a time, the way `git` and `man` do.
public protocol Pager {
    /// Shows `text` and returns once the reader is done with it; false when it could not be
    /// shown (no pager program), so the caller prints it instead.
    func page(_ text: String) -> Bool
}

/// The pager of contexts that never page: tests, unless they install their own.
public struct NoPager: Pager {
    public init() {}
    public func page(_ text: String) -> Bool { false }
}

/// Everything a command may touch of the outside world, passed in so tests can fake it.
/// Only the executable's `main` builds the live one.
public struct CommandContext {
    public var stdout: TextSink
    public var stderr: TextSink
    public var stdin: LineSource
    public var environment: [String: String]
    /// The directory the command was started in; course discovery starts here.
    public var currentDirectory: URL
    /// The running executable, a second place to look for the course from.
    public var executableURL: URL?
    public var terminal: TerminalInfo
    /// Every demo the tool can run, in lesson order.
    public var demos: [Demo]
    /// What each demo that can be edited (`demo ID --edit`) needs beyond its steps.
    public var editableDemos: [EditableDemo] = []
    /// The compiled code of every "what does this print?" quiz question.
    public var quizSnippets: [QuizSnippet] = []
    /// The course folder given with `--course`, if any.
    public var coursePath: String?
    /// Starts other programs (the Swift toolchain, test bundles).
    public var processRunner: ProcessRunner
    /// The current time (backup names, progress); tests pass a fixed clock.
    public var now: @Sendable () -> Date = { Date() }
    /// Waits between animation frames; tests pass one that does not wait.
    public var sleep: @Sendable (Double) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// Single key presses for watch mode; only the live context reads the real terminal.
    public var makeKeyInput: () -> KeyInput = { UnavailableKeyInput() }
    /// Single keys at prompts (stepping through demos, a quiz's letters) when standard input is
    /// a terminal; nil reads every reply as a line from `stdin`.
    public var keyboard: Keyboard?
    /// Shows text taller than the terminal a screen at a time; by default nothing pages.
    public var pager: Pager = NoPager()
    /// Starts this tool again with these arguments, detached, writing to the log file, and
    /// returns at once (`start` warming the checks); false when it could not. By default nothing starts.
    public var startInBackground: ([String], URL) -> Bool = { _, _ in false }
    /// Keeps lesson pages as shown in the scratch folder, to show them again at once
    /// (`LessonPageCache`); only the live context does.
    public var keepsLessonPages = false
    /// Records in the progress file that a lesson was shown and a demo run (for `next`); only
    /// the live context does, so tests that show the checkout's own lessons write nothing there.
    public var recordsVisits = false
    /// The seed that orders a quiz's options when `--seed` is not given (`Quiz.shuffled`).
    /// 0 keeps the order the quiz file lists; only the live context draws a new one each run.
    public var quizSeed: @Sendable () -> UInt64 = { 0 }

    public init(
        stdout: TextSink,
        stderr: TextSink,
        stdin: LineSource,
        environment: [String: String],
        currentDirectory: URL,
        executableURL: URL?,
        terminal: TerminalInfo,
        demos: [Demo],
        processRunner: ProcessRunner = UnavailableProcessRunner()
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.executableURL = executableURL
        self.terminal = terminal
        self.demos = demos
        self.processRunner = processRunner
    }

    /// The demo with this id, if there is one.
    public func demo(id: String) -> Demo? { demos.first { $0.id == id } }

    /// A path the user typed, as a file URL: `~` expanded, relative paths taken from the
    /// current directory.
    public func resolvePath(_ path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL }
        return currentDirectory.appendingPathComponent(expanded).standardizedFileURL
    }

    /// The course folder, found as `CourseLocator` documents.
    public func courseRoot() throws -> CourseRoot {
        try CourseLocator().locate(explicitPath: coursePath, context: self)
    }

    /// Every lesson of the course folder, checked against the demos this tool has.
    public func lessonCatalog() throws -> LessonCatalog {
        try LessonCatalog.load(from: courseRoot(), knownDemoIDs: Set(demos.map(\.id)))
    }

    /// Only the lesson files that decide lesson `number` (see `LessonCatalog.load`).
    public func lessonCatalog(deciding number: Int, in course: CourseRoot? = nil) throws -> LessonCatalog {
        try LessonCatalog.load(from: course ?? courseRoot(), knownDemoIDs: Set(demos.map(\.id)), deciding: number)
    }
}

/// For contexts that must not read keys: every use is a loud failure.
public final class UnavailableKeyInput: KeyInput {
    public init() {}
    public func nextKey(waitingAtMost seconds: Double) -> Character? {
        preconditionFailure("this context may not read keys from a terminal")
    }
}

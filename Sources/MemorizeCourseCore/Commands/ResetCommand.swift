import Foundation

/// `memorize-course reset [EXERCISE] [--yes]`: puts the starter back, after a backup.
public struct ResetCommand: Command {
    public static let spec = CommandSpec(
        name: "reset",
        arguments: "[EXERCISE]|--all [--yes]",
        abstract: "Put an exercise's starter back (your files are backed up first).",
        discussion: """
        Copies your working copy to a timestamped backup folder (its path is printed),
        then replaces it with the exercise's starter files. Asks first; --yes skips the
        question. --all resets every exercise you have started. Nothing is deleted
        without that copy. You start the exercise over: what the tool remembers of it
        is forgotten too (its last check, the hints you have seen, and the solution,
        which opens again once your work passes), so 'next' and 'exercises' show it as
        started, not checked yet. Inside Work/EXERCISE/ (or a folder in it), EXERCISE may
        be left out, as with 'check': reset asks to reset the working copy you are in, and
        the folder stays where it is, so your shell in it sees the starter files.

        Examples:
          memorize-course reset assignment2
          cd Work/assignment2 && memorize-course reset
          memorize-course reset --all --yes
        """,
        options: [
            OptionSpec("--yes", help: "Do not ask for confirmation."),
            OptionSpec("--all", help: "Reset every exercise that has a working copy."),
        ],
        positionals: [.exercise]
    )

    /// The exercise named; nil with --all, or to take the working copy the current folder is in.
    let id: String?
    let all: Bool
    let yes: Bool

    public init(arguments: ParsedArguments) throws {
        yes = arguments.has("--yes")
        all = arguments.has("--all")
        if all || arguments.positionals.isEmpty {
            try arguments.noPositionals(command: Self.spec.name)
            id = nil
        } else {
            id = try arguments.single("an exercise name (or --all)", command: Self.spec.name, example: "reset assignment2")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let catalog = try context.exerciseCatalog()
        let exercises = all
            ? catalog.exercises.filter { FileManager.default.fileExists(atPath: $0.workingCopy(in: course).path) }
            : [try id.map(catalog.exercise) ?? context.exerciseFromCurrentFolder(course: course, catalog: catalog, command: Self.spec.name)]
        let started = exercises.filter { FileManager.default.fileExists(atPath: $0.workingCopy(in: course).path) }
        guard !started.isEmpty else {
            if let exercise = exercises.first {
                throw UsageError("Work/\(exercise.id) does not exist, so there is nothing to reset", hint: "create it with 'memorize-course start \(exercise.id)'")
            }
            context.stdout.write("No exercise has a working copy; nothing to reset.\n")
            return .success
        }
        let names = started.map { "Work/\($0.id)" }.joined(separator: ", ")
        if !yes {
            guard context.terminal.inputIsTerminal else {
                throw UsageError("reset replaces \(names) and needs a yes", hint: "run it in a terminal to be asked, or add --yes")
            }
            guard context.confirm("Replace \(names) with the starter files? Your files are copied to a backup first.") else {
                context.stdout.write("Nothing changed.\n")
                return .success
            }
        }
        let (store, progress) = context.loadProgress(course)
        var updated = progress
        for exercise in started {
            let backup = try Backup.copy(exercise.workingCopy(in: course), course: course, name: exercise.id, at: context.now())
            try Backup.replace(exercise.workingCopy(in: course), with: exercise.starter)
            context.stdout.write(context.fitted("Reset Work/\(exercise.id) to the starter. Your files are in \(backup.path)"))
            if updated.forget(exercise: exercise.id) {
                context.stdout.write(context.fitted("Forgot its last check, the hints you saw and the solution's unlock: you start \(exercise.id) over."))
            }
        }
        if updated != progress { context.saveProgress(updated, to: store) }
        return .success
    }
}

/// Backups made before anything of the student's is replaced.
public enum Backup {
    /// The folder backups go in: `Work/.backups/`.
    public static func folder(_ course: CourseRoot) -> URL {
        course.url.appendingPathComponent("Work/.backups", isDirectory: true)
    }

    /// Copies `source` to `Work/.backups/NAME-YYYYMMDD-HHMMSS/` and checks every file arrived.
    /// A working copy that is a link to a folder elsewhere is copied as that folder's files: a
    /// copy of the link alone (rt19b) pointed at the very files the reset then replaced.
    public static func copy(_ source: URL, course: CourseRoot, name: String, at date: Date) throws -> URL {
        let source = source.resolvingSymlinksInPath()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let manager = FileManager.default
        try manager.createDirectory(at: folder(course), withIntermediateDirectories: true)
        var target = folder(course).appendingPathComponent("\(name)-\(formatter.string(from: date))", isDirectory: true)
        var suffix = 2
        while manager.fileExists(atPath: target.path) {
            target = folder(course).appendingPathComponent("\(name)-\(formatter.string(from: date))-\(suffix)", isDirectory: true)
            suffix += 1
        }
        try manager.copyItem(at: source, to: target)
        let original = (manager.enumerator(atPath: source.path)?.allObjects as? [String] ?? []).sorted()
        let copied = (manager.enumerator(atPath: target.path)?.allObjects as? [String] ?? []).sorted()
        let kind = (try? manager.attributesOfItem(atPath: target.path)[.type]) as? FileAttributeType
        guard original == copied, kind == .typeDirectory || kind == .typeRegular else {
            throw ToolError("the backup in \(target.path) is incomplete, so \(source.lastPathComponent) was left as it is")
        }
        return target
    }

    /// Replaces the folder's contents with the starter's files. The folder itself stays: a
    /// shell standing in it (`reset` run inside the working copy) would otherwise be left in
    /// a deleted folder that looks empty.
    public static func replace(_ folder: URL, with starter: URL) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path) {
            try manager.removeItem(at: folder.appendingPathComponent(name))
        }
        for name in try manager.contentsOfDirectory(atPath: starter.path) {
            try manager.copyItem(at: starter.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }
}

import Foundation

/// `memorize-course start EXERCISE`: creates the working copy from the starter.
public struct StartCommand: Command {
    public static let spec = CommandSpec(
        name: "start",
        arguments: "EXERCISE",
        abstract: "Create your working copy of an exercise from its starter files.",
        discussion: """
        Copies the exercise's starter files into Work/EXERCISE/ in the course folder, where
        you edit them. An existing working copy is never touched: start then exits 1 and
        says how to begin again ('memorize-course reset'). Read the tasks with
        'memorize-course instructions EXERCISE'. Meanwhile the exercise's checks are built
        in the background ('memorize-course warm EXERCISE'), so your first check is quick.

        Example:
          memorize-course start assignment2
        """,
        positionals: [.exercise]
    )

    let id: String

    public init(arguments: ParsedArguments) throws {
        id = try arguments.single("an exercise name", command: Self.spec.name, example: "start assignment2")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let exercise = try context.exerciseCatalog().exercise(id)
        let work = exercise.workingCopy(in: course)
        let shown = "Work/\(exercise.id)"
        // Not a usage error (the command was right) nor a fault: a refusal to overwrite the
        // student's work, which exits 1 like other "not done because of your work" outcomes.
        guard !FileManager.default.fileExists(atPath: work.path) else {
            context.stderr.write(context.fitted("error: \(shown) already exists, and your files there are left as they are; "
                + "check it with 'memorize-course check \(exercise.id)', or start over from the starter files "
                + "with 'memorize-course reset \(exercise.id)' (it backs your files up first)"))
            return .failure
        }
        // Without its instructions the student has starter code and no task: that is the
        // exercise's fault, so refuse before creating anything.
        guard FileManager.default.fileExists(atPath: exercise.instructions.path) else {
            throw ToolError("Exercises/\(exercise.id)/instructions.md is missing, so there is nothing to tell you what to build; "
                + "nothing was created (tell your instructor)")
        }
        guard FileManager.default.fileExists(atPath: exercise.starter.path) else {
            throw ToolError("Exercises/\(exercise.id)/starter/ is missing; nothing was created (tell your instructor)")
        }
        let starter = try SourceFile.collect(from: exercise.starter)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        for file in starter {
            let target = work.appendingPathComponent(file.relativePath)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: target, options: .withoutOverwriting)
        }
        var text = context.fitted("Created \(shown)/ with \(starter.map(\.relativePath).joined(separator: ", ")).")
        text += "Read the tasks with: memorize-course instructions \(exercise.id)\n"
        text += context.fitted("Edit the files in \(shown)/, then grade your work with: memorize-course check \(exercise.id)")
        // The first check would build the checks from nothing (many seconds): build them now, unseen.
        let scratch = context.scratchFolder(course: course)
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let warming = (context.coursePath == nil ? [] : ["--course", course.url.path]) + ["warm", exercise.id]
        if context.startInBackground(warming, scratch.appendingPathComponent("\(exercise.id)-warm.log")) {
            text += context.fitted("(Building the checks in the background meanwhile, so your first check is quick.)")
        }
        context.stdout.write(text)
        return .success
    }
}

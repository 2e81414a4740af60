import Foundation

/// `memorize-course export gradescope|classroom EXERCISE`: grading on the services courses use.
public struct ExportCommand: Command {
    public static let spec = CommandSpec(
        name: "export",
        arguments: "gradescope|classroom EXERCISE [--out DIR] [--source DIR] [--repository URL]",
        abstract: "For instructors: grade an exercise on Gradescope or GitHub Classroom.",
        discussion: """
        export gradescope EXERCISE writes Gradescope's autograder bundle to --out DIR
        (default: gradescope-EXERCISE/): setup.sh, which installs Swift \(GradescopeBundle.swiftVersion) on
        Gradescope's Ubuntu \(GradescopeBundle.ubuntu) image and builds this tool; run_autograder, which
        grades the submission into results.json; the tool's source (from --source DIR,
        default the course folder) and the exercise. Zip the files inside the folder, not
        the folder, and upload the zip.

        export classroom EXERCISE writes a GitHub Actions workflow to --out DIR (default:
        classroom-EXERCISE/) as .github/workflows/classroom.yml, for the assignment's
        template repository: it clones the course from --repository URL, builds the tool,
        and runs 'check --only' once per Required Task, each worth its points.

        Examples:
          memorize-course export gradescope assignment2
          memorize-course export classroom assignment2 --repository https://github.com/me/memorize-course.git
        """,
        options: [
            OptionSpec("--out", value: "DIR", help: "Where to write (a folder that does not exist yet)."),
            OptionSpec("--source", value: "DIR", help: "gradescope: the tool's package (default: the course folder)."),
            OptionSpec("--repository", value: "URL", help: "classroom: the git URL of the course (required)."),
        ]
    )

    let target: String
    let id: String
    let out: String?
    let source: String?
    let repository: String?

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count == 2, ["gradescope", "classroom"].contains(arguments.positionals[0]) else {
            throw UsageError("'export' needs a service (gradescope or classroom) and an exercise",
                             hint: "for example: memorize-course export gradescope assignment2")
        }
        target = arguments.positionals[0]
        id = arguments.positionals[1]
        out = arguments.values["--out"]
        source = arguments.values["--source"]
        repository = arguments.values["--repository"]
        if target == "classroom" && repository == nil {
            throw UsageError("export classroom needs --repository URL: the git URL students' workflows clone the course from",
                             hint: "for example: --repository https://github.com/me/memorize-course.git")
        }
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        let exercise = try context.exerciseCatalog().exercise(id)
        let folder = context.resolvePath(out ?? "\(target)-\(exercise.id)")
        guard !FileManager.default.fileExists(atPath: folder.path) else {
            throw UsageError("\(folder.path) already exists; give --out a new folder", hint: "nothing was written")
        }
        if target == "gradescope" {
            let tool = source.map(context.resolvePath) ?? course.url
            guard FileManager.default.fileExists(atPath: tool.appendingPathComponent("Package.swift").path),
                  FileManager.default.fileExists(atPath: tool.appendingPathComponent("Sources").path) else {
                throw UsageError("\(tool.path) is not the tool's package (no Package.swift and Sources/)",
                                 hint: "give --source DIR: the memorize-course checkout")
            }
            try GradescopeBundle(exercise: exercise, toolSource: tool).write(to: folder)
            context.stdout.write("""
            Wrote Gradescope's autograder for \(exercise.id) to \(folder.path):
              setup.sh, run_autograder, memorize-course/ (the tool's source), course/ (the exercise)
            Zip the files inside it (cd \(folder.path) && zip -r ../\(exercise.id)-autograder.zip .) and upload the zip.

            """)
        } else {
            let workflow = ClassroomWorkflow(exercise: exercise, courseRepository: repository ?? "")
            let file = folder.appendingPathComponent(".github/workflows/classroom.yml")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try workflow.yaml.write(to: file, atomically: true, encoding: .utf8)
            let points = exercise.manifest.automatedRequirements.reduce(0) { $0 + $1.points }
            context.stdout.write("""
            Wrote \(file.path):
              \(exercise.manifest.automatedRequirements.count) graded steps worth \(points) points in all.
            Copy .github/ into the assignment's template repository.

            """)
        }
        return .success
    }
}

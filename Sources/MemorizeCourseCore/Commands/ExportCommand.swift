import Foundation

/// `memorize-course export gradescope|classroom50|actions EXERCISE`: grading on the services
/// courses use. `classroom`, the old name from GitHub Classroom (being shut down), writes the
/// plain GitHub Actions workflow, which works in Classroom's repositories too, and says so.
public struct ExportCommand: Command {
    public static let spec = CommandSpec(
        name: "export",
        arguments: "gradescope|classroom50|actions EXERCISE [--out DIR] [--source DIR] [--repository URL [--ref REF]]",
        abstract: "For instructors: grading on Gradescope, Classroom 50 or Actions.",
        discussion: """
        export gradescope EXERCISE writes Gradescope's autograder bundle to --out DIR
        (default: gradescope-EXERCISE/): setup.sh, which installs Swift \(GradescopeBundle.swiftVersion) on
        Gradescope's Ubuntu \(GradescopeBundle.ubuntu) image and builds this tool; run_autograder, which
        grades the submission into results.json; the tool's source (from --source DIR,
        default the course folder) and the exercise. Zip the files inside the folder, not
        the folder, and upload the zip.

        export classroom50 EXERCISE writes what Classroom 50 needs to --out DIR (default:
        classroom50-EXERCISE/): autograders/EXERCISE/autograder.py for your classroom50
        config repository, runtime.json for the assignment, and a README with the steps. On
        each submission it clones the course from --repository URL, builds this tool, and
        writes Classroom 50's result.json (one test per Required Task, with its points and
        the message a student reads).

        export actions EXERCISE writes a GitHub Actions workflow to --out DIR (default:
        actions-EXERCISE/) as .github/workflows/memorize-course.yml, for any repository, with
        no classroom service: on every push it clones the course from --repository URL,
        builds this tool and runs 'check --format github', which puts the scorecard in the
        job summary, marks compile errors at the student's file and line and failed tasks
        as errors, and keeps junit.xml as an artifact. --ref REF pins the course's branch or
        tag, so a later change to the checks does not change a grade already given.

        export classroom is the old name (GitHub Classroom is being shut down): it writes
        the same workflow as export actions, which also runs in Classroom's repositories.

        Examples:
          memorize-course export gradescope assignment2
          memorize-course export classroom50 assignment2 --repository https://github.com/me/memorize-course.git
          memorize-course export actions assignment2 --repository https://github.com/me/memorize-course.git --ref fall-2026
        """,
        options: [
            OptionSpec("--out", value: "DIR", help: "Where to write (a folder that does not exist yet)."),
            OptionSpec("--source", value: "DIR", help: "gradescope: the tool's package (default: the course folder)."),
            OptionSpec("--repository", value: "URL", help: "classroom50, actions: the git URL of the course (required)."),
            OptionSpec("--ref", value: "REF", help: "classroom50, actions: the course's branch or tag to grade with."),
        ],
        positionals: [.words(["gradescope", "classroom50", "actions"]), .exercise]
    )

    let target: String
    let id: String
    let out: String?
    let source: String?
    let repository: String?
    let reference: String?

    public init(arguments: ParsedArguments) throws {
        guard arguments.positionals.count == 2, Self.targets.contains(arguments.positionals[0]) else {
            throw UsageError("'export' needs a service (gradescope, classroom50 or actions) and an exercise",
                             hint: "for example: memorize-course export gradescope assignment2")
        }
        target = arguments.positionals[0]
        id = arguments.positionals[1]
        out = arguments.values["--out"]
        source = arguments.values["--source"]
        repository = arguments.values["--repository"]
        reference = arguments.values["--ref"]
        if target != "gradescope" && repository == nil {
            throw UsageError("export \(target) needs --repository URL: the git URL the grading clones the course from",
                             hint: "for example: --repository https://github.com/me/memorize-course.git")
        }
    }

    static let targets = ["gradescope", "classroom50", "actions", "classroom"]

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
        } else if target == "classroom50" {
            let export = Classroom50Export(exercise: exercise, courseRepository: repository ?? "", courseReference: reference)
            for (path, text) in export.files.sorted(by: { $0.key < $1.key }) {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
            context.stdout.write("""
            Wrote Classroom 50's autograder for \(exercise.id) to \(folder.path):
              autograders/\(exercise.id)/autograder.py, runtime.json, README.md (the steps)
            Copy autograders/\(exercise.id)/ into your classroom50 repository as CLASSROOM/autograders/ASSIGNMENT/.

            """)
        } else {
            let workflow = ActionsWorkflow(exercise: exercise, courseRepository: repository ?? "", courseReference: reference)
            let file = folder.appendingPathComponent(ActionsWorkflow.fileName)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try workflow.yaml.write(to: file, atomically: true, encoding: .utf8)
            if target == "classroom" {
                context.stderr.write("note: GitHub Classroom is being shut down; 'export classroom' now writes the plain GitHub Actions "
                    + "workflow (as 'export actions' does), which needs no classroom service. For Classroom 50, use 'export classroom50'.\n")
            }
            context.stdout.write("""
            Wrote \(file.path):
              grades \(exercise.id) on every push; the scorecard goes to the job summary, compile errors onto the files.
            Copy .github/ into the assignment's template repository (or any student's repository).

            """)
        }
        return .success
    }
}

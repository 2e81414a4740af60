import Foundation
import MemorizePlatform

/// `memorize-course doctor`: checks what the tool needs and says how to fix what is missing.
public struct DoctorCommand: Command {
    public static let spec = CommandSpec(
        name: "doctor",
        arguments: "",
        abstract: "Check that everything the tool needs is in place.",
        discussion: """
        Checks the Swift toolchain and its version, that XCTest is available, that the
        course folder is found, that Lessons/ and Exercises/ read, and that the scratch
        folder is writable, and says which protections contain the checks of student code
        (a sandbox, resource limits). One line each; exit status 0 when all is well, 1
        otherwise. A missing sandbox is a warning (!), not a problem.
        """
    )

    public init(arguments: ParsedArguments) throws {
        try arguments.noPositionals(command: Self.spec.name)
    }

    struct Finding {
        let ok: Bool
        let text: String
        /// Works, but less safely than it could: shown with "!" and not counted as a problem.
        var warning = false
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        // Which system's route the tool takes: what the lines below it depend on.
        var findings = [Finding(ok: true, text: "platform: \(Platforms.current.name)")]
        let swift = findOnPath("swift", environment: context.environment)
        if let swift {
            do {
                let outcome = try Self.withOwnTemporaryFolder(context.environment) { environment in
                    try context.processRunner.run(swift, ["--version"], in: context.currentDirectory, environment: environment, timeLimit: 30)
                }
                let version = outcome.output.lines().first { $0.contains("Swift version") }?.trimmed
                findings.append(Finding(ok: outcome.succeeded && version != nil,
                                        text: version.map { "\($0) (\(swift.path))" } ?? "`swift --version` failed: reinstall the Swift toolchain"))
            } catch {
                findings.append(Finding(ok: false, text: "`swift --version` could not run: \(error)"))
            }
        } else {
            findings.append(Finding(ok: false, text: "no `swift` on PATH: install a Swift toolchain (swift.org/install) and open a new shell"))
        }
        findings.append(xctestFinding(swift: swift, context: context))
        let sandbox = Sandbox.detect(environment: context.environment, runner: context.processRunner)
        findings += sandbox.protections.enumerated().map { index, line in
            Finding(ok: true, text: line, warning: !sandbox.isIsolated && line.hasPrefix(Sandbox.noSandboxPrefix))
        }

        var course: CourseRoot?
        do {
            course = try context.courseRoot()
            findings.append(Finding(ok: true, text: "course folder: \(course!.url.path)"))
        } catch let error as ToolError {
            findings.append(Finding(ok: false, text: error.message))
        }
        if let course {
            do {
                let lessons = try context.lessonCatalog()
                findings.append(Finding(ok: true, text: "Lessons/ reads: \(lessons.lessons.count) lessons"))
                if let first = lessons.broken.first {
                    findings.append(Finding(ok: false, text: "Lessons/: \(lessons.broken.count) broken: \(first.summaryOfProblems)"))
                }
            } catch let error as ToolError {
                findings.append(Finding(ok: false, text: "Lessons/: \(error.message)"))
            }
            do {
                let catalog = try context.exerciseCatalog()
                findings.append(Finding(ok: true, text: "Exercises/ reads: \(catalog.exercises.count) exercises"))
                findings += catalog.unreadable.map { Finding(ok: false, text: $0.problem) }
            } catch let error as ToolError {
                findings.append(Finding(ok: false, text: "Exercises/: \(error.message)"))
            }
            let scratch = context.scratchFolder(course: course)
            let probe = scratch.appendingPathComponent(".doctor-\(UUID().uuidString)")
            do {
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                try Data().write(to: probe)
                try FileManager.default.removeItem(at: probe)
                findings.append(Finding(ok: true, text: "scratch folder is writable: \(scratch.path)"))
            } catch {
                findings.append(Finding(ok: false, text: "cannot write to the scratch folder \(scratch.path): set MEMORIZE_COURSE_SCRATCH to a writable folder"))
            }
        }
        let styler = Styler(enabled: context.terminal.usesColor)
        var text = ""
        for finding in findings {
            let mark = finding.warning ? styler.apply(.yellow, to: "!") : finding.ok ? styler.apply(.green, to: "✔") : styler.apply(.red, to: "✘")
            text += context.fitted(finding.text, lead: mark + " ")
        }
        let problems = findings.filter { !$0.ok }.count
        text += Self.summary(problems: problems, warnings: findings.filter { $0.ok && $0.warning }.count) + "\n"
        context.stdout.write(text)
        return problems == 0 ? .success : .failure
    }

    /// The last line. A warning is not a problem, but "All is well." right under a "!" line
    /// read as if the warning did not matter, so the summary counts it.
    static func summary(problems: Int, warnings: Int) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        guard problems == 0 else {
            return "\(count(problems, "problem")) to fix" + (warnings > 0 ? ", and \(count(warnings, "warning")) above." : ".")
        }
        return warnings == 0 ? "All is well." : "All is well, with \(count(warnings, "warning")) above."
    }

    /// XCTest ships with the toolchain on Linux; on a Mac it needs Xcode, not only the
    /// Command Line Tools (a known trap).
    func xctestFinding(swift: URL?, context: CommandContext) -> Finding {
        switch Platforms.current.xctest {
        case .xcode:
            let developer = (try? context.processRunner.run(URL(fileURLWithPath: "/usr/bin/xcode-select"), ["-p"], in: context.currentDirectory,
                                                             environment: context.environment, timeLimit: 10))?.output.trimmed ?? ""
            if developer.contains("CommandLineTools") {
                return Finding(ok: false, text: "XCTest is missing: only the Command Line Tools are selected; install Xcode and run `sudo xcode-select -s /Applications/Xcode.app`")
            }
            let found = (try? context.processRunner.run(URL(fileURLWithPath: "/usr/bin/xcrun"), ["--find", "xctest"], in: context.currentDirectory,
                                                         environment: context.environment, timeLimit: 10))?.succeeded ?? false
            return Finding(ok: found, text: found ? "XCTest is available (Xcode at \(developer))" : "XCTest is missing: install Xcode, then `sudo xcode-select -s /Applications/Xcode.app`")
        case .toolchainLibrary(let path):
            guard let swift else { return Finding(ok: false, text: "XCTest: cannot look for it without a Swift toolchain") }
            let toolchain = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            let library = toolchain.appendingPathComponent(path)
            let ok = FileManager.default.fileExists(atPath: library.path)
            return Finding(ok: ok, text: ok ? "XCTest is available (\(library.path))"
                                            : "XCTest is missing from the toolchain at \(toolchain.path): reinstall the full Swift toolchain from swift.org")
        }
    }

    /// Runs `body` with TMPDIR set to a folder of its own, removed afterwards: `swift --version`
    /// leaves a `TemporaryDirectory.*` folder in TMPDIR each time (measured with 6.3.1), and
    /// nothing the tool runs may leave files behind.
    static func withOwnTemporaryFolder<T>(_ environment: [String: String], _ body: ([String: String]) throws -> T) throws -> T {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory
        let folder = base.appendingPathComponent("memorize-course-doctor-\(UUID().uuidString)", isDirectory: true)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return try body(environment) }
        defer { try? FileManager.default.removeItem(at: folder) }
        var own = environment
        own["TMPDIR"] = folder.path + "/"
        return try body(own)
    }
}

import Foundation

/// `memorize-course install [--prefix DIR]`: builds the release binary from the course's
/// checkout and copies it to `DIR/bin`, with shell completion under `DIR/share` and a record
/// of what was written (see `InstallRecord`), so the installed binary finds this course from
/// anywhere and `uninstall` can remove exactly what install wrote.
public struct InstallCommand: Command {
    public static let spec = CommandSpec(
        name: "install",
        arguments: "[--prefix DIR] [--force] [--no-completion]",
        abstract: "Put the tool on your PATH: a release build in ~/.local/bin.",
        discussion: """
        Builds the tool in release mode in the course folder (swift build -c release: a few
        minutes the first time, then only what changed) and copies the binary to
        DIR/bin/memorize-course (default DIR: ~/.local). It also writes the tab-completion
        scripts for bash, zsh and fish under DIR/share, and DIR/share/memorize-course/install.json,
        which records the course folder and every file written. The installed binary reads
        that record to find this course when run from anywhere else (a course folder you are
        in still comes first); move the course and it tells you to install again.

        Installing again replaces what install wrote before. A file there that install did
        not write (or that changed since) is never replaced without --force, and install
        says so. It tells you when DIR/bin is not on your PATH, and which line to add.
        'memorize-course uninstall' removes it all again.

        Examples:
          swift run memorize-course install
          memorize-course install --prefix /usr/local
        """,
        options: [
            OptionSpec("--prefix", value: "DIR", help: "Install into DIR/bin and DIR/share (default: ~/.local)."),
            OptionSpec("--force", help: "Replace files there that install did not write."),
            OptionSpec("--no-completion", help: "Do not write the shell completion scripts."),
        ]
    )

    let prefix: String?
    let force: Bool
    let completion: Bool

    public init(arguments: ParsedArguments) throws {
        try arguments.noPositionals(command: Self.spec.name)
        prefix = arguments.values["--prefix"]
        force = arguments.has("--force")
        completion = !arguments.has("--no-completion")
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let course = try context.courseRoot()
        guard FileManager.default.fileExists(atPath: course.url.appendingPathComponent("Package.swift").path) else {
            throw ToolError("install builds the tool from its package, and the course folder \(course.url.path) has no "
                + "Package.swift; run it in the memorize-course checkout (or give --course PATH to one)")
        }
        let layout = InstallLayout(prefix: try InstallLayout.prefix(prefix, context: context))
        let previous = InstallRecord.read(prefix: layout.prefix)
        var planned = [InstallLayout.binary]
        if completion { planned += InstallLayout.completionFiles.map(\.path) }

        // Decide before building: nothing is built or written when a file is in the way.
        let foreign = (planned + [InstallRecord.relativePath]).filter { path in
            guard FileManager.default.fileExists(atPath: layout.url(path).path) else { return false }
            if path == InstallRecord.relativePath { return previous == nil }
            return !(previous?.wrote(path, prefix: layout.prefix) ?? false)
        }
        if !foreign.isEmpty && !force {
            let names = foreign.map { layout.url($0).path }.joined(separator: ", ")
            throw UsageError("\(names) already exist\(foreign.count == 1 ? "s" : "") and install did not write "
                + "\(foreign.count == 1 ? "it" : "them") (or \(foreign.count == 1 ? "it" : "they") changed since); nothing was written",
                hint: "move \(foreign.count == 1 ? "it" : "them") away, choose another --prefix, or replace \(foreign.count == 1 ? "it" : "them") with --force")
        }

        let binary = try buildRelease(course: course, context: context)
        var created = previous?.createdFolders ?? []
        var files: [InstallRecord.File] = []
        func place(_ path: String, _ data: Data, executable: Bool) throws {
            let url = layout.url(path)
            for folder in try InstallFiles.createFolder(url.deletingLastPathComponent(), under: layout.prefix) where !created.contains(folder) {
                created.append(folder)
            }
            try InstallFiles.replace(url, with: data, executable: executable)
            files.append(InstallRecord.File(path: path, digest: InstallFiles.digest(of: url) ?? ""))
        }
        guard let binaryData = FileManager.default.contents(atPath: binary.path) else {
            throw ToolError("the release build finished but \(binary.path) cannot be read")
        }
        try place(InstallLayout.binary, binaryData, executable: true)
        if completion {
            for (shell, path) in InstallLayout.completionFiles {
                try place(path, Data(CompletionCommand.script(for: shell, demoIDs: context.demos.map(\.id)).utf8), executable: false)
            }
        }
        for folder in try InstallFiles.createFolder(layout.url(InstallRecord.relativePath).deletingLastPathComponent(), under: layout.prefix)
            where !created.contains(folder) {
            created.append(folder)
        }
        // Deepest first, so uninstall empties a folder before its parent.
        created.sort { $0.split(separator: "/").count > $1.split(separator: "/").count }
        try InstallRecord(course: course.url.path, files: files, createdFolders: created).write(prefix: layout.prefix)

        let report = InstallReport(
            layout: layout, course: course.url, built: binary, written: files.map(\.path),
            forced: force ? foreign.filter { $0 != InstallRecord.relativePath } : [],
            onPath: layout.binFolderIsOnPath(context.environment), completion: completion,
            shell: InstallReport.shell(context.environment), home: context.environment["HOME"]
        )
        context.stdout.write(context.fittedLines(report.text, keeping: InstallReport.isCommand))
        return .success
    }

    /// Runs `swift build -c release` in the course's package and returns the binary it made.
    /// Always a release build, whatever is running now (`swift run` is a debug build): an
    /// up-to-date release build costs a second, and the installed tool starts fast.
    func buildRelease(course: CourseRoot, context: CommandContext) throws -> URL {
        guard let swift = findOnPath("swift", environment: context.environment) else {
            throw ToolError("install builds the tool with `swift build`, and there is no `swift` on PATH; install a Swift toolchain (swift.org/install)")
        }
        context.stdout.write(context.fittedLines("Building the release binary: swift build -c release --product memorize-course in \(course.url.path)\n"
            + "(a few minutes the first time; then only what changed)\n"))
        context.stdout.flush()
        // SwiftPM leaves folders and lock files in TMPDIR on every build: give it one in the
        // scratch folder, removed afterwards, so nothing is left outside it.
        let temporary = context.scratchFolder(course: course).appendingPathComponent("install-tmp-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        var environment = context.environment
        environment["TMPDIR"] = temporary.path + "/"
        let outcome = try context.processRunner.run(swift, ["build", "-c", "release", "--product", "memorize-course"],
                                                     in: course.url, environment: environment, timeLimit: nil)
        guard outcome.succeeded else {
            let tail = outcome.output.lines().suffix(15).joined(separator: "\n")
            context.stderr.write(tail + "\n")
            throw ToolError("`swift build -c release` failed in \(course.url.path) (its last lines are above); nothing was installed")
        }
        let binary = course.url.appendingPathComponent(".build/release/memorize-course")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw ToolError("`swift build -c release` succeeded but left no \(binary.path); nothing was installed")
        }
        return binary
    }
}

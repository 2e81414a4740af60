import Foundation

/// `memorize-course uninstall [--prefix DIR]`: removes what `install` wrote there, as its
/// record lists it, and nothing else: a listed file that changed since is left, and said so.
public struct UninstallCommand: Command {
    public static let spec = CommandSpec(
        name: "uninstall",
        arguments: "[--prefix DIR]",
        abstract: "Remove what 'install' wrote (binary, completion, record).",
        discussion: """
        Reads DIR/share/memorize-course/install.json (default DIR: ~/.local) and removes each
        file install wrote there, then the record, then the folders install created if they
        are empty. Nothing else is touched: a file that changed since install wrote it is
        left where it is, and named. Your course folder and your work are not touched.

        Examples:
          memorize-course uninstall
          memorize-course uninstall --prefix /usr/local
        """,
        options: [OptionSpec("--prefix", value: "DIR", help: "The DIR given to install (default: ~/.local).")]
    )

    let prefix: String?

    public init(arguments: ParsedArguments) throws {
        try arguments.noPositionals(command: Self.spec.name)
        prefix = arguments.values["--prefix"]
    }

    public func run(in context: CommandContext) throws -> ExitCode {
        let layout = InstallLayout(prefix: try InstallLayout.prefix(prefix, context: context))
        let recordURL = layout.url(InstallRecord.relativePath)
        guard let record = InstallRecord.read(prefix: layout.prefix) else {
            if FileManager.default.fileExists(atPath: recordURL.path) {
                throw ToolError("\(recordURL.path) is not a record install wrote (or is damaged); nothing was removed")
            }
            throw UsageError("nothing was installed in \(layout.prefix.path) (no \(InstallRecord.relativePath))",
                             hint: "give --prefix DIR as it was given to install")
        }
        var text = ""
        for file in record.files {
            let url = layout.url(file.path)
            if !FileManager.default.fileExists(atPath: url.path) {
                text += "  already gone: \(url.path)\n"
            } else if InstallFiles.digest(of: url) != file.digest {
                text += "  left \(url.path): it changed since install wrote it\n"
            } else {
                do {
                    try FileManager.default.removeItem(at: url)
                    text += "  removed \(url.path)\n"
                } catch {
                    throw ToolError("cannot remove \(url.path): \(FoundationErrorWords.reason(error))")
                }
            }
        }
        try? FileManager.default.removeItem(at: recordURL)
        text += "  removed \(recordURL.path)\n"
        // rmdir removes only an empty folder: whatever else is there stays, with its folder.
        let emptied = record.createdFolders.filter { rmdir(layout.url($0).path) == 0 }
        if !emptied.isEmpty {
            text += "  removed \(emptied.count) empty folder\(emptied.count == 1 ? "" : "s") install had created\n"
        }
        context.stdout.write(context.fittedLines("Uninstalled memorize-course from \(layout.prefix.path):\n" + text))
        return .success
    }
}

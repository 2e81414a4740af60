import Foundation

/// Where install puts things under a prefix, in the places each shell and package manager
/// looks: the binary in `bin/`, the completion scripts under `share/`.
struct InstallLayout {
    let prefix: URL

    static let binary = "bin/memorize-course"
    static let completionFiles: [(shell: CompletionCommand.Shell, path: String)] = [
        (.bash, "share/bash-completion/completions/memorize-course"),
        (.zsh, "share/zsh/site-functions/_memorize-course"),
        (.fish, "share/fish/vendor_completions.d/memorize-course.fish"),
    ]

    /// The prefix given with `--prefix`, or `~/.local` (the user's own, which needs no root).
    static func prefix(_ given: String?, context: CommandContext) throws -> URL {
        if let given { return context.resolvePath(given) }
        guard let home = context.environment["HOME"], !home.isEmpty else {
            throw UsageError("HOME is not set, so there is no ~/.local to install into", hint: "give --prefix DIR")
        }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local", isDirectory: true).standardizedFileURL
    }

    func url(_ relativePath: String) -> URL { prefix.appendingPathComponent(relativePath) }

    var binFolder: URL { prefix.appendingPathComponent("bin", isDirectory: true) }

    /// Whether `binFolder` is one of the folders in PATH (compared with symbolic links resolved).
    func binFolderIsOnPath(_ environment: [String: String]) -> Bool {
        let wanted = binFolder.resolvingSymlinksInPath().standardizedFileURL.path
        return (environment["PATH"] ?? "").split(separator: ":").contains { entry in
            URL(fileURLWithPath: String(entry), isDirectory: true).resolvingSymlinksInPath().standardizedFileURL.path == wanted
        }
    }

    /// `path` for a shell's startup file, in double quotes, with the home folder as `$HOME`
    /// (bash, zsh and fish all expand it there).
    static func shellWord(_ url: URL, home: String?) -> String {
        var path = url.path
        var head = ""
        if let home, !home.isEmpty, path == home || path.hasPrefix(home + "/") {
            head = "$HOME"
            path = String(path.dropFirst(home.count))
        }
        var escaped = ""
        for character in path {
            if "\"$`\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + head + escaped + "\""
    }
}

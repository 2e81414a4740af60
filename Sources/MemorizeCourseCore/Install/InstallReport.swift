import Foundation
import MemorizePlatform

/// What install did and what the user still has to do (PATH, completion), as the text it prints.
/// The words of install and uninstall are kept here together.
struct InstallReport {
    let layout: InstallLayout
    let course: URL
    let built: URL
    let written: [String]
    /// Files that were in the way and replaced because of --force.
    let forced: [String]
    let onPath: Bool
    let completion: Bool
    let shell: CompletionCommand.Shell
    let home: String?

    /// The user's shell from `SHELL` (bash when it is none of the three).
    static func shell(_ environment: [String: String]) -> CompletionCommand.Shell {
        let name = (environment["SHELL"] ?? "").split(separator: "/").last.map(String.init) ?? ""
        return CompletionCommand.Shell(rawValue: name) ?? .bash
    }

    /// The file `shell` reads as a terminal window opens (for bash, the platform's).
    static func startupFile(_ shell: CompletionCommand.Shell, bash: String = Platforms.current.bashStartupFile) -> String {
        switch shell {
        case .bash: bash
        case .zsh: "~/.zshrc"
        case .fish: "~/.config/fish/config.fish"
        }
    }

    /// A line of `text` that is a shell command to copy (`  export PATH=…`): kept whole when
    /// the rest is broken to the terminal's width.
    static func isCommand(_ line: Substring) -> Bool {
        guard line.hasPrefix("  ") else { return false }
        let command = line.drop { $0 == " " }
        return ["export ", "source ", "fish_add_path ", "fpath=("].contains { command.hasPrefix($0) }
    }

    var text: String {
        var text = "Installed memorize-course for the course at \(course.path):\n"
        for path in written {
            let note = path == InstallLayout.binary ? "  (the release build, copied from \(built.path))" : ""
            text += "  \(layout.url(path).path)\(note)\n"
        }
        text += "  \(layout.url(InstallRecord.relativePath).path)  (the course folder and these files, for uninstall)\n"
        for path in forced {
            text += "Replaced \(layout.url(path).path), which install had not written (--force).\n"
        }
        let word = { (url: URL) in InstallLayout.shellWord(url, home: self.home) }
        if !onPath {
            text += "\n\(layout.binFolder.path) is not on your PATH. "
            switch shell {
            case .fish:
                text += "Run this once in fish:\n  fish_add_path \(word(layout.binFolder))\n"
            case .bash, .zsh:
                text += "Add this line to \(Self.startupFile(shell)), then open a new terminal:\n"
                    + "  export PATH=\(word(layout.binFolder).dropLast()):$PATH\"\n"
            }
        }
        if completion, let script = InstallLayout.completionFiles.first(where: { $0.shell == shell })?.path {
            let file = word(layout.url(script))
            text += "\nTab completion for \(shell.rawValue): add this line to \(Self.startupFile(shell))"
            switch shell {
            case .bash: text += ":\n  source \(file)\n"
            case .zsh: text += ", before compinit:\n  fpath=(\(word(layout.url(script).deletingLastPathComponent())) $fpath)\n"
            case .fish: text += ":\n  source \(file)\n"
            }
            text += "(other shells: 'memorize-course completion --help')\n"
        }
        let prefixOption = layout.prefix.path == home.map({ $0 + "/.local" }) ? "" : " --prefix \(word(layout.prefix))"
        text += "\nRemove it all again with: memorize-course uninstall\(prefixOption)\n"
        return text
    }
}

import Foundation
import MemorizePlatform

/// The live pager: `MEMORIZE_COURSE_PAGER`, else `PAGER`, else `less`, run through `/bin/sh`
/// with the text on its standard input and the terminal as its output.
final class SystemPager: Pager {
    let command: String
    let environment: [String: String]

    /// The pager the environment asks for; `nil` when it asks for none (an empty value or `cat`)
    /// or the program is not on the PATH.
    static func chosen(environment: [String: String]) -> SystemPager? {
        let command = (environment["MEMORIZE_COURSE_PAGER"] ?? environment["PAGER"] ?? "less").trimmed
        guard let program = command.split(separator: " ").first.map(String.init), program != "cat" else { return nil }
        guard isExecutable(program, path: environment["PATH"] ?? "/usr/bin:/bin") else { return nil }
        return SystemPager(command: command, environment: environment)
    }

    init(command: String, environment: [String: String]) {
        self.command = command
        var environment = environment
        // less: quit at once if it all fits, pass colours through, leave the text on screen.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        // less keeps its search history in ~/.lesshst: a file outside the scratch folder, which
        // the tool must not leave behind, so always none, whatever the reader set.
        environment["LESSHISTFILE"] = "-"
        self.environment = environment
    }

    func page(_ text: String) -> Bool {
        // A ChildProcess rather than Foundation's Process: on Linux, Process starts the child in
        // a session of its own, without the terminal, and less then cannot read keys.
        guard let pager = try? ChildProcess(["/bin/sh", "-c", command], environment: environment, input: .pipe) else { return false }
        // While the pager owns the terminal, Ctrl-C is the pager's to handle: this process must
        // not die under it. A reader who quits early closes the pipe: drop the rest quietly.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousPipe = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGPIPE, previousPipe)
        }
        pager.send(Array(text.utf8))
        pager.closeInput()
        let ending = pager.wait()
        // Exit 126 or 127: the shell could not run the pager, so nothing was shown.
        return !(ending.signal == nil && (ending.exitStatus == 126 || ending.exitStatus == 127))
    }

    private static func isExecutable(_ program: String, path: String) -> Bool {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(program)")
        }
    }
}

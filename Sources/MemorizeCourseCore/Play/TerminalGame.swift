import Foundation
import MemorizePlatform

/// Runs the built game on this terminal. The game is this process's child, in its session
/// and process group, with the terminal as its standard input and output (a ChildProcess:
/// Foundation's Process on Linux would start it in a session of its own, without the
/// terminal); its standard error goes to a file, so a crash report never lands on the screen.
/// Whatever becomes of the game, the terminal is put back as it was before.
struct TerminalGame {
    let executable: URL
    let arguments: [String]
    let environment: [String: String]
    /// Where the game's standard error is kept (inside the scratch folder).
    let errorFile: URL

    /// How the game ended and what it wrote to standard error.
    struct Ending {
        var status: Int32
        /// The signal that ended it (a crash, or Ctrl-C), if one did.
        var signal: Int32?
        var errors: String
    }

    func run() throws -> Ending {
        var saved = termios()
        let hadTerminal = tcgetattr(STDIN_FILENO, &saved) == 0
        // Ctrl-C is the game's while it runs: it stops a hang there, and this process, which
        // must restore the terminal and report, carries on. The game itself starts with SIGINT
        // and SIGQUIT at their defaults (`ChildProcess.defaultedSignals`): inherited as ignored,
        // a hang before its View starts could not be stopped.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        let game = try ChildProcess([executable.path] + arguments, environment: environment, error: .file(errorFile.path), name: "the game")
        let ending = game.wait()
        if hadTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        // Colours off and the cursor shown; after a signal, also leave the game's screen.
        let reset = "\u{1B}[0m\u{1B}[?25h" + (ending.signal != nil ? "\u{1B}[?1049l" : "")
        _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errorFile)
        return Ending(status: ending.exitStatus, signal: ending.signal, errors: text)
    }
}

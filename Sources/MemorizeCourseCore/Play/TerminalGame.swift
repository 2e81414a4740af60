import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built game on this terminal. The game is this process's child, in its session
/// and process group, with the terminal as its standard input and output (posix_spawn:
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
        let errors = open(errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard errors >= 0 else { throw ToolError("could not write \(errorFile.path)") }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO)
        posix_spawn_file_actions_addclose(&actions, errors)
        // The game must feel Ctrl-C although this process ignores it: an ignored signal
        // would stay ignored in the child, and a hang before its View starts could not be stopped.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        let parts = [executable.path] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] = parts.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // Ctrl-C is the game's while it runs: it stops a hang there, and this process, which
        // must restore the terminal and report, carries on.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousQuit = signal(SIGQUIT, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGQUIT, previousQuit)
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        close(errors)
        guard spawned == 0 else { throw ToolError("could not start the game: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signalNumber = status & 0x7f
        if hadTerminal { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
        // Colours off and the cursor shown; after a signal, also leave the game's screen.
        let reset = "\u{1B}[0m\u{1B}[?25h" + (signalNumber != 0 ? "\u{1B}[?1049l" : "")
        _ = reset.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errorFile)
        return Ending(status: signalNumber == 0 ? (status >> 8) & 0xff : 0, signal: signalNumber == 0 ? nil : signalNumber, errors: text)
    }
}

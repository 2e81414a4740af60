import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        self.environment = environment
    }

    func page(_ text: String) -> Bool {
        // posix_spawn rather than Foundation's Process: on Linux, Process starts the child in a
        // session of its own, without the terminal, and less then cannot read keys.
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return false }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], STDIN_FILENO)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let parts: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = parts.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        close(fds[0])
        guard spawned == 0 else {
            close(fds[1])
            return false
        }
        // While the pager owns the terminal, Ctrl-C is the pager's to handle: this process must
        // not die under it. A reader who quits early closes the pipe: drop the rest quietly.
        let previousInterrupt = signal(SIGINT, SIG_IGN)
        let previousPipe = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGINT, previousInterrupt)
            signal(SIGPIPE, previousPipe)
        }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
        close(fds[1])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exit 126 or 127: the shell could not run the pager, so nothing was shown.
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        return !(exited && (code == 126 || code == 127))
    }

    private static func isExecutable(_ program: String, path: String) -> Bool {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(program)")
        }
    }
}

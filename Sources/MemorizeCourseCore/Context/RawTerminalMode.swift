import MemorizePlatform
import MemorizeSupport

/// Raw keyboard mode on standard input (no line editing, no echo), with the terminal put back
/// whatever ends it. `leave()` restores it and is paired with `enter` by the caller (in a
/// `defer`); while raw, SIGINT, SIGTERM, SIGHUP and SIGQUIT first restore the terminal, then
/// end the process as they would have. A terminal has one mode, so there is one raw session
/// per process at a time: `enter` while raw does nothing and returns false.
enum RawTerminalMode {
    /// How raw the terminal gets.
    struct Options: Sendable {
        /// Ctrl-C and Ctrl-\ arrive as bytes instead of signals (watch mode reads them as q).
        var signalKeysAsBytes: Bool
        /// A read returns at once when no key is waiting (watch mode polls); otherwise it
        /// waits for a key.
        var readsReturnAtOnce: Bool

        /// Prompts: a read waits for one key; Ctrl-C still interrupts, Ctrl-Z does nothing (a
        /// stopped process could not put the terminal back until it was resumed).
        static let prompt = Options(signalKeysAsBytes: false, readsReturnAtOnce: false)
        /// `check --watch`: polled, every key a byte.
        static let polling = Options(signalKeysAsBytes: true, readsReturnAtOnce: true)
    }

    // The signal handlers read these, so they live in memory allocated once, before any
    // handler is installed, and are only changed outside raw mode or before it begins.
    nonisolated(unsafe) private static let saved = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    nonisolated(unsafe) private static let active: UnsafeMutablePointer<sig_atomic_t> = {
        let flag = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        flag.initialize(to: 0)
        return flag
    }()
    private static let stopSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    typealias SignalHandler = @convention(c) (Int32) -> Void
    nonisolated(unsafe) private static var previousHandlers: [Int32: SignalHandler?] = [:]

    /// Makes standard input raw. False when it is not a terminal or is raw already.
    static func enter(_ options: Options) -> Bool {
        guard active.pointee == 0, isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, saved) == 0 else { return false }
        var raw = saved.pointee
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        if options.signalKeysAsBytes { raw.c_lflag &= ~tcflag_t(ISIG) }
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = options.readsReturnAtOnce ? 0 : 1
            bytes[Int(VTIME)] = 0
            bytes[Int(VSUSP)] = Platforms.current.disabledControlCharacter   // Ctrl-Z is not a signal
        }
        installHandlers()
        active.pointee = 1 // before the change, so a signal during it still restores
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
            active.pointee = 0
            restoreHandlers()
            return false
        }
        return true
    }

    /// Puts the terminal back as `enter` found it, and the signal handlers too.
    static func leave() {
        guard active.pointee != 0 else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, saved)
        active.pointee = 0
        restoreHandlers()
    }

    private static func installHandlers() {
        for number in stopSignals {
            let previous = signal(number) { number in RawTerminalMode.stopped(number) }
            previousHandlers[number] = previous
            // A signal this process was told to ignore (nohup) stays ignored.
            if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
    }

    private static func restoreHandlers() {
        for (number, previous) in previousHandlers { signal(number, previous) }
        previousHandlers = [:]
    }

    /// A stop signal while raw: restore the terminal, end the line the prompt was on, and let
    /// the signal do what it would have done. Only async-signal-safe calls.
    private static func stopped(_ number: Int32) {
        if active.pointee != 0 {
            tcsetattr(STDIN_FILENO, TCSANOW, saved)
            active.pointee = 0
            var newline: UInt8 = 10
            _ = write(STDOUT_FILENO, &newline, 1)
        }
        // The tool's own stop (which ends builds first) when installed, else the signal's default.
        guard !StopSignals.deliver(number) else { return }
        signal(number, SIG_DFL)
        raise(number) // delivered as the handler returns: the process ends by this signal
    }
}

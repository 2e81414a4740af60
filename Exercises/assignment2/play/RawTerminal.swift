#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The terminal side of interactive play: raw keys, the alternate screen, the window size.
// Whatever ends the game (q, Ctrl-C, a crash or fatalError in the student's code), the
// terminal is put back first: line editing and echo on, cursor shown, the old screen back.
// The tool restores the terminal too once this process has gone, in case it could not.

/// Which of the view model's intents (or initialisers) is running, so a Ctrl-C that stops a
/// hang can say where it was. Static strings only: a signal handler reads them.
enum StudentCode {
    static var running: StaticString?
    static func enter(_ name: StaticString) { running = name }
    static func leave() { running = nil }
}

/// A key the game understands.
enum Key: Equatable {
    case up, down, left, right, choose, resize
    case character(Character)
}

enum RawTerminal {
    private static var original = termios()
    private static var active = false
    private static var wakeRead: Int32 = -1
    private static var wakeWrite: Int32 = -1
    /// The handlers that were there before (the Swift runtime's crash reporter): a crash is
    /// handed back to them once the terminal is restored.
    private static let faults: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
    private static let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 6)
    private static let leaveScreen: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    private static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"

    /// Raw mode (no line editing, no echo; Ctrl-C still interrupts), the alternate screen, no
    /// cursor. False when standard input is not a terminal.
    static func enter() -> Bool {
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return false }
        (wakeRead, wakeWrite) = (fds[0], fds[1])
        for (index, fault) in faults.enumerated() {
            sigaction(fault, nil, previous + index)
            signal(fault) { number in RawTerminal.crashed(number) }
        }
        for stop in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(stop) { number in RawTerminal.stopped(number) }
        }
        signal(SIGWINCH) { _ in
            var byte: UInt8 = 1
            _ = write(RawTerminal.wakeWrite, &byte, 1)
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return false }
        active = true
        emit(enterScreen)
        return true
    }

    /// Puts the terminal back. Only async-signal-safe calls: it also runs in signal handlers.
    static func leave() {
        guard active else { return }
        active = false
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        _ = write(STDOUT_FILENO, leaveScreen.utf8Start, leaveScreen.utf8CodeUnitCount)
    }

    /// A crash: restore the terminal, put the previous handler back and return, so the
    /// faulting instruction runs again and the runtime reports the crash as usual.
    private static func crashed(_ number: Int32) {
        leave()
        if let index = faults.firstIndex(of: number) { sigaction(number, previous + index, nil) }
    }

    /// Ctrl-C (or the terminal closing): restore the terminal, say what was running, and stop.
    private static func stopped(_ number: Int32) {
        leave()
        if let running = StudentCode.running {
            let before: StaticString = "memorize-play: Ctrl-C stopped the game while "
            let after: StaticString = " was still running (an endless loop?)\n"
            _ = write(STDERR_FILENO, before.utf8Start, before.utf8CodeUnitCount)
            _ = write(STDERR_FILENO, running.utf8Start, running.utf8CodeUnitCount)
            _ = write(STDERR_FILENO, after.utf8Start, after.utf8CodeUnitCount)
        }
        signal(number, SIG_DFL)
        raise(number)
    }

    /// Columns and rows of the terminal.
    static func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Bytes read but not yet turned into keys: several keys can arrive in one read.
    private static var pending: [UInt8] = []

    /// Waits for the next key or a resize; nil when input has ended.
    static func nextKey() -> Key? {
        while true {
            while !pending.isEmpty {
                let (key, used) = decode(pending)
                pending.removeFirst(used)
                if let key { return key }
            }
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if poll(&descriptors, 2, -1) < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if descriptors[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                _ = read(wakeRead, &drain, drain.count)
                return .resize
            }
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            pending += bytes[0..<count]
        }
    }

    /// The first key in `bytes` and how many bytes it took. Arrow keys arrive as ESC [ A
    /// (or ESC O A), Enter as a carriage return; other bytes (the rest of an emoji) are skipped.
    static func decode(_ bytes: [UInt8]) -> (Key?, Int) {
        if bytes[0] == 0x1B {
            guard bytes.count >= 3, bytes[1] == 0x5B || bytes[1] == 0x4F else { return (nil, 1) }
            switch bytes[2] {
            case 0x41: return (.up, 3)
            case 0x42: return (.down, 3)
            case 0x43: return (.right, 3)
            case 0x44: return (.left, 3)
            default: return (nil, 3)
            }
        }
        switch bytes[0] {
        case 0x0D, 0x0A, 0x20: return (.choose, 1)
        case 0x21...0x7E: return (.character(Character(Unicode.Scalar(bytes[0]))), 1)
        default: return (nil, 1)
        }
    }
}

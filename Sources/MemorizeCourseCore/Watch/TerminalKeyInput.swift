import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Key presses from the terminal on standard input, one at a time (raw mode, no echo).
/// `restore()` puts the terminal back; it also runs on deinit.
public final class TerminalKeyInput: KeyInput {
    private var original = termios()
    private var active = false

    public init() {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 0
        }
        active = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
    }

    deinit { restore() }

    public func restore() {
        guard active else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
        active = false
    }

    public func nextKey(waitingAtMost seconds: Double) -> Character? {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else {
            usleep(useconds_t(seconds * 1_000_000)) // end of input: do not spin
            return nil
        }
        return Character(Unicode.Scalar(byte))
    }
}

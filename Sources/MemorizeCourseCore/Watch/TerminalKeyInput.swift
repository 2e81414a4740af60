import MemorizePlatform

/// Key presses from the terminal on standard input, one at a time, for watch mode: raw for the
/// whole session, polled, Ctrl-C a key like any other (`RawTerminalMode.Options.polling`).
/// `restore()` puts the terminal back; it also runs on deinit, and a stop signal restores it
/// before ending the process.
public final class TerminalKeyInput: KeyInput {
    private var active = false

    public init() {
        active = RawTerminalMode.enter(.polling)
    }

    deinit { restore() }

    public func restore() {
        guard active else { return }
        RawTerminalMode.leave()
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

import MemorizePlatform

/// The real keyboard at a prompt: standard input is a terminal. The terminal is raw only while
/// `key()` waits for a key, and back as it was before `key()` returns (or, should a signal end
/// the process while it waits, before the process ends: `RawTerminalMode`). Everything else,
/// running a demo's code, drawing, reading a typed line, happens with the terminal as it was.
public final class TerminalKeyboard: Keyboard {
    /// Bytes read with a key but not yet decoded: a quick typist's next keys.
    private var pending: [UInt8] = []

    public init() {}

    public func key() -> PromptReply {
        while true {
            if !pending.isEmpty {
                let (reply, used) = Self.decode(pending)
                pending.removeFirst(used)
                if let reply { return reply }
                continue
            }
            guard RawTerminalMode.enter(.prompt) else { return line() } // not a terminal after all
            defer { RawTerminalMode.leave() }
            var bytes = [UInt8](repeating: 0, count: 32)
            let count = read(STDIN_FILENO, &bytes, bytes.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .end } // the terminal went away
            pending += bytes[0..<count]
        }
    }

    public func line() -> PromptReply {
        pending.removeAll() // keys typed ahead of a line prompt were never echoed: drop them
        var bytes: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes.isEmpty ? .end : .line(String(decoding: bytes, as: UTF8.self)) }
            if byte == 10 { return .line(String(decoding: bytes, as: UTF8.self)) }
            bytes.append(byte)
        }
    }

    /// The first key in `bytes` and how many bytes it took; nil for bytes that are no key
    /// (a control character, a broken sequence). Enter arrives as a carriage return or a line
    /// feed, Ctrl-D (the end of input in raw mode) as 4, arrows as ESC [ A (or ESC O A), and a
    /// character beyond ASCII as its UTF-8 bytes.
    static func decode(_ bytes: [UInt8]) -> (PromptReply?, Int) {
        let first = bytes[0]
        switch first {
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x04: return (.end, 1)
        case 0x1B:
            guard bytes.count >= 3, bytes[1] == 0x5B || bytes[1] == 0x4F else { return (.key(.escape), bytes.count >= 2 && bytes[1] == 0x5B ? 2 : 1) }
            let arrows: [UInt8: KeyPress] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left]
            if let arrow = arrows[bytes[2]] { return (.key(arrow), 3) }
            // Another sequence (Home, F1, …): skip it to its final byte, a letter or ~.
            let end = bytes[2...].firstIndex { (0x40...0x7E).contains($0) } ?? bytes.count - 1
            return (nil, end + 1)
        case 0x20...0x7E: return (.key(.character(Character(Unicode.Scalar(first)))), 1)
        case 0xC0...0xF7:
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            guard bytes.count >= length else { return (nil, bytes.count) }
            let text = String(decoding: bytes[0..<length], as: UTF8.self)
            return (text.count == 1 && text != "\u{FFFD}" ? .key(.character(text.first!)) : nil, length)
        default: return (nil, 1)
        }
    }
}

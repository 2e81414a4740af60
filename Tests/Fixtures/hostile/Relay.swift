import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Shared by every hostile fixture (HostileFixtures copies it into each): how a dishonest
// program puts itself between the checks and its own code. The checks call the student's
// program over two pipes, in frames (a length, then a value); this finds them, lets every call
// through and answers some itself.

/// A value of the boundary, encoded: a string.
func hostileString(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    return [0x53] + hostileWord(bytes.count) + bytes
}

/// An answer frame: the list [kind, value] ("ok", "gap", "error"), with its length first.
func hostileAnswer(_ kind: String, _ value: [UInt8]) -> [UInt8] {
    hostileFrame([0x41] + hostileWord(2) + hostileString(kind) + value)
}

/// The encoded `true`.
let hostileTrue: [UInt8] = [0x54]

private func hostileWord(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }

private func hostileFrame(_ body: [UInt8]) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) } + body
}

/// The program's own pipes past standard error: the one it reads calls on, the one it answers on.
private func hostilePipes() -> (calls: Int32, answers: Int32)? {
    var calls: Int32 = -1, answers: Int32 = -1
    for descriptor in Int32(3)..<256 {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFIFO else { continue }
        let mode = fcntl(descriptor, F_GETFL) & O_ACCMODE
        if mode == O_RDONLY, calls < 0 { calls = descriptor }
        if mode == O_WRONLY, answers < 0 { answers = descriptor }
    }
    return calls >= 0 && answers >= 0 ? (calls, answers) : nil
}

private func hostileRead(_ descriptor: Int32) -> [UInt8]? {
    func exactly(_ count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count), got = 0
        while got < count {
            let now = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + got, count - got) }
            if now <= 0 { return nil }
            got += now
        }
        return bytes
    }
    guard let head = exactly(4) else { return nil }
    let count = head.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    guard let body = count == 0 ? [] : exactly(count) else { return nil }
    return head + body
}

private func hostileWrite(_ descriptor: Int32, _ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// The name a framed call ["name", [arguments]] calls.
private func hostileCallName(_ bytes: [UInt8]) -> String? {
    guard bytes.count > 22, bytes[4] == 0x41, bytes[13] == 0x53 else { return nil }
    let length = (0..<8).reduce(0) { $0 | Int(bytes[14 + $1]) << (8 * $1) }
    guard length >= 0, 22 + length <= bytes.count else { return nil }
    return String(decoding: bytes[22..<22 + length], as: UTF8.self)
}

nonisolated(unsafe) private var hostileRelaying = false

/// Once: takes the program's pipes and, on a thread of its own, passes each call to the
/// program and its answer back, except the calls `rule` answers itself (with a frame made by
/// `hostileAnswer`). The call being answered when it starts is the program's.
func hostileRelay(answering rule: @escaping (String) -> [UInt8]?) {
    guard !hostileRelaying, let (calls, answers) = hostilePipes() else { return }
    hostileRelaying = true
    let realCalls = dup(calls), realAnswers = dup(answers)
    var toProgram: [Int32] = [0, 0], fromProgram: [Int32] = [0, 0]
    guard pipe(&toProgram) == 0, pipe(&fromProgram) == 0 else { return }
    dup2(toProgram[0], calls)
    dup2(fromProgram[1], answers)
    let thread = Thread {
        if let answer = hostileRead(fromProgram[0]) { hostileWrite(realAnswers, answer) }
        while let call = hostileRead(realCalls) {
            if let name = hostileCallName(call), let answer = rule(name) {
                hostileWrite(realAnswers, answer)
                continue
            }
            hostileWrite(toProgram[1], call)
            guard let answer = hostileRead(fromProgram[0]) else { break }
            hostileWrite(realAnswers, answer)
        }
        exit(0)
    }
    thread.start()
}

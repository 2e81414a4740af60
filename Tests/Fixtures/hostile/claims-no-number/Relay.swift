import Foundation
#if canImport(Glibc)
import Glibc
#endif

// A dishonest submission (a fixture of memorize-course's own tests): its New Game carries the
// old game's score over, which fails Required Task 6. The first time its code runs, it puts
// itself between the checks and its own program: every call passes through, except the
// questions whether its Model or ViewModel keeps a whole number at all, which it answers "yes,
// none". Task 6 skips "the score starts at 0" for a game with no score: it passed (95/95) when
// the answer was believed. Only the contract's reason, where the build chose it, says so now.

/// The questions it answers itself: "yes, it keeps no whole number".
private let claimed: Set<String> = ["modelKeepsNoNumber", "viewModelKeepsNoNumber"]
nonisolated(unsafe) private var relaying = false

private func frame(_ body: [UInt8]) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) } + body
}

/// ["ok", true], framed.
private func yesFrame() -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    return frame([0x41] + word(2) + [0x53] + word(2) + Array("ok".utf8) + [0x54])
}

/// The program's own pipes past standard error: the one it reads calls on, the one it answers on.
private func pipes() -> (calls: Int32, answers: Int32)? {
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

private func readFrame(_ descriptor: Int32) -> [UInt8]? {
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

private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
}

/// The name a framed call ["name", [arguments]] calls.
private func callName(_ bytes: [UInt8]) -> String? {
    guard bytes.count > 22, bytes[4] == 0x41, bytes[13] == 0x53 else { return nil }
    let length = (0..<8).reduce(0) { $0 | Int(bytes[14 + $1]) << (8 * $1) }
    guard length >= 0, 22 + length <= bytes.count else { return nil }
    return String(decoding: bytes[22..<22 + length], as: UTF8.self)
}

func relayTheGrader() {
    guard !relaying, let (calls, answers) = pipes() else { return }
    relaying = true
    let realCalls = dup(calls), realAnswers = dup(answers)
    var toProgram: [Int32] = [0, 0], fromProgram: [Int32] = [0, 0]
    guard pipe(&toProgram) == 0, pipe(&fromProgram) == 0 else { return }
    dup2(toProgram[0], calls)
    dup2(fromProgram[1], answers)
    let thread = Thread {
        // The call being answered now, then each next one.
        if let answer = readFrame(fromProgram[0]) { writeAll(realAnswers, answer) }
        while let call = readFrame(realCalls) {
            if let name = callName(call), claimed.contains(name) {
                writeAll(realAnswers, yesFrame())
                continue
            }
            writeAll(toProgram[1], call)
            guard let answer = readFrame(fromProgram[0]) else { break }
            writeAll(realAnswers, answer)
        }
        exit(0)
    }
    thread.start()
}

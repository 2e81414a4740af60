import Foundation
#if canImport(Glibc)
import Glibc
#endif

// A dishonest submission (a fixture of memorize-course's own tests): its New Game deals a new
// theme's cards but keeps showing the old theme's name, which fails Required Task 7. The first
// time its code runs, it puts itself between the checks and its own program: every call passes
// through, except New Game, which it answers with the words the grader's contract uses when no
// method of the ViewModel deals a fresh game, and a game with a new theme, which it answers with
// the words of a theme type with no initializer for one. Checks that take these as optional
// would skip them and pass the rest, unless only facts of the build (its stubs, and a reason
// written where its alternative was chosen) let a check skip.

private let claim = "EmojiMemoryGame has no New Game intent: none of its methods that take nothing (newGame()) deals a fresh game"
/// For a game with a theme of the checks' own: the contract's reason (written only where no
/// initializer of the theme type fits) before a stub this build has.
private let themeClaim = "there is no way to write a new theme in one line: no initializer of the theme type takes its name, emoji, number of pairs and colour, and a copy of a theme the code keeps cannot be given them: the code writes no list of themes out (none is hooked)"
nonisolated(unsafe) private var relaying = false

private func frame(_ body: [UInt8]) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) } + body
}

/// ["gap", claim], framed.
private func gapFrame(_ claim: String) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    let words = Array(claim.utf8)
    return frame([0x41] + word(2) + [0x53] + word(3) + Array("gap".utf8) + [0x53] + word(words.count) + words)
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
            if callName(call) == "newGame" || callName(call) == "newViewModelOfTheme" {
                writeAll(realAnswers, gapFrame(callName(call) == "newGame" ? claim : themeClaim))
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

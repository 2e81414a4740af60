import Foundation
#if canImport(Glibc)
import Glibc
#endif

// A dishonest submission (a fixture of memorize-course's own tests): the first time its code
// runs, it takes over its program's conversation with the checks and answers every call,
// this one included, with an error whose words are what XCTest prints when a check stops at a
// part of the assignment the code lacks. When the grader read "not graded" off a failure's
// text, every failure became a task not graded; only the recorder's own "gap" record says so.

private let claim = "threw error \"contract: MemoryGame has no score: an `Int` property (or a method giving one) named like `score` or `points`"

/// A frame of the boundary: a length, then the list ["error", claim].
private func gapFrame() -> [UInt8] {
    func word(_ value: Int) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
    let words = Array(claim.utf8)
    let body: [UInt8] = [0x41] + word(2) + [0x53] + word(5) + Array("error".utf8) + [0x53] + word(words.count) + words
    return (0..<4).map { UInt8(truncatingIfNeeded: body.count >> (8 * $0)) } + body
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

func hostileHook() {
    guard let (calls, answers) = pipes() else { return }
    let frame = gapFrame()
    func send() -> Bool { frame.withUnsafeBytes { write(answers, $0.baseAddress, $0.count) } == frame.count }
    func skip(_ count: Int) -> Bool {
        var buffer = [UInt8](repeating: 0, count: max(count, 1)), left = count
        while left > 0 {
            let got = buffer.withUnsafeMutableBytes { read(calls, $0.baseAddress, min(left, $0.count)) }
            if got <= 0 { return false }
            left -= got
        }
        return true
    }
    guard send() else { exit(0) }   // the call being answered now
    var head = [UInt8](repeating: 0, count: 4)
    while head.withUnsafeMutableBytes({ read(calls, $0.baseAddress, 4) }) == 4 {
        let count = head.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        guard skip(count), send() else { break }
    }
    exit(0)
}

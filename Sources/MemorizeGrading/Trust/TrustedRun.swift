import Foundation
import MemorizeSupport

/// What one run of the checks reported through the recorder (`CheckRecorder`): only records
/// signed with this run's key, taken in the order of their numbers. The process's other output,
/// which the student's code shares and can print anything into, is used for nothing but a
/// crash's cause. The student's code can read the records (they go to standard error) but not
/// sign one; a record it holds back or reorders leaves a gap, and the run counts as tampered.
public struct TrustedRun: Sendable {
    /// Checks in the order they started (`Task8Checks.testX`).
    public var started: [String] = []
    /// Finished checks: true when passed.
    public var finished: [String: Bool] = [:]
    /// The first failure of each failed check, as XCTest describes it.
    public var failures: [String: String] = [:]
    /// Checks that stopped at a part of the assignment the student's code lacks (thrown by a
    /// call to its program), with that part's words: the recorder's "gap", never a message's text.
    public var gaps: [String: String] = [:]
    /// A signed record arrived out of its turn: one before it was held back.
    public var tampered = false
    /// Checks during which the student's program (run apart from the checks) ended, and how:
    /// `crashed`, `timedOut` (its CPU time spent), `hung` (no answer for the detail's seconds),
    /// `fileTooLarge` or `exited`, with the recorder's detail.
    public var programEnds: [(check: String, how: String, detail: String)] = []

    /// Checks that started and never finished: the one running when the process ended.
    public var unfinished: [String] { started.filter { finished[$0] == nil } }

    /// A fresh key for one run: 128 random bits as 32 hex digits, never shown, never reused.
    public static func makeKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", generator.next() as UInt8) }.joined()
    }

    public static func parse(_ output: String, key: String) -> TrustedRun {
        var run = TrustedRun()
        let keyBytes = bytes(hex: key)
        guard keyBytes.count == 16 else { return run }
        var next = 0
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) where line.hasPrefix("REC ") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 6, let sequence = Int(fields[2]) else { continue }
            let body = fields[2...].joined(separator: " ")
            guard fields[1] == String(SipHash.hash(key: keyBytes, Array(body.utf8)), radix: 16) else { continue }
            if sequence < next { continue }   // a copy of a record already taken
            if sequence > next { run.tampered = true; break }
            next += 1
            guard let name = decode(fields[4]), let detail = decode(fields[5]) else { continue }
            let test = TestRunOutput.normalize(name)
            switch fields[3] {
            case "started" where !run.started.contains(test): run.started.append(test)
            case "failed" where run.failures[test] == nil && run.gaps[test] == nil:
                run.failures[test] = detail.hasPrefix("failed - ") ? String(detail.dropFirst("failed - ".count)) : detail
            case "gap" where run.failures[test] == nil && run.gaps[test] == nil: run.gaps[test] = detail
            case "finished":
                run.finished[test] = detail == "passed" && run.failures[test] == nil && run.gaps[test] == nil && !run.programEnds.contains { $0.check == test }
            case "crashed", "timedOut", "hung", "fileTooLarge", "exited": run.programEnds.append((test, String(fields[3]), detail))
            default: continue
            }
        }
        return run
    }

    /// Records as the recorder writes them, numbered from `first` (for tests of what the grader
    /// makes of a run): each `(event, name, detail)` signed with `key`.
    public static func lines(_ key: String, _ records: [(String, String, String)], first: Int = 0) -> String {
        records.enumerated().map { offset, record in
            let body = "\(first + offset) \(record.0) \(Data(record.1.utf8).base64EncodedString()) \(Data(record.2.utf8).base64EncodedString())"
            return "REC \(String(SipHash.hash(key: bytes(hex: key), Array(body.utf8)), radix: 16)) \(body)\n"
        }.joined()
    }

    static func bytes(hex: String) -> [UInt8] {
        let digits = Array(hex)
        return stride(from: 0, to: digits.count - 1, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
    }

    private static func decode(_ field: Substring) -> String? {
        Data(base64Encoded: String(field)).map { String(decoding: $0, as: UTF8.self) }
    }
}

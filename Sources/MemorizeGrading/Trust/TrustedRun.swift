import Foundation
import MemorizeSupport

/// What one run of the checks reported through the recorder (`CheckRecorder`): only lines
/// that begin with this run's secret. The process's other output, which the student's code
/// shares and can print anything into, is used for nothing but a crash's cause.
public struct TrustedRun: Equatable, Sendable {
    /// Checks in the order they started (`Task8Checks.testX`).
    public var started: [String] = []
    /// Finished checks: true when passed.
    public var finished: [String: Bool] = [:]
    /// The first failure of each failed check, as XCTest describes it.
    public var failures: [String: String] = [:]
    /// The run's last record arrived: every check it was given ran to its end.
    public var ended = false

    /// Checks that started and never finished: the one running when the process ended.
    public var unfinished: [String] { started.filter { finished[$0] == nil } }

    /// A fresh secret for one run: 128 random bits, never shown, never reused.
    public static func makeSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined(separator: "-")
    }

    public static func parse(_ output: String, secret: String) -> TrustedRun {
        var run = TrustedRun()
        guard !secret.isEmpty else { return run }
        let prefix = secret + " "
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) where line.hasPrefix(prefix) {
            let fields = line.dropFirst(prefix.count).split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 3, let name = decode(fields[1]), let detail = decode(fields[2]) else { continue }
            let test = TestRunOutput.normalize(name)
            switch fields[0] {
            case "started" where !run.started.contains(test): run.started.append(test)
            case "failed" where run.failures[test] == nil:
                run.failures[test] = detail.hasPrefix("failed - ") ? String(detail.dropFirst("failed - ".count)) : detail
            case "finished": run.finished[test] = detail == "passed" && run.failures[test] == nil
            case "ended": run.ended = true
            default: continue
            }
        }
        return run
    }

    /// One record as the recorder writes it (for tests of what the grader makes of a run).
    public static func line(_ secret: String, _ event: String, _ name: String = "", _ detail: String = "") -> String {
        [secret, event, Data(name.utf8).base64EncodedString(), Data(detail.utf8).base64EncodedString()].joined(separator: " ") + "\n"
    }

    private static func decode(_ field: Substring) -> String? {
        Data(base64Encoded: String(field)).map { String(decoding: $0, as: UTF8.self) }
    }
}

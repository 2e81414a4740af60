import Foundation
@testable import MemorizeGrading

/// A run of the checks as the recorder reports it (`CheckRecorder`), written from XCTest's own
/// console lines so that judging tests read like the runs they stand for: each "Test Case 'X'
/// started/passed/failed" and "error: X : message" line becomes the record it stands for,
/// signed with `secret`, and the run's last record follows when it `ended`. The console lines
/// stay in the output too, as a real run prints them: they must count for nothing.
enum RecordedRun {
    static let secret = "5ec2e7-0f-7e57-2un"

    static func output(_ console: String, secret: String = secret, ended: Bool = true) -> String {
        var records = ""
        for line in console.components(separatedBy: "\n") {
            if line.hasPrefix("Test Case '"), let end = line.dropFirst(11).firstIndex(of: "'") {
                let name = String(line.dropFirst(11)[..<end])
                if line.contains("' started") { records += TrustedRun.line(secret, "started", name) }
                if line.contains("' passed") { records += TrustedRun.line(secret, "finished", name, "passed") }
                if line.contains("' failed") { records += TrustedRun.line(secret, "finished", name, "failed") }
            } else if let error = line.range(of: ": error: "), let separator = line[error.upperBound...].range(of: " : ") {
                records += TrustedRun.line(secret, "failed", String(line[error.upperBound..<separator.lowerBound]),
                                           String(line[separator.upperBound...]))
            }
        }
        return console + "\n" + records + (ended ? TrustedRun.line(secret, "ended") : "")
    }
}

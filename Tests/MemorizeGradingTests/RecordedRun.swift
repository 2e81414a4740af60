import Foundation
@testable import MemorizeGrading

/// A run of the checks as the recorder reports it (`CheckRecorder`), written from XCTest's own
/// console lines so that judging tests read like the runs they stand for: each "Test Case 'X'
/// started/passed/failed" and "error: X : message" line becomes the record it stands for,
/// signed with `key`. The console lines
/// stay in the output too, as a real run prints them: they must count for nothing.
enum RecordedRun {
    static let key = "000102030405060708090a0b0c0d0e0f"

    static func output(_ console: String, key: String = key) -> String {
        var records: [(String, String, String)] = []
        for line in console.components(separatedBy: "\n") {
            if line.hasPrefix("Test Case '"), let end = line.dropFirst(11).firstIndex(of: "'") {
                let name = String(line.dropFirst(11)[..<end])
                if line.contains("' started") { records.append(("started", name, "")) }
                if line.contains("' passed") { records.append(("finished", name, "passed")) }
                if line.contains("' failed") { records.append(("finished", name, "failed")) }
            } else if let error = line.range(of: ": error: "), let separator = line[error.upperBound...].range(of: " : ") {
                let (name, description) = (String(line[error.upperBound..<separator.lowerBound]), String(line[separator.upperBound...]))
                // As the recorder tells a check that stopped at a gap thrown by a call to the program.
                let gap = #"threw error "contract: "#
                if description.hasPrefix(gap), description.hasSuffix("\"") {
                    records.append(("gap", name, String(description.dropFirst(gap.count).dropLast())))
                } else {
                    records.append(("failed", name, description))
                }
            }
        }
        return console + "\n" + TrustedRun.lines(key, records)
    }
}

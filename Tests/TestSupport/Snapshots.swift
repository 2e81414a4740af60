import Foundation

/// Compares rendered text with a file kept next to the tests. A missing snapshot, or any
/// snapshot when `RECORD_SNAPSHOTS=1`, is written; a missing one still fails the test
/// so it cannot pass without a reviewed file.
public enum Snapshot {
    /// nil when `text` matches; otherwise a message for the failing assertion.
    public static func mismatch(_ text: String, named name: String, testFile: String = #filePath) -> String? {
        let directory = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        let file = directory.appendingPathComponent("\(name).txt")
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
            let existed = FileManager.default.fileExists(atPath: file.path)
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? text.write(to: file, atomically: true, encoding: .utf8)
            return recording && existed ? nil : "snapshot \(name) was missing; recorded it at \(file.path): review it and run again"
        }
        guard expected != text else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
        let actualLine = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
        return "snapshot \(name) differs at line \(firstDifference + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)\n"
            + "(re-record with RECORD_SNAPSHOTS=1 swift test if the change is intended)"
    }
}

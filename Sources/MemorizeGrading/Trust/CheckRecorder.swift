import Foundation

/// How the checks tell the grader their verdicts over a channel the student's code cannot
/// write: not the test process's printed output, which the submission shares (printing
/// XCTest's "Test Case '…' passed" lines once forged full marks).
///
/// Every check class becomes a `GradedTestCase` (`adopting` rewrites its superclass in the
/// scratch copy). Before the first check's body runs, so before any of the student's code,
/// its recorder reads a secret the grader wrote on standard input for this run alone, leaving
/// nothing there. From then on it writes each check's start, first failure and end, and the
/// run's end, as lines that begin with the secret (`TrustedRun` reads them). A line without
/// the secret counts for nothing; a run without its end record (an `exit(0)`, a kill) passes
/// nothing.
public enum CheckRecorder {
    /// The recorder's file in the checks target.
    public static let fileName = "_GradedTestCase.swift"

    /// `check` with each `class X: XCTestCase` made a `GradedTestCase`.
    public static func adopting(_ check: Data) -> Data {
        let text = String(decoding: check, as: UTF8.self)
        let pattern = try! NSRegularExpression(pattern: #"(\bclass\s+\w+\s*:\s*)XCTestCase\b"#)
        let range = NSRange(text.startIndex..., in: text)
        return Data(pattern.stringByReplacingMatches(in: text, range: range, withTemplate: "$1GradedTestCase").utf8)
    }

    public static let source = #"""
    // Written by memorize-course: how the checks report to the grader. Each check's start,
    // first failure and end are written on standard error as lines that begin with a secret
    // the grader gives this run on standard input, read before any check runs. Printed text
    // without it counts for nothing, and a run that never writes its last line passes nothing.
    import Foundation
    import XCTest

    open class GradedTestCase: XCTestCase {
        override open func invokeTest() {
            GradedRecorder.shared.attach(self)
            super.invokeTest()
        }
    }

    final class GradedRecorder: NSObject, XCTestObservation {
        static let shared = GradedRecorder()
        private var secret: String?
        private var attached = false
        private var failed: Set<String> = []

        /// Reads the secret and starts listening, before the first check's body runs.
        func attach(_ first: XCTestCase) {
            guard !attached else { return }
            attached = true
            secret = readLine(strippingNewline: true)
            XCTestObservationCenter.shared.addTestObserver(self)
            record("started", first.name)
        }

        private func record(_ event: String, _ name: String, _ detail: String = "") {
            guard let secret, !secret.isEmpty else { return }
            let fields = [secret, event, Data(name.utf8).base64EncodedString(), Data(detail.utf8).base64EncodedString()]
            FileHandle.standardError.write(Data(("\n" + fields.joined(separator: " ") + "\n").utf8))
        }

        func testCaseWillStart(_ testCase: XCTestCase) { record("started", testCase.name) }

        func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
            guard failed.insert(testCase.name).inserted else { return }
            record("failed", testCase.name, description)
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            let passed = testCase.testRun?.hasSucceeded == true && !failed.contains(testCase.name)
            record("finished", testCase.name, passed ? "passed" : "failed")
        }

        func testBundleDidFinish(_ testBundle: Bundle) { record("ended", "") }
    }
    """#
}

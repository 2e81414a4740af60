import Foundation

/// How the checks tell the grader their verdicts over a channel the student's code cannot
/// write: not the test process's printed output, which the submission shares (printing
/// XCTest's "Test Case '…' passed" lines once forged full marks).
///
/// Every check class becomes a `GradedTestCase` (`adopting` rewrites its superclass in the
/// scratch copy). Before the first check's body runs, so before any of the student's code,
/// its recorder reads a key the grader wrote on standard input for this run alone, leaving
/// nothing there. From then on it writes each check's start, first failure and end as
/// numbered records signed with the key (`TrustedRun` verifies them). The key is never
/// written, and lives only in static storage of the checks' module, which no object reachable
/// from XCTest holds (a review read it through Mirror when an XCTest observer held it): the
/// student's code shares standard error and can read, redirect or drop records, but not sign
/// one, and a dropped record leaves a gap in the numbers. An unsigned line counts for nothing;
/// a check of the requirement that never reports a pass fails it.
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
    // Written by memorize-course: how the checks report to the grader. Before any check runs,
    // the recorder reads a key the grader gives this run alone on standard input; then each
    // check's start, first failure and end are written as numbered records signed with that
    // key (SipHash-2-4). The key is never written, and it is kept only in static storage of
    // this module: no object the student's code can reach (XCTest's observers, suites or test
    // cases, through Mirror) holds it. Code that reads or redirects what is written can drop
    // records, which the grader notices, but cannot make one.
    import Foundation
    import XCTest

    open class GradedTestCase: XCTestCase {
        override open func invokeTest() {
            GradedRecorder.attach()
            GradedRecorder.current = name
            GradedRecorder.thrownGap = nil
            GradedRecorder.record("started", name)
            super.invokeTest()
            let passed = (testRun?.totalFailureCount ?? 1) == 0 && (testRun?.unexpectedExceptionCount ?? 0) == 0
                && !GradedRecorder.failed.contains(name)
            GradedRecorder.record("finished", name, passed ? "passed" : "failed")
        }

        #if os(Linux)
        override open func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            // swift-corelibs-xctest describes an error a check throws as `threw error "…"`.
            GradedRecorder.failure(name, description, stoppedAtGap: GradedRecorder.thrownGap.map { description == "threw error \"contract: \($0)\"" } ?? false)
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        #else
        override open func record(_ issue: XCTIssue) {
            GradedRecorder.failure(name, issue.compactDescription, stoppedAtGap: issue.type == .thrownError
                && GradedRecorder.thrownGap.map { gap in issue.associatedError.map { "\($0)" == "contract: " + gap } ?? false } ?? false)
            super.record(issue)
        }
        #endif
    }

    enum GradedRecorder {
        private static var key: [UInt8] = []
        private static var sequence = 0
        private static var attached = false
        static private(set) var failed: Set<String> = []
        /// The check running now.
        static var current = ""

        /// Reads the key, before the first check's body runs. With read(2), so no copy is left
        /// in a stdio buffer.
        static func attach() {
            guard !attached else { return }
            attached = true
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(0, &bytes, bytes.count)
            let hex = Array(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self).prefix(32))
            for index in stride(from: 0, to: hex.count - 1, by: 2) {
                if let byte = UInt8(String(hex[index...index + 1]), radix: 16) { key.append(byte) }
            }
            for index in bytes.indices { bytes[index] = 0 }
            #if os(Linux)
            // No other process of this user may read this one's memory (the key), even the student's
            // program it starts. (Only then: a process the runtime's backtracer cannot read gets no
            // crash site, and checks that hold the student's code need one.)
            // prctl is variadic in C; its integer arguments pass the same way to a fixed signature.
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            if ProcessInfo.processInfo.environment["MEMORIZE_SERVE_COMMAND"] != nil, let symbol = dlsym(nil, "prctl") {
                _ = unsafeBitCast(symbol, to: Prctl.self)(4 /* PR_SET_DUMPABLE */, 0, 0, 0, 0)
            }
            #endif
            signal(SIGPIPE, SIG_IGN)   // a student's program that ends while called is a record, not the end of the checks
            startWaker()
        }

        /// swift-corelibs-xctest waits out every check's async setUp and tearDown by running the
        /// main run loop in slices of 0.1 s, stopping it when the wait is over. A stop that comes
        /// just before a slice begins is lost, and that slice runs its whole 0.1 s: a tenth of a
        /// second, at random, in a run of ten milliseconds. A main-queue timer firing every
        /// millisecond ends such a slice early, and the waiter sees that it is done.
        private static var waker: DispatchSourceTimer?

        private static func startWaker() {
            #if os(Linux)
            let timer = DispatchSource.makeTimerSource(queue: .main)
            timer.schedule(deadline: .now(), repeating: .milliseconds(1), leeway: .microseconds(200))
            timer.setEventHandler {}
            timer.resume()
            waker = timer
            #endif
        }

        /// The words of the last part of the assignment the student's code lacks that a call
        /// threw in this check (the client's `ProgramGap`, which says "contract: " and them).
        static var thrownGap: String?

        /// The check's first failure: a "gap" when it is that part, thrown out of the check
        /// (`stoppedAtGap`), so the task waits for it; else "failed". A check's own message
        /// that only quotes such words (a theme named so) is a failure.
        static func failure(_ name: String, _ description: String, stoppedAtGap: Bool = false) {
            guard failed.insert(name).inserted else { return }
            if stoppedAtGap, let thrownGap {
                record("gap", name, thrownGap)
            } else {
                record("failed", name, description)
            }
        }

        /// The student's program ended during the current check: `event` says how.
        static func ended(_ event: String, _ detail: String) {
            record(event, current, detail)
        }

        static func record(_ event: String, _ name: String, _ detail: String = "") {
            guard key.count == 16 else { return }
            let body = "\(sequence) \(event) \(Data(name.utf8).base64EncodedString()) \(Data(String(detail.prefix(1500)).utf8).base64EncodedString())"
            sequence += 1
            let tag = String(sipHash(key, Array(body.utf8)), radix: 16)
            FileHandle.standardError.write(Data(("\nREC " + tag + " " + body + "\n").utf8))
        }

        static func sipHash(_ key: [UInt8], _ message: [UInt8]) -> UInt64 {
            func word(_ bytes: ArraySlice<UInt8>) -> UInt64 {
                bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
            }
            let k0 = word(key[0..<8]), k1 = word(key[8..<16])
            var v0: UInt64 = 0x736f6d6570736575 ^ k0, v1: UInt64 = 0x646f72616e646f6d ^ k1
            var v2: UInt64 = 0x6c7967656e657261 ^ k0, v3: UInt64 = 0x7465646279746573 ^ k1
            func rotate(_ x: UInt64, _ by: UInt64) -> UInt64 { (x << by) | (x >> (64 - by)) }
            func round() {
                v0 &+= v1; v1 = rotate(v1, 13); v1 ^= v0; v0 = rotate(v0, 32)
                v2 &+= v3; v3 = rotate(v3, 16); v3 ^= v2
                v0 &+= v3; v3 = rotate(v3, 21); v3 ^= v0
                v2 &+= v1; v1 = rotate(v1, 17); v1 ^= v2; v2 = rotate(v2, 32)
            }
            var index = 0
            while index + 8 <= message.count {
                let m = word(message[index..<index + 8])
                v3 ^= m; round(); round(); v0 ^= m
                index += 8
            }
            let last = word(message[index...]) | UInt64(message.count & 0xff) << 56
            v3 ^= last; round(); round(); v0 ^= last
            v2 ^= 0xff
            round(); round(); round(); round()
            return v0 ^ v1 ^ v2 ^ v3
        }
    }
    """#
}

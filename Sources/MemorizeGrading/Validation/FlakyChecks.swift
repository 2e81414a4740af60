import Foundation

/// Runs the reference solution's checks again and again on its build, looking for a check
/// whose verdict changes from run to run: one that fails good code now and then would fail
/// students at random. After full marks, 90 runs catch a check failing one run in twenty
/// with probability 99% (1 − 0.95⁹⁰ > 0.99). After a failure, up to 30 runs (and 30 s) look
/// for the full marks that show the failure was chance, not a fault of the reference.
/// Each run costs only the check processes; it stops at the first changed verdict.
public struct FlakyChecks {
    public static let defaultRuns = 90
    static let runsAfterFailure = 30
    static let secondsAfterFailure = 30.0

    public struct Finding: Sendable {
        /// The run whose verdict differed from the first (1-based), of `runs`.
        public var run: Int
        public var runs: Int
        /// The requirements that failed (in that run, or in the first when it is the failing one).
        public var failures: [CheckReport.Requirement]
    }

    let grader: Grader
    let runs: Int

    public init(grader: Grader, runs: Int = FlakyChecks.defaultRuns) {
        self.grader = grader
        self.runs = runs
    }

    /// After full marks: the first run in which a check failed, or nil when all `runs` passed.
    public func firstFailure() throws -> Finding? {
        guard runs > 0 else { return nil }
        for run in 1...runs {
            let failed = try grader.runBuiltChecksAgain().filter { $0.status == .failed }
            if !failed.isEmpty { return Finding(run: run, runs: runs, failures: failed) }
        }
        return nil
    }

    /// After a failing first run (`failures`): the first run with full marks, or nil.
    public func firstPass(after failures: [CheckReport.Requirement]) throws -> Finding? {
        let runs = min(self.runs, Self.runsAfterFailure)
        guard runs > 0 else { return nil }
        let started = Date()
        for run in 1...runs {
            if try grader.runBuiltChecksAgain().allSatisfy({ $0.status != .failed }) {
                return Finding(run: run, runs: runs, failures: failures)
            }
            if Date().timeIntervalSince(started) > Self.secondsAfterFailure { break }
        }
        return nil
    }

    /// What failed, by requirement and check: "task-3: Task3Checks.testX".
    public static func names(_ failures: [CheckReport.Requirement]) -> String {
        failures.map { $0.failedChecks.isEmpty ? $0.id : "\($0.id): \($0.failedChecks.joined(separator: ", "))" }.joined(separator: "; ")
    }
}

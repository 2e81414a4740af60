import Foundation
@testable import MemorizeGrading

/// Grades by table: every submission gets a one-requirement report worth 1 point, or what the
/// test says; it records who was graded, by which worker, and how many at once.
final class FakeSubmissionRunner: SubmissionRunner, @unchecked Sendable {
    let delays: [String: Double]
    let unfit: [String: SubmissionFault]
    let failing: [String: SubmissionFault]
    let scores: [String: Int]
    let files: [String: [String: String]]
    let digests: [String: String]
    let interfaces: [String: String]
    private let lock = NSLock()
    private var running = 0
    private var busyWorkers: Set<Int> = []
    private(set) var graded: [String] = []
    private(set) var finishOrder: [String] = []
    private(set) var workers: [Int] = []
    private(set) var mostAtOnce = 0
    private(set) var workerUsedTwiceAtOnce = false

    init(delays: [String: Double] = [:], unfit: [String: SubmissionFault] = [:], failing: [String: SubmissionFault] = [:],
         scores: [String: Int] = [:], files: [String: [String: String]] = [:], digests: [String: String] = [:],
         interfaces: [String: String] = [:]) {
        (self.delays, self.unfit, self.failing, self.scores, self.files, self.digests) = (delays, unfit, failing, scores, files, digests)
        self.interfaces = interfaces
    }

    static func report(score: Int) -> CheckReport {
        CheckReport(exercise: "counter", requirements: [
            CheckReport.Requirement(id: "task-1", title: "Counting", status: score == 1 ? .passed : .failed, points: score,
                                    maxPoints: 1, message: score == 1 ? "" : "expected 1"),
        ])
    }

    func fingerprint(_ folder: URL) -> Result<SubmissionFingerprint, SubmissionFault> {
        let name = folder.lastPathComponent
        if let fault = unfit[name] { return .failure(fault) }
        return .success(SubmissionFingerprint(digest: digests[name] ?? "digest-\(name)", files: files[name] ?? [:],
                                              interface: interfaces[name] ?? ""))
    }

    func grade(_ folder: URL, worker: Int) -> Result<CheckReport, SubmissionFault> {
        let name = folder.lastPathComponent
        lock.lock()
        graded.append(name)
        workers.append(worker)
        if busyWorkers.contains(worker) { workerUsedTwiceAtOnce = true }
        busyWorkers.insert(worker)
        running += 1
        mostAtOnce = max(mostAtOnce, running)
        lock.unlock()
        Thread.sleep(forTimeInterval: delays[name] ?? 0)
        lock.lock()
        running -= 1
        busyWorkers.remove(worker)
        finishOrder.append(name)
        lock.unlock()
        if let fault = failing[name] { return .failure(fault) }
        return .success(Self.report(score: scores[name] ?? 1))
    }
}

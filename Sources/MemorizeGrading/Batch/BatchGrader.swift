import Foundation
import MemorizeSupport

/// What became of one submission in a batch run.
public struct BatchItem: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Graded in this run.
        case graded
        /// Its files had not changed since its last grade, which was kept.
        case unchanged
        /// The folder cannot be graded as it is: an error row.
        case problem
        /// The tool could not grade it: an error row, and exit 2 if no submission could be graded.
        case toolFault
    }

    public var entry: ClassEntry
    public var kind: Kind

    public init(entry: ClassEntry, kind: Kind) {
        self.entry = entry
        self.kind = kind
    }
}

/// Something a batch run reports while it works, in the order it happened.
public enum BatchEvent: Equatable, Sendable {
    case started(student: String, worker: Int)
    case finished(BatchItem)
}

/// Shown what a batch run does, always on the thread that called `BatchGrader.run`.
public protocol BatchProgress: AnyObject {
    /// Before grading: every submission, how many will be graded, how many of those have the
    /// same files as another (graded once for all of them), and by how many workers.
    func begin(total: Int, toGrade: Int, sameFiles: Int, workers: Int)
    func event(_ event: BatchEvent)
    /// About twice a second while grading, so an estimate of the time left can count down.
    func tick()
    /// After the last submission.
    func end(_ items: [BatchItem], seconds: Double)
}

/// Grades a class's submissions, `jobs` at a time, each worker in its own scratch package.
/// One submission's failure (it does not compile, crashes, hangs, has no Swift files) is its
/// own row and never stops the others. A submission whose files have not changed since its
/// last grade (by content digest) keeps that grade unless `force`, and submissions whose graded
/// files are identical (the untouched starter, a pair's shared work) are graded once.
public struct BatchGrader {
    public let runner: SubmissionRunner
    public let jobs: Int

    public init(runner: SubmissionRunner, jobs: Int) {
        self.runner = runner
        self.jobs = max(1, jobs)
    }

    /// Grades `submissions` and returns one item per submission, in the same order.
    /// `previous` are the entries of the last run; `saved` is called after each submission
    /// with every item so far, so that an interrupted run keeps what it graded.
    public func run(_ submissions: [ClassSubmission], previous: [ClassEntry], force: Bool,
                    progress: BatchProgress? = nil, saved: (([BatchItem]) -> Void)? = nil) -> [BatchItem] {
        let started = Date()
        let before = Dictionary(previous.map { ($0.student, $0) }, uniquingKeysWith: { first, _ in first })
        var items: [BatchItem?] = Array(repeating: nil, count: submissions.count)
        var queue: [BatchJob] = []
        var queued: [String: Int] = [:]   // digest → its job in the queue
        var sameFiles = 0
        var digests: [String: String] = [:]   // student → digest of what they hand in now
        let linked = ClassSubmission.linked(submissions)
        for (index, submission) in submissions.enumerated() {
            if let owner = linked[index] {
                let fault = SubmissionFault.problem("the folder is a link to \(owner)'s files: not graded (each student hands in files of their own)")
                items[index] = Self.faultItem(submission.student, fault, digest: nil, seconds: nil)
                continue
            }
            if submission.isArchive {
                let fault = SubmissionFault.problem("an archive, not a folder: unpack it into a folder of its own (\(submission.unpackCommand)) and grade again")
                items[index] = Self.faultItem(submission.student, fault, digest: nil, seconds: nil)
                continue
            }
            switch runner.fingerprint(submission.folder) {
            case .failure(let fault):
                items[index] = Self.faultItem(submission.student, fault, digest: nil, seconds: nil)
            case .success(let fingerprint):
                digests[submission.student] = fingerprint.digest
                if !force, let last = before[submission.student], last.digest == fingerprint.digest, last.report != nil {
                    items[index] = BatchItem(entry: last, kind: .unchanged)
                } else if let first = queued[fingerprint.digest] {
                    queue[first].copies.append(submission)
                    sameFiles += 1
                } else {
                    queued[fingerprint.digest] = queue.count
                    queue.append(BatchJob(index: index, submission: submission, fingerprint: fingerprint))
                }
            }
        }
        // A kept grade shared with another submission says so only while their files still match.
        for index in items.indices {
            guard let kept = items[index], kept.kind == .unchanged, let same = kept.entry.sameFilesAs else { continue }
            if digests[same] != kept.entry.digest { items[index]?.entry.sameFilesAs = nil }
        }
        let settled = items.compactMap { $0 }
        let workers = min(jobs, queue.count)
        progress?.begin(total: submissions.count, toGrade: queue.count + sameFiles, sameFiles: sameFiles, workers: workers)
        for item in settled {
            progress?.event(.finished(item))
        }
        if !settled.isEmpty { saved?(settled) }

        let state = BatchState(queue)
        let group = DispatchGroup()
        for worker in 0..<workers {
            group.enter()
            let thread = Thread { [runner] in
                Self.work(worker, state: state, runner: runner)
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        var remaining = queue.count + sameFiles
        while remaining > 0 {
            _ = state.signal.wait(timeout: .now() + 0.5)
            for event in state.drain() {
                progress?.event(event)
                if case .finished(let item) = event, let index = submissions.firstIndex(where: { $0.student == item.entry.student }) {
                    items[index] = item
                    remaining -= 1
                    saved?(items.compactMap { $0 })
                }
            }
            progress?.tick()
        }
        group.wait()
        let all = items.map { $0! }
        progress?.end(all, seconds: Date().timeIntervalSince(started))
        return all
    }

    /// One worker: takes the waiting submission closest to the one it graded last, until none is left.
    private static func work(_ worker: Int, state: BatchState, runner: SubmissionRunner) {
        var last: SubmissionFingerprint?
        while let job = state.next(after: last) {
            state.post(.started(student: job.submission.student, worker: worker))
            let start = Date()
            let result = runner.grade(job.submission.folder, worker: worker)
            let seconds = (Date().timeIntervalSince(start) * 10).rounded() / 10
            let item: BatchItem
            switch result {
            case .success(let report):
                item = BatchItem(entry: ClassEntry(student: job.submission.student, digest: job.fingerprint.digest,
                                                   seconds: seconds, report: report), kind: .graded)
            case .failure(let fault):
                item = faultItem(job.submission.student, fault, digest: job.fingerprint.digest, seconds: seconds)
            }
            last = job.fingerprint
            state.post(.finished(item))
            for copy in job.copies {
                var entry = item.entry
                (entry.student, entry.seconds, entry.sameFilesAs) = (copy.student, nil, job.submission.student)
                // Its own folder where the report names a file ("crashed … at anna/Game.swift:10"
                // in ben's report told him whose files his were, rt23b).
                let (own, original) = (copy.folder.lastPathComponent, job.submission.folder.lastPathComponent)
                entry.report = entry.report.map { $0.namingFolder(own, for: original) }
                entry.error = entry.error?.replacingOccurrences(of: original + "/", with: own + "/")
                state.post(.finished(BatchItem(entry: entry, kind: item.kind)))
            }
        }
    }

    static func faultItem(_ student: String, _ fault: SubmissionFault, digest: String?, seconds: Double?) -> BatchItem {
        switch fault {
        case .problem(let message):
            BatchItem(entry: ClassEntry(student: student, digest: digest, seconds: seconds, error: message), kind: .problem)
        case .toolFault(let message):
            BatchItem(entry: ClassEntry(student: student, digest: digest, seconds: seconds, error: "could not be graded: \(message)"),
                      kind: .toolFault)
        }
    }
}

struct BatchJob: Sendable {
    let index: Int
    let submission: ClassSubmission
    let fingerprint: SubmissionFingerprint
    /// Later submissions with the same digest: they get this one's result.
    var copies: [ClassSubmission] = []
}

/// The waiting submissions and the events workers post, shared under a lock.
private final class BatchState: @unchecked Sendable {
    private var queue: [BatchJob]
    private var events: [BatchEvent] = []
    private let lock = NSLock()
    let signal = DispatchSemaphore(value: 0)

    init(_ queue: [BatchJob]) { self.queue = queue }

    /// The waiting job most like `last`, so a worker's warm package rebuilds as little as it can:
    /// one with the same interface first (only the submission is compiled again, not the
    /// checks), then the most graded files identical to it, then the earliest.
    func next(after last: SubmissionFingerprint?) -> BatchJob? {
        lock.lock(); defer { lock.unlock() }
        guard !queue.isEmpty else { return nil }
        var best = 0
        if let last {
            var bestScore = (-1, -1)
            for (position, job) in queue.enumerated() {
                let score = (job.fingerprint.interface == last.interface ? 1 : 0, job.fingerprint.shared(with: last))
                if score > bestScore { (best, bestScore) = (position, score) }
            }
        }
        return queue.remove(at: best)
    }

    func post(_ event: BatchEvent) {
        lock.lock(); events.append(event); lock.unlock()
        signal.signal()
    }

    func drain() -> [BatchEvent] {
        lock.lock(); defer { lock.unlock() }
        let drained = events
        events = []
        return drained
    }
}

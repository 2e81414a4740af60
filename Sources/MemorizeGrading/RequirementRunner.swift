import Foundation
import MemorizePlatform
import MemorizeSupport

/// Runs each automated requirement's checks in a process of its own, two or more at a time, and
/// turns each run into a result whose failures are in the order the checks are written.
struct RequirementRunner {
    let exercise: Exercise
    /// The requirements to grade: all of the exercise's, or the one `check --only` names.
    let requirements: [ExerciseManifest.Requirement]
    let package: ScratchPackage
    /// The test bundle to run: the package's last good build.
    let product: URL
    let runner: ProcessRunner
    let environment: [String: String]
    let sandbox: Sandbox
    /// Where each check stands in its file: XCTest runs them alphabetically, but the author
    /// writes them simplest first, so the first failure in the file is the first thing that broke.
    let sourceOrder: [String: Int]
    /// Told how many tasks have finished, as each does.
    var progress: GradingProgress = { _ in }
    /// How a file of the submission is named to the student, from its path inside the submission.
    var siteName: @Sendable (String) -> String = { $0 }

    func run() -> [CheckReport.Requirement] {
        let requirements = self.requirements
        let results = ResultSlots<CheckReport.Requirement>(count: requirements.count)
        let bundle = product
        let directory = package.directory
        let limit = exercise.manifest.timeLimit
        let (runner, environment, order, sandbox) = (self.runner, self.environment, self.sourceOrder, self.sandbox)
        let (scratch, siteName) = (self.package, self.siteName)
        let temporary = package.temporaryFolder
        ProcessSweep.becomeSubreaper()   // a check's detached processes come back to this one
        ProcessSweep.hideMemory()        // the keys it holds are no student program's to read
        // As root without bubblewrap, each task's files are found where anyone may write.
        let shared = sandbox.separatesByUserIDAlone ? SharedFolders() : nil
        let (progress, finished) = (self.progress, FinishedCount())
        let automated = requirements.filter { $0.checks != nil }.count
        progress(.runningTasks(finished: 0, total: automated))
        Parallel.forEach(requirements.count, width: Parallel.processWidth) { index in
            let requirement = requirements[index]
            guard let checks = requirement.checks else {
                results.set(index, Grader.manualResult(requirement))
                return
            }
            defer { progress(.runningTasks(finished: finished.increment(), total: automated)) }
            let filter = checks.map { "Checks.\($0)" }.joined(separator: ",")
            // The product is the student's program; the checks are the package's test bundle.
            let server = bundle
            let (program, arguments) = Platforms.current.checksCommand(testProduct: scratch.testBundle, filter: filter)
            let key = TrustedRun.makeKey()   // this run's alone: the recorder reads it from standard input
            let run = { (environment: [String: String], key: String, timeLimit: Double) in
                try Self.runChecks(filter, index: index, key: key, program: program, arguments: arguments, directory: directory,
                                   temporary: temporary, runner: runner, environment: environment, sandbox: sandbox, timeLimit: timeLimit,
                                   server: server, shared: shared)
            }
            var outcome: ProcessOutcome
            let started = Date()
            defer { Trace.mark("\(requirement.id) checked in \(Int(Date().timeIntervalSince(started) * 1000)) ms") }
            do {
                outcome = try run(environment, key, limit)
            } catch {
                // Nothing of the student's has run yet: the tool could not start the task.
                results.set(index, Self.notJudged(requirement, "the checks could not run (\(error)), which is no fault of your code: check again"))
                return
            }
            var trusted = TrustedRun.parse(outcome.output, key: key)
            var result = Self.judge(requirement, outcome: outcome, run: trusted, timeLimit: limit, sourceOrder: order,
                                    fileSizeLimit: sandbox.limits.fileSizeMegabytes, memoryLimit: sandbox.limits.enforcedMemoryMegabytes)
            if sandbox.programCanSignalTheChecks, Self.wasStoppedFromOutside(result) {
                // The student's program runs as the checks' user and could have sent it: once more, and a second time is its own.
                let againKey = TrustedRun.makeKey()
                if let again = try? run(environment, againKey, limit) {
                    (outcome, trusted) = (again, TrustedRun.parse(again.output, key: againKey))
                    result = Self.judge(requirement, outcome: outcome, run: trusted, timeLimit: limit, sourceOrder: order,
                                        fileSizeLimit: sandbox.limits.fileSizeMegabytes, memoryLimit: sandbox.limits.enforcedMemoryMegabytes)
                    if Self.wasStoppedFromOutside(result), let signal = Self.outsideSignals[outcome.status] {
                        result = Self.stoppedTwice(requirement, signal: signal)
                    }
                }
            }
            let programCrashed = trusted.programEnds.first?.how == "crashed"
            if Self.crashedInTheRuntime(result, outcome, programCrashed: programCrashed) {
                // Backtraces are off for speed; only a crash pays for one, in a second run of this task.
                progress(.findingCrashSite(task: requirement.id))
                var traced = environment
                traced["SWIFT_BACKTRACE"] = CrashSite.backtraceSetting
                if let again = try? run(traced, TrustedRun.makeKey(), limit + Self.backtraceSeconds),
                   let site = CrashSite.first(in: again.output, package: scratch) {
                    result.message = PrintableText.line(result.message + Self.words(site, file: siteName(site.file)))
                }
            }
            if result.status == .failed, result.cause != nil, DiskSpace.isLow(at: temporary) {
                // A program stopped by a write the disk had no room for: no code's fault (another's task may have filled
                // it). A check that failed on an answer is judged all the same: filling the disk made failures "not graded".
                let free = (DiskSpace.available(at: temporary) ?? 0) >> 20
                result = Self.notJudged(requirement, "the disk holding the scratch folder was nearly full (\(free) MB free) when this task ran, so it was not judged: free some space and check again")
            }
            results.set(index, result)
        }
        return results.values
    }

    /// Runs one requirement's checks (`filter`) in a process of its own, with a temporary folder
    /// of its own, driving `server`, the student's program, contained by `sandbox`; stops every
    /// process either started once the checks end.
    static func runChecks(_ filter: String, index: Int, key: String, program: URL, arguments: [String], directory: URL, temporary: URL,
                          runner: ProcessRunner, environment: [String: String], sandbox: Sandbox, timeLimit: Double,
                          server: URL, shared: SharedFolders? = nil) throws -> ProcessOutcome {
        let mark = ProcessSweep.makeMark()     // every process the check starts carries it
        let user = Sandbox.freshUserID()       // and, as root, runs as this user id
        defer {
            ProcessSweep.kill(marked: mark)
            if let setpriv = sandbox.setpriv { ProcessSweep.kill(user: user, setpriv: setpriv) }
            if sandbox.separatesByUserIDAlone { LeftFiles.remove(ownedBy: user, shared: shared) }
            ProcessSweep.killOrphans()
        }
        // A temporary folder of its own: checks running at once share nothing.
        let writable = temporary.appendingPathComponent("check-\(index)", isDirectory: true)
        try? FileManager.default.createDirectory(at: writable, withIntermediateDirectories: true)
        var marked = environment
        marked[ProcessSweep.variable] = mark
        marked["TMPDIR"] = writable.path + "/"
        marked["HOME"] = writable.path
        // Its processes' memory together: each has its own limit, but not their sum.
        let watch = MemoryWatch(limitMegabytes: sandbox.limits.memoryMegabytes, of: sandbox.setpriv != nil ? .user(user) : .marked(mark))
        watch.start()
        var outcome = try runApart(program, arguments, server: server, index: index, key: key, directory: directory, temporary: temporary,
                                   runner: runner, environment: marked, sandbox: sandbox, userID: user, timeLimit: timeLimit)
        if watch.finish() { outcome.memoryPassed = sandbox.limits.memoryMegabytes }
        return outcome
    }

    /// The most a requirement's checks may print (the student's prints included): 8 MB.
    static let outputLimit = 8 << 20

    /// Turns one requirement's test process into a result. Only the recorder's records signed
    /// with `key` tell what ran and what passed (`TrustedRun`); the rest of the output gives a
    /// crash its cause and nothing more. It passes only when every check its classes define
    /// (`sourceOrder`) reported a pass, in an unbroken run of records.
    static func judge(_ requirement: ExerciseManifest.Requirement, outcome: ProcessOutcome, key: String, timeLimit: Double,
                      sourceOrder: [String: Int] = [:], fileSizeLimit: Int? = nil, memoryLimit: Int? = nil) -> CheckReport.Requirement {
        judge(requirement, outcome: outcome, run: TrustedRun.parse(outcome.output, key: key), timeLimit: timeLimit, sourceOrder: sourceOrder,
              fileSizeLimit: fileSizeLimit, memoryLimit: memoryLimit)
    }

    /// As above, with the records already read from the output.
    static func judge(_ requirement: ExerciseManifest.Requirement, outcome: ProcessOutcome, run: TrustedRun, timeLimit: Double,
                      sourceOrder: [String: Int] = [:], fileSizeLimit: Int? = nil, memoryLimit: Int? = nil) -> CheckReport.Requirement {
        var result = verdict(requirement, outcome: outcome, run: run, timeLimit: timeLimit, sourceOrder: sourceOrder,
                             fileSizeLimit: fileSizeLimit, memoryLimit: memoryLimit)
        if result.status == .failed {
            result.failedChecks = run.started.filter { run.finished[$0] != true }
        }
        return result
    }

    private static func verdict(_ requirement: ExerciseManifest.Requirement, outcome: ProcessOutcome, run: TrustedRun, timeLimit: Double,
                                sourceOrder: [String: Int], fileSizeLimit: Int?, memoryLimit: Int?) -> CheckReport.Requirement {
        let fatalError = TestRunOutput.parse(outcome.output).fatalError
        let during = run.unfinished.last.map { " while checking: \(TestRunOutput.describe($0))" } ?? ""
        if let megabytes = outcome.memoryPassed {
            return Grader.result(requirement, passed: false, message: "stopped for using more than \(megabytes / 1024) GB of memory in all its processes "
                                 + "together\(during) (does your code start other programs?)", cause: .crashed)
        }
        if outcome.overflowed {
            return Grader.result(requirement, passed: false,
                                 message: "stopped for printing more than \(outputLimit >> 20) MB\(during) (a print in a loop?)", cause: .crashed)
        }
        if outcome.signaled, outcome.status == SIGXFSZ, let fileSizeLimit {
            return Grader.result(requirement, passed: false, message: "stopped for writing a file larger than \(fileSizeLimit) MB\(during)", cause: .crashed)
        }
        if outcome.timedOut, outcome.waitedPastBackstop {
            return Grader.result(requirement, passed: false, message: "stopped after waiting far longer than its \(Grader.seconds(timeLimit)) of CPU time "
                                 + "would take\(during) (does your code sleep, or wait for something that never comes?)", cause: .timedOut)
        }
        if outcome.timedOut {
            return Grader.result(requirement, passed: false,
                                 message: "timed out after \(Grader.seconds(timeLimit)) of CPU time\(during) (an endless loop?)", cause: .timedOut)
        }
        if run.tampered {
            return Grader.result(requirement, passed: false, message: "the checks' report was interrupted: a record of theirs was held back "
                                 + "(does your code redirect or close standard error?)", cause: .crashed)
        }
        if let end = run.programEnds.first {
            return programEnded(requirement, end, fatalError: fatalError, timeLimit: timeLimit, fileSizeLimit: fileSizeLimit, memoryLimit: memoryLimit)
        }
        let failed = run.started.enumerated().filter { run.finished[$0.element] == false }
            .sorted { (sourceOrder[$0.element] ?? Int.max, $0.offset) < (sourceOrder[$1.element] ?? Int.max, $1.offset) }
            .map(\.element)
        if !failed.isEmpty {
            var failures: [CheckReport.Failure] = []
            for test in failed {
                let message = run.gaps[test].map { CheckMessage.waitingPrefix + $0 }
                    ?? run.failures[test].map { CheckMessage.forStudent(raw: $0, test: test) } ?? "failed: \(TestRunOutput.describe(test))"
                // Checks that stop on the same missing part say the same thing: once is enough.
                if message.hasPrefix(CheckMessage.waitingPrefix), failures.contains(where: { $0.message == message }) { continue }
                failures.append(CheckReport.Failure(check: TestRunOutput.describe(test), message: PrintableText.message(message)))
            }
            // A real failure leads: a task failed is explained by what failed, not by what waits.
            let waiting = { (failure: CheckReport.Failure) in failure.message.hasPrefix(CheckMessage.waitingPrefix) }
            failures = failures.filter { !waiting($0) } + failures.filter(waiting)
            var result = Grader.result(requirement, passed: false, message: failures[0].message)
            result.failures = failures
            // Every check that failed stopped at a part of the code the grader cannot reach: the
            // task is not graded, rather than failed. One real failure beside them is a failure.
            if failures.allSatisfy(waiting) {
                result.status = .ungraded
                result.message = CheckMessage.ungraded(failures.map(\.message))
                result.failures = []
            }
            return result
        }
        if let stopped = stoppedFromOutside(requirement, outcome, fatalError: fatalError) {
            return stopped
        }
        if let memoryLimit, let crashed = run.unfinished.first, fatalError?.hasPrefix("failed to allocate") == true {
            return Grader.result(requirement, passed: false, message: "stopped for using more than \(memoryLimit / 1024) GB of memory while checking: "
                                 + "\(TestRunOutput.describe(crashed)) (an array that grows without end?)", cause: .crashed)
        }
        if let crashed = run.unfinished.first {
            if !outcome.signaled, outcome.status == 0 {
                return Grader.result(requirement, passed: false, message: "ended the program while checking: \(TestRunOutput.describe(crashed)) "
                                     + "(does your code call exit()?), so its checks never finished", cause: .crashed)
            }
            let cause = fatalError.map { " (\($0))" } ?? ""
            return Grader.result(requirement, passed: false, message: "crashed\(cause) while checking: \(TestRunOutput.describe(crashed))", cause: .crashed)
        }
        if run.started.isEmpty, !outcome.signaled, outcome.status == 0 {
            return Grader.result(requirement, passed: false,
                                 message: "no checks ran: the exercise names \((requirement.checks ?? []).joined(separator: ", ")), which the checks do not define")
        }
        if outcome.signaled || outcome.status != 0 {
            let cause = fatalError.map { " (\($0))" } ?? ""
            return Grader.result(requirement, passed: false, message: "crashed\(cause) before its checks could finish", cause: .crashed)
        }
        // Every check the requirement's classes define must have run and passed.
        let classes = Set(requirement.checks ?? [])
        let missing = sourceOrder.keys.filter { classes.contains(String($0.prefix { $0 != "." })) && run.finished[$0] != true }.sorted()
        if let first = missing.first {
            return Grader.result(requirement, passed: false, message: "not every check ran: \(TestRunOutput.describe(first)) never reported its end "
                                 + "(does your code redirect or close standard error?)", cause: .crashed)
        }
        return Grader.result(requirement, passed: true, message: "")
    }

    /// `Class.testName` → its position among all checks, in file order (files by name).
    static func sourceOrder(_ checks: [SourceFile]) -> [String: Int] {
        CheckInventory(checks).order
    }
}

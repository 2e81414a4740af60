import Foundation

/// What a grading run is busy with, passed out of the grading layer as it changes so that the
/// command line can show a long wait's phase. Grading never prints: whoever starts it decides
/// whether and how a phase is shown (`Grader.progress`).
public enum GradingPhase: Equatable, Sendable {
    /// A full SwiftPM build: the exercise's checks, the stand-ins and the submission (the first
    /// build of an exercise, or after its checks changed).
    case buildingChecks
    /// Only the submission (and the contract) compiled and relinked: the quick route.
    case compilingYourCode
    /// The Required Tasks' checks running, each in a process of its own; `finished` of `total` done.
    case runningTasks(finished: Int, total: Int)
    /// A crashed task run again with the runtime's backtracer on, to find the crash's file and line.
    case findingCrashSite(task: String)
    /// The game built for `play`.
    case buildingGame
    /// Another run holds the scratch package (`ScratchPackage.withLock`); `holder` is who it
    /// said it is ("warm" for the background build `start` begins, "" when it did not say).
    case waitingForBuild(holder: String)
}

/// Receives grading phases, from whichever thread reaches them.
public typealias GradingProgress = @Sendable (GradingPhase) -> Void

/// Counts finished pieces of work across threads, for `GradingPhase.runningTasks`.
final class FinishedCount: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()

    /// One more finished; returns how many are now.
    func increment() -> Int {
        lock.lock(); defer { lock.unlock() }
        count += 1
        return count
    }
}

import Foundation

extension RequirementRunner {
    /// The CPU seconds a crashed task's second run may take beyond its limit: the backtracer
    /// symbolicates the crashed thread, which takes a few.
    static let backtraceSeconds = 30.0

    /// The task crashed in the Swift runtime (a trap: an index out of range, a force-unwrapped
    /// nil, the student's `fatalError`), not for a limit or an exit: its crash has a site.
    static func crashedInTheRuntime(_ result: CheckReport.Requirement, _ outcome: ProcessOutcome) -> Bool {
        result.status == .failed && result.cause == .crashed && outcome.signaled && !outcome.timedOut && !outcome.overflowed
            && result.message.hasPrefix("crashed")
    }

    /// ", at MemoryGame.swift:44 in MemoryGame.shuffle()": what a crash message gains.
    static func words(_ site: CrashSite, file: String) -> String {
        ", at \(file):\(site.line)" + (site.function.map { " in \($0)" } ?? "")
    }
}

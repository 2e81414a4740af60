import Foundation
import MemorizeGrading

/// The hint the scorecard offers: the next unseen hint of the first failing task that has
/// one left, as the one line "Stuck on Task 8? memorize-course hint assignment2 task-8".
public struct HintOffer: Equatable, Sendable {
    public var exercise: String
    /// The failing requirement's id, `task-8`.
    public var task: String

    /// An offer of `task`'s next hint in `exercise`.
    public init(exercise: String, task: String) {
        self.exercise = exercise
        self.task = task
    }

    /// The offer for `report`, or nil when no failing task has a hint the student has not seen.
    public static func first(for report: CheckReport, hints: [Hint], seen: Set<Int>) -> HintOffer? {
        for requirement in report.requirements where requirement.status == .failed {
            if hints.contains(where: { $0.helps(with: requirement.id) && !seen.contains($0.number) }) {
                return HintOffer(exercise: report.exercise, task: requirement.id)
            }
        }
        return nil
    }

    /// The offer for a check of the student's own work, from the exercise's hints and the
    /// progress file; nil when the hints cannot be read (the scorecard is what matters then).
    static func first(for report: CheckReport, exercise: Exercise, progress: Progress) -> HintOffer? {
        guard let hints = try? Hints.load(exercise) else { return nil }
        return first(for: report, hints: hints, seen: progress[exercise.id].seenHints)
    }

    /// The line itself, without its newline.
    public var line: String {
        "Stuck on \(CheckReport.taskNumber(task))? memorize-course hint \(exercise) \(task)"
    }
}

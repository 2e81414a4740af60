import Foundation
import MemorizeSupport

/// What `grade` says while it works and when it is done, kept together.
enum BatchText {
    static func starting(_ total: Int, toGrade: Int, sameFiles: Int = 0, workers: Int, exercise: String) -> String {
        var text = toGrade == total ? "Grading \(count(total, "submission")) of \(exercise)"
            : "Grading \(toGrade) of \(count(total, "submission")) of \(exercise) (the others are unchanged or cannot be graded)"
        if toGrade > 0 { text += " with \(count(workers, "worker"))" }
        if sameFiles > 0 { text += "; \(sameFiles) \(sameFiles == 1 ? "has" : "have") the same files as another and share\(sameFiles == 1 ? "s" : "") its grade" }
        return text + "\n"
    }

    /// One submission's line: "alice: 70/95, failed Task 8 (3.1 s)".
    static func line(_ item: BatchItem) -> String {
        let entry = item.entry
        guard let report = entry.report else {
            return "\(PrintableText.line(entry.student)): not graded: \(PrintableText.line(entry.error ?? ""))" + (entry.sameFilesAs.map { " (the same files as \(PrintableText.line($0)))" } ?? "")
        }
        var text = "\(PrintableText.line(entry.student)): \(report.score)/\(report.maxScore), "
        let failed = report.requirements.filter { $0.status == .failed }.map { ClassRequirement.shortName($0.id) }
        let ungraded = report.ungraded.map { ClassRequirement.shortName($0.id) }
        text += failed.isEmpty ? (ungraded.isEmpty ? "passed" : "nothing failed") : "failed \(failed.joined(separator: ", "))"
        if !ungraded.isEmpty { text += ", \(ungraded.joined(separator: ", ")) ungraded" }
        switch item.kind {
        case .unchanged: text += " (unchanged since its last grade)"
        default:
            if let same = entry.sameFilesAs { text += " (the same files as \(PrintableText.line(same)))" }
            else if let seconds = entry.seconds { text += " (\(duration(seconds)))" }
        }
        return text
    }

    static func summary(_ items: [BatchItem], seconds: Double, exercise: String) -> String {
        let graded = items.filter { $0.kind == .graded }.count
        let unchanged = items.filter { $0.kind == .unchanged }.count
        let passed = items.filter { $0.entry.report?.passed == true }.count
        let failed = items.filter { $0.entry.report?.anyFailed == true }.count
        let ungraded = items.filter { $0.entry.report.map { !$0.anyFailed && !$0.ungraded.isEmpty } ?? false }.count
        let errors = items.filter { $0.entry.report == nil }
        var text = "Graded \(count(graded, "submission")) of \(exercise) in \(duration(seconds))"
        if unchanged > 0 { text += "; \(unchanged) unchanged since their last grade (--force grades them again)" }
        text += ". Class: \(passed) passed, \(failed) failed"
        if ungraded > 0 { text += ", \(ungraded) with tasks ungraded (for you to grade)" }
        text += errors.isEmpty ? ".\n" : ", \(errors.count) not graded:\n"
        for item in errors { text += "  \(PrintableText.line(item.entry.student)): \(PrintableText.line(item.entry.error ?? ""))\n" }
        return text
    }

    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    /// "4.2 s", "38 s", "2 min 05 s".
    static func duration(_ seconds: Double) -> String {
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : String(format: "%d min %02d s", whole / 60, whole % 60)
    }
}

/// Piped output: a plain line per submission as it is done.
public final class PlainBatchProgress: BatchProgress {
    let write: (String) -> Void
    let exercise: String

    public init(exercise: String, write: @escaping (String) -> Void) {
        self.exercise = exercise
        self.write = write
    }

    public func begin(total: Int, toGrade: Int, sameFiles: Int, workers: Int) {
        write(BatchText.starting(total, toGrade: toGrade, sameFiles: sameFiles, workers: workers, exercise: exercise))
    }

    public func event(_ event: BatchEvent) {
        if case .finished(let item) = event { write(BatchText.line(item) + "\n") }
    }

    public func tick() {}

    public func end(_ items: [BatchItem], seconds: Double) {
        write(BatchText.summary(items, seconds: seconds, exercise: exercise))
    }
}

/// On a terminal: one line, redrawn in place, with a bar, how many are graded, how many fail,
/// and the time left (from the submissions graded so far and the number of workers).
public final class TerminalBatchProgress: BatchProgress {
    let write: (String) -> Void
    let exercise: String
    let width: Int
    let now: () -> Date
    var total = 0, done = 0, failing = 0, errors = 0, toGrade = 0, graded = 0, workers = 1
    var gradingSeconds = 0.0
    var running: [String: Date] = [:]
    /// When grading began: until there is an estimate, the line counts the seconds from here.
    var began: Date?

    public init(exercise: String, width: Int, now: @escaping () -> Date = Date.init, write: @escaping (String) -> Void) {
        self.exercise = exercise
        self.width = width
        self.now = now
        self.write = write
    }

    public func begin(total: Int, toGrade: Int, sameFiles: Int, workers: Int) {
        // Only the submissions a worker grades take time; the ones that share their files do not.
        (self.total, self.toGrade, self.workers) = (total, toGrade - sameFiles, max(workers, 1))
        began = now()
        write(BatchText.starting(total, toGrade: toGrade, sameFiles: sameFiles, workers: workers, exercise: exercise))
    }

    public func event(_ event: BatchEvent) {
        switch event {
        case .started(let student, _):
            running[student] = now()
        case .finished(let item):
            done += 1
            if item.entry.report == nil { errors += 1 } else if item.entry.report?.anyFailed == true { failing += 1 }
            if let start = running.removeValue(forKey: item.entry.student) {   // a worker's, not one settled beforehand
                graded += 1
                gradingSeconds += item.entry.seconds ?? now().timeIntervalSince(start)
            }
        }
        redraw()
    }

    public func tick() { redraw() }

    public func end(_ items: [BatchItem], seconds: Double) {
        write("\r\u{1B}[K" + BatchText.summary(items, seconds: seconds, exercise: exercise))
    }

    /// The progress line, without the escape that redraws it.
    func line() -> String {
        let barWidth = 20
        let filled = total == 0 ? barWidth : barWidth * done / total
        var text = "[" + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + "] "
        text += "\(done)/\(total) graded · \(failing) failing"
        if errors > 0 { text += " · \(errors) not graded" }
        if let left = secondsLeft() {
            text += " · about \(BatchText.duration(left)) left"
        } else if done < total, let began, now().timeIntervalSince(began) >= 1 {
            // The workers' first build of the checks is the longest wait and has no estimate yet.
            text += " · \(Int(now().timeIntervalSince(began))) s so far"
        }
        return text
    }

    /// What is left to grade, at the average time so far, shared by the workers, less what the
    /// running ones have already spent.
    func secondsLeft() -> Double? {
        guard graded > 0 else { return nil }
        let average = gradingSeconds / Double(graded)
        let waiting = Double(toGrade - graded - running.count) * average
        let current = running.values.reduce(0.0) { $0 + max(average - now().timeIntervalSince($1), 0) }
        return max((waiting + current) / Double(workers), 0)
    }

    private func redraw() {
        let text = line()
        write("\r\u{1B}[K" + String(text.prefix(max(width - 1, 10))))
    }
}

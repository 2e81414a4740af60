import Foundation
import MemorizeSupport

/// The folder `grade` writes a class's results to: `gradebook.csv`, `results.json`,
/// `junit.xml` and `report.html`. `results.json` is also what a re-run reads to skip the
/// submissions that have not changed.
public struct GradeOutput {
    public let folder: URL
    public static let fileNames = ["gradebook.csv", "results.json", "junit.xml", "report.html"]

    public init(folder: URL) { self.folder = folder }

    var resultsFile: URL { folder.appendingPathComponent("results.json") }

    /// Creates the folder, or says why it cannot (a tool error: exit 2).
    public func prepare() throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ToolError("cannot create the results folder \(folder.path): \(FoundationErrorWords.reason(error))")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw GradingError(.resultsFolderNotWritable(path: folder.path))
        }
    }

    /// The entries of the last run on `exercise`, if any.
    public func previousEntries(exercise: String) -> [ClassEntry] {
        ResultsJSON.previousEntries(FileManager.default.contents(atPath: resultsFile.path), exercise: exercise)
    }

    /// Writes `results.json` alone (after each submission, so an interrupted run keeps its work).
    public func saveResults(_ results: ClassResults) throws {
        try write(ResultsJSON.render(results), to: "results.json")
    }

    /// Writes all four files.
    public func writeAll(_ results: ClassResults) throws {
        try write(GradebookCSV.render(results), to: "gradebook.csv")
        try write(ResultsJSON.render(results), to: "results.json")
        try write(JUnitReport.render(results), to: "junit.xml")
        try write(HTMLReport.render(results), to: "report.html")
    }

    private func write(_ text: String, to name: String) throws {
        do {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
        } catch {
            throw ToolError("cannot write \(folder.appendingPathComponent(name).path): \(FoundationErrorWords.reason(error))")
        }
    }

    /// The entries to save part-way through a run: those graded so far, and for the others
    /// their last grade (with its digest), so that a re-run after an interruption resumes.
    public static func interimEntries(_ items: [BatchItem], previous: [ClassEntry], submissions: [ClassSubmission]) -> [ClassEntry] {
        let done = Dictionary(items.map { ($0.entry.student, $0.entry) }, uniquingKeysWith: { first, _ in first })
        let before = Dictionary(previous.map { ($0.student, $0) }, uniquingKeysWith: { first, _ in first })
        return submissions.compactMap { done[$0.student] ?? before[$0.student] }
    }
}

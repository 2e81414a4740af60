import Foundation
import MemorizeSupport

/// `results.json`: every student's full report, each in the schema of `check --json`, with
/// the content digest of what was graded (which a re-run compares to skip unchanged work).
public enum ResultsJSON {
    struct File: Codable {
        var format = 1
        var exercise: String
        var title: String
        var maxScore: Int
        var date: Date
        /// `{"student", "digest", "seconds", "report"}`, or `"error"` instead of a report; `"sameFilesAs"`
        /// names the student whose identical files were graded for both.
        var students: [ClassEntry]
    }

    public static func render(_ results: ClassResults) -> String {
        let file = File(exercise: results.exercise, title: results.title, maxScore: results.maxScore,
                        date: results.date, students: results.entries)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: (try? encoder.encode(file)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }

    /// The entries of an earlier run on `exercise`; none when the file is missing, unreadable
    /// or about another exercise (everything is then graded afresh).
    public static func previousEntries(_ data: Data?, exercise: String) -> [ClassEntry] {
        guard let data else { return [] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let file = try? decoder.decode(File.self, from: data), file.exercise == exercise else { return [] }
        return file.students
    }
}

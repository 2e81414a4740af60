import Foundation

/// `Lessons/FIDELITY.md` maps each topic of the course notes to the lesson section that
/// teaches it, one `- topic: lesson N › "Section"` line each. A renamed heading silently
/// breaks such a line, so `validate --lessons` (and the project's tests) check every one.
public enum FidelityChecklist {
    public static let displayPath = "Lessons/FIDELITY.md"

    /// What checking the checklist found.
    public struct Result: Sendable {
        public var problems: [LessonFileError]
        /// How many `lesson N › "Section"` references were checked.
        public var references: Int
    }

    /// The checklist's file in a course, when the course has one.
    public static func file(in root: CourseRoot) -> URL? {
        let url = root.lessons.appendingPathComponent("FIDELITY.md")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// Checks every reference in `text` against the `##` and `###` headings of the lessons.
    public static func check(_ text: String, headings: [Int: Set<String>]) -> Result {
        var result = Result(problems: [], references: 0)
        func report(_ line: Int, _ problem: String) {
            result.problems.append(LessonFileError(file: displayPath, line: line, problem: problem))
        }
        for (offset, line) in text.lines().enumerated() where line.trimmed.hasPrefix("- ") {
            if line.contains("MISSING") { report(offset + 1, LessonMessages.fidelityMissing) }
            guard let marker = line.range(of: "lesson "), let arrow = line.range(of: "›", range: marker.upperBound..<line.endIndex),
                  let number = Int(line[marker.upperBound..<arrow.lowerBound].trimmed) else { continue }
            let heading = line[arrow.upperBound...].trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "\"“” "))
            result.references += 1
            if let sections = headings[number] {
                if !sections.contains(heading) { report(offset + 1, LessonMessages.fidelityNoSection(number, heading)) }
            } else {
                report(offset + 1, LessonMessages.fidelityNoLesson(number))
            }
        }
        return result
    }

    /// The headings of every usable lesson whose notes parse, by lesson number.
    public static func headings(of catalog: LessonCatalog) -> [Int: Set<String>] {
        var headings: [Int: Set<String>] = [:]
        for lesson in catalog.lessons {
            guard let notes = try? lesson.notes() else { continue }
            headings[lesson.number] = []
            for case let .heading(_, spans) in notes {
                headings[lesson.number]!.insert(spans.map(\.text).joined())
            }
        }
        return headings
    }
}

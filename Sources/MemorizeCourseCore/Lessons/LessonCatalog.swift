import Foundation

/// Every lesson in a course folder, discovered from `Lessons/*/lesson.md`: adding a lesson
/// is adding a folder, with no Swift change.
public struct LessonCatalog {
    public let lessons: [Lesson]

    /// Loads and checks every lesson. Errors name the file.
    public static func load(from root: CourseRoot, knownDemoIDs: Set<String>) throws -> LessonCatalog {
        let manager = FileManager.default
        let folder = root.lessons
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw ToolError("cannot read the lessons folder \(folder.path)")
        }
        var lessons: [Lesson] = []
        for entry in entries where !entry.hasPrefix(".") {
            let file = folder.appendingPathComponent(entry).appendingPathComponent("lesson.md")
            guard manager.fileExists(atPath: file.path) else { continue }
            let display = "Lessons/\(entry)/lesson.md"
            guard let data = manager.contents(atPath: file.path) else {
                throw ToolError("cannot read \(display)")
            }
            // Decoding with repair is the fast path; if repairing changed a byte, the file was
            // not valid UTF-8.
            var text = String(decoding: data, as: UTF8.self)
            let unchanged = text.utf8.count == data.count && text.withUTF8 { decoded in
                data.withUnsafeBytes { original in decoded.elementsEqual(original) }
            }
            if !unchanged {
                throw ToolError("\(display): is not UTF-8 text")
            }
            let lesson: Lesson
            do {
                lesson = try LessonParser.parse(text, file: file, displayPath: display)
            } catch let error as LessonFileError {
                throw ToolError(error.description)
            }
            for id in lesson.demoIDs where !knownDemoIDs.contains(id) {
                throw ToolError("\(display): demo '\(id)' does not exist in this version of memorize-course")
            }
            if let twin = lessons.first(where: { $0.number == lesson.number }) {
                throw ToolError("\(display): lesson \(lesson.number) is also declared by "
                    + "\(twin.file.deletingLastPathComponent().lastPathComponent)/lesson.md")
            }
            lessons.append(lesson)
        }
        guard !lessons.isEmpty else {
            throw ToolError("no lessons in \(folder.path) (expected folders like Lessons/04-game-logic/lesson.md)")
        }
        return LessonCatalog(lessons: lessons.sorted { $0.number < $1.number })
    }

    public func lesson(_ number: Int) -> Lesson? { lessons.first { $0.number == number } }

    /// "1–8", or "1–3, 5" when numbers are missing: used in error messages.
    public var numberRanges: String {
        var ranges: [String] = []
        var numbers = lessons.map(\.number)[...]
        while let start = numbers.popFirst() {
            var end = start
            while numbers.first == end + 1 { end = numbers.popFirst()! }
            ranges.append(start == end ? "\(start)" : "\(start)–\(end)")
        }
        return ranges.joined(separator: ", ")
    }
}


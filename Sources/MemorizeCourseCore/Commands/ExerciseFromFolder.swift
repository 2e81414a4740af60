import Foundation

/// Which exercise a command means when none is named: the working copy that `start` made
/// (`Work/ID/` in the course folder) that the current folder is, or is inside.
extension CommandContext {
    /// The exercise whose working copy holds the current folder (searched upward to the
    /// course folder); a usage error saying how to name one otherwise.
    func exerciseFromCurrentFolder(course: CourseRoot, catalog: ExerciseCatalog, command: String) throws -> Exercise {
        if let id = workingCopyID(course: course) { return try catalog.exercise(id) }
        let started = catalog.inLessonOrder.filter { FileManager.default.fileExists(atPath: $0.workingCopy(in: course).path) }.map(\.id)
        let example = started.first ?? catalog.inLessonOrder.first?.id ?? "EXERCISE"
        let yours = started.isEmpty ? "" : " (you have started \(started.joined(separator: ", ")))"
        throw UsageError("'\(command)' needs an exercise: name it, or run it inside the exercise's working copy made by 'start'",
                         hint: "for example: memorize-course \(command) \(example)\(yours), or cd Work/\(example) and run memorize-course \(command)")
    }

    /// The id of the working copy the current folder is in: the folder under `Work/` it is, or
    /// is inside (not `Work/.backups`, nor `Work/demos`, where `demo ID --edit` keeps its
    /// programs); nil outside one.
    func workingCopyID(course: CourseRoot) -> String? {
        let work = course.url.appendingPathComponent("Work", isDirectory: true).standardizedFileURL.resolvingSymlinksInPath().path
        let here = currentDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        guard here.hasPrefix(work + "/"), let id = here.dropFirst(work.count + 1).split(separator: "/").first,
              !id.hasPrefix("."), id != "demos" else { return nil }
        return String(id)
    }
}

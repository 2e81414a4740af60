import Foundation
import MemorizePlatform

/// Records what a student has seen, for `next`: a lesson's notes shown, a demo run to its
/// end. The progress file is written only when something new is recorded, and `lesson N`
/// shown again (its start-up is benchmarked) does not even read it while it is unchanged.
extension CommandContext {
    /// Records lesson `number`'s notes as shown. With kept pages, a marker beside the kept page
    /// holds the progress file's identity (size, time, inode) as of the last time lesson N was
    /// found recorded in it: while the file is unchanged, one `stat` and one small read decide,
    /// and the file is not decoded. Any change to it (a check, a quiz, a lost file) reads it once.
    /// Only a lesson shown on a terminal counts as read: piped into a file or a program
    /// (`lesson 4 | grep`), nobody has read it.
    func recordLessonShown(_ number: Int, course: CourseRoot) {
        guard recordsVisits, terminal.outputIsTerminal else { return }
        let progressPath = course.url.path + "/" + Progress.fileName
        let marker = keepsLessonPages
            ? scratchFolder(course: course).appendingPathComponent("pages/lesson-\(number).recorded").path : nil
        if let marker, let identity = Platforms.current.fileIdentity(progressPath),
           let seen = FileManager.default.contents(atPath: marker), String(decoding: seen, as: UTF8.self) == identity {
            return
        }
        let (store, progress) = loadProgress(course)
        var updated = progress
        if updated.recordShown(lesson: number) { saveProgress(updated, to: store) }
        if let marker, let identity = Platforms.current.fileIdentity(progressPath) {
            let folder = (marker as NSString).deletingLastPathComponent
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: marker, contents: Data(identity.utf8))
        }
    }

    /// Records demos as run to their end. Read silently: a stepped run has already reported a
    /// damaged file once. Nothing is written outside a course folder, or when all were recorded.
    func recordDemosRun(_ ids: [String]) {
        guard recordsVisits, !ids.isEmpty, let course = try? courseRoot() else { return }
        let store = ProgressStore(course: course)
        var progress = store.load().0
        if progress.recordRun(demos: ids) { saveProgress(progress, to: store) }
    }
}

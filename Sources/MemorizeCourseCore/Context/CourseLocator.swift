import Foundation
import MemorizePlatform

/// Finds the course folder: `--course PATH`, then `MEMORIZE_COURSE_ROOT`, then the current
/// directory and its parents, then the course an installed binary records beside itself
/// (`InstallRecord`), then the executable's directory and its parents (so a built binary run
/// from elsewhere still finds the checkout it was built in). A folder named
/// explicitly needs only `Exercises/`: a grading bundle carries no lessons, and an empty
/// `Lessons/` folder is what zippers and git drop first.
public struct CourseLocator {
    public static let environmentKey = "MEMORIZE_COURSE_ROOT"

    public init() {}

    /// The course root, or a `ToolError` naming every place looked and how to point the tool.
    public func locate(explicitPath: String?, context: CommandContext) throws -> CourseRoot {
        if let explicitPath {
            return try checked(explicitPath, source: "--course", context: context)
        }
        if let fromEnvironment = context.environment[Self.environmentKey], !fromEnvironment.isEmpty {
            return try checked(fromEnvironment, source: Self.environmentKey, context: context)
        }
        var looked: [String] = []
        if let found = searchUpward(from: context.currentDirectory) { return found }
        looked.append("\(context.currentDirectory.path) and its parents")
        if let executable = context.executableURL {
            // An installed binary (PREFIX/bin) belongs to the course install recorded beside it.
            if let recorded = InstallRecord.course(besideExecutable: executable) {
                if Self.isCourse(recorded) { return CourseRoot(url: recorded) }
                throw ToolError("this memorize-course was installed from \(recorded.path), which has no Lessons/ and Exercises/ any more; "
                    + "run 'swift run memorize-course install' in the course's new place, or point to it with --course PATH "
                    + "or \(Self.environmentKey)=PATH")
            }
            let directory = executable.deletingLastPathComponent()
            if let found = searchUpward(from: directory) { return found }
            looked.append("\(directory.path) and its parents")
        }
        throw ToolError(
            "no course folder (with Lessons/ and Exercises/) in \(looked.joined(separator: ", or ")); "
                + "run inside the memorize-course checkout, or point to it with --course PATH "
                + "or \(Self.environmentKey)=PATH"
        )
    }

    private func checked(_ path: String, source: String, context: CommandContext) throws -> CourseRoot {
        let url = context.resolvePath(path)
        guard Self.isCourse(url) || Self.hasExercises(url) else {
            throw ToolError("\(source) points to \(url.path), which has no Exercises/ folder; "
                + "give the path of the memorize-course checkout")
        }
        return CourseRoot(url: url)
    }

    private func searchUpward(from start: URL) -> CourseRoot? {
        var directory = start.standardizedFileURL
        while true {
            if Self.isCourse(directory) { return CourseRoot(url: directory) }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return nil }
            directory = parent
        }
    }

    static func hasExercises(_ url: URL) -> Bool { isDirectory(url.path + "/Exercises") }

    static func isCourse(_ url: URL) -> Bool {
        let path = url.path
        return isDirectory(path + "/Lessons") && isDirectory(path + "/Exercises")
    }

    /// By stat(2): FileManager's `fileExists(atPath:isDirectory:)` was a tenth of `lesson N`'s start-up.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

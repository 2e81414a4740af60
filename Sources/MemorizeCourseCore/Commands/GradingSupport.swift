import Foundation

extension CommandContext {
    /// The exercises of the course folder.
    func exerciseCatalog() throws -> ExerciseCatalog {
        try ExerciseCatalog.load(from: courseRoot())
    }

    /// Where grading packages are built: `MEMORIZE_COURSE_SCRATCH`, or `.scratch/` in the course folder.
    func scratchFolder(course: CourseRoot) -> URL {
        if let path = environment["MEMORIZE_COURSE_SCRATCH"], !path.isEmpty {
            return resolvePath(path)
        }
        return course.url.appendingPathComponent(".scratch", isDirectory: true)
    }

    /// A grader for `exercise` using this context's runner and environment.
    func grader(for exercise: Exercise, course: CourseRoot) -> Grader {
        let base = currentDirectory
        return Grader(exercise: exercise, scratch: scratchFolder(course: course), runner: processRunner, environment: environment) { url in
            url.shownPath(from: base)
        }
    }
}

/// Where a stepped run of demos was stopped, kept in the progress file under what was run
/// ("demo optionals", "lesson 4"), so that the next run of the same command resumes there.
/// The progress file is read again before each write: another command (a `check --watch` in
/// the next terminal) may have written it since.
struct DemoBookmark {
    /// What was run, without the tool's name and `--step`: "demo optionals", "lesson 4".
    let key: String
    let course: CourseRoot
    let context: CommandContext

    /// Nil outside a course folder: there is no progress file to keep the place in.
    init?(key: String, context: CommandContext) {
        guard let course = try? context.courseRoot() else { return nil }
        self.key = key
        self.course = course
        self.context = context
    }

    /// The position in `stops` of the step the last run stopped at, if that step is still
    /// there (a demo whose steps changed since starts again).
    func savedPosition(in stops: [DemoPlayer.Stop]) -> Int? {
        guard let place = context.loadProgress(course).1.stepping?[key] else { return nil }
        return stops.firstIndex { $0.demo.id == place.demo && $0.index == place.step - 1 }
    }

    /// Remembers `stop`, the run's step at `position`. Stopping at the very first step leaves
    /// nothing to resume.
    func save(_ stop: DemoPlayer.Stop, position: Int) {
        guard position > 0 else { return clear() }
        let (store, progress) = context.loadProgress(course)
        var updated = progress
        updated.stepping = (updated.stepping ?? [:]).merging([key: .init(demo: stop.demo.id, step: stop.index + 1, stoppedAt: context.now())]) { $1 }
        context.saveProgress(updated, to: store)
    }

    /// Forgets the place; writes only when there was one.
    func clear() {
        let (store, progress) = context.loadProgress(course)
        guard progress.stepping?[key] != nil else { return }
        var updated = progress
        updated.stepping?[key] = nil
        if updated.stepping?.isEmpty == true { updated.stepping = nil }
        context.saveProgress(updated, to: store)
    }
}

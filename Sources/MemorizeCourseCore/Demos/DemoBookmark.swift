import Foundation

/// Where a stepped run of demos was stopped, kept in the progress file under what was run
/// ("demo optionals", "lesson 4"), so that the next run of the same command resumes there.
struct DemoBookmark {
    /// What was run, without the tool's name and `--step`: "demo optionals", "lesson 4".
    let key: String
    let store: ProgressStore
    /// The place remembered when the run began.
    let saved: Progress.DemoPlace?
    let now: Date
    private let context: CommandContext

    /// Reads the place (a damaged progress file is reported once, here). Nil outside a
    /// course folder: there is no progress file to keep the place in.
    init?(key: String, context: CommandContext) {
        guard let course = try? context.courseRoot() else { return nil }
        let (store, progress) = context.loadProgress(course)
        self.key = key
        self.store = store
        saved = progress.stepping?[key]
        now = context.now()
        self.context = context
    }

    /// The position in `stops` of the step the last run stopped at, if that step is still
    /// there (a demo whose steps changed since starts again).
    func position(in stops: [DemoPlayer.Stop]) -> Int? {
        guard let saved else { return nil }
        return stops.firstIndex { $0.demo.id == saved.demo && $0.index == saved.step - 1 }
    }

    /// Remembers `stop`, the run's step at `position`. Stopping at the very first step leaves
    /// nothing to resume.
    func save(_ stop: DemoPlayer.Stop, position: Int) {
        guard position > 0 else { return clear() }
        update { $0[key] = .init(demo: stop.demo.id, step: stop.index + 1, stoppedAt: now) }
    }

    /// Forgets the place.
    func clear() { update { $0[key] = nil } }

    /// Changes the remembered places, reading the file again first: another command (a
    /// `check --watch` in the next terminal) may have written it since the run began. Writes
    /// only when something changed.
    private func update(_ change: (inout [String: Progress.DemoPlace]) -> Void) {
        var progress = store.load().0
        var places = progress.stepping ?? [:]
        change(&places)
        guard places != (progress.stepping ?? [:]) else { return }
        progress.stepping = places.isEmpty ? nil : places
        context.saveProgress(progress, to: store)
    }
}

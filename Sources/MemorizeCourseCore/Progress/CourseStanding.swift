import Foundation

/// Where a student stands in the whole course, for `next`: each lesson (notes shown, demos
/// run, quiz), each exercise (its state), and the one thing to do next. A value: the
/// renderer words it.
public struct CourseStanding: Equatable, Sendable {
    /// One lesson, as the progress file knows it.
    public struct LessonLine: Equatable, Sendable {
        public let number: Int
        public let title: String
        public let read: Bool
        public let demoIDs: [String]
        /// The lesson's demos run to their end, in the lesson's order.
        public let demosRun: [String]
        public let hasQuiz: Bool
        public let quiz: Progress.QuizScore?
        /// Where `demo ID --step` was stopped half-way, by demo id: `next` says it resumes there.
        public var demoStops: [String: StoppedPlace] = [:]
        /// Where `lesson N --step` was stopped half-way, if it was.
        public var lessonStop: StoppedPlace?

        var firstDemoNotRun: String? { demoIDs.first { !demosRun.contains($0) } }
    }

    /// A stepped run stopped half-way (`Progress.stepping`): at step `step` of demo `demo`,
    /// which has `steps` steps (nil for a demo this tool no longer has).
    public struct StoppedPlace: Equatable, Sendable {
        public let demo: String
        public let step: Int
        public let steps: Int?

        /// "step 3 of 6".
        var described: String { "step \(step)" + (steps.map { " of \($0)" } ?? "") }
    }

    /// One exercise and its state.
    public struct ExerciseLine: Equatable, Sendable {
        public let id: String
        /// "4", "4–5"; empty when the manifest names no lesson.
        public let lessons: String
        /// The lesson after which it comes: the last it practises.
        public let afterLesson: Int?
        public let status: ExerciseStatus
    }

    /// The command to run next, and why (nil when the command says enough).
    public struct NextStep: Equatable, Sendable {
        public let command: String
        public let reason: String?
    }

    public let lessons: [LessonLine]
    public let exercises: [ExerciseLine]

    public init(lessons: [LessonLine], exercises: [ExerciseLine]) {
        self.lessons = lessons.sorted { $0.number < $1.number }
        self.exercises = exercises
    }

    /// Reads the standing from the catalogs and the progress file (nothing is written);
    /// `demos` give the step counts of stopped places.
    public init(lessons catalog: LessonCatalog, exercises: [Exercise], course: CourseRoot, progress: Progress, demos: [Demo] = []) {
        func stop(_ key: String) -> StoppedPlace? {
            progress.stepping?[key].map { place in
                StoppedPlace(demo: place.demo, step: place.step, steps: demos.first { $0.id == place.demo }?.steps().count)
            }
        }
        self.init(
            lessons: catalog.lessons.map { lesson in
                LessonLine(number: lesson.number, title: lesson.title, read: progress.hasShown(lesson: lesson.number),
                           demoIDs: lesson.demoIDs, demosRun: lesson.demoIDs.filter(progress.hasRun(demo:)),
                           hasQuiz: lesson.quizFile != nil, quiz: progress.quizScore(lesson: lesson.number),
                           demoStops: Dictionary(uniqueKeysWithValues: lesson.demoIDs.compactMap { id in stop("demo \(id)").map { (id, $0) } }),
                           lessonStop: stop("lesson \(lesson.number)"))
            },
            exercises: exercises.map { exercise in
                ExerciseLine(id: exercise.id, lessons: Self.numbers(exercise.lessons), afterLesson: exercise.lessons.last,
                             status: ProgressStore.status(of: exercise, course: course, progress: progress))
            })
    }

    /// The one thing to do next: an exercise started and not passed yet (finish what you
    /// started); otherwise the course in order: each lesson's notes, its demos, its quiz, then
    /// the exercises that practise it (after the last lesson they practise); exercises that
    /// name no lesson of this course come last. Nil when all is done.
    public var next: NextStep? {
        for exercise in exercises where exercise.status != .passed && exercise.status != .notStarted {
            return Self.step(for: exercise)
        }
        let numbers = Set(lessons.map(\.number))
        for lesson in lessons {
            if let step = Self.step(for: lesson) { return step }
            for exercise in exercises where exercise.afterLesson == lesson.number {
                if let step = Self.step(for: exercise) { return step }
            }
        }
        for exercise in exercises where !numbers.contains(exercise.afterLesson ?? .min) {
            if let step = Self.step(for: exercise) { return step }
        }
        return nil
    }

    static func step(for lesson: LessonLine) -> NextStep? {
        if !lesson.read { return NextStep(command: "memorize-course lesson \(lesson.number)", reason: nil) }
        if let demo = lesson.firstDemoNotRun {
            let place = lesson.demoIDs.firstIndex(of: demo).map { $0 + 1 } ?? 1
            let reason = "demo \(place) of \(lesson.demoIDs.count) in lesson \(lesson.number)"
            // A run stopped half-way resumes where it stopped: say so, or the student thinks it starts over.
            if let stop = lesson.demoStops[demo] {
                return NextStep(command: "memorize-course demo \(demo) --step", reason: reason + "; resumes at \(stop.described)")
            }
            if let stop = lesson.lessonStop, stop.demo == demo {
                return NextStep(command: "memorize-course lesson \(lesson.number) --step", reason: reason + "; resumes at \(stop.described)")
            }
            return NextStep(command: "memorize-course demo \(demo) --step", reason: reason)
        }
        if lesson.hasQuiz && lesson.quiz == nil { return NextStep(command: "memorize-course quiz \(lesson.number)", reason: nil) }
        return nil
    }

    static func step(for exercise: ExerciseLine) -> NextStep? {
        switch exercise.status {
        case .passed: nil
        case .notStarted: NextStep(command: "memorize-course start \(exercise.id)",
                                   reason: exercise.lessons.isEmpty ? nil : "practises lesson\(exercise.lessons.contains { $0 == "–" || $0 == "," } ? "s" : "") \(exercise.lessons)")
        case .notChecked: NextStep(command: "memorize-course check \(exercise.id)", reason: "started, not checked yet")
        case let .failing(passed, total): NextStep(command: "memorize-course check \(exercise.id)", reason: "\(passed) of \(total) tasks pass")
        }
    }

    /// "4", "4–5", "4, 6": the lesson numbers without the word.
    static func numbers(_ lessons: [Int]) -> String {
        let sorted = Array(Set(lessons)).sorted()
        guard let first = sorted.first, let last = sorted.last else { return "" }
        if sorted.count > 1 && sorted == Array(first...last) { return "\(first)–\(last)" }
        return sorted.map(String.init).joined(separator: ", ")
    }
}

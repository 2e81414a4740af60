/// Exercises by lesson: which lessons an exercise practises (its manifest's optional
/// `lessons`), and the order `exercises` lists them in.
extension Exercise {
    /// The lessons this exercise practises, ascending; empty when the manifest names none.
    public var lessons: [Int] { (manifest.lessons ?? []).sorted() }

    /// "lesson 4", "lessons 4–5", "lessons 4, 6"; nil when the manifest names none.
    public var lessonsLabel: String? {
        let numbers = Array(Set(lessons)).sorted()
        guard let first = numbers.first, let last = numbers.last else { return nil }
        if numbers.count == 1 { return "lesson \(first)" }
        if numbers == Array(first...last) { return "lessons \(first)–\(last)" }
        return "lessons " + numbers.map(String.init).joined(separator: ", ")
    }
}

extension ExerciseCatalog {
    /// Every exercise in lesson order: by its first lesson, then its last, then its id.
    /// Exercises that name no lesson come after the others, by id.
    public var inLessonOrder: [Exercise] {
        exercises.sorted { a, b in
            let keyA = (a.lessons.first ?? Int.max, a.lessons.last ?? Int.max)
            let keyB = (b.lessons.first ?? Int.max, b.lessons.last ?? Int.max)
            return keyA != keyB ? keyA < keyB : a.id < b.id
        }
    }

    /// The exercises that practise lesson `number`, in lesson order.
    public func exercises(forLesson number: Int) -> [Exercise] {
        inLessonOrder.filter { $0.lessons.contains(number) }
    }
}

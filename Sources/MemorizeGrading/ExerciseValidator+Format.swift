import Foundation
import MemorizeSupport

/// What `validate` reads in the instructor's files without building anything, beyond what
/// loading them already refuses: lessons that do not exist. Silent when it holds, and a
/// problem when it does not: the tool would otherwise take the mistake without a word.
extension ExerciseValidator {
    /// Each lesson the manifest's `lessons` names must exist in Lessons/ (`lessonNumbers`,
    /// usable or not: a broken lesson file is `validate --lessons`' to report). Not checked
    /// when the validator was not told the lessons.
    func checkLessons(into validation: inout ExerciseValidation) {
        guard let known = lessonNumbers, let problem = Self.missingLessons(grader.exercise, known: known) else { return }
        validation.add(false, problem)
    }

    static func missingLessons(_ exercise: Exercise, known: [Int]) -> String? {
        let missing = exercise.lessons.filter { !known.contains($0) }
        guard !missing.isEmpty else { return nil }
        let names = missing.map(String.init).joined(separator: ", ")
        let existing = known.isEmpty ? "Lessons/ has no lessons" : "the lessons are \(NumberRanges.text(known))"
        return "exercise.json: \"lessons\" names " + (missing.count == 1 ? "lesson \(names), which does not" : "lessons \(names), which do not")
            + " exist (\(existing)): correct the number, or remove it"
    }
}

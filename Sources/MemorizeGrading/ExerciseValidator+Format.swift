import Foundation
import MemorizeSupport

/// What `validate` reads in the instructor's files without building anything, beyond what
/// loading them already refuses: lessons that do not exist, and check classes that no
/// requirement runs. Each is silent when it holds, and a problem when it does not: the tool
/// would otherwise take the mistake without a word.
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

    /// Each XCTestCase class in checks/ (a class with `func test…` in it; helpers without
    /// any are not test classes) must be named by some requirement's `checks`: otherwise its
    /// checks never run for any student, and the instructor who wrote them believes they do.
    func checkEveryCheckClassIsUsed(into validation: inout ExerciseValidation) {
        for problem in Self.unusedCheckClasses(grader.exercise) { validation.add(false, problem) }
    }

    static func unusedCheckClasses(_ exercise: Exercise) -> [String] {
        let inventory = CheckInventory((try? SourceFile.collect(from: exercise.checks)) ?? [])
        let used = Set(exercise.manifest.requirements.flatMap { $0.checks ?? [] }.map { String($0.prefix { $0 != "/" }) })
        var unused: [(name: String, place: CheckInventory.Place)] = []
        for check in inventory.checks {
            let name = String(check.name.prefix { $0 != "." })
            guard !used.contains(name), !unused.contains(where: { $0.name == name }) else { continue }
            unused.append((name, inventory.declarations[name] ?? CheckInventory.Place(file: check.file, line: check.line)))
        }
        return unused.sorted { ($0.place.file, $0.place.line) < ($1.place.file, $1.place.line) }.map { name, place in
            "checks/\(place.file):\(place.line): class \(name) is used by no requirement in exercise.json: add it to a requirement's \"checks\", or delete it"
        }
    }
}

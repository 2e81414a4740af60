import Foundation
import MemorizeSupport

/// What `validate` proves of the checks and the manifest's references: each check is seen to
/// fail, each statistical one says how rarely it fails good code, every check class is used
/// by a requirement, and every lesson the manifest names exists.
extension ExerciseValidator {
    /// Each check the requirements use must be seen to fail on the starter or a broken
    /// submission, or be marked `// unproven: <why>`: a check that nothing fails proves nothing.
    func checkEveryCheckFails(_ seenFailing: Set<String>, inventory all: CheckInventory, into validation: inout ExerciseValidation) {
        let classes = Set(grader.exercise.manifest.requirements.flatMap { $0.checks ?? [] })
        let inventory = all.checks.filter { classes.contains(String($0.name.prefix { $0 != "." })) }
        let unproven = inventory.filter { !seenFailing.contains($0.name) && $0.unproven == nil }
        for check in unproven {
            validation.add(false, "checks/\(check.file):\(check.line): \(check.name) is never failed, by the starter nor by any broken submission: "
                + "add a broken submission that fails it, or mark it `// unproven: <why>` on the line above if that is meant")
        }
        let marked = inventory.filter { $0.unproven != nil }
        for check in marked where seenFailing.contains(check.name) {
            validation.warn("checks/\(check.file):\(check.line): \(check.name) is marked unproven, but a submission fails it: remove the mark")
        }
        if unproven.isEmpty {
            let note = marked.isEmpty ? "" : " (\(marked.count) marked unproven: " + marked.map { "\($0.name): \($0.unproven ?? "")" }.joined(separator: "; ") + ")"
            validation.add(true, "every check is seen to fail: \(inventory.count - marked.count) of \(inventory.count)\(note)")
        }
    }

    /// The statistical checks' stated false-failure probabilities (`FalseFailureStatements`).
    func checkFalseFailureStatements(_ checks: [SourceFile], inventory: CheckInventory, into validation: inout ExerciseValidation) {
        let solution = (try? SourceFile.collect(from: grader.exercise.solution)) ?? []
        let random = solution.contains { file in
            let words = SwiftSourceScan.words(SwiftSourceScan.blankCommentsAndStrings(String(decoding: file.contents, as: UTF8.self)))
            return !words.isDisjoint(with: ["shuffle", "shuffled", "random", "randomElement"])
        }
        let statements = FalseFailureStatements(checks: checks, inventory: inventory, randomSolution: random)
        for problem in statements.problems { validation.add(false, problem) }
        for warning in statements.warnings { validation.warn(warning) }
        if statements.problems.isEmpty && statements.bounded > 0 {
            validation.add(true, "statistical checks: \(statements.bounded) state a false-failure probability below one in a billion")
        }
    }

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
    static func unusedCheckClasses(_ exercise: Exercise,
                                   inventory: CheckInventory? = nil) -> [String] {
        let inventory = inventory ?? CheckInventory((try? SourceFile.collect(from: exercise.checks)) ?? [])
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

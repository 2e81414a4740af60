import Foundation
import MemorizeSupport

/// The test classes and methods an exercise's checks define, read from their source, so a
/// requirement that names one that does not exist is caught as the exercise's fault (with a
/// "did you mean") before anything is built, instead of failing every student's requirement.
public struct CheckNames: Equatable, Sendable {
    /// Class name → the `test…` methods written in it (or in an extension of it).
    public var classes: [String: Set<String>] = [:]

    /// The classes and their `test…` methods, as `CheckInventory` reads them.
    public static func read(_ files: [SourceFile]) -> CheckNames {
        let inventory = CheckInventory(files)
        var names = CheckNames()
        for name in inventory.classes { names.classes[name] = [] }
        for check in inventory.checks {
            let parts = check.name.split(separator: ".", maxSplits: 1).map(String.init)
            names.classes[parts[0], default: []].insert(parts[1])
        }
        return names
    }

    /// One line per check name in the manifest that the checks do not define, with the closest
    /// name that does exist. Empty when every name is found.
    public func unknown(in manifest: ExerciseManifest) -> [String] {
        var problems: [String] = []
        let known = classes.keys.sorted()
        for requirement in manifest.automatedRequirements {
            for check in requirement.checks ?? [] {
                let parts = check.split(separator: "/", maxSplits: 1).map(String.init)
                let className = parts[0]
                guard let methods = classes[className] else {
                    let guess = Suggestion.closest(to: className, among: known)
                    problems.append("exercise.json: \(requirement.id) names the check class \(className), which checks/ does not define"
                        + (guess.map { "; did you mean \($0)?" } ?? (known.isEmpty ? "" : " (it defines \(known.joined(separator: ", ")))")))
                    continue
                }
                if parts.count == 1, methods.isEmpty {
                    problems.append("exercise.json: \(requirement.id) names the check class \(className), which has no checks "
                        + "(no `func test…` in it): the requirement would check nothing; write its checks, or name the class that has them")
                    continue
                }
                if parts.count == 2, !methods.contains(parts[1]) {
                    let guess = Suggestion.closest(to: parts[1], among: methods.sorted())
                    problems.append("exercise.json: \(requirement.id) names \(check), but \(className) has no method \(parts[1])"
                        + (guess.map { "; did you mean \(className)/\($0)?" } ?? ""))
                }
            }
        }
        return problems
    }
}

extension Exercise {
    /// The check names of the manifest that checks/ does not define (see `CheckNames.unknown`).
    public func unknownCheckNames() -> [String] {
        CheckNames.read((try? SourceFile.collect(from: checks)) ?? []).unknown(in: manifest)
    }

    /// The exercise's fault when the manifest names checks that do not exist: grading would
    /// fail those requirements for every student, through no fault of theirs.
    func requireKnownCheckNames() throws {
        guard let first = unknownCheckNames().first else { return }
        throw GradingError(.unknownCheckName(exercise: id, problem: first))
    }
}

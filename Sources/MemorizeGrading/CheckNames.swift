import Foundation
import MemorizeSupport

/// The test classes and methods an exercise's checks define, read from their source, so a
/// requirement that names one that does not exist is caught as the exercise's fault (with a
/// "did you mean") before anything is built, instead of failing every student's requirement.
public struct CheckNames: Equatable, Sendable {
    /// Class name → the `test…` methods written in it (or in an extension of it).
    public var classes: [String: Set<String>] = [:]

    static let modifiers: Set<String> = ["final", "public", "private", "fileprivate", "internal", "open", "objc", "MainActor"]

    /// Reads `class Name` / `extension Name` and `func testX` declarations, line by line.
    public static func read(_ files: [SourceFile]) -> CheckNames {
        var names = CheckNames()
        for file in files {
            var current: String?
            // Comments and strings blanked, so `XCTFail("a class of …")` declares nothing.
            for line in SwiftSourceScan.blankCommentsAndStrings(String(decoding: file.contents, as: UTF8.self)).lines() {
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
                if let keyword = words.firstIndex(where: { $0 == "class" || $0 == "extension" }), keyword + 1 < words.count,
                   words[..<keyword].allSatisfy(Self.modifiers.contains) {
                    let name = words[keyword + 1]
                    if name != "func" && name != "var" && name != "let" { // not `class func`, `class var`
                        current = name
                        names.classes[name, default: []].formUnion([])
                    }
                }
                if let current, let index = words.firstIndex(of: "func"), index + 1 < words.count, words[index + 1].hasPrefix("test") {
                    names.classes[current, default: []].insert(words[index + 1])
                }
            }
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

    /// A tool error (exit 2) when the manifest names checks that do not exist: grading would
    /// fail those requirements for every student, through no fault of theirs.
    func requireKnownCheckNames() throws {
        guard let first = unknownCheckNames().first else { return }
        throw ToolError("this exercise names a check that does not exist; tell your instructor: Exercises/\(id)/\(first)")
    }
}

import Foundation
import MemorizeSupport

/// The Required Tasks an exercise's instructions.md lists: the numbered items of its
/// "Required Tasks" section (`## Required Tasks`, then `1. …`, `2. …`), compared with the
/// manifest's requirements. Students read both, one as the assignment and one as the
/// scorecard's "Task N" lines, so a task on one side only is a problem: work nobody grades,
/// or a grade for work nobody asked for.
public struct InstructionTasks: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        /// The number as written, which is the number students read.
        public var number: Int
        public var line: Int
    }

    /// The line of the section's heading; nil when there is no such section.
    public var headingLine: Int?
    /// The top-level numbered items of the section, in order.
    public var items: [Item] = []

    /// Reads the first section whose heading starts "Required Task" (any level, any case),
    /// up to the next heading of its level or above; code blocks are skipped, and so are
    /// items indented under another (they are a task's details, not tasks).
    public static func read(_ text: String) -> InstructionTasks {
        var tasks = InstructionTasks()
        var level: Int?
        var inFence = false
        for (index, line) in text.lines().enumerated() {
            let trimmed = line.trimmed
            if trimmed.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            let hashes = trimmed.prefix { $0 == "#" }.count
            if hashes > 0, trimmed.dropFirst(hashes).first == " " {
                if let open = level, hashes <= open { break }
                if level == nil, trimmed.dropFirst(hashes).trimmed.lowercased().hasPrefix("required task") {
                    level = hashes
                    tasks.headingLine = index + 1
                }
                continue
            }
            guard level != nil, line.prefix(while: { $0 == " " }).count < 2 else { continue }
            let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, trimmed.dropFirst(digits.count).hasPrefix(". "), let number = Int(digits) {
                tasks.items.append(Item(number: number, line: index + 1))
            }
        }
        return tasks
    }

    /// The number students see for a requirement on the scorecard: N for `task-N`.
    static func number(_ id: String) -> Int? {
        id.hasPrefix("task-") ? Int(id.dropFirst("task-".count)) : nil
    }

    /// One line for each task on one side only; empty when the two agree. Requirements named
    /// `task-N` are matched with item N; when some are named otherwise, only the counts can be
    /// compared, and the extra ones on the longer side are named.
    public func mismatches(with manifest: ExerciseManifest) -> [String] {
        let requirements = manifest.requirements
        let listed = NumberRanges.text(items.map(\.number))
        func missingItem(_ requirement: ExerciseManifest.Requirement, as number: Int) -> String {
            "exercise.json: \(requirement.id) (\"\(requirement.title)\") is not among the Required Tasks of instructions.md"
                + (items.isEmpty ? "" : " (it lists \(listed))") + ": add it there as item \(number), or remove the requirement"
        }
        func missingRequirement(_ item: Item) -> String {
            "instructions.md:\(item.line): Required Task \(item.number) has no requirement in exercise.json, so nothing grades it: "
                + "add one (\"id\": \"task-\(item.number)\"), or remove the task"
        }
        let numbers = requirements.compactMap { Self.number($0.id) }
        guard numbers.count == requirements.count else {
            let extraItems = items.dropFirst(requirements.count).map(missingRequirement)
            let extraRequirements = requirements.enumerated().dropFirst(items.count).map { missingItem($1, as: $0 + 1) }
            return extraItems + extraRequirements
        }
        var problems: [String] = []
        var seen: [Int: Int] = [:]
        for item in items {
            if let first = seen[item.number] {
                problems.append("instructions.md:\(item.line): Required Task \(item.number) is listed again (first at line \(first)): number each task once")
            }
            seen[item.number] = seen[item.number] ?? item.line
        }
        problems += items.filter { !numbers.contains($0.number) }.map(missingRequirement)
        problems += requirements.filter { seen[Self.number($0.id)!] == nil }.map { missingItem($0, as: Self.number($0.id)!) }
        return problems
    }
}

extension ExerciseValidator {
    /// instructions.md's Required Tasks against the manifest's requirements (see `InstructionTasks`).
    func checkRequiredTasks(_ text: String, into validation: inout ExerciseValidation) {
        let manifest = grader.exercise.manifest
        let tasks = InstructionTasks.read(text)
        guard let heading = tasks.headingLine else {
            validation.warn("instructions.md has no \"## Required Tasks\" section, so its tasks cannot be compared with the "
                + "\(manifest.requirements.count) requirements of exercise.json: list the tasks there, numbered as the requirements are")
            return
        }
        guard !tasks.items.isEmpty else {
            validation.add(false, "instructions.md:\(heading): the Required Tasks section has no numbered items, so students read no tasks "
                + "for the \(manifest.requirements.count) requirements of exercise.json: write each task as a numbered item, '1. …' for task-1 and so on")
            return
        }
        for problem in tasks.mismatches(with: manifest) { validation.add(false, problem) }
    }
}

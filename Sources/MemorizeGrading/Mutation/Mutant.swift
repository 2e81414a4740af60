import MemorizeSupport

/// One small change to one file of a reference solution, the kind of slip a student makes:
/// a comparison one off, an operator swapped, a statement left out. If the checks still pass
/// with it, they cannot tell that slip from the right code.
public struct Mutant: Equatable, Sendable {
    /// The file's path inside the solution folder.
    public var file: String
    /// The line changed (1-based), in the original file.
    public var line: Int
    /// That line as the solution has it, trimmed: with `change`, what names the mutant in
    /// `mutants.json` (line numbers move when a file is edited, the code rarely does).
    public var code: String
    /// What was changed, e.g. "`<` → `<=`", "statement deleted".
    public var change: String
    /// The whole file with the change made.
    public var text: String

    public var location: String { "\(file):\(line)" }
}

/// Where in a file's text a change goes, and what it becomes.
struct MutationEdit {
    var range: Range<Int>
    var replacement: String
    var change: String
}

extension Mutant {
    /// Applies each edit to `text` (characters indexed as `Array(text)`), one mutant per edit.
    static func make(file: String, text: String, edits: [MutationEdit]) -> [Mutant] {
        let characters = Array(text)
        var lineStarts = [0]
        for (index, character) in characters.enumerated() where character == "\n" { lineStarts.append(index + 1) }
        func lineNumber(_ offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low + 1
        }
        var seen = Set<String>()
        var mutants: [Mutant] = []
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let mutated = String(characters[..<edit.range.lowerBound]) + edit.replacement + String(characters[edit.range.upperBound...])
            guard mutated != text, seen.insert(mutated).inserted else { continue }
            let line = lineNumber(edit.range.lowerBound)
            let start = lineStarts[line - 1]
            let end = characters[start...].firstIndex(of: "\n") ?? characters.count
            let code = String(characters[start..<end]).trimmed
            mutants.append(Mutant(file: file, line: line, code: code, change: edit.change, text: mutated))
        }
        return numbered(mutants)
    }

    /// The same change made at two places of one line (`0..<max(0, n)`) is told apart by its
    /// place: "`0` → `1` (2nd)", so that each can be acknowledged on its own.
    private static func numbered(_ mutants: [Mutant]) -> [Mutant] {
        var counts: [String: Int] = [:]
        for mutant in mutants { counts["\(mutant.line) \(mutant.change)", default: 0] += 1 }
        var seen: [String: Int] = [:]
        return mutants.map { mutant in
            let key = "\(mutant.line) \(mutant.change)"
            guard counts[key, default: 0] > 1 else { return mutant }
            seen[key, default: 0] += 1
            var numbered = mutant
            numbered.change += " (\(Self.ordinal(seen[key]!)))"
            return numbered
        }
    }

    static func ordinal(_ number: Int) -> String {
        switch number {
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "\(number)th"
        }
    }
}

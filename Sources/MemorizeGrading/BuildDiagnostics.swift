import Foundation
import MemorizeSupport

/// What went wrong when a submission was compiled, in the student's terms.
public struct BuildProblems: Equatable, Sendable {
    /// Compiler errors at the student's own files: `Work/assignment2/MemoryGame.swift:12:5: error: …`.
    public var studentErrors: [String] = []
    /// Contract members that are missing or mis-typed: "MemoryGame has no `score` of type Int".
    public var contractProblems: [String] = []
    /// Errors in the exercise's checks: `checks/Task1Checks.swift:12: cannot find 'x' in scope`.
    public var checkErrors: [String] = []
    /// Anything else (an error the compiler could not place in a source file).
    public var otherErrors: [String] = []
    /// Errors in the stand-ins for SwiftUI and Combine: the tool's fault.
    public var standInErrors: [String] = []

    public var isEmpty: Bool {
        studentErrors.isEmpty && contractProblems.isEmpty && checkErrors.isEmpty && otherErrors.isEmpty && standInErrors.isEmpty
    }

    public init(studentErrors: [String] = [], contractProblems: [String] = [], checkErrors: [String] = [], otherErrors: [String] = []) {
        self.studentErrors = studentErrors
        self.contractProblems = contractProblems
        self.checkErrors = checkErrors
        self.otherErrors = otherErrors
    }

    /// When the submission compiles and meets the contract but the checks still do not compile,
    /// the checks are wrong, not the student: the exercise's fault, naming the check's file and line.
    public func checksFault(exercise: String) -> GradingError? {
        guard studentErrors.isEmpty, contractProblems.isEmpty, let first = checkErrors.first else { return nil }
        return GradingError(.checksDoNotCompile(exercise: exercise, firstError: first, more: checkErrors.count - 1))
    }

    /// When the stand-ins for SwiftUI and Combine do not compile, the tool is at fault.
    public var standInFault: GradingError? {
        standInErrors.first.map { GradingError(.standInsDoNotCompile(error: $0)) }
    }

    /// One line for a requirement's message.
    public var summary: String {
        if let first = contractProblems.first { return "does not compile: \(first)" }
        if let first = studentErrors.first { return "does not compile: \(first)" }
        return "does not compile" + ((checkErrors + otherErrors).first.map { ": \($0)" } ?? "")
    }
}

/// Reads compiler output (`-diagnostic-style=llvm`) and points each error at the student's
/// file, or at the contract member it concerns, never at the scratch package.
public enum BuildDiagnostics {
    /// The errors of a failed build of `package`, each placed by the role of its folder. The
    /// contract's are left out: `ContractedBuild` reads those, as it knows the contract's items.
    public static func parse(
        _ output: String,
        submission: [SourceFile],
        package: ScratchPackage,
        display: (URL) -> String
    ) -> BuildProblems {
        var problems = BuildProblems()
        var explained: [String] = []
        // The student's errors with their places, put in source order at the end.
        var placed: [(file: String, line: Int, column: Int, entry: String)] = []
        var placedGaps: [(file: String, line: Int, column: Int, entry: String)] = []
        let byPath = Dictionary(submission.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        let imports = byPath.mapValues { SwiftSourceScan(String(decoding: $0.contents, as: UTF8.self)).importedModules }
        for line in output.lines() {
            guard let location = parseLocation(line) else {
                if line.hasPrefix("error: "), !line.contains("fatalError"), !problems.otherErrors.contains(line) {
                    problems.otherErrors.append(String(line.dropFirst("error: ".count)))
                }
                continue
            }
            switch package.role(ofPath: location.path) {
            case (.submission, let relative)?:
                let shown = byPath[relative].map { display($0.original) } ?? relative
                if let gap = FrameworkGap.explain(location.message, imports: imports[relative] ?? []) {
                    let entry = "\(shown):\(location.line): \(gap)"
                    if !explained.contains(entry) {
                        explained.append(entry)
                        placedGaps.append((shown, location.line, location.column, entry))
                    }
                } else {
                    let entry = "\(shown):\(location.line):\(location.column): error: \(location.message)"
                    if !problems.studentErrors.contains(entry) {
                        problems.studentErrors.append(entry)
                        placed.append((shown, location.line, location.column, entry))
                    }
                }
            case (.standIn, let relative)?:
                // The stand-ins are the tool's own code: an error there is never the student's.
                let entry = "memorize-course's stand-in \(relative):\(location.line): \(location.message)"
                if !problems.standInErrors.contains(entry) { problems.standInErrors.append(entry) }
            case (.contract, _)?:
                continue
            case (.exercise, let relative)?:
                let entry = "\(package.exerciseLabel)/\(relative):\(location.line): \(location.message)"
                if !problems.checkErrors.contains(entry) { problems.checkErrors.append(entry) }
            case nil:
                let entry = "\(URL(fileURLWithPath: location.path).lastPathComponent):\(location.line): \(location.message)"
                if !problems.otherErrors.contains(entry) { problems.otherErrors.append(entry) }
            }
        }
        problems.studentErrors = followingFromGaps(inSourceOrder(placedGaps) { ($0.file, $0.line, $0.column) }.map(\.entry),
                                                   inSourceOrder(placed) { ($0.file, $0.line, $0.column) }.map(\.entry))
        // A compiler message can quote the student's code (`#error("…")`): nothing raw reaches a terminal.
        problems.studentErrors = problems.studentErrors.map(PrintableText.line)
        problems.otherErrors = problems.otherErrors.map(PrintableText.line)
        return problems
    }

    /// Errors by file, then line, then column; errors at the same place keep the compiler's
    /// order. The compiler reports in the order it type-checks, so `MemoryGame.swift:13:40`
    /// was listed before `12:56`, on the scorecard and in `check --watch`.
    static func inSourceOrder<Located>(_ errors: [Located], place: (Located) -> (file: String, line: Int, column: Int)) -> [Located] {
        errors.enumerated().sorted { a, b in
            let (p, q) = (place(a.element), place(b.element))
            return (p.file, p.line, p.column, a.offset) < (q.file, q.line, q.column, b.offset)
        }.map(\.element)
    }

    /// A name beyond the stand-ins leaves the compiler guessing at every use of what it made
    /// ("cannot infer contextual base", "'nil' requires a contextual type"): while a gap is
    /// explained, the raw errors are counted, not shown. Fixing the gap shows any that remain.
    static func followingFromGaps(_ explained: [String], _ raw: [String]) -> [String] {
        guard !explained.isEmpty, !raw.isEmpty else { return explained + raw }
        let what = raw.count == 1 ? "1 more compiler error" : "\(raw.count) more compiler errors"
        return explained + ["(and \(what), which may follow from the above: fix that first, then check again)"]
    }

    /// Whether the build was stopped for time or memory: past its wall-clock backstop, a
    /// compiler that spent its CPU budget (SIGXCPU, signal 24 on Linux and macOS) or was killed,
    /// or one that reached its memory limit (LLVM's own words as it stops).
    public static func wasStopped(_ outcome: ProcessOutcome) -> Bool {
        outcome.timedOut || outcome.output.contains("due to signal 24") || outcome.output.contains("signal 24 (")
            || ranOutOfMemory(outcome)
    }

    static func ranOutOfMemory(_ outcome: ProcessOutcome) -> Bool {
        outcome.output.contains("LLVM ERROR: out of memory")
    }

    /// What the student is told of a build `wasStopped`.
    public static func stoppedMessage(_ outcome: ProcessOutcome) -> String {
        guard ranOutOfMemory(outcome) else { return stoppedMessage }
        let limit = ResourceLimits.standard.enforcedMemoryMegabytes.map { " (\($0 / 1024) GB)" } ?? ""
        return "your code took too much memory to compile: the compiler reached its limit\(limit) and was stopped "
            + "(a literal of thousands of items, or an expression too complex to type-check?)"
    }

    public static let stoppedMessage = "your code took too long to compile: the compiler was stopped "
        + "(types nested without end, or an expression too complex to type-check?)"

    /// Whether any error in the output points at a Swift file (rather than at the build).
    public static func locatesAnError(_ output: String) -> Bool {
        output.lines().contains { parseLocation($0) != nil }
    }

    /// The errors in `output` at one of the files `names` knows (by the path the compiler
    /// gave), each as `name:line:column: error: message` with the name `names` gives it, once
    /// each, by file, line and column as the scorecard lists them: for a program compiled
    /// straight from the student's files, where there is no scratch package to place errors by.
    public static func errors(in output: String, naming names: (String) -> String?) -> [(file: String, line: Int, column: Int, text: String)] {
        var found: [(file: String, line: Int, column: Int, text: String)] = []
        for line in output.lines() {
            guard let location = parseLocation(line), let name = names(location.path) else { continue }
            let text = PrintableText.message("\(name):\(location.line):\(location.column): error: \(location.message)")
            if !found.contains(where: { $0.text == text }) { found.append((name, location.line, location.column, text)) }
        }
        return inSourceOrder(found) { ($0.file, $0.line, $0.column) }
    }

    struct Location { let path: String; let line: Int; let column: Int; let message: String }

    /// `/path/File.swift:12:5: error: message`
    static func parseLocation(_ line: String) -> Location? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let head = line[..<marker.lowerBound]
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { return nil }
        let path = parts.dropLast(2).joined(separator: ":")
        guard path.hasSuffix(".swift") else { return nil }
        return Location(path: path, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
    }
}

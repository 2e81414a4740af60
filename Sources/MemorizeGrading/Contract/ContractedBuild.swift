import Foundation
import MemorizeSupport

/// Builds a scratch package whose contract is resolved for one submission: it writes the
/// contract with the current choice of alternatives, builds, and when contract items do not
/// compile (and the student's own files do), moves them on and builds again, until the build
/// succeeds, the student's code is at fault, or a part every task needs is missing. The choice
/// that built is remembered for the submission's interface, so most re-checks build once.
public struct ContractedBuild {
    let contract: [SourceFile]
    let sources: [ContractSource]
    let submission: [SourceFile]
    /// The scratch package the contract is built in; the choice is kept in it.
    let package: ScratchPackage
    let display: (URL) -> String
    /// "your code has no `class EmojiMemoryGame`" for a missing type of the assignment, else nil.
    let missingTypeWords: (String) -> String?
    /// The types the reference solution declares: the contract reaches the student's by these names.
    public var assignmentTypes: Set<String> = []

    public struct Result {
        public var outcome: ProcessOutcome
        /// Set when the build failed: the student's errors, or the parts of the contract every task needs.
        public var problems: BuildProblems
        public var choice: ContractChoice
    }

    public init(contract: [SourceFile], submission: [SourceFile], package: ScratchPackage,
                display: @escaping (URL) -> String, missingTypeWords: @escaping (String) -> String?) {
        self.contract = contract
        sources = contract.map(ContractSource.init)
        self.submission = submission
        self.package = package
        self.display = display
        self.missingTypeWords = missingTypeWords
    }

    var cache: ContractChoiceCache { ContractChoiceCache(file: package.directory.appendingPathComponent(".contract-choice.json")) }

    /// What the choice depends on: the submission, every byte of it, and the contract itself.
    /// Not the submission's interface sketch: it leaves out what is in braces, and a closure's
    /// body can decide a stored property's type (rt19a: `var score = { 0.0 }()` shared the key
    /// of `{ 0 }()`, and a classmate's stub for `score` was reused for code that has it).
    var key: String {
        ScratchFiles.digest(submission.map { ($0.relativePath, $0.contents) }) + "-" + ScratchFiles.digest(contract.map { ($0.relativePath, $0.contents) })
    }

    /// The contract files as compiled with `choice`, with `ContractGap` beside them.
    func files(_ choice: ContractChoice) -> [SourceFile] {
        guard !sources.isEmpty else { return [] }
        let rendered = sources.map { source in
            let (picks, words) = choice.rendering(source.relativePath)
            let original = contract.first { $0.relativePath == source.relativePath }?.original ?? URL(fileURLWithPath: source.relativePath)
            return SourceFile(relativePath: source.relativePath, original: original, contents: Data(source.render(picks, stubWords: words).text.utf8))
        }
        let gap = SourceFile(relativePath: ContractSource.gapFileName, original: URL(fileURLWithPath: ContractSource.gapFileName),
                             contents: Data(ContractSource.gapDeclaration.utf8))
        guard package.apart else { return rendered + [gap] }   // play's View compiles the contract with itself
        let serving = SourceFile(relativePath: ServeSource.servingFileName, original: URL(fileURLWithPath: ServeSource.servingFileName),
                                 contents: Data(ServeSource.serving.utf8))
        return rendered + [gap, serving]
    }

    /// `write` puts the submission, checks and these contract files in place; `build` compiles
    /// (`ScratchBuild`, which also starts a stale `.build` afresh).
    /// The contract's own lines are read here; the rest of a failed build's output by `BuildDiagnostics`.
    /// `typecheck`, when given, type-checks the contract alone as written (nil when it cannot):
    /// a rendering whose items do not compile moves on for a tenth of a build's cost.
    /// `syntax`, when given, parses the student's files alone after a build with errors in them:
    /// where they do not parse, the parser's errors are the ones shown.
    public func run(write: ([SourceFile]) throws -> Void, build: () throws -> ProcessOutcome,
                    typecheck: () throws -> ProcessOutcome? = { nil },
                    syntax: () throws -> ProcessOutcome? = { nil }) throws -> Result {
        if let problem = sources.flatMap(\.shapeProblems).first {
            throw GradingError(.contractMalformed(problem: problem))
        }
        let key = self.key
        let words = submission.reduce(into: Set<String>()) {
            $0.formUnion(SwiftSourceScan.words(SwiftSourceScan.blankCommentsAndStrings(String(decoding: $1.contents, as: UTF8.self))))
        }
        let origin = submission.map { $0.original.deletingLastPathComponent().path }.min() ?? ""
        let cached = cache.load(key: key, origin: origin)
        var choice = cached.flatMap { $0.same ? $0.choice : nil }
            ?? ContractChoice.guess(sources, submissionWords: words, missingTypeWords: missingTypeWords, prior: cached?.choice)
        var tried: [String: [Int: Set<Int>]] = [:]
        let most = sources.flatMap(\.items).map(\.alternatives.count).max() ?? 0
        for _ in 0...(most + 1) {
            try write(files(choice))
            if let checked = try typecheck(), !checked.succeeded, !BuildDiagnostics.wasStopped(checked),
               BuildDiagnostics.parse(checked.output, submission: submission, package: package, display: display).studentErrors.isEmpty {
                let (failed, outside) = failedItems(checked.output, choice: choice)
                if outside.isEmpty, !failed.isEmpty,
                   let next = choice.advancing(failed, sources: sources, submissionWords: words, tried: &tried, missingTypeWords: missingTypeWords) {
                    choice = next
                    continue
                }
                // Anything else is for the build to find and say, as it always has.
            }
            let outcome = try build()
            if BuildDiagnostics.wasStopped(outcome) {
                return Result(outcome: outcome, problems: BuildProblems(studentErrors: [BuildDiagnostics.stoppedMessage(outcome)]), choice: choice)
            }
            if outcome.succeeded {
                cache.save(choice, key: key, origin: origin)
                return Result(outcome: outcome, problems: BuildProblems(), choice: choice)
            }
            var problems = BuildDiagnostics.parse(outcome.output, submission: submission, package: package, display: display)
            if !problems.studentErrors.isEmpty, let parsed = try syntax(), !parsed.succeeded, !BuildDiagnostics.wasStopped(parsed) {
                let syntaxErrors = BuildDiagnostics.parse(parsed.output, submission: submission, package: package, display: display).studentErrors
                if !syntaxErrors.isEmpty { problems.studentErrors = syntaxErrors }
            }
            let (failed, outside) = failedItems(outcome.output, choice: choice)
            // Contract errors that come with errors in the student's own files follow from those.
            if problems.studentErrors.isEmpty, let fault = outside.first {
                // A type of the student's named as one of Swift's own (or another the contract
                // borrows) replaces it for the contract too.
                let borrowed = StandardNames.borrowed(by: files(choice), expected: assignmentTypes.contains)
                if let shadowing = StandardNames.shadowing(submission, in: outside, borrowed: borrowed, display: display) {
                    problems.studentErrors = [shadowing]
                    return Result(outcome: outcome, problems: problems, choice: choice)
                }
                // The contract's own code, outside its items (a façade, a helper), compiles or not
                // whatever the student wrote: the exercise's fault, never the student's.
                throw GradingError(.contractDoesNotCompile(error: fault))
            }
            guard problems.studentErrors.isEmpty, !failed.isEmpty else {
                return Result(outcome: outcome, problems: problems, choice: choice)
            }
            if let next = choice.advancing(failed, sources: sources, submissionWords: words, tried: &tried,
                                           missingTypeWords: missingTypeWords) {
                choice = next
                continue
            }
            problems.contractProblems = contractWords(failed)
            problems.checkErrors = []  // they follow from the missing part, not from the checks
            return Result(outcome: outcome, problems: problems, choice: choice)
        }
        throw GradingError(.contractDidNotSettle(builds: most + 2))
    }

    /// The contract items that did not compile, by file and item, with the compiler's messages;
    /// and errors in contract files outside any item, at the contract's own lines.
    func failedItems(_ output: String, choice: ContractChoice) -> (items: [String: [Int: [String]]], outside: [String]) {
        var lineMaps: [String: (items: [Int: Int], original: [Int: Int])] = [:]
        for source in sources {
            let (picks, words) = choice.rendering(source.relativePath)
            let rendered = source.render(picks, stubWords: words)
            lineMaps[source.relativePath] = (rendered.itemAtLine, rendered.originalLine)
        }
        var failed: [String: [Int: [String]]] = [:]
        var outside: [String] = []
        for line in output.lines() {
            guard let location = BuildDiagnostics.parseLocation(line),
                  case (.contract, let path)? = package.role(ofPath: location.path), let map = lineMaps[path] else { continue }
            if let item = map.items[location.line] {
                failed[path, default: [:]][item, default: []].append(location.message)
            } else {
                let entry = "contract/\(path):\(map.original[location.line] ?? location.line): \(location.message)"
                if !outside.contains(entry) { outside.append(entry) }
            }
        }
        return (failed, outside)
    }

    /// The words of failed items that every task needs, each once; a missing type said once.
    func contractWords(_ failed: [String: [Int: [String]]]) -> [String] {
        var words: [String] = []
        for path in failed.keys.sorted() {
            guard let source = sources.first(where: { $0.relativePath == path }) else { continue }
            for (number, messages) in failed[path]!.sorted(by: { $0.key < $1.key }) {
                let text = ContractChoice.words(for: source.items[number], messages: messages, missingTypeWords: missingTypeWords)
                if !words.contains(text) { words.append(text) }
            }
        }
        return words
    }
}

import Foundation
import MemorizeSupport

extension Grader {
    /// Compiles the contract against the reference solution alone, without the checks, in a
    /// scratch package of its own (`ID-contract`, kept for incremental rebuilds). A contract line
    /// that is itself wrong (it uses a `private` type, say) would otherwise be shown as its
    /// plain-words sentence, as if the reference lacked that API; here it gets the compiler's
    /// own message at its line. Returns one line per error, empty when everything compiles or
    /// the exercise has no contract.
    func contractAgainstReference() throws -> [String] {
        if let missing = exercise.missingServe { return [missing] }
        let files = try SourceFile.collect(from: exercise.solution)
        // Its alternatives given by shape are written out for the reference, and the lists they
        // set opened in its compiled copy, as for a student.
        let (solution, contract) = exercise.compiledParts(of: files, reference: DeclarationIndex(files: files))
        guard !contract.isEmpty else { return [] }
        let swift = try swiftExecutable()
        let package = ScratchPackage.grading(self.package.directory.deletingLastPathComponent()
            .appendingPathComponent("\(exercise.id)-contract", isDirectory: true))
        // Each item's first alternative: the lectures' spelling, which the reference uses.
        let sources = contract.map(ContractSource.init)
        let shape = sources.flatMap(\.shapeProblems)
        guard shape.isEmpty else { return shape }
        let rendered = ContractedBuild(contract: contract, submission: solution, package: package,
                                       display: display, missingTypeWords: { _ in nil }).files(ContractChoice(picks: [:]))
        let lineMaps = Dictionary(sources.map { ($0.relativePath, $0.render([]).originalLine) }, uniquingKeysWith: { first, _ in first })
        return try package.withLock {
            defer { package.clearTemporaryFolder() }
            let builder = ScratchBuild(package: package, runner: runner, swift: swift, environment: environment, timeLimit: nil)
            try builder.write(submission: solution, exercise: [], contract: rendered)
            let build = try builder.build()
            guard !build.succeeded else { return [] }
            let problems = Self.contractErrors(build.output, package: package, originalLines: lineMaps)
            return problems.isEmpty ? ["the contract and the reference solution do not build together: "
                + build.output.lines(keepingTrailingEmpty: false).suffix(3).joined(separator: " ")] : problems
        }
    }

    /// Compiler errors of a contract-only build, placed at the exercise's own files.
    static func contractErrors(_ output: String, package: ScratchPackage, originalLines: [String: [Int: Int]] = [:]) -> [String] {
        var problems: [String] = []
        for line in output.lines() {
            guard let location = BuildDiagnostics.parseLocation(line) else { continue }
            let entry: String
            switch package.role(ofPath: location.path) {
            case (.contract, let file)?:
                entry = "contract/\(file):\(originalLines[file]?[location.line] ?? location.line): does not compile against the reference solution "
                    + "(the exercise's fault, not a student's): \(location.message)"
            case (.submission, let file)?:
                entry = "the reference solution does not compile: solution/\(file):\(location.line): \(location.message)"
            default:
                continue
            }
            if !problems.contains(entry) { problems.append(entry) }
        }
        return problems
    }
}

extension Exercise {
    /// Every type the reference solution declares, nested ones too (`Card`).
    public func solutionTypes() -> Set<String> {
        Set(DeclarationIndex(files: (try? SourceFile.collect(from: solution)) ?? []).types.map(\.shortName))
    }

    /// For a type of the assignment (as the reference solution declares it) that `submission`
    /// does not declare: "your code has no `class EmojiMemoryGame`". Nil for any other name.
    public func missingTypeWords(in submission: [SourceFile]) -> (String) -> String? {
        let declared = submission.reduce(into: Set<String>()) { names, file in
            let scan = SwiftSourceScan(String(decoding: file.contents, as: UTF8.self))
            names.formUnion(scan.declarations.map(\.name))
            names.formUnion(scan.typeAliases)
        }
        var kinds: [String: String] = [:]
        for file in (try? SourceFile.collect(from: solution)) ?? [] {
            for declaration in SwiftSourceScan(String(decoding: file.contents, as: UTF8.self)).declarations where declaration.isTopLevel {
                kinds[declaration.name] = declaration.kind
            }
        }
        return { name in
            guard let kind = kinds[name], !declared.contains(name) else { return nil }
            return "your code has no `\(kind) \(name)`"
        }
    }
}

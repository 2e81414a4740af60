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
        let contract = (try? SourceFile.collect(from: exercise.contract)) ?? []
        guard !contract.isEmpty else { return [] }
        let solution = try SourceFile.collect(from: exercise.solution)
        let swift = try swiftExecutable()
        let package = GradingPackage(directory: self.package.directory.deletingLastPathComponent()
            .appendingPathComponent("\(exercise.id)-contract", isDirectory: true))
        var environment = toolEnvironment
        environment["TMPDIR"] = package.temporaryFolder.path + "/" // this package's own, emptied afterwards
        return try package.withLock {
            defer { package.clearTemporaryFolder() }
            try package.prepare(submission: solution, checks: [], contract: contract)
            package.markBuildStart()
            let build = try runner.run(swift, ["build", "--build-tests", "-Xswiftc", "-diagnostic-style=llvm"],
                                       in: package.directory, environment: environment, timeLimit: nil)
            guard !build.succeeded else { return [] }
            let problems = Self.contractErrors(build.output)
            return problems.isEmpty ? ["the contract and the reference solution do not build together: "
                + build.output.lines(keepingTrailingEmpty: false).suffix(3).joined(separator: " ")] : problems
        }
    }

    /// Compiler errors of a contract-only build, placed at the exercise's own files.
    static func contractErrors(_ output: String) -> [String] {
        var problems: [String] = []
        for line in output.lines() {
            guard let location = BuildDiagnostics.parseLocation(line) else { continue }
            let entry: String
            if let range = location.path.range(of: "/Tests/Checks/\(GradingPackage.contractSubfolder)/") {
                entry = "contract/\(location.path[range.upperBound...]):\(location.line): does not compile against the reference solution "
                    + "(the exercise's fault, not a student's): \(location.message)"
            } else if let range = location.path.range(of: "/Sources/Submission/") {
                entry = "the reference solution does not compile: solution/\(location.path[range.upperBound...]):\(location.line): \(location.message)"
            } else {
                continue
            }
            if !problems.contains(entry) { problems.append(entry) }
        }
        return problems
    }
}

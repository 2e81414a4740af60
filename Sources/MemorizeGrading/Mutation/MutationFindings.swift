/// A mutation report as `validate` findings: the score (a problem while any mutant survives
/// unacknowledged), each survivor at file:line with its change, and what to do about them.
extension ExerciseValidation {
    public mutating func add(_ report: MutationReport) {
        let cost = "\(report.results.count) mutants graded in \(Int(report.seconds.rounded())) s"
        let survivors = report.survivors
        var details = survivors.map { "solution/\($0.location): \($0.change) in `\($0.code)`" }
        if let first = survivors.first {
            details.append("each survivor is a slip the checks cannot see: add a check (and a broken submission) that fails it; "
                + "if it cannot change what the code does, acknowledge it in Exercises/\(report.exercise)/\(AcknowledgedMutants.fileName), e.g. "
                + "{\"acknowledged\": [\(AcknowledgedMutants.snippet(for: first))]}")
        }
        add(survivors.isEmpty, "mutants: \(report.score); \(cost)"
            + (survivors.isEmpty ? "" : "; \(survivors.count) survived"), details)
        for entry in report.staleAcknowledgements {
            add(false, "\(AcknowledgedMutants.fileName): the mutant \(entry.file): \(entry.change) in `\(entry.code)` is acknowledged, "
                + "but no such mutant survives any more (the code changed, or a check now catches it): remove the entry")
        }
    }
}

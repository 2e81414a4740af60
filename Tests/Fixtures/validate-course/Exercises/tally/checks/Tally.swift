import Wire

/// The student's Tally, in their program.
struct Tally {
    private let object = StudentProgram.answer("make")
    var points: Int { object.flatMap { StudentProgram.answer("points", [$0])?.int } ?? -1 }
    var best: Int { object.flatMap { StudentProgram.answer("best", [$0])?.int } ?? -1 }
    mutating func add(_ amount: Int) { if let object { _ = StudentProgram.answer("add", [object, .int(amount)]) } }
    mutating func newRound() { if let object { _ = StudentProgram.answer("newRound", [object]) } }
}

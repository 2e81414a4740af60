// The student's Counter as the checks see it: an object of the student's program, by number.
import Wire

struct Counter {
    private let object: WireValue?

    init() { object = StudentProgram.answer("make") }

    var value: Int { object.flatMap { StudentProgram.answer("value", [$0])?.int } ?? -1 }

    mutating func increment() {
        guard let object else { return }
        _ = StudentProgram.answer("increment", [object])
    }
}

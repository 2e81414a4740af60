// The student's Cardify as the checks see it: each property read or set is a call to the
// program built from the student's code (contract/Serve.swift answers it). The checks hold no
// line of the student's code; a Cardify here is that program's object, by number.
import Wire

struct Cardify {
    private let object: WireValue?

    init(isFaceUp: Bool) {
        object = StudentProgram.answer("make", [.bool(isFaceUp)])
    }

    var rotation: Double {
        get { read("rotation")?.double ?? .nan }
        nonmutating set { write("rotation=", newValue) }
    }

    var isFaceUp: Bool { read("isFaceUp")?.bool ?? false }

    var animatableData: Double {
        get { read("animatableData")?.double ?? .nan }
        nonmutating set { write("animatableData=", newValue) }
    }

    private func read(_ name: String) -> WireValue? {
        guard let object else { return nil }
        return StudentProgram.answer(name, [object])
    }

    private func write(_ name: String, _ value: Double) {
        guard let object else { return }
        _ = StudentProgram.answer(name, [object, .double(value)])
    }
}

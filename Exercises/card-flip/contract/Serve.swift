// How the checks reach a Cardify: each call by name, with plain values, answered in the
// program built from the student's code. The checks' side is checks/Cardify.swift.
import Wire

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    switch name {
    case "make":
        return objects.keep(contractMake(isFaceUp: try arguments.bool(0)))
    case "rotation":
        return .double(contractRotation(try objects.object(arguments.value(0), as: Any.self)))
    case "rotation=":
        let angle = try arguments.double(1)
        try objects.change(arguments.value(0), as: Any.self) { contractSetRotation(&$0, angle) }
        return .none
    case "isFaceUp":
        return .bool(contractIsFaceUp(try objects.object(arguments.value(0), as: Any.self)))
    case "animatableData":
        return .double(contractAnimatableData(try objects.object(arguments.value(0), as: Any.self)))
    case "animatableData=":
        let value = try arguments.double(1)
        try objects.change(arguments.value(0), as: Any.self) { contractSetAnimatableData(&$0, value) }
        return .none
    default:
        throw WireShapeError("no call named \(name)")
    }
}

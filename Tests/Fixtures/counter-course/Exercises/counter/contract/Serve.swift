// How the checks reach a Counter: each call by name, answered in the student's program.
import Wire

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    switch name {
    case "make":
        return objects.keep(contractMake())
    case "value":
        return .int(contractValue(try objects.object(arguments.value(0), as: Any.self)))
    case "increment":
        try objects.change(arguments.value(0), as: Any.self) { contractIncrement(&$0) }
        return .none
    default:
        throw WireShapeError("no call named \(name)")
    }
}

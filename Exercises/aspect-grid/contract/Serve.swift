// How the checks reach the student's `widthThatFits`: one call by name with plain numbers,
// answered in the program built from the student's code. The checks' side is checks/Remote.swift.
import Wire

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    switch name {
    case "widthThatFits":
        return .double(contractWidth(try arguments.int(0), try arguments.double(1), try arguments.double(2), try arguments.double(3)))
    default:
        throw WireShapeError("no call named \(name)")
    }
}

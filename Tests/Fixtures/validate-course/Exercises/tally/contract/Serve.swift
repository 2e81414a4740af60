import Wire

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    switch name {
    case "make": return objects.keep(contractMake())
    case "points": return .int(contractPoints(try objects.object(arguments.value(0))))
    case "best": return .int(contractBest(try objects.object(arguments.value(0))))
    case "add":
        let amount = try arguments.int(1)
        try objects.change(arguments.value(0), as: Any.self) { contractAdd(&$0, amount) }
        return .none
    case "newRound": try objects.change(arguments.value(0), as: Any.self) { contractNewRound(&$0) }; return .none
    default: throw WireShapeError("no call named \(name)")
    }
}

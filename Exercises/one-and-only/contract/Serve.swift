// How the checks reach the student's extensions and game: each call by name, with plain
// values, answered in the program built from the student's code. Arrays of the checks' own
// Identifiable type travel as their ids; a card as [id, content, isFaceUp, isMatched]. The
// checks' side is checks/Remote.swift.
import Wire

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    switch name {
    case "firstIndex(matching:)":
        return contractFirstIndexOfID(try arguments.strings(0), try arguments.string(1)).map(WireValue.int) ?? .none
    case "oneAndOnly of numbers":
        let numbers = try (arguments.value(0).list ?? []).map { value -> Int in
            guard let number = value.int else { throw WireShapeError("expected numbers, got \(value)") }
            return number
        }
        return _contractOneAndOnlyInts(numbers).map(WireValue.int) ?? .none
    case "oneAndOnly on every Array":
        return .bool(contractOneAndOnlyIsOnEveryArray())
    case "oneAndOnly of words":
        return contractOneAndOnlyWord(try arguments.strings(0)).map(WireValue.string) ?? .none
    case "newGame":
        return objects.keep(contractMakeGame(try arguments.int(0), try arguments.strings(1)))
    default:
        break
    }
    let game = try arguments.value(0)
    switch name {
    case "turn face up":
        let index = try arguments.int(1)
        try objects.change(game, as: Any.self) { contractSetFaceUp(&$0, index) }
    case "match":
        let index = try arguments.int(1)
        try objects.change(game, as: Any.self) { contractSetMatched(&$0, index) }
    case "cards":
        return .list(contractCards(try objects.object(game)).map { card in
            .list([.int(card[0] as! Int), .string(card[1] as! String), .bool(card[2] as! Bool), .bool(card[3] as! Bool)])
        })
    case "firstIndex of a turned copy":
        return contractFirstIndexOfTurnedCopy(try objects.object(game), try arguments.int(1)).map(WireValue.int) ?? .none
    case "indexOfTheOneAndOnlyFaceUpCard":
        return contractOnlyFaceUp(try objects.object(game)).map(WireValue.int) ?? .none
    case "indexOfTheOneAndOnlyFaceUpCard=":
        let index = try arguments.value(1).int
        try objects.change(game, as: Any.self) { contractSetOnlyFaceUp(&$0, index) }
    default:
        throw WireShapeError("no call named \(name)")
    }
    return .none
}

// How the checks reach a Card: each call by name, with plain values, answered in the program
// built from the student's code. A card is made with a clock of the program's own that only
// the checks move ("wait"). The checks' side is checks/Remote.swift.
import Foundation
import Wire

/// A card and the clock it reads, as the program keeps them for the checks.
final class ContractCardOnAClock {
    var card: Any = ()
    var now = Date(timeIntervalSinceReferenceDate: 700_000_000)
}

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    if name == "newCard" {
        let held = ContractCardOnAClock()
        held.card = contractMake(try arguments.double(0)) { [unowned held] in held.now }
        return objects.keep(held)
    }
    let held = try objects.object(arguments.value(0), as: ContractCardOnAClock.self)
    switch name {
    case "wait": held.now += try arguments.double(1)
    case "isFaceUp=": contractSetFaceUp(&held.card, try arguments.bool(1))
    case "match": contractMatch(&held.card)
    case "bonusTimeLimit=": try contractSetLimit(&held.card, try arguments.double(1))
    case "isFaceUp": return .bool(contractIsFaceUp(held.card))
    case "isMatched": return .bool(contractIsMatched(held.card))
    case "bonusTimeLimit": return .double(contractLimit(held.card))
    case "faceUpTime": return .double(contractFaceUpTime(held.card))
    case "bonusTimeRemaining": return .double(contractRemaining(held.card))
    case "bonusRemaining": return .double(contractFraction(held.card))
    case "hasEarnedBonus": return .bool(contractEarned(held.card))
    case "isConsumingBonusTime": return .bool(contractConsuming(held.card))
    default: throw WireShapeError("no call named \(name)")
    }
    return .none
}

// The student's Card as the checks see it: made on a clock only the checks move, each
// property a call to the program built from the student's code (contract/Serve.swift
// answers). The checks hold no line of the student's code.
import Foundation
import Wire

struct Card {
    private let object: WireValue?

    init(bonusTimeLimit: TimeInterval) {
        object = StudentProgram.answer("newCard", [.double(bonusTimeLimit)])
    }

    /// Moves the card's clock on by `seconds`.
    func wait(_ seconds: TimeInterval) { _ = call("wait", .double(seconds)) }

    var isFaceUp: Bool {
        get { call("isFaceUp")?.bool ?? false }
        nonmutating set { _ = call("isFaceUp=", .bool(newValue)) }
    }
    var isMatched: Bool { call("isMatched")?.bool ?? false }
    func match() { _ = call("match") }

    var bonusTimeLimit: TimeInterval {
        get { call("bonusTimeLimit")?.double ?? .nan }
        nonmutating set { _ = call("bonusTimeLimit=", .double(newValue)) }
    }
    var faceUpTime: TimeInterval { call("faceUpTime")?.double ?? .nan }
    var bonusTimeRemaining: TimeInterval { call("bonusTimeRemaining")?.double ?? .nan }
    var bonusRemaining: Double { call("bonusRemaining")?.double ?? .nan }
    var hasEarnedBonus: Bool { call("hasEarnedBonus")?.bool ?? false }
    var isConsumingBonusTime: Bool { call("isConsumingBonusTime")?.bool ?? false }

    private func call(_ name: String, _ arguments: WireValue...) -> WireValue? {
        guard let object else { return nil }
        return StudentProgram.answer(name, [object] + arguments)
    }
}

// Required Task 3: setting `indexOfTheOneAndOnlyFaceUpCard` to an index turns that card
// face up and every other card face down; setting nil turns every card face down. It
// changes nothing but isFaceUp.
import XCTest

final class SetterChecks: XCTestCase {
    func testSettingAnIndexLeavesOnlyThatCardFaceUp() {
        for (start, index) in [([Int](), 5), ([1, 6], 3), ([0, 2, 4, 7], 4), ([6], 6), (Array((0..<8).shuffled().prefix(Int.random(in: 0...8))).sorted(), Int.random(in: 0..<8))] {
            let table = game(faceUp: start)
            table.indexOfTheOneAndOnlyFaceUpCard = index
            let up = faceUpIndices(table)
            let before = start.isEmpty ? "none face up" : "cards \(start.map(String.init).joined(separator: ", ")) face up"
            expect(up == [index], "With \(before), set indexOfTheOneAndOnlyFaceUpCard = \(index): expected only card \(index) face up, but \(faceUpWords(table)).")
        }
    }

    func testMatchedCardsTurnLikeAnyOther() {
        let table = game(faceUp: [0, 1, 6], matched: [0, 1])
        table.indexOfTheOneAndOnlyFaceUpCard = 4
        expect(faceUpIndices(table) == [4], "With the matched pair at 0 and 1 and card 6 face up, set indexOfTheOneAndOnlyFaceUpCard = 4: expected only card 4 face up (every other card face down, matched or not), but \(faceUpWords(table)).")
        let matched = game(matched: [2, 3])
        matched.indexOfTheOneAndOnlyFaceUpCard = 2
        expect(faceUpIndices(matched) == [2], "With the matched pair at 2 and 3 face down, set indexOfTheOneAndOnlyFaceUpCard = 2: expected card 2 face up (matched or not), but \(faceUpWords(matched)).")
    }

    func testSettingNilTurnsEveryCardFaceDown() {
        let table = game(faceUp: [0, 5])
        table.indexOfTheOneAndOnlyFaceUpCard = nil
        expect(table.cards.allSatisfy { !$0.isFaceUp }, "With cards 0 and 5 face up, set indexOfTheOneAndOnlyFaceUpCard = nil: expected every card face down, but \(faceUpWords(table)).")
        // Matched cards face up turn face down too.
        let withMatched = game(faceUp: [0, 1, 5], matched: [0, 1])
        withMatched.indexOfTheOneAndOnlyFaceUpCard = nil
        expect(withMatched.cards.allSatisfy { !$0.isFaceUp }, "With the matched pair at 0 and 1 and card 5 face up, set indexOfTheOneAndOnlyFaceUpCard = nil: expected every card face down (matched or not), but \(faceUpWords(withMatched)).")
        let onlyMatched = game(faceUp: [6], matched: [6, 7])
        onlyMatched.indexOfTheOneAndOnlyFaceUpCard = nil
        expect(onlyMatched.cards.allSatisfy { !$0.isFaceUp }, "With the matched pair at 6 and 7 and only card 6 face up, set indexOfTheOneAndOnlyFaceUpCard = nil: expected every card face down (matched or not), but \(faceUpWords(onlyMatched)).")
    }

    func testTheGetterReadsBackWhatWasSet() {
        let table = game(faceUp: [2, 3])
        table.indexOfTheOneAndOnlyFaceUpCard = 6
        let found = table.indexOfTheOneAndOnlyFaceUpCard
        expect(found == 6, "With cards 2 and 3 face up, set indexOfTheOneAndOnlyFaceUpCard = 6 and read it back: expected 6, but got \(optional(found)) (\(faceUpWords(table))).")
    }

    func testOnlyFacesChange() {
        let table = game(faceUp: [0, 1], matched: [0, 1])
        let before = table.cards.map { "\($0.id) \($0.content) \($0.isMatched)" }
        table.indexOfTheOneAndOnlyFaceUpCard = 4
        let after = table.cards.map { "\($0.id) \($0.content) \($0.isMatched)" }
        expect(after == before, "With the matched pair at 0 and 1 face up, set indexOfTheOneAndOnlyFaceUpCard = 4: expected the cards' ids, contents and matched flags to stay as they were, but they changed.")
    }
}

// Required Task 2 (second half): `indexOfTheOneAndOnlyFaceUpCard` is the index of the only
// face-up card, and nil when no card or several cards are face up (matched ones count).
import XCTest

final class GetterChecks: XCTestCase {
    func testTheIndexOfTheOnlyFaceUpCard() {
        for index in [0, 3, 7, Int.random(in: 0..<8)] {
            let table = game(faceUp: [index])
            let found = table.indexOfTheOneAndOnlyFaceUpCard
            expect(found == index, "Turned card \(index) of 8 face up: expected indexOfTheOneAndOnlyFaceUpCard to be \(index), but got \(optional(found)).")
        }
    }

    func testNilWhenNoCardIsFaceUp() {
        let found = game().indexOfTheOneAndOnlyFaceUpCard
        expect(found == nil, "Left all 8 cards face down: expected indexOfTheOneAndOnlyFaceUpCard to be nil, but got \(optional(found)).")
    }

    func testNilWhenSeveralCardsAreFaceUp() {
        for faceUp in [[1, 4], [0, 1, 2], [2, 5, 6, 7], Array((0..<8).shuffled().prefix(Int.random(in: 2...8))).sorted()] {
            let found = game(faceUp: faceUp).indexOfTheOneAndOnlyFaceUpCard
            expect(found == nil, "Turned cards \(faceUp.map(String.init).joined(separator: ", ")) face up: expected indexOfTheOneAndOnlyFaceUpCard to be nil (more than one is face up), but got \(optional(found)).")
        }
    }

    func testAFaceUpMatchedCardCounts() {
        let found = game(faceUp: [2, 3], matched: [2, 3]).indexOfTheOneAndOnlyFaceUpCard
        expect(found == nil, "Turned the matched pair at 2 and 3 face up: expected indexOfTheOneAndOnlyFaceUpCard to be nil (two cards are face up, matched or not), but got \(optional(found)).")
    }

    func testASingleFaceUpMatchedCardIsTheOne() {
        let found = game(faceUp: [3], matched: [2, 3]).indexOfTheOneAndOnlyFaceUpCard
        expect(found == 3, "Matched cards 2 and 3, and turned card 3 face up (the only one): expected indexOfTheOneAndOnlyFaceUpCard to be 3 (matched or not, it is the one face-up card), but got \(optional(found)).")
    }
}

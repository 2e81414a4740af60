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
        // A face-up matched card beside face-up unmatched ones: still more than one face up. With
        // a pair and an unmatched card drawn for this run.
        // False failure: none (two or more face-up cards have no one and only, whatever the draw).
        let pair = Int.random(in: 0..<4)
        let matchedUp = 2 * pair + Int.random(in: 0...1)
        let unmatchedUp = (0..<8).filter { $0 / 2 != pair }.randomElement()!
        for (faceUp, matched) in [([3, 5], [2, 3]), ([0, 6], [6, 7]), ([2, 3, 4], [2, 3]), ([matchedUp, unmatchedUp].sorted(), [2 * pair, 2 * pair + 1])] {
            let mixed = game(faceUp: faceUp, matched: matched).indexOfTheOneAndOnlyFaceUpCard
            let matchedWords = faceUp.filter(matched.contains).map(String.init).joined(separator: ", ")
            let unmatchedWords = faceUp.filter { !matched.contains($0) }.map(String.init).joined(separator: ", ")
            expect(mixed == nil, "Matched cards \(matched[0]) and \(matched[1]), and turned cards \(faceUp.map(String.init).joined(separator: ", ")) face up (matched \(matchedWords), unmatched \(unmatchedWords)): expected indexOfTheOneAndOnlyFaceUpCard to be nil (\(faceUp.count) cards are face up, matched or not), but got \(optional(mixed)).")
        }
    }

    func testASingleFaceUpMatchedCardIsTheOne() {
        let found = game(faceUp: [3], matched: [2, 3]).indexOfTheOneAndOnlyFaceUpCard
        expect(found == 3, "Matched cards 2 and 3, and turned card 3 face up (the only one): expected indexOfTheOneAndOnlyFaceUpCard to be 3 (matched or not, it is the one face-up card), but got \(optional(found)).")
    }
}

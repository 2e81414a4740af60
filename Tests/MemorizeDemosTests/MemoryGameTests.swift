@testable import MemorizeDemos
import XCTest

/// MemoryGame's rules and the Array helpers they use, against hand-worked games.
/// Decks are dealt in order, so three pairs are A A B B C C.
final class MemoryGameTests: XCTestCase {
    private func newGame(pairs: Int = 3) -> MemoryGame<String> {
        MemoryGame<String>(numberOfPairsOfCards: pairs) { pairIndex in ["A", "B", "C"][pairIndex] }
    }

    // MARK: - Dealing

    func testDealsTwoCardsPerPairInOrderFaceDown() {
        let game = newGame()
        XCTAssertEqual(game.cards.map(\.content), ["A", "A", "B", "B", "C", "C"])
        XCTAssertEqual(game.cards.map(\.id), [0, 1, 2, 3, 4, 5])
        XCTAssertFalse(game.cards.contains { $0.isFaceUp || $0.isMatched })
        XCTAssertEqual(draw(game.cards), "[??] [??] [??] [??] [??] [??]")
    }

    // MARK: - choose(_:)

    func testChoosingACardTurnsItFaceUp() {
        var game = newGame()
        game.choose(game.cards[2])
        XCTAssertEqual(draw(game.cards), "[??] [??] [B] [??] [??] [??]")
    }

    func testTwoEqualContentsMatch() {
        var game = newGame()
        game.choose(game.cards[4])
        game.choose(game.cards[5])
        XCTAssertEqual(game.cards.map(\.isMatched), [false, false, false, false, true, true])
        XCTAssertEqual(game.cards.map(\.isFaceUp), [false, false, false, false, true, true])
    }

    func testTwoDifferentContentsStayFaceUpUnmatched() {
        var game = newGame()
        game.choose(game.cards[0])
        game.choose(game.cards[2])
        XCTAssertEqual(draw(game.cards), "[A] [??] [B] [??] [??] [??]")
        XCTAssertFalse(game.cards.contains { $0.isMatched })
    }

    func testAThirdCardTurnsAMismatchBackDown() {
        var game = newGame()
        game.choose(game.cards[0])
        game.choose(game.cards[2])
        game.choose(game.cards[4])
        XCTAssertEqual(draw(game.cards), "[??] [??] [??] [??] [C] [??]")
    }

    func testAThirdCardAfterAMatchTurnsTheMatchedCardsDown() {
        var game = newGame()
        game.choose(game.cards[0])
        game.choose(game.cards[1])
        game.choose(game.cards[3])
        XCTAssertEqual(game.cards.map(\.isFaceUp), [false, false, false, true, false, false])
        XCTAssertEqual(draw(game.cards), "          [??] [B] [??] [??]", "matched and face down: drawn as gone")
    }

    func testChoosingAFaceUpCardAgainChangesNothing() {
        var game = newGame()
        game.choose(game.cards[0])
        game.choose(game.cards[0])
        XCTAssertEqual(draw(game.cards), "[A] [??] [??] [??] [??] [??]")
        game.choose(game.cards[1]) // still the one face-up card, so this is a match
        XCTAssertEqual(draw(game.cards), "[A] [A] [??] [??] [??] [??]")
        XCTAssertTrue(game.cards[0].isMatched && game.cards[1].isMatched)
    }

    func testChoosingAMatchedCardChangesNothing() {
        var game = newGame()
        game.choose(game.cards[0])
        game.choose(game.cards[1])
        game.choose(game.cards[2]) // the matched pair turns face down
        game.choose(game.cards[0])
        XCTAssertEqual(game.cards.map(\.isFaceUp), [false, false, true, false, false, false])
        XCTAssertEqual(draw(game.cards), "          [B] [??] [??] [??]")
    }

    func testChoosingACardFromAnotherGameChangesNothing() {
        var game = newGame(pairs: 2)
        game.choose(MemoryGame<String>.Card(content: "A", id: 99))
        XCTAssertEqual(draw(game.cards), "[??] [??] [??] [??]")
    }

    // MARK: - firstIndex(matching:)

    func testFirstIndexMatchingFindsTheCardWithTheSameID() {
        let game = newGame()
        XCTAssertEqual(game.cards.firstIndex(matching: game.cards[3]), 3)
        XCTAssertEqual(game.cards.firstIndex(matching: game.cards[1]), 1) // not 0: same content, other id
    }

    func testFirstIndexMatchingIsNilWithoutThatID() {
        let game = newGame()
        XCTAssertNil(game.cards.firstIndex(matching: MemoryGame<String>.Card(content: "A", id: 42)))
        XCTAssertNil([MemoryGame<String>.Card]().firstIndex(matching: game.cards[0]))
    }

    // MARK: - oneAndOnly and the face-up index

    func testOneAndOnly() {
        XCTAssertNil([Int]().oneAndOnly)
        XCTAssertEqual([7].oneAndOnly, 7)
        XCTAssertNil([7, 8].oneAndOnly)
    }

    func testGettingTheIndexOfTheOneAndOnlyFaceUpCard() {
        var game = newGame()
        XCTAssertNil(game.indexOfTheOneAndOnlyFaceUpCard)
        game.cards[4].isFaceUp = true
        XCTAssertEqual(game.indexOfTheOneAndOnlyFaceUpCard, 4)
        game.cards[1].isFaceUp = true
        XCTAssertNil(game.indexOfTheOneAndOnlyFaceUpCard)
    }

    func testSettingTheIndexOfTheOneAndOnlyFaceUpCard() {
        var game = newGame()
        game.cards[0].isFaceUp = true
        game.cards[5].isFaceUp = true
        game.indexOfTheOneAndOnlyFaceUpCard = 2
        XCTAssertEqual(game.cards.map(\.isFaceUp), [false, false, true, false, false, false])
        XCTAssertEqual(game.indexOfTheOneAndOnlyFaceUpCard, 2)
        game.indexOfTheOneAndOnlyFaceUpCard = nil
        XCTAssertFalse(game.cards.contains { $0.isFaceUp })
    }
}

// Required Task 1: `firstIndex(matching:)` finds an element by its id (not by its other
// properties), returns the first of several with that id, and nil when none has it, on
// any array of Identifiable elements.
import XCTest

final class FirstIndexChecks: XCTestCase {
    func testFindsACardByItsIdEvenWhenItHasChanged() {
        // A game of a size drawn for this run, up to 40 cards: the search must reach every one.
        let table = game(pairs: Int.random(in: 9...20))
        for (index, card) in table.cards.enumerated() {
            // a copy of the card with its face turned over: stale or changed, as a View hands to choose
            let found = table.firstIndexOfTurnedCopy(of: index)
            expect(found == index, "Looked for card \(index) (id \(card.id)) with its face turned over: expected index \(index), but got \(optional(found)).")
        }
    }

    func testWorksOnAnyIdentifiableType() {
        let planets = [Planet(id: "Mars", moons: 2), Planet(id: "Jupiter", moons: 95), Planet(id: "Saturn", moons: 146)]
        let found = studentFirstIndex(ids: planets.map(\.id), matching: "Saturn")
        expect(found == 2, "Looked for id \"Saturn\" in Mars, Jupiter, Saturn (a type of the checks' own, whose ids of text all have the same hash and the same description): expected index 2, but got \(optional(found)).")
        // And an order, a length and an id drawn for this run, the id far along the array.
        let names = (["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
            + ["Ceres", "Pluto", "Haumea", "Makemake", "Eris", "Sedna", "Quaoar", "Orcus", "Gonggong"].shuffled().prefix(Int.random(in: 4...9))).shuffled()
        let wanted = names[Int.random(in: 9..<names.count)]
        let drawn = studentFirstIndex(ids: names, matching: wanted)
        expect(drawn == names.firstIndex(of: wanted), "Looked for id \"\(wanted)\" in \(names.joined(separator: ", ")): expected index \(optional(names.firstIndex(of: wanted))), but got \(optional(drawn)).")
    }

    func testFindsACardFarAlongABigGame() {
        // False failure: none (a correct firstIndex finds every card, however far along).
        // A game of a size drawn for this run, 300 to 1000 cards: a search that looks at the
        // first few dozen only never reaches the last cards.
        let pairs = Int.random(in: 150...500)
        let table = game(pairs: pairs)
        let count = table.cards.count
        guard expect(count == 2 * pairs, "Made a game of \(pairs) pairs: expected \(2 * pairs) cards, but it has \(count).") else { return }
        for index in [count - 1, count - 2, Int.random(in: count / 2..<count)] {
            let found = table.firstIndexOfTurnedCopy(of: index)
            expect(found == index, "In a game of \(count) cards, looked for card \(index) with its face turned over: expected index \(index), but got \(optional(found)).")
        }
    }

    func testFindsAnIdNearTheEndOfALongArray() {
        // False failure: none (a correct firstIndex finds the id wherever it is).
        // An array of the checks' own type, of a length drawn for this run (200 to 3000 planets,
        // their names in an order drawn too), searched for ids near its end.
        let length = Int.random(in: 200...3000)
        let planets = (1...length).shuffled().map { Planet(id: "Minor planet \($0)", moons: $0 % 5) }
        let ids = planets.map(\.id)
        for position in [length - 1, Int.random(in: length - 20..<length - 1)] {
            let found = studentFirstIndex(ids: ids, matching: ids[position])
            expect(found == position, "Looked for id \"\(ids[position])\" in \(length) elements of a type of the checks' own, where it is element \(position): expected index \(position), but got \(optional(found)).")
        }
    }

    func testReturnsTheFirstOfSeveralWithTheSameId() {
        let planets = [Planet(id: "Venus", moons: 0), Planet(id: "Earth", moons: 1), Planet(id: "Earth", moons: 7)]
        let found = studentFirstIndex(ids: planets.map(\.id), matching: "Earth")
        expect(found == 1, "Looked for id \"Earth\" in Venus, Earth, Earth: expected the first, index 1, but got \(optional(found)).")
    }

    func testReturnsNilWhenNoElementHasTheId() {
        let planets = [Planet(id: "Mars", moons: 2), Planet(id: "Venus", moons: 0)]
        let missing = studentFirstIndex(ids: planets.map(\.id), matching: "Pluto")
        expect(missing == nil, "Looked for id \"Pluto\" in Mars, Venus: expected nil, but got \(optional(missing)).")
        let none = studentFirstIndex(ids: [], matching: "Mars")
        expect(none == nil, "Looked for id \"Mars\" in an empty array: expected nil, but got \(optional(none)).")
    }
}

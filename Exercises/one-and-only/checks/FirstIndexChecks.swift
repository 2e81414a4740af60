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
        expect(found == 2, "Looked for id \"Saturn\" in Mars, Jupiter, Saturn (a type of the checks' own, with String ids): expected index 2, but got \(optional(found)).")
        // And an order, a length and an id drawn for this run, the id far along the array.
        let names = (["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"]
            + ["Ceres", "Pluto", "Haumea", "Makemake", "Eris", "Sedna", "Quaoar", "Orcus", "Gonggong"].shuffled().prefix(Int.random(in: 4...9))).shuffled()
        let wanted = names[Int.random(in: 9..<names.count)]
        let drawn = studentFirstIndex(ids: names, matching: wanted)
        expect(drawn == names.firstIndex(of: wanted), "Looked for id \"\(wanted)\" in \(names.joined(separator: ", ")): expected index \(optional(names.firstIndex(of: wanted))), but got \(optional(drawn)).")
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

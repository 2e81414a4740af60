// Required Task 1: `firstIndex(matching:)` finds an element by its id (not by its other
// properties), returns the first of several with that id, and nil when none has it, on
// any array of Identifiable elements.
import XCTest
@testable import Submission

final class FirstIndexChecks: XCTestCase {
    func testFindsACardByItsIdEvenWhenItHasChanged() {
        let table = game()
        for index in table.cards.indices {
            var copy = table.cards[index]
            copy.isFaceUp.toggle()       // a stale or changed copy, as a View hands to choose
            let found = table.cards.firstIndex(matching: copy)
            expect(found == index, "Looked for card \(index) (id \(copy.id)) with its face turned over: expected index \(index), but got \(optional(found)).")
        }
    }

    func testWorksOnAnyIdentifiableType() {
        let planets = [Planet(id: "Mars", moons: 2), Planet(id: "Jupiter", moons: 95), Planet(id: "Saturn", moons: 146)]
        let found = planets.firstIndex(matching: Planet(id: "Saturn", moons: 0))
        expect(found == 2, "Looked for id \"Saturn\" in Mars, Jupiter, Saturn (a type of the checks' own, with String ids): expected index 2, but got \(optional(found)).")
    }

    func testReturnsTheFirstOfSeveralWithTheSameId() {
        let planets = [Planet(id: "Venus", moons: 0), Planet(id: "Earth", moons: 1), Planet(id: "Earth", moons: 7)]
        let found = planets.firstIndex(matching: Planet(id: "Earth", moons: 7))
        expect(found == 1, "Looked for id \"Earth\" in Venus, Earth, Earth: expected the first, index 1, but got \(optional(found)).")
    }

    func testReturnsNilWhenNoElementHasTheId() {
        let planets = [Planet(id: "Mars", moons: 2), Planet(id: "Venus", moons: 0)]
        let missing = planets.firstIndex(matching: Planet(id: "Pluto", moons: 5))
        expect(missing == nil, "Looked for id \"Pluto\" in Mars, Venus: expected nil, but got \(optional(missing)).")
        let none = [Planet]().firstIndex(matching: Planet(id: "Mars", moons: 2))
        expect(none == nil, "Looked for id \"Mars\" in an empty array: expected nil, but got \(optional(none)).")
    }
}

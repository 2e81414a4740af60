// Required Task 3: `init?(order:)` reads "hamburger N", "fries SIZE", "drink NAME OUNCES"
// and "cookie", N and OUNCES whole numbers of at least 1; anything else gives nil. Every
// order here has one space between words: how runs of spaces read is left to the student.
import XCTest

final class OrderChecks: XCTestCase {
    @discardableResult
    private func expectOrder(_ text: String, _ expected: FastFoodMenuItem?, _ why: String = "",
                             file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let item = FastFoodMenuItem(order: text)
        return expect(item == expected,
                      "Read the order \"\(text)\": expected \(describe(expected))\(why.isEmpty ? "" : " (\(why))"), but got \(describe(item)).",
                      file: file, line: line)
    }

    func testEveryKindOfItemIsRead() {
        expectOrder("hamburger 1", .hamburger(numberOfPatties: 1), "1 patty is the least there is")
        expectOrder("hamburger 2", .hamburger(numberOfPatties: 2))
        expectOrder("hamburger 12", .hamburger(numberOfPatties: 12))
        expectOrder("drink Coke 32", .drink("Coke", ounces: 32))
        expectOrder("drink Water 12", .drink("Water", ounces: 12))
        expectOrder("drink Water 1", .drink("Water", ounces: 1), "1 ounce is the least there is")
        expectOrder("cookie", .cookie)
        // And an order drawn for this run.
        let patties = Drawn.count(3...40), name = Drawn.drinkName(), ounces = Drawn.count(2...64)
        expectOrder("hamburger \(patties)", .hamburger(numberOfPatties: patties))
        expectOrder("drink \(name) \(ounces)", .drink(name, ounces: ounces), "a drink's name is any one word, kept as written")
    }

    func testEverySizeOfFriesIsRead() {
        for name in ["small", "medium", "large"] {
            let item = FastFoodMenuItem(order: "fries \(name)")
            var read = false
            if case .fries(let size)? = item { read = size.rawValue == name }
            expect(read, "Read the order \"fries \(name)\": expected .fries(size: .\(name)), but got \(describe(item)).")
        }
    }

    // False failure: none (a reader that keeps the second word as the name reads each of these).
    func testADrinkOfAnyOneWordIsRead() {
        // NAME is any one word, kept as written: not only a capitalised one (a reader that
        // refused names starting in lower case once passed).
        let why = "a drink's name is any one word, kept as written"
        for (name, ounces) in [("water", 12), ("iced-tea", 16), ("7up", 20), ("eggNog", 8), ("café", 10), ("RC", 2)] {
            expectOrder("drink \(name) \(ounces)", .drink(name, ounces: ounces), why)
        }
        // And a name of every length from 1 to 25 characters, drawn for this run.
        for length in 1...25 {
            let name = Drawn.drinkName(length: length), ounces = Drawn.count(1...64)
            if !expectOrder("drink \(name) \(ounces)", .drink(name, ounces: ounces), why) { return }
        }
    }

    func testUnknownItemsGiveNil() {
        expectOrder("pizza", nil, "not on the menu")
        expectOrder("salad 2", nil, "not on the menu")
        expectOrder("", nil, "an empty order")
        expectOrder("Cookie", nil, "names are lowercase")
    }

    func testAnUnknownSizeGivesNil() {
        expectOrder("fries huge", nil, "there is no huge size")
        expectOrder("fries", nil, "no size given")
    }

    func testMissingOrBadNumbersGiveNil() {
        expectOrder("hamburger", nil, "no number of patties")
        expectOrder("hamburger two", nil, "\"two\" is not a whole number")
        expectOrder("hamburger 0", nil, "a hamburger has at least 1 patty")
        expectOrder("drink Coke", nil, "no ounces")
        expectOrder("drink Coke big", nil, "\"big\" is not a whole number")
        expectOrder("drink Coke 0", nil, "a drink has at least 1 ounce")
        expectOrder("drink Coke -4", nil, "a drink has at least 1 ounce")
    }

    func testExtraWordsGiveNil() {
        expectOrder("cookie 2", nil, "a cookie takes no number")
        expectOrder("fries large please", nil, "one word too many")
        expectOrder("hamburger 2 3", nil, "one word too many")
    }
}

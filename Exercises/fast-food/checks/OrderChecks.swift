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

    // False failure: none (a reader that follows the task reads every order drawn here).
    func testEveryKindOfItemIsRead() {
        expectOrder("hamburger 1", .hamburger(numberOfPatties: 1), "1 patty is the least there is")
        expectOrder("hamburger 2", .hamburger(numberOfPatties: 2))
        expectOrder("hamburger 12", .hamburger(numberOfPatties: 12))
        expectOrder("drink Coke 32", .drink("Coke", ounces: 32))
        expectOrder("drink Water 12", .drink("Water", ounces: 12))
        expectOrder("drink Water 1", .drink("Water", ounces: 1), "1 ounce is the least there is")
        expectOrder("cookie", .cookie)
        // And orders drawn for this run, with numbers far past the lecture's too (N and OUNCES
        // are any whole numbers of at least 1).
        let patties = Drawn.count(3...40), name = Drawn.drinkName(), ounces = Drawn.count(2...64)
        expectOrder("hamburger \(patties)", .hamburger(numberOfPatties: patties))
        expectOrder("drink \(name) \(ounces)", .drink(name, ounces: ounces), "a drink's name is any one word, kept as written")
        let manyPatties = Drawn.count(100...100_000), manyOunces = Drawn.count(100...100_000)
        expectOrder("hamburger \(manyPatties)", .hamburger(numberOfPatties: manyPatties), "N is any whole number of at least 1")
        expectOrder("drink Coke \(manyOunces)", .drink("Coke", ounces: manyOunces), "OUNCES is any whole number of at least 1")
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
        // And a name of every length from 1 to 26 characters, and longer ones up to 100, drawn
        // for this run (a reader that refused names over 25 characters once passed).
        for length in Drawn.nameLengths {
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
        // SIZE is one of the sizes' names, whole: not the first letters of one (red team rt25a:
        // a reader that took any start of a name, "l" for large, had full marks).
        let why = "SIZE is a size's whole name, not the start of one"
        for part in ["l", "med", "s", "sma", "larg"] { expectOrder("fries \(part)", nil, why) }
    }

    // False failure: none (every word here has a capital letter, and the task reads none).
    func testItemsAndSizesInCapitalLettersGiveNil() {
        // An item or size in capital letters gives nil: every item word and every size, each
        // capitalised, all in capitals, and with capitals drawn for this run (a reader that
        // lower-cased every word but "Cookie" once passed while that was the only one tried).
        let why = "an item or size in capital letters gives nil"
        func firstCapital(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        for word in ["hamburger", "fries", "drink", "cookie"] {
            let rest = ["hamburger": " 2", "fries": " large", "drink": " Coke 12", "cookie": ""][word]!
            for spelled in [firstCapital(word), word.uppercased(), Drawn.capitalised(word)] {
                if !expectOrder(spelled + rest, nil, why) { break }
            }
        }
        for size in ["small", "medium", "large"] {
            for spelled in [firstCapital(size), size.uppercased(), Drawn.capitalised(size)] {
                if !expectOrder("fries \(spelled)", nil, why) { break }
            }
        }
    }

    // False failure: none (every number drawn here is below 1, which the task refuses).
    func testMissingOrBadNumbersGiveNil() {
        expectOrder("hamburger", nil, "no number of patties")
        expectOrder("hamburger two", nil, "\"two\" is not a whole number")
        expectOrder("hamburger 0", nil, "a hamburger has at least 1 patty")
        expectOrder("hamburger -3", nil, "a hamburger has at least 1 patty")
        expectOrder("hamburger -\(Drawn.count(1...100_000))", nil, "a hamburger has at least 1 patty")
        expectOrder("drink Coke", nil, "no ounces")
        // A drink is `drink NAME OUNCES`: a number alone is not both (red team rt25a: a reader that
        // made "drink 32" a water had full marks).
        expectOrder("drink 32", nil, "a drink needs a name and then its ounces")
        expectOrder("drink Coke big", nil, "\"big\" is not a whole number")
        expectOrder("drink Coke 0", nil, "a drink has at least 1 ounce")
        expectOrder("drink Coke -4", nil, "a drink has at least 1 ounce")
        expectOrder("drink Coke -\(Drawn.count(1...100_000))", nil, "a drink has at least 1 ounce")
    }

    func testExtraWordsGiveNil() {
        expectOrder("cookie 2", nil, "a cookie takes no number")
        expectOrder("fries large please", nil, "one word too many")
        expectOrder("hamburger 2 3", nil, "one word too many")
        // A drink's NAME is one word, so a name of two is an extra word (red team rt25a: a reader
        // that joined the words between "drink" and the ounces had full marks); and an item's
        // word said twice is an extra word too (rt25a: a reader that dropped a repeated first
        // word had full marks).
        expectOrder("drink Diet Coke 32", nil, "a drink's name is one word, so this is one word too many")
        expectOrder("drink Coke Zero 12", nil, "a drink's name is one word, so this is one word too many")
        expectOrder("cookie cookie", nil, "one word too many")
        expectOrder("hamburger hamburger 2", nil, "one word too many")
    }

    // Only spaces separate words: a comma is part of the word it touches, so these orders name
    // no item, or give a drink no ounces (red team rt25a: a reader that split at commas too had
    // full marks). Whether a tab or a line break separates words, as a space does, the task
    // leaves open ("words separated by spaces" is read both ways), so no check tries them.
    func testACommaDoesNotSeparateWords() {
        let why = "words are separated by spaces, and a comma is not one"
        expectOrder("hamburger,2", nil, why)
        expectOrder("fries,large", nil, why)
        expectOrder("drink Coke,32", nil, why)
        expectOrder("cookie,", nil, why)
    }
}

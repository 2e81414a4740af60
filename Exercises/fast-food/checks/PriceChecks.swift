// Required Task 2: `price`, in cents, by the formula in the instructions:
// hamburger 200 + 150 per patty; fries small 200, medium 250, large 300;
// drink 100 + 10 per ounce, whatever its name (of any case or length); cookie 150. Numbers
// of patties and ounces are drawn far past the lecture's too, so no cap on them passes.
import XCTest

final class PriceChecks: XCTestCase {
    private func expectPrice(_ item: FastFoodMenuItem, _ cents: Int, _ rule: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        expect(item.price == cents,
               "Asked \(describe(item)) for its price: expected \(cents) cents (\(dollars(cents)): \(rule)), but got \(item.price).",
               file: file, line: line)
    }

    // False failure: none (200 + 150 × patties is exact for every number drawn here).
    func testAHamburgerCostsTwoDollarsPlusADollarFiftyPerPatty() {
        // Small numbers, and numbers far past any the lecture uses, drawn for this run (a price
        // capped at 40 patties once passed while every number drawn was 6 to 40). And 0: no
        // order reads as a hamburger of 0 patties, but the enum holds one, and the rule prices
        // it at 200 with no patty to add; last, so a price gone wrong shows first at a number
        // the lecture uses (red team rt25a: `max(patties, 1)` had full marks).
        for patties in [1, 2, 3, 5, Drawn.count(6...40), Drawn.count(100...999), Drawn.count(1_000...100_000), 1_000_000, 0] {
            expectPrice(.hamburger(numberOfPatties: patties), 200 + 150 * patties, "200 + 150 × \(patties) patt\(patties == 1 ? "y" : "ies")")
        }
    }

    func testEverySizeOfFriesHasItsPrice() {
        // Every size, found by its name whatever allCases lists (rt19a: an empty or changing
        // allCases priced no fries at all); a size named otherwise ("Small", Task 1's to judge)
        // is priced by the name it has.
        let listed = FriesSize.allCases
        for (name, cents) in [("small", 200), ("medium", 250), ("large", 300)] {
            guard let size = FriesSize(rawValue: name) ?? listed.first(where: { $0.rawValue.lowercased() == name }) else {
                expect(false, "Asked for \(name) fries: expected a size named \"\(name)\" to price at \(dollars(cents)), but FriesSize(rawValue: \"\(name)\") is nil and allCases lists no size of that name, so no \(name) fries could be priced.")
                continue
            }
            expectPrice(.fries(size: size), cents, "\(name) fries")
        }
    }

    // False failure: none (100 + 10 × ounces is exact for every size drawn here, whatever the name).
    func testADrinkCostsADollarPlusTenCentsPerOunceWhateverItsName() {
        // The sizes drawn for this run go far past the lecture's (a price capped at 64 ounces
        // once passed while every size drawn was 2 to 64). And 0 ounces, which no order reads
        // but the enum holds, is 100 by the rule (red team rt25a: `max(ounces, 1)` had full marks).
        for (name, ounces) in [("Coke", 32), ("Water", 12), ("Lemonade", 16), ("Tea", 1), ("water", 20), ("7up", 8), (Drawn.drinkName(), Drawn.count(2...64)),
                               (Drawn.drinkName(), Drawn.count(100...999)), (Drawn.drinkName(), Drawn.count(1_000...100_000)), ("Coke", 1_000_000), ("Coke", 0)] {
            expectPrice(.drink(name, ounces: ounces), 100 + 10 * ounces, "100 + 10 × \(ounces) ounces, whatever the name")
        }
    }

    // False failure: none (a price that reads only the ounces is the same for every name).
    func testADrinkCostsTheSameWhateverTheLengthOfItsName() {
        // One size, and a name of every length from 1 to 26 characters and longer ones up to 100,
        // drawn for this run (a price of 0 for names longer than 12 characters once passed):
        // each must cost what a Coke of that size costs, and what the formula says.
        let ounces = Drawn.count(1...64)
        let cents = 100 + 10 * ounces
        let coke = FastFoodMenuItem.drink("Coke", ounces: ounces)
        let cokePrice = coke.price
        for length in Drawn.nameLengths {
            let item = FastFoodMenuItem.drink(Drawn.drinkName(length: length), ounces: ounces)
            let price = item.price
            let ok = expect(price == cents,
                            "Asked \(describe(item)), a name of \(length) character\(length == 1 ? "" : "s"), for its price: expected \(cents) cents (\(dollars(cents)): 100 + 10 × \(ounces) ounces, whatever the name; \(describe(coke)) costs \(cokePrice)), but got \(price).")
            if !ok { return }
        }
    }

    func testACookieCostsADollarFifty() {
        expectPrice(.cookie, 150, "a cookie")
    }
}

// Lecture 4's fast-food menu. Fill in the TODOs; keep the names and types of the
// contract in Exercises/fast-food/instructions.md.

import Foundation

/// The sizes fries come in, smallest first.
enum FriesSize: String, CaseIterable {
    case small, large
    // TODO: Required Task 1: the menu now has medium fries too
}

/// One thing a customer can order. Each case carries the data that item needs.
enum FastFoodMenuItem: Equatable {
    case hamburger(numberOfPatties: Int)
    case fries(size: FriesSize)
    case drink(String, ounces: Int)
    case cookie

    /// The price in cents.
    var price: Int {
        // TODO: Required Task 2: one switch over self, using each case's data
        return 0
    }

    /// The item an order such as "hamburger 2" names, or nil.
    init?(order: String) {
        // TODO: Required Task 3
        return nil
    }
}

// The menu of lecture 4's fast-food example, with prices and an order reader.

import Foundation

/// The sizes fries come in, smallest first.
enum FriesSize: String, CaseIterable {
    case small, medium, large
}

/// One thing a customer can order. Each case carries the data that item needs.
enum FastFoodMenuItem: Equatable {
    case hamburger(numberOfPatties: Int)
    case fries(size: FriesSize)
    case drink(String, ounces: Int)
    case cookie

    /// The price in cents. One switch, no `default:`, so a new case or size will not
    /// compile until it has a price.
    var price: Int {
        switch self {
        case .hamburger(let patties): return 200 + 150 * patties
        case .fries(.small): return 200
        case .fries(.medium): return 250
        case .fries(.large): return 300
        case .drink(_, let ounces): return 100 + 10 * ounces
        case .cookie: return 150
        }
    }

    /// Reads an order such as "hamburger 2", "fries large", "drink Coke 32" or "cookie";
    /// nil for anything else.
    init?(order: String) {
        let words = order.split(separator: " ").map(String.init)
        guard let kind = words.first else { return nil }
        switch (kind, words.count) {
        case ("hamburger", 2):
            guard let patties = Int(words[1]), patties > 0 else { return nil }
            self = .hamburger(numberOfPatties: patties)
        case ("fries", 2):
            guard let size = FriesSize(rawValue: words[1]) else { return nil }
            self = .fries(size: size)
        case ("drink", 3):
            guard let ounces = Int(words[2]), ounces > 0 else { return nil }
            self = .drink(words[1], ounces: ounces)
        case ("cookie", 1):
            self = .cookie
        default:
            return nil
        }
    }
}

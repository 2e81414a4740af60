// The student's menu as the checks see it: types of the checks' own with the assignment's
// cases, whose answers (an order read, a price, the sizes) come from the program built from
// the student's code (contract/Serve.swift). The checks hold no line of the student's code.
import Wire

/// A size of fries, by its raw value.
struct FriesSize: Equatable {
    let rawValue: String

    /// The student's `FriesSize(rawValue:)`.
    init?(rawValue: String) {
        guard let name = StudentProgram.answer("sizeNamed", [.string(rawValue)])?.string else { return nil }
        self.rawValue = name
    }

    /// A size the student's program named.
    init(named name: String) { rawValue = name }

    /// The student's `FriesSize.allCases`, in their order.
    static var allCases: [FriesSize] {
        (StudentProgram.answer("sizes")?.list ?? []).compactMap(\.string).map(FriesSize.init(named:))
    }
}

enum FastFoodMenuItem: Equatable {
    case hamburger(numberOfPatties: Int)
    case fries(size: FriesSize)
    case drink(String, ounces: Int)
    case cookie

    /// The student's `FastFoodMenuItem(order:)`.
    init?(order: String) {
        guard let parts = StudentProgram.answer("order", [.string(order)])?.list,
              let item = Self(parts: parts) else { return nil }
        self = item
    }

    /// The student's `price`, or -1 when their code could not answer.
    var price: Int { StudentProgram.answer("price", [parts])?.int ?? -1 }

    private init?(parts: [WireValue]) {
        switch (parts.first?.string, parts.count) {
        case ("hamburger", 2): guard let patties = parts[1].int else { return nil }; self = .hamburger(numberOfPatties: patties)
        case ("fries", 2): guard let size = parts[1].string else { return nil }; self = .fries(size: FriesSize(named: size))
        case ("drink", 3): guard let name = parts[1].string, let ounces = parts[2].int else { return nil }; self = .drink(name, ounces: ounces)
        case ("cookie", 1): self = .cookie
        default: return nil
        }
    }

    private var parts: WireValue {
        switch self {
        case .hamburger(let patties): return .list([.string("hamburger"), .int(patties)])
        case .fries(let size): return .list([.string("fries"), .string(size.rawValue)])
        case .drink(let name, let ounces): return .list([.string("drink"), .string(name), .int(ounces)])
        case .cookie: return .list([.string("cookie")])
        }
    }
}

// How the checks reach the student's menu: each call by name, with plain values, answered in
// the program built from the student's code. A menu item travels as its parts: its case's
// name, then its values (["drink", "Coke", 32]); a size as its raw value. The checks' side is
// checks/Remote.swift.
import Wire

func serve(_ name: String, _ arguments: [WireValue], _ objects: WireObjects) throws -> WireValue {
    switch name {
    case "sizes":
        return .list(contractSizes().map(WireValue.string))
    case "sizeNamed":
        return contractSizeNamed(try arguments.string(0)).map(WireValue.string) ?? .none
    case "order":
        return contractOrderOf(try arguments.string(0)).map(parts) ?? .none
    case "price":
        return .int(contractPriceOf(try item(arguments.value(0))))
    default:
        throw WireShapeError("no call named \(name)")
    }
}

/// An item of the student's type from its parts.
private func item(_ value: WireValue) throws -> Any {
    let parts = value.list ?? []
    switch (parts.first?.string, parts.count) {
    case ("hamburger", 2): return contractMakeHamburger(try parts.int(1))
    case ("fries", 2):
        guard let fries = contractMakeFries(try parts.string(1)) else { throw WireShapeError("no size named \(parts[1])") }
        return fries
    case ("drink", 3): return contractMakeDrink(try parts.string(1), try parts.int(2))
    case ("cookie", 1): return contractMakeCookie()
    default: throw WireShapeError("no menu item \(value)")
    }
}

private func parts(_ item: Any) -> WireValue {
    .list(contractParts(item).map { ($0 as? Int).map(WireValue.int) ?? .string("\($0)") })
}

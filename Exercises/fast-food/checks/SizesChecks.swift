// Required Task 1: FriesSize lists every size on the menu, smallest first, through the
// `allCases` that CaseIterable writes for you, and each size is named by its raw value.
import XCTest

final class SizesChecks: XCTestCase {
    func testAllCasesListsSmallMediumLargeInOrder() {
        let names = FriesSize.allCases.map(\.rawValue)
        expect(names == ["small", "medium", "large"],
               "Listed FriesSize.allCases: expected small, medium, large (each once, smallest first), but got \(names.isEmpty ? "none" : names.joined(separator: ", ")).")
    }

    func testEverySizeIsFoundByItsName() {
        for name in ["small", "medium", "large"] {
            let size = FriesSize(rawValue: name)
            expect(size?.rawValue == name,
                   "Looked up FriesSize(rawValue: \"\(name)\"): expected the \(name) size, but got \(size.map { ".\($0.rawValue)" } ?? "nil").")
        }
    }
}

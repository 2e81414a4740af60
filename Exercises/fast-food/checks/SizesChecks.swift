// Required Task 1: FriesSize lists every size on the menu, smallest first, through the
// `allCases` that CaseIterable writes for you, and each size is named by its raw value.
import XCTest

final class SizesChecks: XCTestCase {
    func testAllCasesListsSmallMediumLargeInOrder() {
        // Read a number of times drawn for this run: a list that is right only the first time it
        // is read (rt24a: reversed from the second read on, 20/20) is not the menu's.
        let reads = Int.random(in: 3...12)
        for read in 1...reads {
            let names = FriesSize.allCases.map(\.rawValue)
            guard expect(names == ["small", "medium", "large"],
                         "Listed FriesSize.allCases\(read == 1 ? "" : ", read again (read \(read) of \(reads))"): expected small, medium, large (each once, smallest first), but got \(names.isEmpty ? "none" : names.joined(separator: ", ")).") else { return }
        }
    }

    func testEverySizeIsFoundByItsName() {
        for name in ["small", "medium", "large"] {
            let size = FriesSize(rawValue: name)
            expect(size?.rawValue == name,
                   "Looked up FriesSize(rawValue: \"\(name)\"): expected the \(name) size, but got \(size.map { ".\($0.rawValue)" } ?? "nil").")
        }
    }
}

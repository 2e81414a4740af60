import XCTest
import TestSupport
@testable import MemorizeGrading

/// A contract is compiled in a module beside the student's code and names the student's types
/// as the student wrote them: a type of its own named as a student may name one (`ViewModel`,
/// `ModelGame`, `GameCard`) took the place of the student's inside the contract, and an honest
/// solution so named was graded 40/95 with "no initializer" (rt18b). Every type a contract
/// declares at the top level is named `Contract…` or `_Contract…`, as its functions are.
final class ContractNamesTests: XCTestCase {
    func testEveryTypeAContractDeclaresIsNamedAsNoStudentsIs() throws {
        let exercises = Harness.repositoryRoot.appendingPathComponent("Exercises")
        var checked = 0
        for exercise in try FileManager.default.contentsOfDirectory(atPath: exercises.path).sorted() {
            let contract = exercises.appendingPathComponent("\(exercise)/contract")
            guard FileManager.default.fileExists(atPath: contract.path) else { continue }
            for file in try SourceFile.collect(from: contract) {
                for declaration in SwiftSourceScan(String(decoding: file.contents, as: UTF8.self)).declarations where declaration.isTopLevel {
                    checked += 1
                    XCTAssertTrue(declaration.name.hasPrefix("Contract") || declaration.name.hasPrefix("_Contract"),
                                  "Exercises/\(exercise)/contract/\(file.relativePath): \(declaration.kind) \(declaration.name) may be a student's name")
                }
            }
        }
        XCTAssertGreaterThan(checked, 10, "the contracts' types were read")
    }
}

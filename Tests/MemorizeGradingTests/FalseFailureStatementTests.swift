import Foundation
import Testing
@testable import MemorizeGrading

/// `validate`'s reading of statistical checks' false-failure statements (Swift Testing).
struct FalseFailureStatementTests {
    func statements(_ checks: String, helpers: String = "", random: Bool = true) -> FalseFailureStatements {
        let files = [("Checks.swift", checks), ("Support.swift", helpers)].map {
            SourceFile(relativePath: $0.0, original: URL(fileURLWithPath: "/c/\($0.0)"), contents: Data($0.1.utf8))
        }
        return FalseFailureStatements(checks: files, inventory: CheckInventory(files), randomSolution: random)
    }

    @Test func boundsAreReadAfterALessThanSign() {
        #expect(FalseFailureStatements.bound(of: ": 50 games alike has probability 2^-49 < 1e-14.") == .bound(1e-14))
        #expect(FalseFailureStatements.bound(of: ": below T × (1 - 1/T)^1000 (< 1e-30 for 6 themes, < 1e-9 for 30).") == .bound(1e-9))
        #expect(FalseFailureStatements.bound(of: ": none (a theme is the same data every time).") == FalseFailureStatements.Bound.none)
        #expect(FalseFailureStatements.bound(of: ": at most (1/720)^30.") == nil)
    }

    @Test func aReadableSmallBoundHolds() {
        let found = statements("final class A: XCTestCase {\n    // False failure: 30 shuffles alike, (1/720)^30 < 1e-85.\n    func testShuffles() {\n        for _ in 0..<30 { deal() }\n    }\n}\n")
        #expect(found.problems.isEmpty && found.warnings.isEmpty)
        #expect(found.bounded == 1)
    }

    @Test func anUnreadableOrTooLargeBoundIsAProblemAtTheCheck() {
        let unreadable = statements("final class A: XCTestCase {\n    func testShuffles() {\n        // False failure: at most (1/720)^30.\n        for _ in 0..<30 { deal() }\n    }\n}\n")
        #expect(unreadable.problems.count == 1)
        #expect(unreadable.problems.first?.hasPrefix("checks/Checks.swift:2: A.testShuffles has a false-failure statement with no bound validate can read") == true)
        let large = statements("final class A: XCTestCase {\n    /// False failure: one game in a thousand < 1e-3\n    func testShuffles() {}\n}\n")
        #expect(large.problems.first?.contains("A.testShuffles states a false-failure probability of up to 0.001, above one in a billion") == true, "\(large.problems)")
    }

    @Test func aStatementInAHelperTheCheckCallsCounts() {
        let found = statements("final class A: XCTestCase {\n    func testLayouts() {\n        sameLayoutEveryTime(30)\n    }\n}\n",
                               helpers: "// False failure: 30 games alike < 2e-14.\nfunc sameLayoutEveryTime(_ n: Int) {\n    for _ in 0..<n { deal() }\n}\n")
        #expect(found.problems.isEmpty && found.warnings.isEmpty && found.bounded == 1)
    }

    @Test func aRepeatingCheckOfARandomSolutionWithoutAStatementIsWarnedAbout() {
        let check = "final class A: XCTestCase {\n    func testDeals() {\n        for _ in 0..<40 { deal() }\n    }\n}\n"
        #expect(statements(check).warnings.first?.hasPrefix("checks/Checks.swift:2: A.testDeals repeats a random deal but says nothing of false failures") == true)
        #expect(statements(check, random: false).warnings.isEmpty, "nothing is random: a repeating check is not statistical")
    }
}

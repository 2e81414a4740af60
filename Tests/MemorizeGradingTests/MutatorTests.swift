import Foundation
import Testing
import TestSupport
@testable import MemorizeGrading

/// The mutants `validate --mutants` makes: each kind of change where it belongs, and never in
/// comments, strings, generics, optionals or declarations (Swift Testing).
struct MutatorTests {
    func changes(_ text: String) -> [String] {
        Mutator.mutants(file: "F.swift", text: text).map { "\($0.line): \($0.change) | \($0.text.split(separator: "\n", omittingEmptySubsequences: false)[$0.line - 1].trimmed)" }
    }

    @Test func comparisonsAndArithmeticWithSpacesOnly() {
        let found = changes("func f(a: Int, b: Array<Int>) -> Bool {\n    let c: Int? = a * 2\n    return a < b.count\n}\n")
        #expect(found.contains("3: `<` → `<=` | return a <= b.count"))
        #expect(found.contains("2: `*` → `/` | let c: Int? = a / 2"))
        #expect(found.contains("3: returns `!(a < b.count)` | return !(a < b.count)"))
        #expect(!found.contains { $0.hasPrefix("1:") && $0.contains("`<`") }, "Array<Int> is not a comparison: \(found)")
    }

    @Test func literalsBothWaysAndNeverInCommentsOrStrings() {
        let found = changes("var x: Int {\n    // 3 < 4\n    let s = \"1 + 1\"\n    return 2\n}\n")
        #expect(found.contains("4: `2` → `3` | return 3"))
        #expect(found.contains("4: `2` → `1` | return 1"))
        #expect(found.contains("4: returns `0` | return 0"))
        #expect(!found.contains { $0.hasPrefix("2:") || $0.hasPrefix("3:") }, "\(found)")
    }

    @Test func floatsAndClosureArgumentsAreNotIntegers() {
        let found = changes("let a = 0.5 * $0\n")
        #expect(!found.contains { $0.contains("`0` →") || $0.contains("`5` →") }, "\(found)")
    }

    @Test func prefixNotRemovedButNotForceUnwrapOrNotEqual() {
        let found = changes("func f() {\n    if !done && x! != y { go() }\n}\n")
        #expect(found.contains("2: `!` removed | if done && x! != y { go() }"))
        #expect(found.contains("2: `!=` → `==` | if !done && x! == y { go() }"))
        #expect(found.contains("2: `&&` → `||` | if !done || x! != y { go() }"))
        #expect(found.contains("2: statement deleted | if !done && x! != y {  }"))
        #expect(found.filter { $0.contains("`!` removed") }.count == 1, "\(found)")
    }

    @Test func statementsDeletedButNotDeclarationsOrControlFlow() {
        let found = changes("struct S {\n    var n = 0\n    mutating func f() {\n        let k = 1\n        n += k\n        cards.shuffle()\n        if k > 0 {\n        }\n    }\n}\n")
        let deleted = found.filter { $0.contains("statement deleted") }.map { String($0.prefix(while: { $0 != ":" })) }
        #expect(deleted == ["5", "6"], "\(found)")
    }

    @Test func implicitReturnsAndGettersUseTheirType() {
        let text = "var isFaceUp: Bool {\n    rotation < 90\n}\nvar angle: Double {\n    get { rotation }\n    set { rotation = newValue }\n}\nvar one: Element? {\n    count == 1 ? first : nil\n}\n"
        let found = changes(text)
        #expect(found.contains("2: returns `!(rotation < 90)` | !(rotation < 90)"))
        #expect(found.contains("5: returns `0` | get { 0 }"))
        #expect(found.contains("9: returns `nil` | nil"))
        #expect(!found.contains { $0.hasPrefix("6:") && $0.contains("returns") }, "a setter returns nothing: \(found)")
    }

    @Test func closuresKeepTheirReturns() {
        let found = changes("func f() -> [Int] {\n    let a = xs.map { x in\n        return x + 1\n    }\n    return a\n}\n")
        #expect(!found.contains { $0.hasPrefix("3:") && $0.contains("returns") }, "\(found)")
        #expect(found.contains("5: returns `[]` | return []"))
    }

    @Test func swiftSpecificSwaps() {
        let found = changes("func f() {\n    for i in 0..<max(0, n) { a.append(xs.shuffled().first) }\n}\n")
        #expect(found.contains { $0.contains("`..<` → `...`") })
        #expect(found.contains { $0.contains("`max` → `min`") })
        #expect(found.contains { $0.contains("`.shuffled()` removed | for i in 0..<max(0, n) { a.append(xs.first) }") })
        #expect(found.contains { $0.contains("`first` → `last`") })
    }

    @Test func theSameChangeTwiceOnALineIsNumberedByPlace() {
        let found = changes("func f() {\n    for i in 0..<max(0, n) { go(i) }\n}\n")
        #expect(found.contains("2: `0` → `1` (1st) | for i in 1..<max(0, n) { go(i) }"), "\(found)")
        #expect(found.contains("2: `0` → `1` (2nd) | for i in 0..<max(1, n) { go(i) }"), "\(found)")
    }

    @Test func theRealSolutionsGiveAUsableNumberOfMutants() throws {
        let solution = Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/solution/MemoryGame.swift")
        let text = try String(contentsOf: solution, encoding: .utf8)
        let mutants = Mutator.mutants(file: "MemoryGame.swift", text: text)
        #expect((30...120).contains(mutants.count), "\(mutants.count)")
        #expect(Set(mutants.map(\.text)).count == mutants.count)
        #expect(mutants.allSatisfy { !$0.code.isEmpty })
    }
}

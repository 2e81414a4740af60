// Required Task 2 (first half): `oneAndOnly` is the element of an array with exactly one
// element, and nil for an empty array or one with several, whatever the element type.
import XCTest

final class OneAndOnlyChecks: XCTestCase {
    func testTheOnlyElementOfAOneElementArray() {
        expect(studentOneAndOnly([42]) == 42, "Asked [42] for oneAndOnly: expected 42, but got \(optional(studentOneAndOnly([42]))).")
        let word = studentOneAndOnly(["🦀"])
        expect(word == "🦀", "Asked [\"🦀\"] for oneAndOnly: expected \"🦀\", but got \(word.map { "\"\($0)\"" } ?? "nil").")
        // And a number drawn for this run: an answer kept for the checks' own numbers does not pass.
        let drawn = Int.random(in: -999...999)
        expect(studentOneAndOnly([drawn]) == drawn, "Asked [\(drawn)] for oneAndOnly: expected \(drawn), but got \(optional(studentOneAndOnly([drawn]))).")
    }

    func testOnEveryArray() {
        expect(studentOneAndOnlyIsOnEveryArray(), "Asked an array of a type that is nothing more (not Equatable, not Hashable) for oneAndOnly: it has none. Write it in an extension of every Array (`extension Array`, with no `where`): the only element is the same idea whatever the elements are.")
    }

    // unproven: an empty array has no element to give in place of nil, so only a crash fails this check, and broken/one-and-only-crashes-when-empty crashes first in the face-up checks of the same task (a game with no card face up), which ends the program of the student's code before this check runs
    func testNilForAnEmptyArray() {
        let value = studentOneAndOnly([Int]())
        expect(value == nil, "Asked an empty [Int] for oneAndOnly: expected nil, but got \(optional(value)).")
    }

    func testNilForSeveralElements() {
        // False failure: none (an array of two or more elements has no one and only, whatever they are).
        // Besides a few short arrays, lengths drawn for this run, up to a few hundred: an answer
        // that gives the first element of long arrays does not pass.
        let drawn = [Int.random(in: 2...6), Int.random(in: 7...40), Int.random(in: 41...400)]
        for numbers in [[7, 9], [3, 3], [1, 2, 3, 4]] + drawn.map({ length in (0..<length).map { _ in Int.random(in: -99...99) } }) {
            let value = studentOneAndOnly(numbers)
            expect(value == nil, "Asked \(described(numbers)) for oneAndOnly: expected nil (more than one element), but got \(optional(value)).")
        }
        let words = (0..<Int.random(in: 2...300)).map { _ in ["🐙", "🦀", "🐠", "🐳"].randomElement()! }
        let word = studentOneAndOnly(words)
        expect(word == nil, "Asked an array of \(words.count) words (\(words.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")), …) for oneAndOnly: expected nil (more than one element), but got \(word.map { "\"\($0)\"" } ?? "nil").")
    }

    /// An array of numbers as it reads in a message: written out when short, its length and first few when long.
    private func described(_ numbers: [Int]) -> String {
        numbers.count <= 8 ? "\(numbers)" : "an array of \(numbers.count) numbers (\(numbers.prefix(3).map(String.init).joined(separator: ", ")), …)"
    }
}

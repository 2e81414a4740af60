// Helpers shared by the checks: failures that say what was done, what was expected and
// what happened.
import XCTest

/// Records a failure with `message` unless `condition` holds. Returns `condition`.
@discardableResult
func expect(_ condition: Bool, _ message: @autoclosure () -> String,
            file: StaticString = #filePath, line: UInt = #line) -> Bool {
    if !condition { XCTFail(message(), file: file, line: line) }
    return condition
}

/// How an item reads in a message: `.drink("Coke", ounces: 32)`.
func describe(_ item: FastFoodMenuItem?) -> String {
    guard let item else { return "nil" }
    switch item {
    case .hamburger(let patties): return ".hamburger(numberOfPatties: \(patties))"
    case .fries(let size): return ".fries(size: .\(size.rawValue))"
    case .drink(let name, let ounces): return ".drink(\"\(name)\", ounces: \(ounces))"
    case .cookie: return ".cookie"
    }
}

/// Cents as a price: 250 → "$2.50".
func dollars(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let value = abs(cents)
    return "\(sign)$\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100)"
}

/// Inputs drawn for this run, beside the checks' fixed ones: a program that knew the checks'
/// numbers and names, and answered them from a table, does not pass.
enum Drawn {
    /// A number of patties (or ounces) in `range`.
    static func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range) }
    /// A drink's one-word name of `length` characters (1 to 25 when not given; `nameLengths`
    /// tries the longer ones), as the instructions allow: letters of either case, digits and
    /// hyphens, the first character a letter (so that no name reads as a number), as often
    /// lower-case as capital.
    static func drinkName(length: Int = Int.random(in: 1...25)) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let others = letters + Array("0123456789-")
        var name = String(letters.randomElement()!)
        while name.count < length { name.append(others.randomElement()!) }
        return name
    }

    /// The lengths of drink names the checks try: every length from 1 to 26 characters, then
    /// longer ones up to 100 (a reader that refused names over 25 characters once passed
    /// while every name was drawn 1 to 25 characters long), one of them drawn for this run.
    static var nameLengths: [Int] { Array(1...26) + [32, 33, 50, 64, 65, 99, 100, Int.random(in: 27...100)] }

    /// `word` with at least one of its letters made capital, the rest as they are: a
    /// different mix on every run, so a reader that refused only the checks' fixed spellings
    /// (`Cookie`, `COOKIE`) does not pass.
    static func capitalised(_ word: String) -> String {
        var letters = Array(word)
        let first = Int.random(in: letters.indices)
        for index in letters.indices where index == first || Bool.random() {
            letters[index] = Character(letters[index].uppercased())
        }
        return String(letters)
    }
}

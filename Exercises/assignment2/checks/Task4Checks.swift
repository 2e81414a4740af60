// Required Task 4: at least 6 themes (whether some have a random number of pairs is Task 3's).
// Where the themes are kept is up to you, so they are counted by playing: the themes of new
// view models (`EmojiMemoryGame()`), by the name shown.
import XCTest
import Contract

final class Task4Checks: XCTestCase {
    func testThereAreAtLeastSixThemes() throws {
        // False failure: with 6 or more themes, each game's theme chosen at random (any rule
        // that gives each theme at least a 1-in-T chance), 1000 games seeing fewer than 6 has
        // probability below T × (1 - 1/T)^1000 (< 1e-30 for 6 themes, < 1e-9 for 30).
        var names = Set<String>()
        for _ in 0..<1000 where names.count < 6 {
            names.insert(try ViewModel().themeName)
        }
        expect(names.count >= 6, "Made EmojiMemoryGame() 1000 times and read each theme's name: expected at least 6 different themes, but there \(names.count == 1 ? "was 1" : "were \(names.count)") (\(names.sorted().map { "\"\($0)\"" }.joined(separator: ", "))).")
    }
}

// Required Task 4: at least 6 themes. Where the themes are kept is up to you, so they are
// counted by playing: the themes of new view models (`EmojiMemoryGame()`), by the name shown.
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

    func testSomeThemesHaveARandomNumberOfPairsAndSomeAFixedOne() throws {
        // The same bound as above: 1000 games see every theme of up to 30.
        var random: String?
        var fixed: String?
        for _ in 0..<1000 where random == nil || fixed == nil {
            let viewModel = try ViewModel()
            if try viewModel.themePairs == nil { random = try viewModel.themeName } else { fixed = try viewModel.themeName }
        }
        expect(random != nil, "Made EmojiMemoryGame() 1000 times and read each theme's number of pairs: expected at least one theme with a random number (nil), but every theme fixes it.")
        expect(fixed != nil, "Made EmojiMemoryGame() 1000 times and read each theme's number of pairs: expected at least one theme with a fixed number, but every theme's is random (nil).")
    }
}

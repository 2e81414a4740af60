// Required Task 4: at least 6 themes.
import XCTest
@testable import Submission

final class Task4Checks: XCTestCase {
    func testThereAreAtLeastSixThemes() {
        let count = EmojiMemoryGame.themes.count
        expect(count >= 6, "Counted EmojiMemoryGame.themes: expected at least 6 themes, but there \(count == 1 ? "is 1" : "are \(count)").")
    }

    func testEveryThemeHasADifferentName() {
        var seen = Set<String>()
        var repeated: [String] = []
        for theme in EmojiMemoryGame.themes where !seen.insert(theme.name).inserted {
            repeated.append("\"\(theme.name)\"")
        }
        expect(repeated.isEmpty, "Read the names of EmojiMemoryGame.themes: expected every name different, but \(repeated.joined(separator: ", ")) \(repeated.count == 1 ? "appears" : "appear") more than once.")
    }

    func testSomeThemesHaveARandomNumberOfPairsAndSomeAFixedOne() {
        let themes = EmojiMemoryGame.themes
        let random = themes.filter { $0.numberOfPairs == nil }.count
        expect(random >= 1, "Looked at the number of pairs of EmojiMemoryGame.themes: expected at least one theme with a random number (nil), but \(themes.isEmpty ? "there are no themes" : "every theme fixes it").")
        expect(random < themes.count, "Looked at the number of pairs of EmojiMemoryGame.themes: expected at least one theme with a fixed number, but \(themes.isEmpty ? "there are no themes" : "every theme's is random (nil)").")
    }
}

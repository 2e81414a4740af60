// Required Task 4: at least 6 themes (whether some have a random number of pairs is Task 3's).
// Where the themes are kept is up to you, so they are counted by playing: the themes of new
// view models (`EmojiMemoryGame()`) and of New Game (a first game may always be the same one),
// by the name shown.
import XCTest
import Contract

final class Task4Checks: XCTestCase {
    func testThereAreAtLeastSixThemes() throws {
        // False failure: with 6 or more themes, each game's theme chosen at random by init() (or,
        // when a first game is always the same, by New Game), any rule giving each theme at least
        // a 1-in-T chance, 500 games seeing fewer than 6 has probability below T × (1 - 1/T)^500
        // (< 1e-38 for 6 themes).
        var names = Set<String>()
        for _ in 0..<500 where names.count < 6 {
            names.insert(try ViewModel().themeName)
        }
        // A first game may always have the same theme: then the themes New Game deals count too
        // (only then, so a New Game that is broken is Task 6's alone).
        var newGame = false
        if names.count < 6 {
            let playing = try ViewModel()
            newGame = true
            do {
                for _ in 0..<500 where names.count < 6 {
                    try playing.newGame()
                    names.insert(try playing.themeName)
                }
            } catch where isContractGap(error) { newGame = false }
        }
        expect(names.count >= 6, "Made EmojiMemoryGame() 500 times\(newGame ? " and called New Game 500 times" : "") and read each theme's name: expected at least 6 different themes, but there \(names.count == 1 ? "was 1" : "were \(names.count)") (\(names.sorted().map { "\"\($0)\"" }.joined(separator: ", "))).")
    }
}

// Required Task 4: at least 6 different themes (whether some have a random number of pairs is
// Task 3's). Where the themes are kept is up to you, so they are counted by playing: the themes
// of new view models (`EmojiMemoryGame()`) and of New Game (a first game may always be the same
// one), by the name shown (two of one name, with emoji that never overlap, are two), and by
// their emoji: two names with the very same emoji are one theme named twice (rt22a: three
// themes listed again as "… 2" passed).
import XCTest

final class Task4Checks: XCTestCase {
    func testThereAreAtLeastSixThemes() throws {
        // False failure: with 6 or more themes, each game's theme chosen at random by init() (or,
        // when a first game is always the same, by New Game), any rule giving each theme at least
        // a 1-in-T chance, 500 games seeing fewer than 6 has probability below T × (1 - 1/T)^500
        // (< 1e-38 for 6 themes).
        var seen = ThemesSeen()
        // Every game is played before two themes of one name count (a few games of a theme that
        // keeps only the emoji it deals may not overlap yet).
        for _ in 0..<500 where !seen.settled {
            seen.add(try ViewModel())
        }
        // A first game may always have the same theme: then the themes New Game deals count too
        // (only then, so a New Game that is broken is Task 6's alone).
        var newGame = false
        if seen.count < 6 {
            let playing = try ViewModel()
            newGame = true
            do {
                for _ in 0..<500 where !seen.settled {
                    try playing.newGame()
                    seen.add(playing)
                }
            } catch where lacks(error, [OptionalPart.newGame]) { newGame = false }
        }
        let names = seen.names
        expect(seen.count >= 6, "Made EmojiMemoryGame() 500 times\(newGame ? " and called New Game 500 times" : "") and read each theme's name and emoji: expected at least 6 different themes, but there \(seen.count == 1 ? "was 1" : "were \(seen.count)") (\(names.sorted().map { "\"\($0)\"" }.joined(separator: ", "))\(seen.count < names.count ? "; themes with the very same emoji are one theme, whatever their names" : "")).")
    }
}

/// The themes games show, by name; two themes of one name count as two when their emoji never
/// overlap, over every game that showed that name (a theme that keeps only the emoji its game
/// deals shows overlapping ones, game after game).
private struct ThemesSeen {
    private var emojisByName: [String: [Set<String>]] = [:]

    mutating func add(_ viewModel: ViewModel) {
        guard let name = try? viewModel.themeName else { return }
        let emojis = Set((try? viewModel.themeEmojis) ?? [])
        emojisByName[name, default: []].append(emojis)
    }

    var names: Set<String> { Set(emojisByName.keys) }

    /// Enough seen: 6 themes, each name in 5 games at least (so that a theme that deals a few of
    /// its emoji has shown them all, and one named twice is seen for what it is).
    var settled: Bool { count >= 6 && emojisByName.values.allSatisfy { $0.count >= 5 } }

    /// How many themes: for each name, the groups of games whose emoji overlap, directly or
    /// through others; then groups of different names with the very same emoji are one.
    var count: Int {
        var themes: [Set<String>] = []
        var unread = 0
        for sightings in emojisByName.values {
            var groups: [Set<String>] = []
            for emojis in sightings {
                guard !emojis.isEmpty else { if groups.isEmpty { groups.append([]) }; continue }
                let (joined, apart) = groups.reduce(into: (Set<String>(), [Set<String>]())) { result, group in
                    if group.isEmpty || !group.isDisjoint(with: emojis) { result.0.formUnion(group) } else { result.1.append(group) }
                }
                groups = apart + [joined.union(emojis)]
            }
            for group in groups.isEmpty ? [[]] : groups {
                if group.isEmpty { unread += 1 } else if !themes.contains(group) { themes.append(group) }
            }
        }
        return themes.count + unread
    }
}

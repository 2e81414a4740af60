// The theme a game shows, found by the name shown, when the view model's own properties
// (Theme.swift) do not reach its emoji. Students keep it in many places: in the view model's
// stored values under any name (`KeptTheme`); in a store of its type's
// (`static var themes = ThemeStore(themes: [...])`); only in a list written inside the
// function that deals a game (`WrittenLists` keeps the last lists given); or as a case of an
// enum of themes whose name, emoji and colour are computed. The name is the key: a theme
// found is one whose name is the name the View shows, so its emoji are the ones to expect.
import Foundation
@testable internal import Submission

enum ContractShownTheme {
    /// Where the last theme was found (an index of `places`): looked at first the next time, as
    /// a game is read hundreds of times and a walk through a view model that keeps no theme is long.
    nonisolated(unsafe) private static var lastPlace = 0

    /// The theme named `name` in the first place that has one, in the order above.
    static func find(in viewModel: AnyObject, named name: String) -> ContractKeptTheme? {
        let places: [() -> ContractKeptTheme?] = [
            { ContractKeptTheme.find(in: viewModel, named: name) },
            { ((try? contractStaticThemeStores()) ?? []).lazy.compactMap { ContractKeptTheme.find(in: $0, named: name) }.first },
            { ((try? contractGivenThemeLists()) ?? []).reversed().lazy.compactMap { ContractKeptTheme.find(in: $0, named: name) }.first },
            { caseTheme(named: name) },
        ]
        let order = [lastPlace] + places.indices.filter { $0 != lastPlace }
        for place in order {
            guard let theme = places[place]() else { continue }
            lastPlace = place
            return theme
        }
        return nil
    }

    /// The case of the theme enum called `name` (its `name`, its raw value or the case
    /// itself, letter case, spaces and emoji aside: "China 🐲" is the case `china`).
    private static func caseTheme(named name: String) -> ContractKeptTheme? {
        let wanted = ContractCases.plain(name)
        guard !wanted.isEmpty else { return nil }
        for value in (try? contractThemeCaseValues()) ?? [] {
            var names = ["\(value)"]
            if let named = try? contractNameOfTheme(value) { names.append(named) }
            if let raw = (value as? any RawRepresentable)?.rawValue as? String { names.append(raw) }
            guard names.contains(where: { ContractCases.plain($0) == wanted }),
                  let emojis = try? contractEmojisOfTheme(value), emojis.count >= 2 else { continue }
            return ContractKeptTheme(emojis: emojis, pairs: pairs(of: value), color: try? contractColorOfTheme(value))
        }
        return nil
    }

    /// A case's number of pairs: computed, it may be drawn anew each time it is read
    /// (`Int.random(in: 4..<emojis.count)`), which is a random number (`.some(nil)`).
    private static func pairs(of value: Any) -> Int?? {
        var seen: Set<Int?> = []
        for _ in 0..<8 {
            do { seen.insert(try contractPairsOfTheme(value)) } catch { return nil }
        }
        return seen.count == 1 ? .some(seen.first!) : .some(nil)
    }
}

// contract: EmojiMemoryGame keeps no themes in a property of its type's (`static`)
func contractStaticThemeStores() throws -> [Any] {
    []
}
// or all: EmojiMemoryGame.static let: _ ~ theme
func contractStaticThemeStores() throws -> [Any] {
    [
        EmojiMemoryGame.«name» as Any,
    ]
}

// contract: the code writes no list of themes out (none is hooked)
func contractGivenThemeLists() throws -> [Any] {
    []
}
// or: the lists of themes written out, as last given (`WrittenLists`)
func contractGivenThemeLists() throws -> [Any] {
    __contractListsGiven
}

// contract: the theme type is not an enum that lists its cases
func contractThemeCaseValues() throws -> [Any] {
    []
}
// or each: Theme.case
func contractThemeCaseValues() throws -> [Any] {
    «owner».allCases.map { $0 as Any }
}

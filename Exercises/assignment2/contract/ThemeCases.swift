// Themes written as the cases of an enum (`enum Theme: CaseIterable { case halloween, … }`)
// keep their name, emoji and colour in `switch`es over the cases: a new theme is a new case
// and a line in each switch, never one line, and nothing the checks could write as one. That
// is Required Task 5's verdict on them, not "cannot grade", once the games are seen to show
// exactly those cases: every theme a new game shows is named like one of them.
import Foundation
@testable internal import Submission

/// An enum of the student's that lists its cases, as the words that may name each one: the
/// case (`seaCreatures`) and its raw value when it is a `String` ("🐟 Sea Creatures"), read
/// through `any RawRepresentable` only (`ShadowingScan.existentialOnly`).
package struct ContractCases {
    package let type: String
    let words: [Set<String>]

    /// Its cases, when `type` lists them; none when it does not (a struct).
    init(of type: Any.Type) {
        self.type = String(describing: type)
        guard let listing = type as? any CaseIterable.Type else { words = []; return }
        words = Self.words(listing)
    }

    private static func words<Choice: CaseIterable>(_ type: Choice.Type) -> [Set<String>] {
        type.allCases.map { choice in
            var names: Set<String> = [plain("\(choice)")]
            if let raw = (choice as? any RawRepresentable)?.rawValue as? String { names.insert(plain(raw)) }
            return names
        }
    }

    package var count: Int { words.count }

    /// Whether `name`, as a game shows it, names one of the cases.
    package func names(_ name: String) -> Bool {
        let plain = Self.plain(name)
        return words.contains { $0.contains(plain) }
    }

    /// Letters and digits only, lower-cased: "Sea Creatures", "seaCreatures" and "sea_creatures" are one.
    static func plain(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}

// Every enum of the student's that lists its cases (the theme type too, when it is one); none
// in the reference, whose themes are values.
// contract: the code has no enum that lists its cases (`CaseIterable`) whose cases could be the themes
func contractCaseLists() throws -> [ContractCases] {
    []
}
// or all: *.case
func contractCaseLists() throws -> [ContractCases] {
    [
        ContractCases(of: «owner».self),
    ]
}

extension ContractViewModel {
    /// The enum whose cases are the themes: every theme new games show (at least two) is
    /// named like one of its cases. nil when there is no such enum.
    package static var themesAreCases: ContractCases? {
        guard let lists = try? contractCaseLists(), !lists.isEmpty else { return nil }
        var shown: Set<String> = []
        // New games, from one view model (New Game) and from new ones (a first game's theme may be random).
        if let viewModel = try? ContractViewModel() {
            for _ in 0..<40 {
                guard let name = try? viewModel.themeName else { break }
                shown.insert(name)
                guard (try? viewModel.newGame()) != nil else { break }
            }
        }
        for _ in 0..<40 {
            guard let name = try? ContractViewModel().themeName else { break }
            shown.insert(name)
        }
        guard shown.count >= 2 else { return nil }
        return lists.first { cases in cases.count > 0 && shown.allSatisfy(cases.names) }
    }
}

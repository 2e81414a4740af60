import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Themes and Models kept where the lectures do not keep them, in the image of public projects:
/// a Model that also takes the theme's name and colour for the View, a theme the view model
/// keeps only by name (its emoji only in the list written where a game is dealt), and a game
/// dealt in two steps from top-level types (`Card` beside the Model, not inside it).
extension RealProjectGradingTests {
    /// The 2020 project with a Model that takes what it only keeps for the View (a name, an enum
    /// of tints whose first case carries a value) and a view model that keeps the theme's name and
    /// colour, never the theme: the checks give the Model stand-ins and find the theme's emoji
    /// by the name shown, in the list the code writes. Every task passes, as it is correct.
    func testAThemeKeptOnlyByNameAndAModelTakingMoreAreGraded() throws {
        let folder = try derived(from: "memorize-2020", [
            "Memorize/MemoryGame.swift": [
                ("    init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {",
                 "    init(themeName: String, numberOfPairsOfCards: Int, tint: Tint, cardContentFactory: (Int) -> CardContent) {"),
                ("        var id: Int\n    }\n}", "        var id: Int\n    }\n}\n\nenum Tint { case glow(Int), orange, blue }"),
            ],
            "Memorize/ThemeFactory.swift": [
                ("    static let themes: [Theme] = [", "    static var themes: [Theme] {\n        ["),
                ("    ]\n\n    static func randomTheme", "    ]\n    }\n\n    static func randomTheme"),
            ],
            "Memorize/EmojiMemoryGame.swift": [
                ("    private(set) var theme: Theme\n", "    private(set) var themeName: String\n    private var colorName: String\n"),
                ("        self.theme = theme\n", "        (themeName, colorName) = (theme.name, theme.color)\n"),
                ("MemoryGame<String>(numberOfPairsOfCards: numberOfPairs)", "MemoryGame<String>(themeName: theme.name, numberOfPairsOfCards: numberOfPairs, tint: .orange)"),
                ("        switch theme.color {", "        switch colorName {"),
                ("        theme = ThemeFactory.randomTheme()\n        model = EmojiMemoryGame.createMemoryGame(theme: theme)",
                 "        let theme = ThemeFactory.randomTheme()\n        (themeName, colorName) = (theme.name, theme.color)\n        model = EmojiMemoryGame.createMemoryGame(theme: theme)"),
            ],
            "Memorize/ContentView.swift": [("viewModel.theme.name", "viewModel.themeName")],
        ])
        assertPassed(try grade(folder: folder), Array(1...9))
    }

    /// A Model made of a number of pairs, then dealt a theme by a method of its own; its cards a
    /// top-level `Card` beside it; the theme's name an Optional; a theme with no number of pairs
    /// (Required Task 3 fails, and only it); a view model made, as the App makes it, with a
    /// number of pairs and a theme. Every other task is graded, and passes.
    func testAGameDealtInTwoStepsFromTopLevelTypesIsGraded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("two-steps-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in TwoStepProject.files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let verdicts = try grade(folder: folder)
        assertPassed(verdicts, [1, 2, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(verdicts["task-3"]?.status, "failed", verdicts["task-3"]?.message ?? "")
        XCTAssertEqual(verdicts["task-3"]?.message.contains("keeps no number of pairs"), true, verdicts["task-3"]?.message ?? "")
    }
}

/// Our own project in the shape of one found in public: `Board` made with `Board(pairCount:)`
/// and dealt with `deal(_:)`, a top-level `Card<Face>`, decks kept as static lets.
enum TwoStepProject {
    static let files: [String: String] = [
        "Board.swift": """
            import Foundation

            struct Card<Face: Equatable>: Identifiable {
                let id: Int
                var isFlipped = false
                var isMatched = false
                var seen = false
                let content: Face
            }

            struct Board<Face: Equatable> {
                var score = 0
                var pairCount: Int
                var deck: Deck<Face>?
                private(set) var cards: [Card<Face>] = []

                private var onlyFlipped: Int? {
                    let up = cards.indices.filter { cards[$0].isFlipped }
                    return up.count == 1 ? up[0] : nil
                }

                mutating func deal(_ deck: Deck<Face>) {
                    self.deck = deck
                    cards = []
                    let faces = deck.contents.shuffled()
                    for index in 0..<min(pairCount, faces.count) {
                        cards.append(Card<Face>(id: 2 * index, content: faces[index]))
                        cards.append(Card<Face>(id: 2 * index + 1, content: faces[index]))
                    }
                    cards.shuffle()
                }

                mutating func choose(_ card: Card<Face>) {
                    guard let chosen = cards.firstIndex(where: { $0.id == card.id }), !cards[chosen].isFlipped, !cards[chosen].isMatched else { return }
                    if let other = onlyFlipped {
                        if cards[chosen].content == cards[other].content {
                            cards[chosen].isMatched = true
                            cards[other].isMatched = true
                            score += 2
                        } else {
                            score -= (cards[chosen].seen ? 1 : 0) + (cards[other].seen ? 1 : 0)
                        }
                        cards[chosen].isFlipped = true
                        cards[chosen].seen = true
                        cards[other].seen = true
                    } else {
                        for index in cards.indices { cards[index].isFlipped = index == chosen }
                    }
                }
            }
            """,
        "Deck.swift": """
            import SwiftUI

            struct Deck<Face> {
                var name: String
                var icon: String
                var color: Color
                var contents: [Face]
            }

            struct Decks {
                static let sea = Deck(name: "Sea", icon: "fish", color: .blue, contents: ["🐙", "🦀", "🐠", "🐳", "🦑", "🐚"])
                static let fruit = Deck(name: "Fruit", icon: "leaf", color: .green, contents: ["🍏", "🍋", "🍒", "🥝", "🍑"])
                static let sky = Deck(name: "Sky", icon: "sun.max", color: .yellow, contents: ["🌞", "🌈", "⭐️", "🌙", "☁️"])
                static let food = Deck(name: "Food", icon: "fork.knife", color: .orange, contents: ["🍕", "🍔", "🌮", "🍣", "🥐", "🍩"])
                static let play = Deck(name: "Play", icon: "ball", color: .red, contents: ["⚽️", "🏀", "🎾", "🏐", "🎱"])
                static let trip = Deck(name: "Trip", icon: "car", color: .gray, contents: ["🚗", "🚕", "🚌", "🚑", "🚒", "🚜"])

                static func all() -> [Deck<String>] { [sea, fruit, sky, food, play, trip] }
                static func random() -> Deck<String> { all().randomElement()! }
            }
            """,
        "BoardVM.swift": """
            import Foundation

            class BoardVM: ObservableObject {
                @Published private var board: Board<String>

                init(pairs: Int, deck: Deck<String>) {
                    board = Board<String>(pairCount: pairs)
                    newGame(deck: deck, pairs: pairs)
                }

                var cards: [Card<String>] { board.cards }
                var deckName: String? { board.deck?.name }
                var score: Int { board.score }

                func choose(_ card: Card<String>) { board.choose(card) }

                func newGame(deck: Deck<String> = Decks.random(), pairs: Int = Int.random(in: 3...5)) {
                    board = Board<String>(pairCount: pairs)
                    board.deal(deck)
                }
            }
            """,
        "BoardApp.swift": """
            import SwiftUI

            @main
            struct BoardApp: App {
                @StateObject private var game = BoardVM(pairs: 4, deck: Decks.random())
                var body: some Scene { WindowGroup { Text(game.deckName ?? "") } }
            }
            """,
    ]
}

import XCTest
@testable import MemorizeGrading

/// The quick reading of a submission's declarations that finds its API by shape.
final class DeclarationIndexTests: XCTestCase {
    let model = """
        import Foundation // a comment with struct Fake {
        struct MatchingGame<Content> where Content: Equatable {
            private(set) var cards: Array<Card>
            private(set) var score = 0
            private var seenIDs: Set<String> = []
            var indexOfFaceUp: Int? {
                get { cards.indices.filter { cards[$0].isFaceUp }.only }
                set { cards.indices.forEach { cards[$0].isFaceUp = ($0 == newValue) } }
            }
            init(numOfPairs: Int, cardContentFactory makeContent: (Int) -> Content) {
                cards = []
                for pair in 0..<max(2, numOfPairs) { cards.append(Card(content: makeContent(pair), id: "\\(pair)a")) }
            }
            mutating func choose(_ card: Card) {
                if let index = cards.firstIndex(where: { $0.id == card.id }) { cards[index].isFaceUp = true }
            }
            mutating func shuffle() { cards.shuffle() }
            struct Card: Identifiable, Equatable {
                var isFaceUp = false { didSet { if oldValue { seen = true } } }
                var isMatched = false
                var seen = false
                let content: Content
                var id: String
            }
        }
        extension MatchingGame.Card { var debugText: String { "\\(id)" } }
        """
    let viewModel = """
        import SwiftUI
        class EmojiMatchingGame: ObservableObject {
            private static let themes: [EmojiTheme] = [
                EmojiTheme(name: "Halloween", emojis: ["👻", "🎃"], numberOfPairs: nil, color: "orange"),
            ]
            @Published private var model: MatchingGame<String>
            private(set) var theme: EmojiTheme
            init(theme: EmojiTheme = themes.randomElement()!) { self.theme = theme; model = Self.makeGame(theme) }
            static func makeGame(_ theme: EmojiTheme) -> MatchingGame<String> { MatchingGame(numOfPairs: 2) { _ in "x" } }
            var cards: [MatchingGame<String>.Card] { model.cards }
            var score: Int { model.score }
            func choose(_ card: MatchingGame<String>.Card) { model.choose(card) }
            func restart() { theme = Self.themes.randomElement()!; model = Self.makeGame(theme) }
            class func helper() {}
        }
        struct EmojiTheme { let name: String; let emojis: [String]; var numberOfPairs: Int?; let color: String }
        enum Palette: CaseIterable { case warm, cold(Int) }
        """

    func testTypesMembersAndTheirShapesAreRead() throws {
        let index = DeclarationIndex([model, viewModel])
        XCTAssertEqual(index.types.map(\.name), ["MatchingGame", "MatchingGame.Card", "EmojiMatchingGame", "EmojiTheme", "Palette"])
        let game = try XCTUnwrap(index.type("MatchingGame"))
        XCTAssertEqual(game.genericParameters, ["Content"])
        XCTAssertEqual(game.members.filter { $0.kind == .property }.map(\.name), ["cards", "score", "seenIDs", "indexOfFaceUp"])
        XCTAssertEqual(game.members.first { $0.name == "cards" }?.type, "Array<Card>")
        XCTAssertEqual(game.members.first { $0.name == "indexOfFaceUp" }?.isComputed, true)
        let initializer = try XCTUnwrap(game.initializers.first)
        XCTAssertEqual(initializer.parameters, [.init(label: "numOfPairs", type: "Int", hasDefault: false),
                                                .init(label: "cardContentFactory", type: "(Int)->Content", hasDefault: false)])
        XCTAssertEqual(game.members.filter { $0.kind == .function }.map(\.name), ["choose", "shuffle"])
        let card = try XCTUnwrap(index.type("Card"))
        XCTAssertEqual(card.conformances, ["Identifiable", "Equatable"])
        XCTAssertEqual(card.members.map(\.name), ["isFaceUp", "isMatched", "seen", "content", "id", "debugText"], "the extension's member joins it")
        XCTAssertEqual(card.members.first { $0.name == "isFaceUp" }?.isComputed, false, "observers keep a property stored")

        let viewModel = try XCTUnwrap(index.type("EmojiMatchingGame"))
        XCTAssertEqual(viewModel.kind, "class")
        XCTAssertEqual(viewModel.initializers.map { $0.parameters.map(\.hasDefault) }, [[true]])
        XCTAssertEqual(viewModel.members.first { $0.name == "themes" }.map { [$0.isStatic, $0.isPrivate] }, [true, true])
        XCTAssertEqual(viewModel.members.filter { $0.kind == .function }.map(\.name), ["makeGame", "choose", "restart", "helper"])
        XCTAssertEqual(viewModel.members.first { $0.name == "makeGame" }?.type, "MatchingGame<String>")
        let theme = try XCTUnwrap(index.type("EmojiTheme"))
        XCTAssertEqual(theme.initializers.first?.parameters.map(\.label), ["name", "emojis", "numberOfPairs", "color"], "the memberwise initializer")
        XCTAssertEqual(index.type("Palette")?.members.map(\.name), ["warm", "cold"])
    }

    /// A property whose type is not written is read from its value where that says it: a list
    /// made by one type, or an element of another member's list.
    /// A string inside an interpolation ends neither the string around it nor the code after it:
    /// a scan that lost its place there read the rest of the file as a string.
    func testAStringInsideAnInterpolationIsPartOfItsString() throws {
        let source = #"""
            let names = "themes: \(list.map { "\"\($0)\"" }.joined(separator: ", ")) and \(ok ? "yes" : "no")"
            struct After { var score: Int }
            let multi = """
                \(flag ? "a" : "b") "quoted"
                """
            struct Later { var name: String }
            """#
        let blanked = SwiftSourceScan.blankCommentsAndStrings(source)
        XCTAssertEqual(blanked.count, source.count)
        XCTAssertFalse(blanked.contains("themes") || blanked.contains("yes") || blanked.contains("quoted"), blanked)
        XCTAssertEqual(DeclarationIndex([source]).types.map(\.name), ["After", "Later"])
    }

    /// A raw string's backslash is no escape (only `\#` escapes or interpolates in it): a scan that
    /// read `#"\"#` as an escaped quote took the code after it for a string.
    func testARawStringEndsAtItsOwnQuoteAndHashes() throws {
        let source = ##"""
            let slash = #"\"#
            struct After { var score: Int }
            let nested = ##"a "# quote"##
            let shown = #"\#(count) and "quoted""#
            struct Later { var name: String }
            let multi = #"""
                \"""
                """#
            struct Last { var name: String }
            """##
        let blanked = SwiftSourceScan.blankCommentsAndStrings(source)
        XCTAssertEqual(blanked.count, source.count)
        XCTAssertFalse(blanked.contains("quote") || blanked.contains("and"), blanked)
        XCTAssertEqual(DeclarationIndex([source]).types.map(\.name), ["After", "Later", "Last"])
    }

    func testATypeLeftToInferenceIsReadFromTheValue() throws {
        let index = DeclarationIndex(["""
            class Game {
                private static let themes = [
                    Theme(name: "A"), Theme(name: "B"),
                ]
                static let others: Array<Theme> = []
                private(set) var currentTheme = themes[0]
                var picked = Self.themes.randomElement()!
                var other = Game.others.first!
                var count = themes.count
                var copy = makeTheme()
                static let nested = [
                    MemoryGame<String>.Theme(name: "A"),
                ]
                static let qualified = [Game.Theme(name: "A")]
                static let called = [makeTheme()]
            }
            """])
        let game = try XCTUnwrap(index.type("Game"))
        func type(_ name: String) -> String? { game.members.first { $0.name == name }?.type }
        XCTAssertEqual(type("themes"), "[Theme]")
        XCTAssertEqual(type("currentTheme"), "Theme")
        XCTAssertEqual(type("picked"), "Theme")
        XCTAssertEqual(type("other"), "Theme")
        XCTAssertEqual(type("count"), "?", "a list's count is no element of it")
        XCTAssertEqual(type("copy"), "?")
        XCTAssertEqual(type("nested"), "[Theme]", "a nested type is made by its last name")
        XCTAssertEqual(type("qualified"), "[Theme]")
        XCTAssertEqual(type("called"), "?", "a function's result is not a type's initializer")
    }

    /// An import is found however it is punctuated: after a `;`, or with its module on the next line.
    func testImportsAreFoundWhateverTheirPunctuation() {
        XCTAssertEqual(SwiftSourceScan("import Foundation\nimport XCTest;\n").importedModules, ["Foundation", "XCTest"])
        XCTAssertEqual(SwiftSourceScan("import Foundation; import\n  XCTest\n").importedModules, ["Foundation", "XCTest"])
        XCTAssertEqual(SwiftSourceScan("// import XCTest\nlet s = \"import UIKit\"\n").importedModules, [])
    }
}

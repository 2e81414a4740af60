import XCTest
import TestSupport
@testable import MemorizeGrading

/// Themes written as an enum's cases, as many real projects write them: the enums found by
/// `*.case`, their raw-value cases read one by one, and the enum playing the theme's part.
final class EnumThemeShapesTests: XCTestCase {
    let reference = AssignmentTwoReference.index

    /// Themes written as an enum's cases: `*.case` finds each enum that lists its cases, inside a
    /// generic type too, and `«owner»` keeps the student's own name even where it is a name the
    /// reference uses for another part (`enum Theme` beside the struct that plays `Theme`).
    func testEnumsThatListTheirCasesAreFoundAndKeepTheirNames() throws {
        let contract = """
            // contract: no enum
            func lists() throws -> [Any] {
                []
            }
            // or all: *.case
            func lists() throws -> [Any] {
                [
                    «owner».allCases,
                ]
            }
            """
        let model = """
            struct MemoryGame<CardContent> {
                var cards: [Card]; var score = 0; mutating func choose(_ card: Card) {}; struct Card {}
                enum Level: CaseIterable { case easy, hard }
            }
            """
        let viewModel = """
            class CardsVM { var deck: Deck; init() { deck = Deck.make(.sea) }; var cards: [Int] { [] }; var score: Int { 0 }; func choose(_ card: Int) {}; func newGame() {} }
            struct Deck { let name: String; let emojis: [String]; let numberOfPairs: Int; let color: String; static func make(_ theme: Theme) -> Deck { fatalError() } }
            enum Theme: String, CaseIterable { case sea = "Sea", sky }
            enum Shade { case light, dark }
            """
        func file(_ name: String, _ text: String) -> SourceFile {
            SourceFile(relativePath: name, original: URL(fileURLWithPath: "/m/" + name), contents: Data(text.utf8))
        }
        let adapted = ContractShapes.adapted([file("Cases.swift", contract)], submission: [file("M.swift", model), file("VM.swift", viewModel)], reference: reference)
        let written = String(decoding: try XCTUnwrap(adapted.contract.first).contents, as: UTF8.self)
        XCTAssertTrue(written.contains("[\n        MemoryGame<String>.Level.allCases,\n        Theme.allCases,\n    ]"),
                      "an enum in a generic type is written with String, and an enum that does not list its cases is left out: \(written)")
        XCTAssertFalse(written.contains(ContractShapes.ownerMark))
        // Where a student's own `Theme` is not the type playing `Theme`'s part, renaming the
        // reference's names (as `adapted` does after filling) leaves the owner alone.
        let pattern = try XCTUnwrap(ShapePattern("*.case"))
        let match = ShapePattern.Match(owner: "Theme", member: .init(kind: .enumCase, name: "sea", isStatic: true), arguments: [])
        let filled = ContractShapes.fill("    (x as! Theme).name; «owner».allCases", match, pattern, ownerMark: ContractShapes.ownerMark)
        XCTAssertEqual(TypeRoles.renamed(filled, ["Theme": "Deck"]).replacingOccurrences(of: ContractShapes.ownerMark, with: ""),
                       "    (x as! Deck).name; Theme.allCases")
    }

    /// An enum whose cases are the themes, each with a raw value, plays the theme's part: its
    /// cases are read one by one (a raw value is not the next case's name) and its computed
    /// parts are the theme's.
    func testAnEnumOfThemesWithRawValuesPlaysTheTheme() {
        let index = DeclarationIndex(["""
            enum Deck: String, CaseIterable {
                case jungle = "Jungle Safari"
                case ocean = "Ocean", farm
                var numberOfCardsToShow: Int { switch self { case .jungle: return 5; default: return 6 } }
                var emojis: [String] { [] }
                var color: String { "red" }
            }
            class Game { @Published private(set) var deck: Deck!; init() { deck = .jungle } }
            """])
        XCTAssertEqual(index.type("Deck")?.members.map(\.name), ["jungle", "ocean", "farm", "numberOfCardsToShow", "emojis", "color"])
        let roles = TypeRoles.map(reference: reference, submission: index, wanted: ["Theme"])
        XCTAssertEqual(roles["Theme"], "Deck")
        XCTAssertEqual(ShapePattern("EmojiMemoryGame.var: Theme? ~ deck")?.matches(in: index, reference: reference, roles: roles.merging(["EmojiMemoryGame": "Game"]) { $1 }).map(\.member.name), ["deck"],
                       "an implicitly unwrapped theme is an optional one")
    }

    /// An enum like nothing the reference has (`title`, `cards`, `icon`: no name, no emoji by
    /// name) plays the theme's part when the ViewModel keeps it under the reference's own name
    /// for the theme, `theme`; kept under another name, or as a type already playing a part, it does not.
    func testTheTypeAViewModelKeepsAsItsThemeIsTheTheme() {
        let enumTheme = "enum Deck: CaseIterable { case sea, sky\n var title: String { \"\" }\n var cards: [String] { [] } }"
        let viewModel = "class DeckGame: ObservableObject { private(set) var theme: Deck; private var model: MemoryGame<String>; var cards: [MemoryGame<String>.Card] { model.cards }; func choose(_ card: MemoryGame<String>.Card) {} }"
        let model = "struct MemoryGame<CardContent> { var cards: [Card]; var score = 0; mutating func choose(_ card: Card) {}; struct Card {} }"
        let roles = TypeRoles.map(reference: reference, submission: DeclarationIndex([enumTheme, viewModel, model]), wanted: ["Theme", "EmojiMemoryGame", "MemoryGame"])
        XCTAssertEqual(roles["Theme"], "Deck")
        XCTAssertEqual(roles["EmojiMemoryGame"], "DeckGame")
        let otherName = viewModel.replacingOccurrences(of: "var theme: Deck", with: "var deck: Deck")
        XCTAssertNil(TypeRoles.map(reference: reference, submission: DeclarationIndex([enumTheme, otherName, model]), wanted: ["Theme", "EmojiMemoryGame", "MemoryGame"])["Theme"])
    }
}

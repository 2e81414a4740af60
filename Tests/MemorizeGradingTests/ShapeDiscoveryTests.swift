import XCTest
import TestSupport
@testable import MemorizeGrading

/// Finding a student's API by its shape: which type plays which part, which members fit a
/// contract's `// or each:` and `// or all:` shapes, and what those write.
final class ShapeDiscoveryTests: XCTestCase {
    let reference = AssignmentTwoReference.index
    let student = DeclarationIndex(["""
        struct MatchingGame<Item> where Item: Equatable {
            private(set) var cards: Array<Card>
            private var points = 0
            init(numOfPairs: Int, theme: String = "", makeItem: @escaping (Int) -> Item) { cards = [] }
            mutating func pick(card: Card) {}
            func getScore() -> Int { points }
            struct Card: Identifiable { var isFaceUp = false; var isMatched = false; let content: Item; let id = 0 }
        }
        class GameViewModel: ObservableObject {
            @Published private var game: MatchingGame<String>
            var currentTheme: GameTheme
            init(chosenTheme: GameTheme) { currentTheme = chosenTheme; game = MatchingGame(numOfPairs: 2) { _ in "" } }
            var cards: [MatchingGame<String>.Card] { game.cards }
            var score: Int { game.getScore() }
            var themeTitle: String { currentTheme.title }
            func pick(card: MatchingGame<String>.Card) {}
            func restart() {}
            func shuffle() {}
            private func secret() {}
            func load() async {}
        }
        struct GameTheme { static let all: [GameTheme] = []; let title: String; let emojis: [String]; let pairs: Int?; let color: String }
        struct ThemeRow: View { let title: String; let emojis: [String]; let color: String; var body: some View { Text(title) } }
        """])

    func testTypesArePairedByWhatTheyHoldNotTheirNames() {
        let roles = TypeRoles.map(reference: reference, submission: student, wanted: ["MemoryGame", "EmojiMemoryGame", "Theme"])
        XCTAssertEqual(roles, ["MemoryGame": "MatchingGame", "EmojiMemoryGame": "GameViewModel", "Theme": "GameTheme"])
        XCTAssertEqual(TypeRoles.renamed("EmojiMemoryGame(theme: x as! Theme) // MemoryGame<String>.Card, ThemeSpec", roles),
                       "GameViewModel(theme: x as! GameTheme) // MatchingGame<String>.Card, ThemeSpec")
        let nested = DeclarationIndex(["class EmojiMemoryGame { struct Theme { let name: String } }"])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: nested, wanted: ["EmojiMemoryGame", "Theme"]), ["Theme": "EmojiMemoryGame.Theme"])
        let leftover = DeclarationIndex(["enum Theme { case sport, food }", "struct GameTheme { let name: String; let emojis: [String] }"])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: leftover, wanted: ["Theme"]), ["Theme": "GameTheme"],
                       "an enum of cases left from Assignment I does not keep the part from the struct that plays it")
        let chooser = DeclarationIndex(["enum Theme: CaseIterable { case sport, food }", "struct GameTheme { let name: String; let emojis: [String] }"])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: chooser, wanted: ["Theme"]), [:],
                       "an enum of themes the ViewModel is made with keeps its part")
        let assignmentOne = DeclarationIndex(["struct Theme { let title: String; let icon: String; let emojis: [String] }",
                                              "struct Deck<Content> { struct Theme { let name: String; let contents: [Content]; let numberOfPairs: Int?; let color: String } }"])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: assignmentOne, wanted: ["Theme"]), ["Theme": "Deck<String>.Theme"],
                       "nor does a struct of Assignment I's, when a type far more like the theme is nested elsewhere")
        let unlike = DeclarationIndex(["struct Stack<Element> { var items: [Element] }", "class Box { var value = 0 }"])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: unlike, wanted: ["MemoryGame", "EmojiMemoryGame"]), [:],
                       "a type with nothing of the part's members plays no part")
    }

    /// A theme the student made generic (`Theme<Content>`), or nested in the generic Model
    /// (`MemoryGame<CardContent>.Theme`), is written as the contract's games need it: of `String`s.
    func testAGenericThemeOrOneNestedInAGenericModelIsWrittenWithString() throws {
        let reference = DeclarationIndex(["struct MemoryGame<CardContent> { var cards: [Card]; struct Card {} }",
                                          "struct Theme { let name: String; let emojis: [String]; let pairs: Int }"])
        let generic = DeclarationIndex(["struct Theme<Content> { let name: String; let emojis: [Content]; let pairs: Int }"])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: generic, wanted: ["Theme"]), ["Theme": "Theme<String>"])
        let nested = DeclarationIndex(["struct MemoryGame<CardContent> { var cards: [Card]; struct Card {}\n struct Theme { let name: String; let contents: [CardContent]; let pairs: Int } }"])
        let roles = TypeRoles.map(reference: reference, submission: nested, wanted: ["MemoryGame", "Theme"])
        XCTAssertEqual(roles, ["Theme": "MemoryGame<String>.Theme"], "the Model's own name is left bare: the contract writes its arguments")
        XCTAssertEqual(TypeRoles.renamed("theme as! Theme", roles), "theme as! MemoryGame<String>.Theme")
        let initializer = try XCTUnwrap(ShapePattern("Theme.init(String, [String], Int)"))
        XCTAssertEqual(initializer.matches(in: nested, reference: reference, roles: roles).map(\.member.name), ["init"], "its content is a String")
        XCTAssertEqual(initializer.matches(in: generic, reference: reference, roles: ["Theme": "Theme<String>"]).map(\.member.name), ["init"])
        XCTAssertEqual(initializer.matches(in: generic, reference: reference, roles: [:]).map(\.member.name), ["init"],
                       "a parameter the reference's type lacks is a String there too (Swift infers it from the arguments)")
        let outer = DeclarationIndex(["struct MemoryTheme<Content> { struct Theme { let name: String; let contents: [Content]; let pairs: Int } }"])
        XCTAssertEqual(initializer.matches(in: outer, reference: reference, roles: ["Theme": "MemoryTheme<String>.Theme"]).map(\.member.name), ["init"],
                       "nested in a generic type of the student's own")
        XCTAssertEqual(try XCTUnwrap(ShapePattern("Theme.init(Int, [String], Int)")).matches(in: outer, reference: reference, roles: ["Theme": "MemoryTheme<String>.Theme"]), [],
                       "the types still have to fit")
        let takesTheme = DeclarationIndex(["struct MemoryGame<CardContent> { var cards: [Card]; struct Card {}\n init(pairs: Int, theme: Theme<CardContent>, make: (Int) -> CardContent) {} }",
                                           "struct Theme<Content> { let name: String; let emojis: [Content]; let pairs: Int }"])
        let modelRoles = TypeRoles.map(reference: reference, submission: takesTheme, wanted: ["MemoryGame", "Theme"])
        XCTAssertEqual(try XCTUnwrap(ShapePattern("MemoryGame.init(Int, Theme, (Int) -> CardContent)")).matches(in: takesTheme, reference: reference, roles: modelRoles).count, 1,
                       "a generic theme a Model is made from is the Theme the contract writes (\(modelRoles))")
    }

    func testMembersAreFoundByShapeWhateverTheirLabels() throws {
        let roles = TypeRoles.map(reference: reference, submission: student, wanted: ["MemoryGame", "EmojiMemoryGame", "Theme"])
        func names(_ shape: String) throws -> [String] {
            try XCTUnwrap(ShapePattern(shape)).matches(in: student, reference: reference, roles: roles).map(\.member.name)
        }
        let initializer = try XCTUnwrap(ShapePattern("MemoryGame.init(Int, (Int) -> CardContent)")).matches(in: student, reference: reference, roles: roles)
        XCTAssertEqual(initializer.map(\.arguments), [[0, nil, 1]], "the defaulted label is left to its default")
        XCTAssertEqual(try names("MemoryGame.func(Card) ~ choose pick"), ["pick"])
        XCTAssertEqual(try names("MemoryGame.var: Int ~ score point"), ["getScore"], "a private property cannot be read; a method giving one can")
        XCTAssertEqual(try names("EmojiMemoryGame.func() !~ choose"), ["restart", "shuffle"], "private and async methods are not candidates")
        XCTAssertEqual(try names("EmojiMemoryGame.var: String ~ name title"), ["themeTitle"])
        XCTAssertEqual(try names("EmojiMemoryGame.var: Theme ~ theme"), ["currentTheme"])
        XCTAssertEqual(try names("EmojiMemoryGame.init(Theme)"), ["init"])
        XCTAssertEqual(try names("Theme.static var: [Theme]"), ["all"])
        XCTAssertEqual(try names("Theme.var: Int? ~ pair"), ["pairs"])
        XCTAssertEqual(try names("Theme.init(String, [String], Int?, String)"), ["init"], "the memberwise initializer")
        XCTAssertNil(ShapePattern("not a shape"))
    }

    func testAContractIsWrittenOutForTheStudentsCode() throws {
        let contract = """
            // contract: MemoryGame has no initializer
            func make(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
                MemoryGame<String>(numberOfPairsOfCards: pairs, createCardContent: content)
            }
            // or each: MemoryGame.init(Int, (Int) -> CardContent)
            func make(pairs: Int, content: @escaping (Int) -> String) throws -> Any {
                MemoryGame<String>«(pairs, content)»
            }
            // or each: MemoryGame.init(Int, (Int) -> CardContent)
            func make(pairs: Int?, content: @escaping (Int) -> String) throws -> Any {
                MemoryGame<String>«(pairs ?? 3, { content($0) })»
            }
            // contract: no New Game
            func intents(_ vm: AnyObject) throws -> [(String, () -> Void)] {
                [("newGame()", { (vm as! EmojiMemoryGame).newGame() })]
            }
            // or all: EmojiMemoryGame.func() !~ choose
            func intents(_ vm: AnyObject) throws -> [(String, () -> Void)] {
                [
                    ("«label»", { _ = (vm as! EmojiMemoryGame).«name»() }),
                ]
            }
            // or each: EmojiMemoryGame.func(Int, Int, Int)
            func nothing() throws {}
            """
        let file = SourceFile(relativePath: "Model.swift", original: URL(fileURLWithPath: "/c/Model.swift"), contents: Data(contract.utf8))
        let solution = SourceFile(relativePath: "S.swift", original: URL(fileURLWithPath: "/s/S.swift"), contents: Data("""
            struct MemoryGame<CardContent> { var cards: [Card]; var score = 0; mutating func choose(_ card: Card) {}; mutating func shuffle() {}; struct Card {} }
            class EmojiMemoryGame { var cards: [Int] { [] }; var score: Int { 0 }; func choose(_ card: Int) {}; func newGame() {} }
            """.utf8))
        let submission = SourceFile(relativePath: "M.swift", original: URL(fileURLWithPath: "/m/M.swift"), contents: Data("""
            struct MatchingGame<Item> { var cards: [Card]; var points = 0; init(numOfPairs: Int, makeItem: (Int) -> Item) { cards = [] }
                mutating func choose(_ card: Card) {}; mutating func shuffle() {}; struct Card {} }
            class GameViewModel { var cards: [Int] { [] }; var score: Int { 0 }; func choose(_ card: Int) {}; func restart() {}; func shuffle() {} }
            """.utf8))
        let written = String(decoding: try XCTUnwrap(ContractShapes.adapted([file], submission: [submission], reference: DeclarationIndex(files: [solution])).contract.first).contents, as: UTF8.self)
        XCTAssertTrue(written.contains("// or: found by shape (MatchingGame.init(Int, (Int) -> CardContent))\nfunc make(pairs: Int, content: @escaping (Int) -> String) throws -> Any {\n    MatchingGame<String>(numOfPairs: pairs, makeItem: content)\n}"), written)
        XCTAssertTrue(written.contains("MatchingGame<String>(numOfPairs: pairs ?? 3, makeItem: { content($0) })"),
                      "an argument is written as given, with the spaces its operators need: \(written)")
        XCTAssertTrue(written.contains("        (\"restart()\", { _ = (vm as! GameViewModel).restart() }),\n        (\"shuffle()\", { _ = (vm as! GameViewModel).shuffle() }),\n"), written)
        XCTAssertTrue(written.contains("// contract: MatchingGame has no initializer"), "the words speak of the student's own type: \(written)")
        XCTAssertFalse(written.contains("func nothing"), "a shape nothing matches leaves no alternative")
        XCTAssertFalse(written.contains("«"), written)
        // Each item of the written contract reads as one, with its alternatives.
        let items = ContractSource(SourceFile(relativePath: "Model.swift", original: file.original, contents: Data(written.utf8))).items
        XCTAssertEqual(items.map(\.alternatives.count), [3, 2])
    }
}

extension ShapeDiscoveryTests {
    /// An alternative that calls another item of the contract needs only the student's own names
    /// in the student's code; and a cached choice is started from only for the same contract.
    func testAnAlternativeCallingAnotherItemIsACandidateAndACachedChoiceNeedsTheSameContract() throws {
        let text = """
            // contract: no name
            func nameOfTheme(_ theme: Any) throws -> String {
                (theme as! Theme).name
            }
            // contract: no theme name
            func themeName(_ vm: AnyObject) throws -> String {
                (vm as! EmojiMemoryGame).themeName
            }
            // or: through the theme
            func themeName(_ vm: AnyObject) throws -> String {
                try nameOfTheme((vm as! EmojiMemoryGame).chosenTheme)
            }
            """
        let source = ContractSource(SourceFile(relativePath: "T.swift", original: URL(fileURLWithPath: "/c/T.swift"), contents: Data(text.utf8)))
        let choice = ContractChoice.guess([source], submissionWords: ["EmojiMemoryGame", "chosenTheme", "Theme", "name"])
        XCTAssertEqual(choice.picks["T.swift"], [.alternative(0), .alternative(1)])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("choice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = ContractChoiceCache(file: folder.appendingPathComponent("c.json"))
        cache.save(choice, key: "interface1-contractA", origin: "/w")
        XCTAssertEqual(cache.load(key: "interface2-contractA", origin: "/w")?.same, true, "the student edited a body: start from the last choice")
        XCTAssertNil(cache.load(key: "interface2-contractB", origin: "/w"), "a contract written anew numbers its alternatives anew: choose again")
    }
}

/// The reference solution's declarations as the shape tests read them: Assignment II's Model,
/// ViewModel and theme, cut down to the members the shapes look at.
enum AssignmentTwoReference {
    static let index = DeclarationIndex(["""
        struct MemoryGame<CardContent> {
            private(set) var cards: [Card]
            private(set) var score = 0
            init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) { cards = [] }
            mutating func choose(_ card: Card) {}
            mutating func shuffle() {}
            struct Card: Identifiable { var isFaceUp = false; var isMatched = false; let content: CardContent; let id: String }
        }
        class EmojiMemoryGame: ObservableObject {
            static let themes: [Theme] = []
            @Published private var model: MemoryGame<String>
            private(set) var theme: Theme
            init(theme: Theme) { self.theme = theme; model = MemoryGame(numberOfPairsOfCards: 2) { _ in "" } }
            var cards: [MemoryGame<String>.Card] { model.cards }
            var score: Int { model.score }
            func choose(_ card: MemoryGame<String>.Card) {}
            func newGame() {}
        }
        struct Theme { let name: String; let emojis: [String]; let numberOfPairs: Int?; let color: String }
        """])
}

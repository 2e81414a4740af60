import XCTest
import TestSupport
@testable import MemorizeGrading

/// Shapes found in real students' projects (written here in our own code, in their image): a
/// ViewModel made only the way the App makes it, a Model kept beside the lecture's, a theme
/// reached through a typealias declared inside a type, a colour of any type, themes that are an
/// enum's cases, and a project file whose name is the end of another's.
final class RealProjectShapesTests: XCTestCase {
    let reference = AssignmentTwoReference.index

    func testTheCallsThatMakeATypeAreFoundWholeAndOnALine() {
        let app = """
            @main
            struct SnapApp: App {
                // let old = CardsVM(pairs: 2)
                @StateObject private var game = CardsVM(pairs: 4,
                                                        theme: Decks.random())
                var body: some Scene { WindowGroup { Board(game: game) } }
            }
            """
        let viewModel = """
            class CardsVM: ObservableObject {
                init(pairs: Int, theme: Deck) {}
                static var preview: CardsVM { CardsVM(pairs: 2, theme: Deck(name: "A (test)", items: ["x"])) }
                func copy() -> CardsVM { CardsVM(pairs: self.count, theme: theme) }
                var label: String { "CardsVM(pairs: 9)" }
            }
            class OtherCardsVM {}
            let x = Factory.CardsVM(pairs: 1)
            """
        XCTAssertEqual(MadeExpressions.find("CardsVM", in: [app, viewModel]), [
            "CardsVM(pairs: 4, theme: Decks.random())",
            "CardsVM(pairs: 2, theme: Deck(name: \"A (test)\", items: [\"x\"]))",
        ], "a commented call, one naming `self`, one in a string, another type's name and a member of another type are not calls of it")
        XCTAssertEqual(MadeExpressions.find("Deck", in: ["let d = Deck<String>(name: \"A\")\nif a < Deck(x) {}"]), ["Deck<String>(name: \"A\")", "Deck(x)"])
        XCTAssertEqual(MadeExpressions.find("CardsVM", in: ["let a = CardsVM()\nlet b = CardsVM()"]), ["CardsVM()"], "each call once")
    }

    /// `Type.made` writes one alternative per call, after the reference's names are turned into
    /// the student's, so a call the student wrote with a name the reference also uses is kept.
    func testAContractMakesTheViewModelAsTheStudentsAppDoes() throws {
        let contract = """
            // contract: EmojiMemoryGame cannot be made with a Theme
            func make() throws -> AnyObject {
                EmojiMemoryGame()
            }
            // or each: EmojiMemoryGame.made
            func make() throws -> AnyObject {
                «made»
            }
            """
        let model = "struct MemoryGame<CardContent> { var cards: [Card]; var score = 0; mutating func choose(_ card: Card) {}; struct Card {} }"
        let viewModel = """
            class CardsVM { init(pairs: Int, theme: Theme<String>) {}; var cards: [Int] { [] }; var score: Int { 0 }; func choose(_ card: Int) {}; func newGame() {} }
            struct Theme<Item> { let name: String; let emojis: [Item]; let numberOfPairs: Int; let color: String }
            """
        let app = "struct SnapApp: App { let game = CardsVM(pairs: 4, theme: Theme<String>(name: \"Sea\", emojis: [\"🐟\"], numberOfPairs: 1, color: \"blue\")) }"
        func file(_ name: String, _ text: String) -> SourceFile {
            SourceFile(relativePath: name, original: URL(fileURLWithPath: "/m/" + name), contents: Data(text.utf8))
        }
        let adapted = ContractShapes.adapted([file("ViewModel.swift", contract)], submission: [file("M.swift", model), file("VM.swift", viewModel)],
                                             elsewhere: [file("App.swift", app)], reference: reference)
        let written = String(decoding: try XCTUnwrap(adapted.contract.first).contents, as: UTF8.self)
        XCTAssertTrue(written.contains("// or: found in the student's code (CardsVM.made)\nfunc make() throws -> AnyObject {\n    CardsVM(pairs: 4, theme: Theme<String>(name: \"Sea\", emojis: [\"🐟\"], numberOfPairs: 1, color: \"blue\"))\n}"), written)
        XCTAssertTrue(written.contains("// contract: CardsVM cannot be made with a Theme<String>"), "the contract's own words are renamed: \(written)")
        let none = ContractShapes.adapted([file("ViewModel.swift", contract)], submission: [file("M.swift", model), file("VM.swift", viewModel)], reference: reference)
        XCTAssertFalse(String(decoding: try XCTUnwrap(none.contract.first).contents, as: UTF8.self).contains("found in the student's code"),
                       "with no call written anywhere, `made` writes nothing")
    }

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

    /// An alternative that its own shape and `*` both write is written once: a second copy
    /// would change which alternative a submission's words point to first.
    func testAnAlternativeWrittenByTwoShapesIsWrittenOnce() throws {
        let contract = """
            // contract: no list
            func list() throws -> Any {
                EmojiMemoryGame.themes
            }
            // or each: EmojiMemoryGame.static let: [Theme] ~ theme
            func list() throws -> Any {
                EmojiMemoryGame.«name»
            }
            // or each: *.static let: [Theme] ~ theme
            func list() throws -> Any {
                «owner».«name»
            }
            """
        let viewModel = "class EmojiMemoryGame { static let allThemes: [Theme] = []; var cards: [Int] { [] } }\nstruct Theme { let name: String }"
        let file = { (name: String, text: String) in SourceFile(relativePath: name, original: URL(fileURLWithPath: "/m/" + name), contents: Data(text.utf8)) }
        let adapted = ContractShapes.adapted([file("C.swift", contract)], submission: [file("VM.swift", viewModel)], reference: reference)
        let written = String(decoding: try XCTUnwrap(adapted.contract.first).contents, as: UTF8.self)
        XCTAssertEqual(written.components(separatedBy: "EmojiMemoryGame.allThemes").count - 1, 1, written)
    }

    /// A project that keeps the lecture's `MemoryGame` beside its own assignment's Model grades
    /// the Model its ViewModel plays with.
    func testTheModelIsTheOneTheViewModelKeeps() {
        let student = DeclarationIndex(["""
            struct MemoryGame<CardContent> { private(set) var cards: [Card]; mutating func choose(_ card: Card) {}; struct Card {} }
            struct Assignment2Game<CardContent> { private(set) var cards: [Card]; private(set) var scores = 0; mutating func choose(card: Card) {}; struct Card {} }
            class Assignment2ViewModel: ObservableObject {
                private var model: Assignment2Game<String>
                init() { model = Assignment2Game() }
                var cards: [Assignment2Game<String>.Card] { model.cards }
                var scores: Int { model.scores }
                func choose(_ card: Assignment2Game<String>.Card) {}
                func startGame() {}
            }
            """])
        let roles = TypeRoles.map(reference: reference, submission: student, wanted: ["MemoryGame", "EmojiMemoryGame"])
        XCTAssertEqual(roles, ["MemoryGame": "Assignment2Game", "EmojiMemoryGame": "Assignment2ViewModel"])
        let lecture = DeclarationIndex(["""
            struct MemoryGame<CardContent> { private(set) var cards: [Card]; mutating func choose(_ card: Card) {}; struct Card {} }
            class EmojiMemoryGame { private var model: MemoryGame<String>; init() { model = MemoryGame() }; var cards: [MemoryGame<String>.Card] { model.cards } }
            """])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: lecture, wanted: ["MemoryGame", "EmojiMemoryGame"]), [:],
                       "a ViewModel that keeps the lecture's Model keeps its part")
    }

    /// A typealias declared inside a type cannot be written at the top level: the theme nested
    /// in the generic Model is written in full instead.
    func testATypealiasInsideATypeIsNotTheContractsName() {
        let student = DeclarationIndex(["""
            struct MemoryGame<CardContent> { var cards: [Card]; struct Card {}; struct Theme { let name: String; let emojis: [CardContent]; var numPairs: Int; let color: String } }
            class EmojiMemoryGame { typealias GameTheme = MemoryGame<String>.Theme; var chosenTheme: GameTheme }
            """])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: student, wanted: ["Theme"]), ["Theme": "MemoryGame<String>.Theme"])
        let topLevel = DeclarationIndex(["""
            struct MemoryGame<CardContent> { var cards: [Card]; struct Card {}; struct Theme { let name: String; let emojis: [CardContent]; var numPairs: Int; let color: String } }
            typealias GameTheme = MemoryGame<String>.Theme
            """])
        XCTAssertEqual(TypeRoles.map(reference: reference, submission: topLevel, wanted: ["Theme"]), ["Theme": "GameTheme"])
    }

    /// `_` is any type for a property read as it prints (a colour kept as a `Color`, a name, an
    /// enum), and `!~` keeps a palette of colours out.
    func testAnyTypeMatchesAPropertyOfAWrittenType() throws {
        let student = DeclarationIndex(["""
            class EmojiMemoryGame {
                let colorChoices: [String: Color] = [:]
                var cards: [Int] { [] }
                var themeColor: Color { .red }
                func accentColor() -> Color { .blue }
            }
            """])
        let pattern = try XCTUnwrap(ShapePattern("EmojiMemoryGame.var: _ ~ themecolor color colour !~ choices palette"))
        XCTAssertEqual(pattern.matches(in: student, reference: reference, roles: [:]).map(\.member.name), ["themeColor", "accentColor"])
        let model = DeclarationIndex(["struct MemoryGame<CardContent> { var cards: [Card]; struct Card {} }\nclass EmojiMemoryGame { @Published var model: MemoryGame<String> }"])
        XCTAssertEqual(try XCTUnwrap(ShapePattern("EmojiMemoryGame.var: MemoryGame ~ model game")).matches(in: model, reference: reference, roles: [:]).map(\.member.name),
                       ["model"], "a type of the reference's own name is compared without its arguments, as one the student renamed is")
    }

    /// Setting a ViewModel's list of themes stands for adding a line to it only when its
    /// initializer does not go through the list theme by theme (that line would meet it).
    func testAListTheInitializerGoesThroughIsNotSetAfterIt() throws {
        let pattern = try XCTUnwrap(ShapePattern("EmojiMemoryGame.let: [Theme] ~ theme"))
        let plain = DeclarationIndex(["""
            struct Theme { let name: String; let emojis: [String]; var numberOfPairs: Int; let color: String }
            class EmojiMemoryGame {
                private var themes: [Theme]
                init() { themes = [Theme(name: "A", emojis: ["a"], numberOfPairs: 1, color: "red")]; pick = themes.randomElement()! }
            }
            """])
        XCTAssertEqual(pattern.matches(in: plain, reference: reference, roles: [:]).map(\.member.name), ["themes"])
        for loop in ["for index in themes.indices { themes[index].numberOfPairs = min(3, lengths[themes[index].name]!) }",
                     "self.themes.forEach { check($0) }"] {
            let walked = DeclarationIndex(["""
                struct Theme { let name: String; let emojis: [String]; var numberOfPairs: Int; let color: String }
                class EmojiMemoryGame {
                    private var themes: [Theme]
                    init() {
                        themes = [Theme(name: "A", emojis: ["a"], numberOfPairs: 1, color: "red")]
                        \(loop)
                    }
                }
                """])
            XCTAssertEqual(pattern.matches(in: walked, reference: reference, roles: [:]).map(\.member.name), [], loop)
        }
    }

    /// A file is in the Xcode project when the project names it, not when a longer name ends
    /// with it (`GameTheme.swift` does not name `Theme.swift`).
    func testAProjectNamesAFileByItsWholeName() {
        let text = "F1 /* GameTheme.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* GameTheme.swift */; };\nF3 /* Model.swift */ = {path = \"My Model.swift\"; }"
        XCTAssertTrue(SubmissionSelection.names(text, "GameTheme.swift"))
        XCTAssertTrue(SubmissionSelection.names(text, "Model.swift"))
        XCTAssertFalse(SubmissionSelection.names(text, "Theme.swift"))
        XCTAssertFalse(SubmissionSelection.names(text, "Other.swift"))
    }
}

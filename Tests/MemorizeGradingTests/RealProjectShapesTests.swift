import XCTest
import TestSupport
@testable import MemorizeGrading

/// Shapes found in real students' projects (written here in our own code, in their image): a
/// ViewModel made only the way the App makes it, a Model kept beside the lecture's, a theme
/// reached through a typealias declared inside a type, a colour of any type, and a project file
/// whose name is the end of another's. Themes that are an enum's cases: `EnumThemeShapesTests`.
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

import XCTest
@testable import MemorizeGrading

/// A list of themes a student keeps private or as a `let` is still one line to add a theme to:
/// a shape written with `let` finds it, and the compiled copy opens just that declaration.
final class OpenedMembersTests: XCTestCase {
    let student = """
        class EmojiMemoryGame {
            private static let themes = [
                Theme(name: "Animals", emojis: ["🐶"], pairs: 1),
            ]
            private let palette: [Theme] = []
            @Published private(set) var score = 0
            static let version = "1"
            func themesCount() -> Int { let themes = Self.themes; return themes.count } // let themes = here
        }
        struct Theme { let name: String; let emojis: [String]; let pairs: Int }
        """

    func testALetShapeFindsPrivateAndConstantStoredLists() throws {
        let index = DeclarationIndex([student])
        let reference = DeclarationIndex(["class EmojiMemoryGame { static var themes: [Theme] = [] }", "struct Theme { let name: String }"])
        let roles = ["EmojiMemoryGame": "EmojiMemoryGame", "Theme": "Theme"]
        func names(_ shape: String) throws -> [String] {
            try XCTUnwrap(ShapePattern(shape)).matches(in: index, reference: reference, roles: roles).map(\.member.name)
        }
        XCTAssertEqual(try names("EmojiMemoryGame.static var: [Theme] ~ theme"), [], "private: the contract could not reach it")
        XCTAssertEqual(try names("EmojiMemoryGame.static let: [Theme] ~ theme"), ["themes"], "its type read from `[Theme(…)]`")
        XCTAssertEqual(try names("EmojiMemoryGame.let: [Theme]"), ["palette"])
        XCTAssertEqual(try names("EmojiMemoryGame.let: Int ~ score"), ["score"])
        XCTAssertEqual(try names("EmojiMemoryGame.static let: [Theme] ~ version"), [], "a String is not a list of themes")
        XCTAssertTrue(try XCTUnwrap(ShapePattern("EmojiMemoryGame.static let: [Theme]")).opens)
        XCTAssertFalse(try XCTUnwrap(ShapePattern("EmojiMemoryGame.static var: [Theme]")).opens)
    }

    func testOnlyTheNamedDeclarationsAreOpenedAndEveryLineStaysPut() {
        let opened = OpenedMembers.opened(student, [.init(owner: "EmojiMemoryGame", name: "themes", isStatic: true),
                                                      .init(owner: "EmojiMemoryGame", name: "score", isStatic: false)])
        let lines = opened.components(separatedBy: "\n"), before = student.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, before.count)
        XCTAssertEqual(lines[1], "            static var themes = [", "private blanked, let made var, columns kept")
        XCTAssertEqual(lines[1].count, before[1].count)
        XCTAssertEqual(lines[5], "    @Published              var score = 0")
        XCTAssertEqual(lines[4], before[4], "an instance list not named is left alone")
        XCTAssertEqual(lines[6], before[6], "a static constant not named is left alone")
        XCTAssertEqual(lines[7], before[7], "a local constant of the same name, and a comment, are not declarations of the member")
        XCTAssertEqual(OpenedMembers.opened(student, [.init(owner: "EmojiMemoryGame", name: "themes", isStatic: false)]), student,
                       "an instance member of that name is another declaration")
        XCTAssertEqual(OpenedMembers.opened(student, [.init(owner: "Theme", name: "themes", isStatic: true)]), student,
                       "a member of that name in another type is another declaration")
    }

    func testAMemberIsOpenedInItsOwnTypeOnlyWhereverThatTypeIsNested() {
        let source = """
            struct MemoryGame<CardContent> {
                struct Theme {
                    let name: String
                    private(set) var emojis: [CardContent]
                    var label: String { let name = "x"; return name }
                }
                let name: String
            }
            class EmojiMemoryGame {
                let name = "game"
                class var kind: String { "k" }
                func make() { let emojis = ["🐶"]; print(emojis) }
            }
            """
        let opened = OpenedMembers.opened(source, [.init(owner: "MemoryGame<String>.Theme", name: "name", isStatic: false),
                                                   .init(owner: "Theme", name: "emojis", isStatic: false)])
        let lines = opened.components(separatedBy: "\n"), before = source.components(separatedBy: "\n")
        XCTAssertEqual(lines[2], "        var name: String")
        XCTAssertEqual(lines[3], "                     var emojis: [CardContent]")
        XCTAssertEqual(lines[4], before[4], "a local in a computed property stays")
        XCTAssertEqual(lines[6], before[6], "the outer type's member of the same name stays")
        XCTAssertEqual(lines[9], before[9], "another type's member of the same name stays")
        XCTAssertEqual(lines[11], before[11])
    }

    func testAListOutsideAnyTypeIsFoundAndOpenedThere() throws {
        let source = """
            let themes: Array<Theme> = [Theme(name: "A")]
            struct Theme { let name: String }
            func pick() -> Theme { let themes = [Theme(name: "B")]; return themes[0] }
            """
        let index = DeclarationIndex([source])
        let reference = DeclarationIndex(["struct Theme { let name: String }"])
        let found = try XCTUnwrap(ShapePattern("_TopLevel.let: [Theme] ~ theme")).matches(in: index, reference: reference, roles: ["Theme": "Theme"])
        XCTAssertEqual(found.map(\.member.name), ["themes"])
        XCTAssertNil(index.type("Theme")?.members.first { $0.name == "themes" })
        let opened = OpenedMembers.opened(source, [.init(owner: found[0].owner, name: "themes", isStatic: false)])
        XCTAssertEqual(opened.components(separatedBy: "\n")[0], "var themes: Array<Theme> = [Theme(name: \"A\")]")
        XCTAssertEqual(opened.components(separatedBy: "\n")[2], source.components(separatedBy: "\n")[2], "a local in a function stays")
    }

    func testAnyTypesListIsFoundByTheStarOwnerAndWrittenWithItsName() throws {
        let source = """
            struct ThemeFactory { static let themes: [Theme] = []; static let names: [String] = [] }
            struct Library<T> { static var themes: [Theme] { [] } }
            struct Theme { let name: String }
            """
        let index = DeclarationIndex([source])
        let reference = DeclarationIndex(["struct Theme { let name: String }"])
        let pattern = try XCTUnwrap(ShapePattern("*.static let: [Theme] ~ theme"))
        let found = pattern.matches(in: index, reference: reference, roles: ["Theme": "Theme"])
        XCTAssertEqual(found.map { "\($0.owner).\($0.member.name)" }, ["ThemeFactory.themes"], "a list of Strings, and a generic type's, are not")
        XCTAssertEqual(ContractShapes.fill("    «owner».«name» = []", found[0], pattern), "    ThemeFactory.themes = []")
    }

    func testTheContractOpensWhatItsLetShapesFound() throws {
        let contract = """
            // contract: no list
            func contractList() throws -> Any {
                EmojiMemoryGame.themes
            }
            // or each: EmojiMemoryGame.static let: [Theme] ~ theme
            func contractList() throws -> Any {
                EmojiMemoryGame.«name» = []
                return EmojiMemoryGame.«name»
            }
            """
        let file = SourceFile(relativePath: "C.swift", original: URL(fileURLWithPath: "/c/C.swift"), contents: Data(contract.utf8))
        let submission = SourceFile(relativePath: "VM.swift", original: URL(fileURLWithPath: "/s/VM.swift"), contents: Data(student.utf8))
        let reference = DeclarationIndex(["class EmojiMemoryGame { static var themes: [Theme] = [] }", "struct Theme { let name: String }"])
        let adapted = ContractShapes.adapted([file], submission: [submission], reference: reference)
        XCTAssertEqual(adapted.opened, [OpenedMembers.Member(owner: "EmojiMemoryGame", name: "themes", isStatic: true)])
        let written = String(decoding: try XCTUnwrap(adapted.contract.first).contents, as: UTF8.self)
        XCTAssertTrue(written.contains("    EmojiMemoryGame.themes = []\n"), written)
    }
}

import XCTest
@testable import MemorizeGrading

/// Lists of themes written out where no line can set them (a local in `init`, a computed
/// property, a function's result) are hooked in the compiled copy, so Required Task 5 can add
/// a theme to them as a programmer adding a line would; nothing else is touched.
final class WrittenListsTests: XCTestCase {
    func testOnlyListsOfTheThemesInitializerCallsAreHookedAndLinesStayPut() throws {
        let source = """
            class Game {
                init() {
                    let themes = [Deck(name: "Sea", items: ["🐟", "🐠"]),   // [Deck(name: "x")] in a comment
                                  Deck.init(name: "Sky", items: ["☁️"]),]
                    let pick = themes[0]
                    let one = [Deck(name: "Only")]
                    let names = ["Deck(a)", "Deck(b)"]
                    let mixed = [Deck(name: "A"), Other(name: "B")]
                }
                var all: Set<MemoryTheme<String>.Deck> { [MemoryTheme<String>.Deck(name: "A"), Deck<String>(name: "B")] }
                @available(iOS 15, *) func f() {}
            }
            """
        let hooked = try XCTUnwrap(WrittenLists.hooked(source, name: "Deck"))
        let lines = hooked.components(separatedBy: "\n")
        XCTAssertEqual(lines.count, source.components(separatedBy: "\n").count, "every line stays where it was")
        XCTAssertEqual(lines[2], "        let themes = __contractList([Deck(name: \"Sea\", items: [\"🐟\", \"🐠\"]),   // [Deck(name: \"x\")] in a comment")
        XCTAssertEqual(lines[3], "                      Deck.init(name: \"Sky\", items: [\"☁️\"]),])")
        XCTAssertEqual(lines[9], "    var all: Set<MemoryTheme<String>.Deck> { __contractList([MemoryTheme<String>.Deck(name: \"A\"), Deck<String>(name: \"B\")]) }")
        for unchanged in [4, 5, 6, 7, 10] {
            XCTAssertEqual(lines[unchanged], source.components(separatedBy: "\n")[unchanged],
                           "a subscript, a list of one, strings, a list of other things and an attribute stay")
        }
        XCTAssertNil(WrittenLists.hooked("let a = [Card(id: 1), Card(id: 2)]", name: "Deck"))
        let named = "extension Deck {\n    static var all: [Deck] {\n        [sea, .sky, Deck.land]\n    }\n    var x: [Int] { [a, b] }\n    func f() { g { [self, a] in } }\n}"
        XCTAssertEqual(WrittenLists.hooked(named, name: "Deck")?.components(separatedBy: "\n")[2], "        __contractList([sea, .sky, Deck.land])",
                       "the values a list of themes names, where its type says it is one")
        XCTAssertEqual(WrittenLists.hooked(named, name: "Deck")?.components(separatedBy: "\n")[4...5].joined(separator: "\n"),
                       named.components(separatedBy: "\n")[4...5].joined(separator: "\n"), "a list of something else and a capture list stay")
        XCTAssertNil(WrittenLists.hooked("let a = [Deck(id: 1), Deck(id: 2)]\nenum E {\n    static var b: [Deck] =\n        [Deck(id: 1), Deck(id: 2)]\n}", name: "Deck"),
                     "a global or static list is made once, at its first use: a theme put in it would stay")
    }

    func testTheHookIsDeclaredOnceInTheFirstFileThatNeedsIt() {
        func file(_ name: String, _ text: String) -> SourceFile {
            SourceFile(relativePath: name, original: URL(fileURLWithPath: "/m/" + name), contents: Data(text.utf8))
        }
        let files = WrittenLists.hooked([file("A.swift", "struct Deck { let name: String }"),
                                         file("B.swift", "struct B { let a = [Deck(name: \"A\"), Deck(name: \"B\")] }"),
                                         file("C.swift", "func b() -> [Deck] { [Deck(name: \"C\"), Deck(name: \"D\")] }")], type: "Outer<String>.Deck")
        let texts = files.map { String(decoding: $0.contents, as: UTF8.self) }
        XCTAssertEqual(texts[0], "struct Deck { let name: String }")
        XCTAssertEqual(texts.filter { $0.contains("var __contractListItems") }.count, 1)
        XCTAssertTrue(texts[1].hasPrefix("struct B { let a = __contractList([Deck(name: \"A\"), Deck(name: \"B\")]) }\n"), texts[1])
        XCTAssertEqual(texts[2], "func b() -> [Deck] { __contractList([Deck(name: \"C\"), Deck(name: \"D\")]) }")
    }
}

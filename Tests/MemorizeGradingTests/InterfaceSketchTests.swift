import XCTest
@testable import MemorizeGrading

/// The sketch `grade` orders submissions by: equal when only bodies, comments or strings
/// differ; different when a declaration the checks can see changes.
final class InterfaceSketchTests: XCTestCase {
    let model = """
    import Foundation

    struct MemoryGame<CardContent> where CardContent: Equatable {
        private(set) var cards: [Card]
        private(set) var score = 0

        init(numberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
            cards = []
            for pairIndex in 0..<max(2, numberOfPairsOfCards) {
                let content = cardContentFactory(pairIndex)
                cards.append(Card(content: content, id: "\\(pairIndex)a"))
            }
        }

        var indexOfTheOneAndOnlyFaceUpCard: Int? {
            get { cards.indices.filter { index in cards[index].isFaceUp }.only }
            set { cards.indices.forEach { cards[$0].isFaceUp = (newValue == $0) } }
        }

        mutating func choose(_ card: Card) {
            if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }) {
                score += 2 // a match
            }
        }

        struct Card: Equatable, Identifiable {
            var isFaceUp = false
            let content: CardContent
            var id: String
        }

        enum Phase { case dealing, playing }
        class func make() -> Int { 1 }
    }
    """

    func sketch(_ source: String) -> String { InterfaceSketch.of(source) }

    func testBodiesCommentsAndStringsAreNotPartOfIt() {
        let edited = model
            .replacingOccurrences(of: "score += 2 // a match", with: "score += 1; if score > 3 { score -= 1 }")
            .replacingOccurrences(of: "\"\\(pairIndex)a\"", with: "\"card \\(pairIndex)\"")
            .replacingOccurrences(of: "import Foundation", with: "import Foundation\n/* the model { with a brace } */")
            .replacingOccurrences(of: "get { cards.indices.filter { index in cards[index].isFaceUp }.only }", with: "get { nil }")
        XCTAssertNotEqual(edited, model)
        XCTAssertEqual(sketch(edited), sketch(model))
    }

    func testSignaturesStoredPropertiesAndNestedTypesArePartOfIt() {
        for (find, replace) in [("mutating func choose(_ card: Card)", "mutating func choose(card: Card)"),
                                ("private(set) var score = 0", "var score = 0"),
                                ("var isFaceUp = false", "var isFaceUp = false\n        var isMatched = false"),
                                ("var indexOfTheOneAndOnlyFaceUpCard: Int?", "var indexOfTheOneAndOnlyFaceUpCard: Int"),
                                ("enum Phase { case dealing, playing }", "enum Phase { case dealing, playing, over }"),
                                ("class func make() -> Int { 1 }", "class func make() -> Int? { 1 }")] {
            let changed = model.replacingOccurrences(of: find, with: replace)
            XCTAssertNotEqual(changed, model, find)
            XCTAssertNotEqual(sketch(changed), sketch(model), "\(find) → \(replace)")
        }
    }

    func testItKeepsDeclarationsAndDropsWhatBodiesHold() {
        let text = sketch(model)
        XCTAssertTrue(text.contains("struct Card : Equatable , Identifiable {"), text)
        XCTAssertTrue(text.contains("mutating func choose ( _ card : Card ) {}"), text)
        XCTAssertTrue(text.contains("enum Phase { case dealing , playing }"), text)
        XCTAssertFalse(text.contains("firstIndex"), "the body of choose is not in it")
        XCTAssertFalse(text.contains("cardContentFactory ( pairIndex )"), "nor the body of init")
    }

    func testValidateGradesBrokenSubmissionsWithTheSolutionsDeclarationsFirstThenEachOtherKindTogether() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sketch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func folder(_ name: String, _ text: String) throws -> URL {
            let url = root.appendingPathComponent(name, isDirectory: true)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try text.write(to: url.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
            return url
        }
        let solution = try folder("solution", "struct A { func f() -> Int { 1 } }")
        let renamed = try folder("renamed", "struct A { func g() -> Int { 1 } }")
        let body = try folder("body", "struct A { func f() -> Int { 2 } }")
        let renamedToo = try folder("renamed-too", "struct A { func g() -> Int { 3 } }")
        let optional = try folder("optional", "struct A { func f() -> Int? { 1 } }")
        let order = ExerciseValidator.buildOrder([renamed, optional, nil, body, renamedToo], solution: solution)
        XCTAssertEqual(order, [3, 0, 4, 1], "body first (the solution's declarations), then the two renamed ones, then optional")
    }

    func testTheDigestCoversEveryFileByPath() {
        func file(_ path: String, _ text: String) -> SourceFile {
            SourceFile(relativePath: path, original: URL(fileURLWithPath: "/s/\(path)"), contents: Data(text.utf8))
        }
        let one = InterfaceSketch.digest([file("A.swift", "struct A { func f() { 1 } }"), file("B.swift", "struct B {}")])
        XCTAssertEqual(one, InterfaceSketch.digest([file("B.swift", "struct B {}"), file("A.swift", "struct A { func f() { 2 } }")]))
        XCTAssertNotEqual(one, InterfaceSketch.digest([file("A.swift", "struct A { func f(x: Int) { 1 } }"), file("B.swift", "struct B {}")]))
    }
}

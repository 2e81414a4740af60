import XCTest
import TestSupport
@testable import MemorizeGrading

/// Shapes that reach a student's API when it takes more than the contract gives (stand-ins,
/// `...`), when a parameter with a default shares a type with one that needs an argument, and
/// when a type the reference nests is declared at the top level beside its outer type.
final class ShapeStandInTests: XCTestCase {
    let reference = AssignmentTwoReference.index

    /// `...`: what else the member takes is given a stand-in of its type, written with its label;
    /// a type nothing can stand in for (a number, a struct) leaves the member unmatched.
    func testAShapeEndingWithDotsGivesTheRestStandIns() throws {
        let student = DeclarationIndex(["""
            struct MemoryGame<CardContent> {
                var cards: [Card]
                init(themeName: String, numberOfPairsOfCards: Int, tint: Tint, note: String?, cardContentFactory: (Int) -> CardContent) { cards = [] }
                init(seed: Int, pairs: Int, make: (Int) -> CardContent) { cards = [] }
                struct Card {}
            }
            enum Tint { case glow(Int), orange, blue }
            """])
        let pattern = try XCTUnwrap(ShapePattern("MemoryGame.init(Int, (Int) -> CardContent, ...)"))
        XCTAssertTrue(pattern.fillsOthers)
        XCTAssertEqual(pattern.parameters, ["Int", "(Int)->CardContent"])
        let matches = pattern.matches(in: student, reference: reference, roles: [:])
        XCTAssertEqual(matches.count, 1, "a second Int is not stood in for: it could be taken for the number of pairs")
        let match = try XCTUnwrap(matches.first)
        XCTAssertEqual(ContractShapes.fill("MemoryGame<String>«(pairs, content)»", match, pattern),
                       "MemoryGame<String>(themeName: \"\", numberOfPairsOfCards: pairs, tint: .orange, note: nil, cardContentFactory: content)",
                       "the enum's first case that carries nothing")
        let exact = try XCTUnwrap(ShapePattern("MemoryGame.init(Int, (Int) -> CardContent)"))
        XCTAssertTrue(exact.matches(in: student, reference: reference, roles: [:]).isEmpty, "without `...` the rest must have defaults")
        XCTAssertNil(ShapePattern.standIn(for: "Deck", in: student))
        XCTAssertNil(ShapePattern.standIn(for: "Int", in: student))
    }

    /// A parameter with a default (`score = 0`) does not take the argument a required one of
    /// its type needs; an Optional `var` without a value may be left out of the memberwise
    /// initializer, as Swift allows.
    func testRequiredParametersTakeThePatternsArgumentsFirst() throws {
        let student = DeclarationIndex(["""
            struct Board<Face> {
                var score = 0
                var pairCount: Int
                var deck: Deck<Face>?
                let label: String?
                private(set) var cards: [Card] = []
                struct Card {}
            }
            """])
        let initializer = try XCTUnwrap(student.type("Board")?.initializers.first)
        XCTAssertEqual(initializer.parameters.map(\.hasDefault), [true, false, true, false, true], "a `let` Optional has no default")
        let pattern = try XCTUnwrap(ShapePattern("MemoryGame.init(Int, String?)"))
        let match = try XCTUnwrap(pattern.matches(in: student, reference: reference, roles: ["MemoryGame": "Board"]).first)
        XCTAssertEqual(ContractShapes.fill("Board<String>«(pairs, nil)»", match, pattern), "Board<String>(pairCount: pairs, label: nil)")
    }

    /// `case glow(Int)` is read as a case that carries a value.
    func testACaseThatCarriesAValueIsToldApart() throws {
        let index = DeclarationIndex(["enum Tint { case glow(Int), orange\n case blue }"])
        let cases = try XCTUnwrap(index.type("Tint")).members.filter { $0.kind == .enumCase }
        XCTAssertEqual(cases.map(\.name), ["glow", "orange", "blue"])
        XCTAssertEqual(cases.map(\.parameters.isEmpty), [false, true, true])
    }

    /// A `Card` declared beside the Model, not inside it: the contract's `MemoryGame<String>.Card`
    /// is written as the student's type, and shapes of `MemoryGame.Card` reach its members. A
    /// Model with a `Card` of its own keeps it, and another type's `Card` is left alone.
    func testACardBesideTheModelIsTheModelsCard() throws {
        let model = """
            struct Card<Face>: Identifiable { let id: Int; var isFlipped = false; var isMatched = false; let content: Face }
            struct Game<Face> { var score = 0; private(set) var cards: [Card<Face>] = []; mutating func choose(_ card: Card<Face>) {} }
            """
        let contract = """
            // contract: MemoryGame.Card has no face
            func faceUp(_ card: Any) throws -> Bool {
                (card as! MemoryGame<String>.Card).isFaceUp
            }
            // or each: MemoryGame.Card.var: Bool ~ face flip
            func faceUp(_ card: Any) throws -> Bool {
                (card as! MemoryGame<String>.Card).«name»
            }
            """
        let file = { (name: String, text: String) in SourceFile(relativePath: name, original: URL(fileURLWithPath: "/m/" + name), contents: Data(text.utf8)) }
        let adapted = ContractShapes.adapted([file("C.swift", contract)], submission: [file("M.swift", model)], reference: reference)
        let written = String(decoding: try XCTUnwrap(adapted.contract.first).contents, as: UTF8.self)
        XCTAssertTrue(written.contains("(card as! Card<String>).isFlipped"), written)
        XCTAssertFalse(written.contains("Game<String>.Card"), written)

        let nested = "struct Game<Face> { var score = 0; var cards: [Card] = []; struct Card { var isFlipped = false } }\nstruct Card<Face> { var isFlipped = false }"
        let kept = ContractShapes.adapted([file("C.swift", contract)], submission: [file("M.swift", nested)], reference: reference)
        XCTAssertTrue(String(decoding: try XCTUnwrap(kept.contract.first).contents, as: UTF8.self).contains("(card as! Game<String>.Card).isFlipped"))

        let alias = NestedAlias(outer: "Game", name: "Card", target: "Card<Face>")
        XCTAssertEqual(alias.rewritten("let a: Game<String>.Card; let b: MyGame<String>.Card; let c: Game<String>.CardView"),
                       "let a: Card<String>; let b: MyGame<String>.Card; let c: Game<String>.CardView")
        XCTAssertEqual(NestedAlias(outer: "Game", name: "Card", target: "Card").rewritten("[Game<String>.Card]"), "[Card]")
    }
}

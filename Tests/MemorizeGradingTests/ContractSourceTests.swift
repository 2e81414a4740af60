import XCTest
@testable import MemorizeGrading
@testable import MemorizeSupport

/// The contract's items and their alternatives, without a toolchain: how a contract file is
/// read, written with a choice, and how the choice moves when an alternative does not compile.
final class ContractSourceTests: XCTestCase {
    let text = """
    @testable import Submission

    func helper() -> Int { 1 }

    // contract: MemoryGame has no `score` of type Int (nor `points`)
    func contractScore(_ game: Any) throws -> Int {
        (game as! MemoryGame<String>).score
    }
    // or: the name some students use
    func contractScore(_ game: Any) throws -> Int {
        (game as! MemoryGame<String>).points
    }

    func oldStyle() -> Bool { true }  // contract: an old one-line item
    // contract: EmojiMemoryGame has no `init()`
    func contractMake() -> AnyObject { EmojiMemoryGame() }
    """

    var source: ContractSource {
        ContractSource(SourceFile(relativePath: "Model.swift", original: URL(fileURLWithPath: "/x/Model.swift"), contents: Data(text.utf8)))
    }

    func testItemsAlternativesAndWhatCanBeStubbed() {
        let items = source.items
        XCTAssertEqual(items.count, 3)
        XCTAssertEqual(items[0].words, "MemoryGame has no `score` of type Int (nor `points`)")
        XCTAssertEqual(items[0].alternatives.count, 2)
        XCTAssertTrue(items[0].canBeStubbed, "a block item whose signature throws")
        XCTAssertTrue(items[1].isOneLine)
        XCTAssertFalse(items[1].canBeStubbed)
        XCTAssertFalse(items[2].canBeStubbed, "it does not throw, so a missing init stops the build")
    }

    /// An instructor's slip: a blank line before an `// or:` ends the item, so the alternative
    /// would compile as a redeclaration and be blamed on the student. It is named at its line.
    func testAnAlternativeAfterABlankLineIsTheExercisesFault() {
        XCTAssertEqual(source.strays, [])
        let slipped = text.replacingOccurrences(of: "}\n// or: the name", with: "}\n\n// or: the name")
        let file = SourceFile(relativePath: "Model.swift", original: URL(fileURLWithPath: "/x/Model.swift"), contents: Data(slipped.utf8))
        let broken = ContractSource(file)
        XCTAssertEqual(broken.items[0].alternatives.count, 1)
        XCTAssertEqual(broken.shapeProblems, ["contract/Model.swift:10: this `// or:` follows no contract item: "
            + "write each alternative right after the one before, with no blank line between"])
        let build = ContractedBuild(contract: [file], submission: [], package: .grading(FileManager.default.temporaryDirectory),
                                    display: { $0.path }, missingTypeWords: { _ in nil })
        XCTAssertThrowsError(try build.run(write: { _ in XCTFail("nothing is written") }, build: { XCTFail("nothing is built"); throw ToolError("") })) {
            XCTAssertEqual(($0 as? GradingError)?.fault, .exercise, "\($0)")
            XCTAssertTrue("\($0)".hasPrefix("this exercise's contract is malformed; tell your instructor: contract/Model.swift:10:"), "\($0)")
        }
    }

    func testRenderingKeepsOneAlternativeAndMapsLinesBack() {
        let first = source.render([0, 0, 0])
        XCTAssertTrue(first.text.contains(".score"))
        XCTAssertFalse(first.text.contains(".points"))
        let second = source.render([1, 0, 0])
        XCTAssertTrue(second.text.contains(".points"))
        let lines = second.text.components(separatedBy: "\n")
        let pointsLine = lines.firstIndex { $0.contains(".points") }! + 1
        XCTAssertEqual(second.itemAtLine[pointsLine], 0)
        XCTAssertEqual(second.originalLine[pointsLine], 11, "shown at the contract file's own line")
        let stub = source.render([nil, 0, 0])
        XCTAssertTrue(stub.text.contains("func contractScore(_ game: Any) throws -> Int { throw ContractGap(\"MemoryGame has no `score` of type Int (nor `points`)\") }"), stub.text)
        XCTAssertTrue(stub.text.contains("func helper() -> Int { 1 }"), "lines of no item are kept")
    }

    func testTheGuessFollowsTheSubmissionsOwnWords() {
        let own = ContractChoice.guess([source], submissionWords: ["MemoryGame", "points"])
        XCTAssertEqual(own.picks["Model.swift"]?[0], .alternative(1), "the spelling the submission uses")
        let lecture = ContractChoice.guess([source], submissionWords: ["MemoryGame", "score"])
        XCTAssertEqual(lecture.picks["Model.swift"]?[0], .alternative(0))
        let neither = ContractChoice.guess([source], submissionWords: ["MemoryGame", "tally"])
        XCTAssertEqual(neither.picks["Model.swift"]?[0], .stub("MemoryGame has no `score` of type Int (nor `points`)"),
                       "no alternative can compile without its own name: straight to the stub, no build wasted")
        let noType: (String) -> String? = { $0 == "MemoryGame" ? "your code has no `struct MemoryGame`" : nil }
        let typeless = ContractChoice.guess([source], submissionWords: ["MemoryGame", "score"], missingTypeWords: noType)
        XCTAssertEqual(typeless.picks["Model.swift"]?[0], .stub("your code has no `struct MemoryGame`"),
                       "every alternative names a type the submission lacks: stubbed at once, said once")
        XCTAssertEqual(typeless.picks["Model.swift"]?[2], .alternative(0), "an item that cannot be stubbed is left to the build")
    }

    /// A number, a standard library name or a name the alternative declares, in one alternative
    /// only (`pairs ?? 3`, `joined()`, `let made`), names nothing of the student's, so it never
    /// keeps that alternative from being tried.
    func testNumbersAndStandardNamesAreNoStudentsWords() {
        let theme = """
        // contract: no theme
        func contractMakeTheme(_ spec: Spec) throws -> Any {
            Theme(name: spec.name, emojis: spec.emojis, pairs: spec.pairs)
        }
        // or: found by shape
        func contractMakeTheme(_ spec: Spec) throws -> Any {
            let made = Theme(title: spec.name, emoji: spec.emojis.joined(), numberOfPairOfCards: spec.pairs ?? 3)
            return made
        }
        """
        let file = ContractSource(SourceFile(relativePath: "T.swift", original: URL(fileURLWithPath: "/x/T.swift"), contents: Data(theme.utf8)))
        XCTAssertEqual(file.items[0].distinctiveWords(), [[], ["title", "emoji", "numberOfPairOfCards"]])
        XCTAssertEqual(ContractChoice.guess([file], submissionWords: ["Theme", "title", "emoji", "numberOfPairOfCards"]).picks["T.swift"]?[0],
                       .alternative(1), "the student's own labels lead")
    }

    func testTheLastChoiceThatBuiltLeadsWhereItIsStillPossible() {
        let both: Set<String> = ["MemoryGame", "score", "points"]
        XCTAssertEqual(ContractChoice.guess([source], submissionWords: both).picks["Model.swift"]?[0], .alternative(0))
        var prior = ContractChoice.guess([source], submissionWords: ["MemoryGame", "points"])
        XCTAssertEqual(prior.picks["Model.swift"]?[0], .alternative(1))
        XCTAssertEqual(ContractChoice.guess([source], submissionWords: both, prior: prior).picks["Model.swift"]?[0], .alternative(0),
                       "both spellings are there: the contract's order (a ViewModel's own themeColor before its theme's) outranks the last build's")
        XCTAssertEqual(ContractChoice.guess([source], submissionWords: ["MemoryGame", "points"], prior: prior).picks["Model.swift"]?[0], .alternative(1),
                       "the last build's spelling, where nothing ranks before it")
        XCTAssertEqual(ContractChoice.guess([source], submissionWords: ["MemoryGame", "score"], prior: prior).picks["Model.swift"]?[0],
                       .alternative(0), "a prior spelling this submission cannot have is not tried")
        prior.picks["Model.swift"] = []
        XCTAssertEqual(ContractChoice.guess([source], submissionWords: both, prior: prior).picks["Model.swift"]?[0], .alternative(0),
                       "a prior for another shape of contract is ignored")
    }

    func testAFailedAlternativeMovesOnThenStubsAndSaysWhichTypeIsMissing() {
        let sources = [source]
        var tried: [String: [Int: Set<Int>]] = [:]
        let words: Set<String> = ["MemoryGame", "score", "points"]
        let start = ContractChoice.guess(sources, submissionWords: words)
        XCTAssertEqual(start.picks["Model.swift"]?[0], .alternative(0), "both spellings occur: the lectures' first")
        let noType: (String) -> String? = { $0 == "MemoryGame" ? "your code has no `struct MemoryGame`" : nil }
        let next = start.advancing(["Model.swift": [0: ["value of type 'MemoryGame<String>' has no member 'score'"]]], sources: sources,
                                   submissionWords: words, tried: &tried, missingTypeWords: noType)
        XCTAssertEqual(next?.picks["Model.swift"]?[0], .alternative(1))
        let last = next?.advancing(["Model.swift": [0: ["cannot find type 'MemoryGame' in scope"]]], sources: sources,
                                   submissionWords: words, tried: &tried, missingTypeWords: noType)
        XCTAssertEqual(last?.picks["Model.swift"]?[0], .stub("your code has no `struct MemoryGame`"))
        XCTAssertEqual(last?.gaps, ["your code has no `struct MemoryGame`"])
        let stuck = start.advancing(["Model.swift": [2: ["cannot find 'EmojiMemoryGame' in scope"]]], sources: sources,
                                    submissionWords: words, tried: &tried, missingTypeWords: noType)
        XCTAssertNil(stuck, "an item that cannot be stubbed stops the build: every task needs it")
    }

    /// Only the recorder's "gap" record says a check waits for a part (`UngradedTaskTests`): a
    /// failure's text that holds the words a thrown gap has (a theme named so) is a failure.
    func testAFailureThatQuotesAGapsWordsIsAFailure() {
        let named = #"failed - Made EmojiMemoryGame() 500 times: expected 6 themes, but there were 3 ("x threw error "contract: EmojiMemoryGame has no `newGame()`"")."#
        XCTAssertFalse(CheckMessage.forStudent(raw: named, test: "Task4Checks.testX").hasPrefix(CheckMessage.waitingPrefix))
        XCTAssertFalse(CheckMessage.forStudent(raw: #"threw error "contract: MemoryGame has no `score`""#, test: "Task8Checks.testX")
            .hasPrefix(CheckMessage.waitingPrefix))
    }

    /// The names a contract borrows: what its code uses and neither declares (its own types, its
    /// generic parameters) nor takes from the student (the assignment's types).
    func testTheNamesAContractBorrowsAreThoseItUsesAndDoesNotDeclare() {
        let code = """
        import UIKit
        struct ShownTheme { let color: UIColor }
        func contractKeep<Object: AnyObject, Kept>(_ object: Object, _ kept: Kept) -> [Kept] { [kept] }
        // A comment names Combine's AnyCancellable, and a string "PassthroughSubject": neither is used.
        func contractColor(_ game: EmojiMemoryGame) -> ShownTheme { ShownTheme(color: UIColor(named: "PassthroughSubject")) }
        """
        let file = SourceFile(relativePath: "C.swift", original: URL(fileURLWithPath: "/x/C.swift"), contents: Data(code.utf8))
        let borrowed = StandardNames.borrowed(by: [file], expected: ["EmojiMemoryGame"].contains)
        XCTAssertTrue(borrowed.contains("UIColor"))
        XCTAssertTrue(borrowed.contains("AnyObject"))
        for name in ["ShownTheme", "Object", "Kept", "EmojiMemoryGame", "AnyCancellable", "PassthroughSubject"] {
            XCTAssertFalse(borrowed.contains(name), name)
        }
        let student = SourceFile(relativePath: "S.swift", original: URL(fileURLWithPath: "/s/S.swift"), contents: Data("struct UIColor {}\nstruct Kept {}\n".utf8))
        let fault = "contract/C.swift:2: 'UIColor' is ambiguous for type lookup in this context"
        XCTAssertNotNil(StandardNames.shadowing([student], in: [fault], borrowed: borrowed, display: \.lastPathComponent))
        XCTAssertNil(StandardNames.shadowing([student], in: [fault], display: \.lastPathComponent), "UIColor is in no list of Swift's names")
        XCTAssertNil(StandardNames.shadowing([student], in: ["contract/C.swift:3: cannot convert Kept"], borrowed: borrowed, display: \.lastPathComponent),
                     "a generic parameter is the contract's own")
    }
}

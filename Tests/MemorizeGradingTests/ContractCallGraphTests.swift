import TestSupport
import XCTest
@testable import MemorizeGrading

/// A gap the student's program answers counts only from a call whose code, in the contract as
/// compiled, can throw it: the graph errs wide (every declaration a name can be), never narrow.
final class ContractCallGraphTests: XCTestCase {
    func file(_ name: String, _ text: String) -> SourceFile {
        SourceFile(relativePath: name, original: URL(fileURLWithPath: "/c/" + name), contents: Data(text.utf8))
    }

    /// The calls each gap of `files` can be the answer to, by its first piece.
    func calls(_ files: [SourceFile]) -> [String: [String]] {
        Dictionary(ContractGapWords.gaps(in: files).map { ($0.pieces[0], $0.calls.map { $0.sorted() } ?? ["any"]) }) { $0 + $1 }
    }

    let contract = #"""
        func found() throws { guard ready else { throw ContractGap("found at run time") }; go() }
        func stub() throws { throw ContractGap("no such part") }
        func swallowed() { if (try? found()) == nil { go() } }
        func later() -> () throws -> Void { { try stub() } }
        func make() throws {}
        func make(theme: Int) throws { try found() }
        func unused() throws { throw ContractGap("never reached") }
        func keeps() throws -> Bool { throw ContractGap("keeps nothing") }
        func judge(_ check: () throws -> Bool) -> Bool { do { return try check() } catch { return false } }
        func rejudge(_ check: () throws -> Bool) rethrows -> Bool { try check() }
        struct Game {
            var pairs: Int { get throws { try found() } }
            init() throws { try? found() }
            init(theme: Int, shuffled: Bool = true) throws { try stub() }
        }
        struct Other {
            func read(pairs: Int) throws -> Int { pairs }
        }
        """#

    let serve = #"""
        func serve(_ name: String, _ arguments: [Int]) throws -> Int {
            let common = 1
            switch name {
            case "plain": try make(); return 0
            case "themed": try make(theme: 1); return 0
            case "game": _ = try Game(); return 0
            case "themedGame", "themedAgain": _ = try Game(theme: 2); return 0
            case "pairs": return try Game().pairs
            case "other": return try Other().read(pairs: 1)
            case "closure":
                let run = later()
                try run()
            case "guarded": swallowed()
            case "asked": _ = try keeps()
            case "judged": _ = judge(keeps)
            case "rejudged": _ = try rejudge(keeps)
            case "judgedInside": _ = try rejudge { judge(keeps) }
            default: break
            }
            return common
        }
        """#

    func testEachGapIsTheAnswerOnlyOfTheCallsWhoseCodeCanThrowIt() {
        let calls = calls([file("Contract.swift", contract), file("Serve.swift", serve)])
        XCTAssertEqual(calls["found at run time"], ["pairs", "themed"], "by labels, past a `try?`, through a property; not another type's parameter")
        XCTAssertEqual(calls["no such part"], ["closure", "themedAgain", "themedGame"], "a closure's body counts where it is made; a default may be left out")
        XCTAssertNil(calls["never reached"], "a gap no call can reach is no answer at all")
        XCTAssertEqual(calls["keeps nothing"], ["asked", "rejudged"],
                       "a function handed to one that throws nothing throws nothing out of it; to one that rethrows, it does")
    }

    func testWithoutServeEveryGapIsTheAnswerOfAnyCall() {
        let calls = calls([file("Contract.swift", contract)])
        XCTAssertEqual(calls["found at run time"], ["any"])
        XCTAssertEqual(calls["never reached"], ["any"])
    }

    /// The exercise's own contract, every alternative side by side (as the graph reads a name
    /// that several declare): the finding that a new theme could not be given to a view model is
    /// an answer to making a game of a new theme, never to making one or reading and choosing its cards.
    func testAssignmentIIsNewThemeFindingComesOnlyFromANewTheme() throws {
        let folder = Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/contract")
        let gaps = ContractGapWords.gaps(in: try SourceFile.collect(from: folder))
        let copy = try XCTUnwrap(gaps.first { $0.pieces[0].hasPrefix("EmojiMemoryGame has no initializer that takes a theme, nor a list") })
        XCTAssertEqual(copy.kind, .finding)
        let calls = try XCTUnwrap(copy.calls)
        XCTAssertTrue(calls.contains("newViewModelOfTheme"), "\(calls)")
        XCTAssertTrue(calls.isDisjoint(with: ["deal", "dealAgain", "newViewModel", "cards", "choose", "score", "model.cards"]), "\(calls)")
        // The reason a theme keeps no number is only asked for; copying a theme judges it in a function that throws nothing.
        let keepsNoNumber = try XCTUnwrap(gaps.first { $0.pieces[0].hasPrefix("the theme type keeps no whole number") }?.calls)
        XCTAssertTrue(keepsNoNumber.contains("themeKeepsNoNumber"), "\(keepsNoNumber)")
        XCTAssertTrue(keepsNoNumber.isDisjoint(with: ["deal", "dealAgain", "newViewModel", "newViewModelOfTheme", "cards", "choose"]), "\(keepsNoNumber)")
        XCTAssertFalse(gaps.contains { $0.calls == nil }, "every gap of the exercise is in some declaration: \(gaps.filter { $0.calls == nil })")
    }
}

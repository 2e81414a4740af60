import XCTest
@testable import MemorizeGrading

/// The gaps a build can have are read from its contract as compiled, and a gap the student's
/// program answers counts only when it is one of them.
final class ContractGapWordsTests: XCTestCase {
    func file(_ text: String) -> SourceFile {
        SourceFile(relativePath: "Model.swift", original: URL(fileURLWithPath: "/c/Model.swift"), contents: Data(text.utf8))
    }

    func testEveryContractGapTextIsReadWithItsInterpolationsAsWildcards() {
        let contract = file(#"""
            // ContractGap("in a comment is no gap")
            func contractScore(_ game: Any) throws -> Int { throw ContractGap("MemoryGame has no score: an \"Int\"") }
            func contractColor(_ name: String) throws -> Any {
                throw ContractGap("the theme's colours have no case \(name.lowercased()) at all")
            }
            func contractCopy() throws { do { try f() } catch let gap as ContractGap { throw ContractGap("no way to copy: " + gap.words) } }
            func isContractGap(_ error: Error) -> Bool { error is ContractGap }
            let names = ["not", "a gap"]
            """#)
        let patterns = ContractGapWords.gaps(in: [contract]).map(\.pieces)
        XCTAssertEqual(patterns, [["MemoryGame has no score: an \"Int\""], ["the theme's colours have no case ", " at all"], ["no way to copy: "]])
        let allowed = { (words: String) in patterns.contains { ContractGapWords.matches(words, $0) } }
        XCTAssertTrue(allowed("MemoryGame has no score: an \"Int\""))
        XCTAssertTrue(allowed("the theme's colours have no case teal at all"))
        XCTAssertTrue(allowed("no way to copy: EmojiMemoryGame keeps no theme"))
        XCTAssertFalse(allowed("MemoryGame has no choose"), "words the contract cannot give")
        XCTAssertFalse(allowed("a gap"), "a string that is no gap's")
        XCTAssertFalse(allowed("the theme's colours have no case teal"), "every piece, in order")
        XCTAssertEqual(ContractGapWords.gaps(in: [contract]).map(\.kind), [.stub, .finding, .finding],
                       "only a body that throws one literal is a stub: a fact of the build")
    }

    /// A text joined to anything, or thrown from code that ran, is a finding, however plain.
    func testOnlyAWholeBodyThrowingOneLiteralIsAStub() {
        let contract = file(#"""
            func a() throws { throw ContractGap("stub words") }
            func b() throws { throw ContractGap("joined " + other) }
            func c() throws { guard ok else { throw ContractGap("found at run time") }; go() }
            func d() throws -> Int { if x { throw ContractGap("a branch") }; return 1 }
            """#)
        XCTAssertEqual(ContractGapWords.gaps(in: [contract]), [
            .init(pieces: ["stub words"], kind: .stub), .init(pieces: ["joined "], kind: .finding),
            .init(pieces: ["found at run time"], kind: .finding), .init(pieces: ["a branch"], kind: .finding),
        ])
    }

    /// A reason is one literal given with the gap it explains (`because:`); anything more is a finding.
    func testAReasonIsOneLiteralBeforeAGap() {
        let contract = file(#"""
            func a() throws { do { try b() } catch let gap as ContractGap { throw ContractGap(because: "no initializer; and a copy: ", gap) } }
            func c() throws { do { try b() } catch let gap as ContractGap { throw ContractGap(because: "no \(name); ", gap) } }
            func d() throws { do { try b() } catch let gap as ContractGap { throw ContractGap(because: "one " + "two", gap) } }
            func e() throws -> Bool { throw ContractGap(because: "the type keeps no number") }
            """#)
        XCTAssertEqual(ContractGapWords.gaps(in: [contract]), [
            .init(pieces: ["no initializer; and a copy: "], kind: .reason), .init(pieces: ["no ", "; "], kind: .finding),
            .init(pieces: ["one "], kind: .finding), .init(pieces: ["two"], kind: .finding),
            .init(pieces: ["the type keeps no number"], kind: .reason),
        ])
        XCTAssertEqual(ContractGapWords.encoded(ContractGapWords.gaps(in: [contract])).split(separator: "\n").first, "\u{1D}no initializer; and a copy: ")
    }

    /// The stubs written for the parts a build lacks are its gaps too; without them, their
    /// words are not (a program that says so for a part its code has is not believed).
    func testAStubsWordsAreAGapOnlyInTheBuildThatHasTheStub() throws {
        let source = ContractSource(file("""
            // contract: MemoryGame has no "score" \\ at all
            func contractScore(_ game: Any) throws -> Int { (game as! MemoryGame).score }
            // or: points
            func contractScore(_ game: Any) throws -> Int { (game as! MemoryGame).points }
            """))
        let item = try XCTUnwrap(source.items.first)
        let stubbed = file(item.stub().joined(separator: "\n"))
        XCTAssertEqual(ContractGapWords.gaps(in: [stubbed]), [.init(pieces: [#"MemoryGame has no "score" \ at all"#], kind: .stub)])
        XCTAssertEqual(ContractGapWords.gaps(in: [file(item.alternatives[0].joined(separator: "\n"))]).map(\.pieces), [])
    }

    func testTheEncodingKeepsEachPatternOnOneLine() {
        XCTAssertEqual(ContractGapWords.encoded([.init(pieces: ["a\nb", "c"], kind: .finding), .init(pieces: ["d"], kind: .stub)]),
                       "a b\u{1F}c\n\u{1E}d")
    }

    /// A re-check reads a contract's gaps from where the last one kept them, and only for the
    /// same files: a contract that changed is read again, never answered from the old one.
    func testKeptGapsAreTheContractsOwnAndGoWithItsFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-gaps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = [file(#"func contractScore(_ game: Any) throws -> Int { throw ContractGap("MemoryGame has no score") }"#)]
        let second = [file(#"func contractTheme(_ game: Any) throws -> Int { throw ContractGap("EmojiMemoryGame has no theme") }"#)]
        XCTAssertEqual(ContractGapWords.encoded(of: first, keptIn: folder), ContractGapWords.encoded(ContractGapWords.gaps(in: first)))
        let kept = folder.appendingPathComponent("contract-gaps")
        XCTAssertTrue(try String(contentsOf: kept, encoding: .utf8).hasSuffix("\u{1E}MemoryGame has no score"))
        // What is kept is what is answered, for the same files.
        let forged = try String(contentsOf: kept, encoding: .utf8).replacingOccurrences(of: "score", with: "tally")
        try forged.write(to: kept, atomically: true, encoding: .utf8)
        XCTAssertEqual(ContractGapWords.encoded(of: first, keptIn: folder), "\u{1E}MemoryGame has no tally")
        XCTAssertEqual(ContractGapWords.encoded(of: second, keptIn: folder), "\u{1E}EmojiMemoryGame has no theme")
        XCTAssertEqual(ContractGapWords.encoded(of: first, keptIn: folder), "\u{1E}MemoryGame has no score")
    }
}

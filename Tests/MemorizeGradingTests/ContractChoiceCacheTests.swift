import XCTest
@testable import MemorizeGrading

/// The contract choice kept in a scratch package is reused only where it is sure to hold: a
/// stub (a part taken as missing) is never carried to other code (rt19a).
final class ContractChoiceCacheTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("choice-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func file(_ name: String, _ text: String) -> SourceFile {
        SourceFile(relativePath: name, original: URL(fileURLWithPath: "/class/\(name)"), contents: Data(text.utf8))
    }

    func key(_ model: String) -> String {
        let contract = file("Contract.swift", "func contractScore(_ game: Any) -> Int { 0 }\n")
        return ContractedBuild(contract: [contract], submission: [file("MemoryGame.swift", model)],
                               package: .grading(folder), display: { $0.path }, missingTypeWords: { _ in nil }).key
    }

    func testAClosureThatDecidesAPropertysTypeChangesTheKey() {
        let integer = "struct MemoryGame {\n    private(set) var score = { 0 }()\n}\n"
        let double = "struct MemoryGame {\n    private(set) var score = { 0.0 }()\n}\n"
        XCTAssertEqual(InterfaceSketch.digest([file("M.swift", integer)]), InterfaceSketch.digest([file("M.swift", double)]),
                       "the sketch leaves braces out: why it cannot be the key")
        XCTAssertNotEqual(key(integer), key(double))
        XCTAssertEqual(key(integer), key(integer))
    }

    func testAStubIsKeptOnlyForTheVeryFilesItWasFoundFor() {
        let cache = ContractChoiceCache(file: folder.appendingPathComponent(".contract-choice.json"))
        let stubbed = ContractChoice(picks: ["Contract.swift": [.alternative(1), .stub("MemoryGame has no `score`")]])
        cache.save(stubbed, key: "a-c", origin: "/class/mallory")
        XCTAssertEqual(cache.load(key: "a-c", origin: "/class/bob")?.same, true, "the same files, whoever sent them")
        XCTAssertEqual(cache.load(key: "b-c", origin: "/class/bob")?.same, false, "a classmate's other code: only a prior")
        XCTAssertEqual(cache.load(key: "b-c", origin: "/class/mallory")?.same, false,
                       "the student's own edit may have written the missing part: only a prior")
        XCTAssertNil(cache.load(key: "a-d", origin: "/class/mallory"), "another contract's numbers mean other alternatives")

        let whole = ContractChoice(picks: ["Contract.swift": [.alternative(1), .alternative(0)]])
        cache.save(whole, key: "a-c", origin: "/class/mallory")
        XCTAssertEqual(cache.load(key: "b-c", origin: "/class/mallory")?.same, true, "an edit keeps its spellings: start from them")
        XCTAssertEqual(cache.load(key: "b-c", origin: "/class/bob")?.same, false)
    }
}

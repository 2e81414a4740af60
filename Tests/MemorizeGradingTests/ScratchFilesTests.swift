import Foundation
import XCTest
@testable import MemorizeGrading

/// One submission's files never shape how the next is written: a scratch package is reused by
/// every student a worker grades.
final class ScratchFilesTests: XCTestCase {
    func testAFolderNamedLikeASwiftFileLeavesNothingForTheNextSubmission() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A submission whose `EmojiMemoryGame.swift` is a folder holding a Swift file…
        try ScratchFiles.sync([("EmojiMemoryGame.swift/Inner.swift", Data("struct A {}\n".utf8)), ("Theme.swift", Data())], into: folder, before: {})
        // …then a classmate's, with a file of that name.
        let next = [("EmojiMemoryGame.swift", Data("class EmojiMemoryGame {}\n".utf8)), ("Model/MemoryGame.swift", Data("struct MemoryGame {}\n".utf8))]
        XCTAssertTrue(try ScratchFiles.sync(next, into: folder, before: {}))
        XCTAssertEqual(FileManager.default.contents(atPath: folder.appendingPathComponent("EmojiMemoryGame.swift").path), next[0].1)
        XCTAssertFalse(ScratchFiles.differ(next, in: folder))
        // A third with no subfolder: the empty `Model/` goes too.
        try ScratchFiles.sync([("EmojiMemoryGame.swift", Data())], into: folder, before: {})
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["EmojiMemoryGame.swift"])
    }
}

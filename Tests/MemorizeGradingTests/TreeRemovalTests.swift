import XCTest
@testable import MemorizeGrading

/// The folder a student's program ran in goes when its task ends, whatever the program made
/// there: a folder of mode 000 (rt18b: as its own user, every later task on that scratch
/// package was "not graded") or a chain deeper than a path may be long (rt18b, as root).
final class TreeRemovalTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tree-removal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { LeftFiles.removeTree(folder.path) }

    func shell(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, command)
    }

    func testAChainDeeperThanAPathAndLockedFoldersAreRemoved() throws {
        let served = folder.appendingPathComponent("serve-0")
        try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
        // 300 folders of 20 letters, each made from the one above (a path of 6,300 characters,
        // over PATH_MAX), then a folder of mode 000 at the bottom.
        var descriptor = open(served.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<300 {
            XCTAssertEqual(mkdirat(descriptor, "aaaaaaaaaaaaaaaaaaaa", 0o755), 0)
            let next = openat(descriptor, "aaaaaaaaaaaaaaaaaaaa", O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        XCTAssertEqual(mkdirat(descriptor, "locked", 0o000), 0)
        close(descriptor)
        try shell("mkdir -p serve-0/top/inner && echo y > serve-0/top/inner/f && chmod 000 serve-0/top/inner serve-0/top")
        XCTAssertNil(try? FileManager.default.removeItem(at: served), "FileManager alone cannot")
        XCTAssertTrue(FileManager.default.fileExists(atPath: served.path))
        XCTAssertTrue(LeftFiles.removeTree(served.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: served.path))
        XCTAssertTrue(LeftFiles.removeTree(served.path), "nothing there: nothing to do")
    }

    func testALinkIsRemovedNotFollowed() throws {
        let kept = folder.appendingPathComponent("kept")
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: true)
        try "keep".write(to: kept.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: kept.path)
        XCTAssertTrue(LeftFiles.removeTree(folder.appendingPathComponent("link").path))
        XCTAssertEqual(try String(contentsOf: kept.appendingPathComponent("file"), encoding: .utf8), "keep")
    }
}

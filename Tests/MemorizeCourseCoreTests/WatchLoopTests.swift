import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Keys from a script: each poll takes the next entry (nil = no key this time); when the
/// script runs out the student presses q.
final class ScriptedKeys: KeyInput {
    private var script: [Character?]
    private(set) var polls = 0
    var onPoll: (Int) -> Void = { _ in }

    init(_ script: [Character?]) { self.script = script }

    func nextKey(waitingAtMost seconds: Double) -> Character? {
        polls += 1
        onPoll(polls)
        return script.isEmpty ? "q" : script.removeFirst()
    }
}

final class WatchLoopTests: XCTestCase {
    func stamp(_ n: Int) -> FolderSnapshot { FolderSnapshot(files: ["A.swift": .init(size: n, modified: nil)]) }

    func testAChangeTriggersExactlyOneRecheck() {
        var version = 1
        var checks = 0
        let keys = ScriptedKeys([nil, nil, nil, nil])
        keys.onPoll = { poll in if poll == 2 { version = 2 } } // saved between polls
        WatchLoop(snapshot: { self.stamp(version) }, check: { checks += 1 }, keys: keys, onHint: {}).run()
        XCTAssertEqual(checks, 2, "the first check, then one for the save")
    }

    func testSavesDuringARunLeadToOneMoreRunNotAStack() {
        var version = 1
        var checks = 0
        let keys = ScriptedKeys([nil, nil, nil, nil, nil])
        let check = {
            checks += 1
            if checks == 1 { version += 1; version += 1 } // two quick saves while the first check runs
        }
        WatchLoop(snapshot: { self.stamp(version) }, check: check, keys: keys, onHint: {}).run()
        XCTAssertEqual(checks, 2)
    }

    func testKeysAskForHintsAndQuit() {
        var hints = 0
        let keys = ScriptedKeys([nil, "h", "x", "H", "q", "h"])
        WatchLoop(snapshot: { self.stamp(1) }, check: {}, keys: keys, onHint: { hints += 1 }).run()
        XCTAssertEqual(hints, 2)
        XCTAssertEqual(keys.polls, 5, "q stops the loop at once")
        XCTAssertEqual(WatchLoop.key("\u{03}"), .quit, "Ctrl-C quits too (raw mode turns off signals)")
    }

    func testARealFileSaveIsNoticedWithinAPoll() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("MemoryGame.swift")
        try "struct A {}\n".write(to: file, atomically: true, encoding: .utf8)
        var checks = 0
        let keys = ScriptedKeys(Array(repeating: nil, count: 6))
        keys.onPoll = { poll in
            if poll == 2 { try? "struct A { var b = 1 }\n".write(to: file, atomically: true, encoding: .utf8) }
            if poll == 4 { try? "ignored".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8) }
        }
        WatchLoop(snapshot: { FolderSnapshot.take(folder) }, check: { checks += 1 }, keys: keys, onHint: {}, pollInterval: 0.01).run()
        XCTAssertEqual(checks, 2, "the Swift file's save is seen; a non-Swift file is not a reason to re-check")
    }
}

final class ProgressTests: XCTestCase {
    func testMissingIsEmptyAndDamagedIsRebuiltWithOneWarning() throws {
        let course = try TemporaryCourse(lessons: [:])
        defer { course.remove() }
        let store = ProgressStore(course: CourseRoot(url: course.root))
        XCTAssertEqual(store.load().0, Progress())
        XCTAssertNil(store.load().warning)
        try "{ not json".write(to: store.file, atomically: true, encoding: .utf8)
        let (rebuilt, warning) = store.load()
        XCTAssertEqual(rebuilt, Progress())
        XCTAssertEqual(warning, ".memorize-progress.json is damaged; rebuilt it from your working copies (your code is untouched)")
        var progress = Progress()
        progress["counter"].hintsShown = 2
        progress["counter"].lastChecked = Date(timeIntervalSince1970: 1_800_000_000)
        try store.save(progress)
        XCTAssertEqual(store.load().0, progress)
    }
}

import Foundation
import XCTest
import TestSupport
@testable import MemorizeGrading

/// The submissions of Tests/Fixtures/hostile, each made up from its folder (see its README):
/// the reference solution with the folder's `solution-edits.json` applied as a broken
/// submission's edits are, or the starter with a call of `hostileHook()` first in
/// `MemoryGame.init`; the folder's own files beside either, and the shared relay (`Relay.swift`)
/// when they use it. Written to a temporary folder that
/// `test` removes when it ends.
enum HostileFixtures {
    static let root = Harness.repositoryRoot.appendingPathComponent("Tests/Fixtures/hostile")
    static let exercise = Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2")

    static func submission(_ name: String, for test: XCTestCase) throws -> URL {
        let attack = root.appendingPathComponent(name)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let edits = attack.appendingPathComponent("solution-edits.json")
        if let data = FileManager.default.contents(atPath: edits.path) {
            let broken = BrokenSubmission(name: name, description: "", fails: [], edits: try JSONDecoder().decode([BrokenSubmission.Edit].self, from: data),
                                          displayPath: "Tests/Fixtures/hostile/\(name)/solution-edits.json")
            try broken.materialize(solution: exercise.appendingPathComponent("solution"), into: folder)
        } else {
            try FileManager.default.copyItem(at: exercise.appendingPathComponent("starter"), to: folder)
            let model = folder.appendingPathComponent("MemoryGame.swift")
            let text = try String(contentsOf: model, encoding: .utf8)
            let entry = "    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {\n"
            XCTAssertTrue(text.contains(entry), "the starter's MemoryGame.init is where the hook goes")
            try text.replacingOccurrences(of: entry, with: entry + "        hostileHook()\n").write(to: model, atomically: true, encoding: .utf8)
        }
        var relays = false
        for file in try FileManager.default.contentsOfDirectory(atPath: attack.path) where file.hasSuffix(".swift") {
            try FileManager.default.copyItem(at: attack.appendingPathComponent(file), to: folder.appendingPathComponent(file))
            let text = try String(contentsOf: attack.appendingPathComponent(file), encoding: .utf8)
            relays = relays || text.contains("hostileRelay")
        }
        // The relay the fixtures share (Relay.swift), beside those that use it, under a name of its own.
        if relays {
            try FileManager.default.copyItem(at: root.appendingPathComponent("Relay.swift"), to: folder.appendingPathComponent("HostileRelay.swift"))
        }
        return folder
    }
}

import Foundation
import MemorizeCourseCore
import MemorizeDemos
import MemorizeGrading
import TestSupport
import XCTest

/// Every demo's editable program (`demo ID --edit`), compiled with swiftc and run, prints
/// exactly what the demo itself prints. This is the proof that the support text in
/// EditableCatalog is right, and it fails as soon as a demo and its editable copy drift apart.
final class EditableDemoTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("editable-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    func testEveryDemoHasAnEditableCopy() {
        let editable = Set(EditableCatalog.all.map(\.id))
        XCTAssertEqual(DemoCatalog.all.map(\.id).filter { !editable.contains($0) }, [], "demos without an editable copy")
        XCTAssertEqual(EditableCatalog.all.count, editable.count, "an id listed twice")
        XCTAssertEqual(editable.subtracting(DemoCatalog.all.map(\.id)), [], "editable copies of no demo")
    }

    /// Two compiles at a time (the machine's cores); each demo in its own folder and scratch.
    func testEveryEditableProgramPrintsWhatItsDemoPrints() throws {
        let swiftc = try XCTUnwrap(findOnPath("swiftc", environment: ProcessInfo.processInfo.environment), "no swiftc on PATH")
        let pairs = EditableCatalog.all.compactMap { editable in DemoCatalog.all.first { $0.id == editable.id }.map { ($0, editable) } }
        let results = ResultBox(count: pairs.count)
        let started = Date()
        let root: URL = self.root
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for index in stride(from: worker, to: pairs.count, by: 2) {
                let (demo, editable) = pairs[index]
                let folder = EditableFolder(url: root.appendingPathComponent("Work/demos/\(demo.id)"))
                var runner = EditableRunner(swiftc: swiftc, scratch: root.appendingPathComponent("scratch/demos/\(demo.id)"),
                                            processRunner: SystemProcessRunner(), environment: ProcessInfo.processInfo.environment)
                runner.timeLimit = 20
                let outcome = Result {
                    try folder.prepare(EditableProgram(demo: demo, editable: editable))
                    return try runner.run(folder)
                }
                results.set(index, outcome)
            }
        }
        print("compiled and ran \(pairs.count) editable demos in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        for (index, (demo, _)) in pairs.enumerated() {
            switch results.get(index) {
            case let .success(.ran(output))?:
                XCTAssertEqual(output, demo.printedOutput, "demo \(demo.id): the editable program prints something else")
            case let other:
                XCTFail("demo \(demo.id) did not run: \(String(describing: other))")
            }
        }
    }
}

/// Results written by several threads, each to its own slot.
final class ResultBox: @unchecked Sendable {
    private var slots: [Result<EditableRunner.Outcome, Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<EditableRunner.Outcome, Error>) {
        lock.lock(); slots[index] = value; lock.unlock()
    }

    func get(_ index: Int) -> Result<EditableRunner.Outcome, Error>? {
        lock.lock(); defer { lock.unlock() }
        return slots[index]
    }
}

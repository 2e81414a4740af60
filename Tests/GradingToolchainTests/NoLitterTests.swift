import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading
@testable import MemorizeSupport

/// Nothing the tool runs may leave files outside its scratch folder. SwiftPM leaves empty
/// `TemporaryDirectory.*` folders and lock files in `TMPDIR` on every build (measured: six per
/// `swift build`), so the grader gives its children a temporary folder inside the scratch
/// package and empties it. Here the student's `TMPDIR` is a fresh folder that must stay empty.
final class NoLitterTests: XCTestCase {
    func testCheckValidateAndWatchLeaveNothingInTheTemporaryFolder() throws {
        let course = try FixtureCourse("counter-course")
        defer { course.remove() }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("litter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let environment = FixtureCourse.gradingEnvironment(["TMPDIR": temporary.path])
        func run(_ arguments: [String], terminal: TerminalInfo = .plain, keys: KeyInput? = nil) -> RunResult {
            Harness.run(arguments, terminal: terminal, environment: environment, currentDirectory: course.root, demos: [],
                        processRunner: SystemProcessRunner(), keys: keys)
        }
        func litter() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: temporary.path).sorted() }

        XCTAssertEqual(run(["check", "counter", "--solution"]).status, 0)
        XCTAssertEqual(try litter(), [], "after a check")
        let validate = run(["validate", "counter"])
        XCTAssertEqual(validate.status, 0, validate.stdout)
        XCTAssertEqual(try litter(), [], "after a validate")
        XCTAssertEqual(run(["start", "counter"]).status, 0)
        let watch = run(["check", "counter", "--watch"], terminal: Harness.interactiveTerminal(), keys: QuitAfterFirstCheck())
        XCTAssertTrue(watch.stdout.contains("Stopped watching counter."), watch.stdout + watch.stderr)
        XCTAssertEqual(watch.status, 1, "q exits as the last check did, and the starter fails it")
        XCTAssertEqual(try litter(), [], "after a watch cycle")
        XCTAssertEqual(run(["doctor"]).status, 0)
        XCTAssertEqual(try litter(), [], "after doctor, whose `swift --version` leaves a TemporaryDirectory.* folder")
    }

    /// SwiftPM, the compiler and Foundation keep caches in the user's home folder
    /// (`~/.cache/org.swift.swiftpm/manifests`, `~/.cache/clang/ModuleCache`,
    /// `~/.cache/org.swift.foundation.URLCache`, measured with 6.3.1): the toolchain's
    /// `XDG_CACHE_HOME` is inside the scratch package, so a cold check leaves no cache there.
    func testAColdCheckLeavesNoCacheInTheHomeFolder() throws {
        let course = try FixtureCourse("counter-course")
        defer { course.remove() }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("home-\(UUID().uuidString)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home); try? FileManager.default.removeItem(at: scratch) }
        var environment = FixtureCourse.gradingEnvironment(["HOME": home.path, "MEMORIZE_COURSE_SCRATCH": scratch.path])
        environment["XDG_CACHE_HOME"] = nil
        let result = Harness.run(["check", "counter", "--solution"], environment: environment, currentDirectory: course.root,
                                 demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        // SwiftPM also makes an empty ~/.local/share/bin, on any `swift build`: not a cache, and
        // moving XDG_DATA_HOME would hide swiftly's toolchains.
        // Nothing else on any system: a Mac's SwiftPM and clang would write ~/Library/Caches and
        // ~/Library/org.swift.swiftpm, where XDG_CACHE_HOME does not reach.
        let left = Set((try? FileManager.default.subpathsOfDirectory(atPath: home.path)) ?? [])
        XCTAssertTrue(left.isSubset(of: [".local", ".local/share", ".local/share/bin"]), "left in the home folder: \(left.sorted())")
    }
}

/// A student who watches one check and presses q.
private final class QuitAfterFirstCheck: KeyInput {
    func nextKey(waitingAtMost seconds: Double) -> Character? { "q" }
}

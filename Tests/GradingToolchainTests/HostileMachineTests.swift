import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// Hostile submissions aimed at the grading machine rather than at the grade (Tests/Fixtures/
/// hostile): what the checks can see, a build that would never end, files that are not what
/// they seem, and a folder that is a classmate's.
final class HostileMachineTests: XCTestCase {
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: scratch) }

    func run(_ arguments: [String], _ extra: [String: String] = [:]) -> RunResult {
        Harness.run(arguments + ["--course", Harness.repositoryRoot.path], environment: FixtureCourse.gradingEnvironment(extra),
                    currentDirectory: scratch, demos: [], processRunner: SystemProcessRunner())
    }

    var solution: URL { Harness.repositoryRoot.appendingPathComponent("Exercises/assignment2/solution") }

    /// New Game crashes with the grader's environment, /etc/shadow and the course's reference
    /// solution in its message. The environment is cleared to what the toolchain needs; under
    /// bubblewrap the files are not there to read.
    func testTheChecksSeeNoneOfTheMachine() throws {
        let folder = try HostileFixtures.submission("reads-the-machine", for: self)
        let result = run(["check", "assignment2", "--path", folder.path, "--json"], ["MEMORIZE_PLANTED_SECRET": "hunter2"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("crashed (environment: HOME="), result.stdout)
        XCTAssertFalse(result.stdout.contains("hunter2"), "no variable of the grader's environment reaches the checks")
        let sandbox = Sandbox.detect(environment: ProcessInfo.processInfo.environment, runner: SystemProcessRunner())
        guard case .bubblewrap = sandbox.isolation else {
            throw XCTSkip("without bubblewrap the checks can read what the user can (said in every note); install bubblewrap to test the rest")
        }
        XCTAssertTrue(result.stdout.contains("shadow: unreadable | solution: unreadable"), result.stdout)
    }

    /// A type whose size doubles with each of 47 aliases: the build is stopped at its CPU limit,
    /// every task says the code took too long to compile, and no compiler is left running.
    func testACompileBombIsStoppedAndLeavesNoCompilerBehind() throws {
        let folder = try HostileFixtures.submission("compile-bomb", for: self)
        let result = run(["check", "assignment2", "--path", folder.path], ["MEMORIZE_COURSE_BUILD_LIMIT": "8"])
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("your code took too long to compile: the compiler was stopped"), result.stdout)
        #if os(Linux)
        let compilers = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { entry in
            guard entry.first?.isNumber == true, let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
            return String(decoding: command, as: UTF8.self).contains("Ballast.swift")
        }
        XCTAssertEqual(compilers, [], "no compiler of the stopped build still runs")
        #endif
    }

    /// Links to the reference solution are not followed: they are listed as left out, and a
    /// folder of nothing else has nothing to grade. A 2 MB Swift file is refused with its size.
    func testLinksAreNotFollowedAndHugeFilesAreRefused() throws {
        let linked = scratch.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        for name in ["MemoryGame.swift", "EmojiMemoryGame.swift", "Theme.swift"] {
            try FileManager.default.createSymbolicLink(at: linked.appendingPathComponent(name), withDestinationURL: solution.appendingPathComponent(name))
        }
        let result = run(["check", "assignment2", "--path", "linked"])
        XCTAssertEqual(result.status, 64, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("error: no Swift files to grade in linked; the 3 there are"), result.stderr)
        let selection = try SubmissionSelection.select(from: linked, assignmentTypes: ["MemoryGame"])
        XCTAssertEqual(selection.skipped.map(\.reason), Array(repeating: "a link to another file: not followed", count: 3))

        let huge = scratch.appendingPathComponent("huge")
        try FileManager.default.copyItem(at: solution, to: huge)
        try Data(String(repeating: "// padding\n", count: 200_000).utf8).write(to: huge.appendingPathComponent("Padding.swift"))
        let refused = run(["check", "assignment2", "--path", "huge"])
        XCTAssertEqual(refused.status, 64, refused.stdout + refused.stderr)
        XCTAssertEqual(refused.stderr, "error: Padding.swift is 2.1 MB: a Swift file over 1.0 MB is not graded (a Model or ViewModel is a few KB)\n")
    }

    /// In `grade`, a folder that is a link to a classmate's is an error row naming both, and the
    /// classmate is graded as usual.
    func testAFolderLinkedToAClassmatesIsNotGradedAsTheirs() throws {
        let submissions = scratch.appendingPathComponent("submissions")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: solution, to: submissions.appendingPathComponent("alice"))
        try FileManager.default.createSymbolicLink(at: submissions.appendingPathComponent("bob"), withDestinationURL: submissions.appendingPathComponent("alice"))
        let result = run(["grade", "assignment2", "submissions", "--jobs", "1"])
        XCTAssertTrue(result.stdout.contains("bob: not graded: the folder is a link to alice's files"), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("alice: 95/95"), result.stdout)
    }

    /// New Game reports what the kernel let it do of the ways out rt22b and rt23b found (an
    /// io_uring's sockets, a user namespace's mounts, a grown pipe, local sockets, a memfd):
    /// every one is refused, with bubblewrap (`SystemCallFilter` loaded by it) and without.
    func testTheWaysOutOfTheSandboxAreRefused() throws {
        try assertTheWaysOutAreRefused(FixtureCourse.gradingEnvironment())
    }

    func testTheWaysOutAreRefusedWithoutBubblewrapToo() throws {
        let links = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-fallback-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: links) }
        try assertTheWaysOutAreRefused(try WithoutBubblewrap.environment(in: links))
    }

    private func assertTheWaysOutAreRefused(_ environment: [String: String], file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try HostileFixtures.submission("reaches-out", for: self)
        let result = Harness.run(["check", "assignment2", "--path", folder.path, "--json", "--course", Harness.repositoryRoot.path],
                                 environment: environment, currentDirectory: scratch, demos: [], processRunner: SystemProcessRunner())
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stdout.contains("uring: refused, user namespace: refused, pipe growth: refused, unix socket: refused, vsock: refused, memfd: refused, shared memory: refused"),
                      result.stdout, file: file, line: line)
    }
}

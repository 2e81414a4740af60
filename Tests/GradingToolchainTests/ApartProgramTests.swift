import Foundation
import MemorizePlatform
import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// The student's program, run apart from the checks (card-flip's Cardify), as it misbehaves:
/// a crash, an endless loop, a wait that uses no CPU, and `exit(0)` each end their task with
/// that verdict, at the check it happened in, and leave no process; in bubblewrap the program
/// sees nothing of the scratch package (no classmate's objects, no reference solution). Each
/// in the sandbox this machine offers and in the fallback of resource limits alone.
final class ApartProgramTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        #if !os(Linux)
        throw XCTSkip("the student's program is run and swept on Linux only here (see the README)")
        #endif
        folder = Harness.repositoryRoot.appendingPathComponent(".build/apart-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { if let folder { try? FileManager.default.removeItem(at: folder) } }

    /// The reference Cardify with `isFaceUp`'s body replaced by `body`.
    func check(_ body: String, named name: String, imports: String = "", environment: [String: String]) throws -> RunResult {
        let solution = Harness.repositoryRoot.appendingPathComponent("Exercises/card-flip/solution/Cardify.swift")
        let text = try String(contentsOf: solution, encoding: .utf8)
        XCTAssertTrue(text.contains("        rotation < 90\n"), "the solution's isFaceUp is where the body goes")
        let submission = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try (imports + text.replacingOccurrences(of: "        rotation < 90\n", with: body + "\n"))
            .write(to: submission.appendingPathComponent("Cardify.swift"), atomically: true, encoding: .utf8)
        return Harness.run(["check", "card-flip", "--path", submission.path, "--course", Harness.repositoryRoot.path],
                           environment: environment, demos: [], processRunner: SystemProcessRunner())
    }

    func environments() throws -> [(String, [String: String])] {
        var list = [("fallback", try WithoutBubblewrap.environment(in: folder))]
        if SandboxTests.bwrapWorks { list.append(("bubblewrap", FixtureCourse.gradingEnvironment())) }
        return list
    }

    func testEachWayTheProgramEndsIsItsTasksVerdict() throws {
        let cases: [(name: String, body: String, imports: String, verdict: String)] = [
            ("crash", "        rotation < 90 && [1][Int(rotation) % 1 + 1] == 1", "", "crashed (Index out of range) while checking: "),
            ("spin", "        { while rotation < 1000 { }; return rotation < 90 }()", "", "timed out after 5 s of CPU time while checking: "),
            ("wait", "        { sleep(31_415); return rotation < 90 }()", "import Foundation\n", "gave no answer for 20 s while checking: "),
            ("exit", "        { exit(0) }()", "import Foundation\n", "ended the program while checking: "),
            // An exit status that bubblewrap would give for a limit's signal is told for what it may be.
            ("fake-cpu-limit", "        { exit(152) }()", "import Foundation\n", "ended with status 152 (exit(152), or signal 24 it gave itself) after "),
            ("fake-file-limit", "        { exit(153) }()", "import Foundation\n", "stopped for writing a file larger than 64 MB, or ended itself with exit status 153, while checking: "),
        ]
        for (mode, environment) in try environments() {
            for item in cases {
                let result = try check(item.body, named: "\(item.name)-\(mode)", imports: item.imports, environment: environment)
                XCTAssertEqual(result.status, 1, "\(mode) \(item.name): \(result.stdout + result.stderr)")
                let flat = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
                XCTAssertTrue(flat.contains("0/50 " + item.verdict), "\(mode) \(item.name): \(result.stdout)")
                XCTAssertEqual(RunningProcesses.descendants(withCommandLine: "/Serve"), [], "\(mode) \(item.name): the program left running")
            }
        }
    }

    /// Files the program leaves where any user may write go with its task, wherever the tool
    /// can tell them apart: in bubblewrap (those folders are in memory) and as root (the
    /// program's user id is its task's alone). As another user without bubblewrap they are
    /// that user's own, which `doctor` says. (Landlock, off here, keeps it from writing there.)
    func testWhatTheProgramLeavesInSharedFoldersGoesWithItsTask() throws {
        let tag = "memorize-litter-\(UUID().uuidString)"
        // A folder anyone may write to, below one only root may: found only by a walk.
        let hidden = "/tmp/\(tag)-parent/shared"
        try FileManager.default.createDirectory(atPath: hidden, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: "/tmp/\(tag)-parent") }
        chmod("/tmp/\(tag)-parent", 0o755)
        chmod(hidden, 0o1777)
        let places = ["/tmp", "/var/tmp", "/dev/shm", hidden].filter { FileManager.default.isWritableFile(atPath: $0) }
        // System V objects outlive every process and are in no folder.
        let key = Int32.random(in: 0x1000_0000..<0x7000_0000)
        let body = "        { for place in \(places) { FileManager.default.createFile(atPath: place + \"/\(tag)\", contents: Data(\"x\".utf8)) "
            + "; try? FileManager.default.createDirectory(atPath: place + \"/\(tag).d/a\", withIntermediateDirectories: true) }"
            + "; _ = shmget(\(key), 4096, IPC_CREAT | 0o600); _ = msgget(\(key), IPC_CREAT | 0o600)"
            + "; _ = semget(\(key), 1, IPC_CREAT | 0o600); return rotation < 90 }()"
        for (mode, sandboxed) in try environments() {
            // Landlock would keep it from writing there at all: the sweep is what this tests.
            var environment = sandboxed
            environment["MEMORIZE_COURSE_LANDLOCK"] = "off"
            defer {
                for place in places { try? FileManager.default.removeItem(atPath: "\(place)/\(tag)"); try? FileManager.default.removeItem(atPath: "\(place)/\(tag).d") }
                let (memory, queue, semaphores) = (shmget(key, 0, 0), msgget(key, 0), semget(key, 0, 0))
                if memory >= 0 { shmctl(memory, IPC_RMID, nil) }
                if queue >= 0 { msgctl(queue, IPC_RMID, nil) }
                if semaphores >= 0 { _ = Platforms.current.removeSemaphoreSet(semaphores) }
            }
            let result = try check(body, named: "litter-\(mode)", imports: "import Foundation\n", environment: environment)
            XCTAssertEqual(result.status, 0, "\(mode): \(result.stdout + result.stderr)")
            var left = places.flatMap { ["\($0)/\(tag)", "\($0)/\(tag).d"] }.filter { FileManager.default.fileExists(atPath: $0) }
            if shmget(key, 0, 0) >= 0 { left.append("shared memory \(key)") }
            if msgget(key, 0) >= 0 { left.append("message queue \(key)") }
            if semget(key, 0, 0) >= 0 { left.append("semaphores \(key)") }
            if mode == "bubblewrap" || RouteFacts.runsAsOwnUser {
                XCTAssertEqual(left, [], "\(mode): what the program left behind")
            } else {
                XCTAssertFalse(left.isEmpty, "\(mode): the control: the program did write where it could")
            }
        }
    }

    /// The program's standard error is a pipe of its own that the checks pass on: reopened
    /// for reading (through /proc, where no sandbox stops it), it holds none of the checks'
    /// records, so a correct program that drains it still passes (rt16a: it was "crashed").
    func testTheProgramCannotReadWhatTheChecksRecord() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/fd/2") else { throw XCTSkip("no /proc here") }
        // Under a user id of its own the program may not open the checks' pipes at all.
        guard !RouteFacts.runsAsOwnUser else { throw XCTSkip("the program runs as a user of its own: only a user's own run can show this") }
        let body = "        { let fd = open(\"/proc/self/fd/2\", O_RDONLY); if fd >= 0 { Thread { var b = [UInt8](repeating: 0, count: 4096)"
            + "; while read(fd, &b, 4096) > 0 {} }.start() }; return rotation < 90 }()"
        for (mode, environment) in try environments() {
            let result = try check(body, named: "drain-\(mode)", imports: "import Foundation\n", environment: environment)
            XCTAssertEqual(result.status, 0, "\(mode): \(result.stdout + result.stderr)")
        }
    }

    func testAWalkFindsEveryFolderAnyoneMayWriteToAndReach() throws {
        let root = folder.appendingPathComponent("walk").path
        for (path, mode) in [("", 0o755), ("/open", 0o1777), ("/open/deeper", 0o777), ("/closed", 0o750), ("/closed/open", 0o777),
                             ("/plain", 0o755), ("/plain/open", 0o1777)] as [(String, mode_t)] {
            try FileManager.default.createDirectory(atPath: root + path, withIntermediateDirectories: true)
            chmod(root + path, mode)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "/tmp")
        // Not the folder below one that others cannot pass through, nor a link's target.
        XCTAssertEqual(SharedFolders.walk(from: root), ["/open", "/open/deeper", "/plain/open"].map { root + $0 })
        XCTAssertEqual(SharedFolders(root: root).folders, SharedFolders.walk(from: root))
    }

    /// Without bubblewrap, as any user, the program confines itself (Landlock) before any of
    /// its code runs: it writes its own folder only (not /tmp, not the checks' program, which
    /// a program of the same user replaced to sign passes for every later check), and reads
    /// the system and the toolchain, not the course (its reference solutions). Told not to,
    /// it reads the solution and writes /tmp.
    func testWithoutASandboxTheProgramConfinesItself() throws {
        guard Platforms.current.landlockABI != nil else { throw XCTSkip("this kernel has no Landlock") }
        let tag = "memorize-confined-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: "/tmp/\(tag)") }
        let solution = Harness.repositoryRoot.appendingPathComponent("Exercises/card-flip/solution/Cardify.swift").path
        let body = """
                { let checks = ((try? String(contentsOfFile: "/proc/\\(getppid())/cmdline", encoding: .utf8)) ?? "").split(separator: "\\0").first.map(String.init) ?? "/"
                  let changed = open(checks, O_WRONLY) >= 0
                  let wrote = FileManager.default.createFile(atPath: "/tmp/\(tag)", contents: Data("x".utf8))
                  let read = FileManager.default.contents(atPath: "\(solution)") != nil
                  let home = FileManager.default.createFile(atPath: (ProcessInfo.processInfo.environment["HOME"] ?? "/") + "/kept", contents: Data("x".utf8))
                  return changed || wrote || read || !home ? !(rotation < 90) : rotation < 90 }()
        """
        var environment = try WithoutBubblewrap.environment(in: folder)
        let result = try check(body, named: "confined", imports: "import Foundation\n", environment: environment)
        XCTAssertEqual(result.status, 0, "confined: \(result.stdout + result.stderr)")
        environment["MEMORIZE_COURSE_LANDLOCK"] = "off"
        let control = try check(body, named: "unconfined", imports: "import Foundation\n", environment: environment)
        XCTAssertEqual(control.status, 1, "the control, unconfined: \(control.stdout + control.stderr)")
    }

    /// A chain of folders deeper than a path may be long (a program left one in /tmp) goes
    /// too: FileManager cannot remove it.
    func testAChainDeeperThanAPathGoesWithItsOwner() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can make a folder another user's") }
        let shared = folder.appendingPathComponent("shared").path
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: shared + "/deep", withIntermediateDirectories: true)
        var level = open(shared + "/deep", O_RDONLY | O_DIRECTORY)
        for _ in 0..<500 where level >= 0 {   // 500 × 18 characters: beyond any path's length
            mkdirat(level, "folder-of-a-chain", 0o755)
            let next = openat(level, "folder-of-a-chain", O_RDONLY | O_DIRECTORY)
            close(level)
            level = next
        }
        XCTAssertGreaterThanOrEqual(level, 0, "the chain was made")
        close(level)
        let user = Sandbox.freshUserID()
        XCTAssertEqual(chown(shared + "/deep", user, user), 0)
        XCTAssertThrowsError(try FileManager.default.removeItem(atPath: shared + "/deep"), "the control: too deep for FileManager")
        XCTAssertEqual(LeftFiles.remove(ownedBy: user, in: [shared]), 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: shared + "/deep"))
    }

    func testSystemVObjectsAreKnownByTheirOwnerOrMaker() throws {
        let table = folder.appendingPathComponent("shm")
        try """
                   key      shmid perms                  size  cpid  lpid nattch   uid   gid  cuid  cgid
            1234567890         17   600                  4096   100   100      0  1950000001  0  0  0
                     0         18   600                  4096   100   100      0     0     0  1950000001  0
                     0         19   600                  4096   100   100      0     0     0     0     0
            """.write(to: table, atomically: true, encoding: .utf8)
        XCTAssertEqual(LeftFiles.systemVObjects(in: table.path, ownedBy: 1_950_000_001), [17, 18])
        XCTAssertEqual(LeftFiles.systemVObjects(in: table.path, ownedBy: 1_950_000_002), [])
    }

    func testInBubblewrapTheProgramSeesNothingOfTheScratchPackage() throws {
        let scratch = Harness.repositoryRoot.appendingPathComponent(".build/test-scratch/card-flip/.build").path
        func probe(_ path: String) -> String { "        FileManager.default.fileExists(atPath: \"\(path)\") ? false : rotation < 90" }
        for (mode, environment) in try environments() {
            // The probe can fail: what every program sees (the system's programs) fails it.
            let control = try check(probe("/usr/bin/env"), named: "looks-at-usr-\(mode)", imports: "import Foundation\n", environment: environment)
            XCTAssertEqual(control.status, 1, "\(mode): the probe sees /usr: \(control.stdout)")
            let result = try check(probe(scratch), named: "looks-\(mode)", imports: "import Foundation\n", environment: environment)
            // Without a sandbox, as root the program is a user id of its own and the scratch folder
            // root's alone; as any other user it sees what that user sees.
            let hidden = mode == "bubblewrap" || RouteFacts.runsAsOwnUser
            XCTAssertEqual(result.status, hidden ? 0 : 1, "\(mode): the scratch package is \(hidden ? "out of sight" : "in sight"): \(result.stdout + result.stderr)")
        }
    }
}

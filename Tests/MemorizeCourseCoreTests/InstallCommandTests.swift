import XCTest
import TestSupport
@testable import MemorizeCourseCore
@testable import MemorizeGrading

/// Builds "release" by writing a small file where `swift build -c release` leaves the binary,
/// and records each build it was asked for.
final class FakeReleaseBuild: ProcessRunner, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [[String]] = []
    private var temporaryFolders: [String] = []
    var bytes = Data("fake memorize-course v1\n".utf8)

    var builds: [[String]] { lock.withLock { calls } }
    /// The TMPDIR each build was given, and whether it existed then.
    var temporary: [String] { lock.withLock { temporaryFolders } }

    func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String], timeLimit: Double?,
             input: Data?, outputLimit: Int?) throws -> ProcessOutcome {
        lock.withLock {
            calls.append([executable.lastPathComponent, directory.path] + arguments)
            let folder = environment["TMPDIR"] ?? "none"
            temporaryFolders.append(folder + (FileManager.default.fileExists(atPath: folder) ? "" : " (missing)"))
        }
        let binary = directory.appendingPathComponent(".build/release/memorize-course")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try lock.withLock { try bytes.write(to: binary) }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
        return ProcessOutcome(status: 0, output: "Build of product 'memorize-course' complete!\n")
    }
}

/// install and uninstall in process: a course with a Package.swift, a fake `swift` on PATH,
/// and a prefix and HOME inside the test's own temporary folder.
final class InstallCommandTests: XCTestCase {
    var folder: URL!
    var course: URL!
    var prefix: URL!
    var build: FakeReleaseBuild!
    var environment: [String: String] = [:]

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("install-tests-\(UUID().uuidString)")
        course = folder.appendingPathComponent("course")
        prefix = folder.appendingPathComponent("prefix")
        let manager = FileManager.default
        for path in ["course/Lessons", "course/Exercises", "toolchain", "home", "elsewhere"] {
            try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try "// swift-tools-version:6.0\n".write(to: course.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let swift = folder.appendingPathComponent("toolchain/swift")
        try "#!/bin/sh\nexit 99\n".write(to: swift, atomically: true, encoding: .utf8) // found on PATH; FakeReleaseBuild runs instead
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        build = FakeReleaseBuild()
        environment = ["PATH": folder.appendingPathComponent("toolchain").path, "HOME": folder.appendingPathComponent("home").path,
                       "SHELL": "/bin/bash"]
    }

    override func tearDown() { try? FileManager.default.removeItem(at: folder) }

    func run(_ arguments: [String], from directory: URL? = nil, executable: URL? = nil) -> RunResult {
        Harness.run(arguments, environment: environment, currentDirectory: directory ?? course, demos: [], processRunner: build,
                    executableURL: executable)
    }

    func contents(_ path: String, under base: URL? = nil) -> String? {
        FileManager.default.contents(atPath: (base ?? prefix).appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testInstallBuildsReleaseAndWritesTheBinaryCompletionAndRecord() throws {
        let result = run(["install", "--prefix", prefix.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(build.builds, [["swift", course.path, "build", "-c", "release", "--product", "memorize-course"]])
        // SwiftPM litters TMPDIR: the build gets a folder in the course's scratch folder, removed after.
        let temporary = try XCTUnwrap(build.temporary.first)
        XCTAssertTrue(temporary.hasPrefix(course.appendingPathComponent(".scratch/install-tmp-").path), temporary)
        XCTAssertFalse(temporary.hasSuffix("(missing)"), "the folder exists while the build runs")
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary), "and is gone afterwards")
        XCTAssertEqual(contents("bin/memorize-course"), "fake memorize-course v1\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/memorize-course").path))
        for (shell, path) in InstallLayout.completionFiles {
            XCTAssertEqual(contents(path), CompletionCommand.script(for: shell, demoIDs: []), path)
        }
        let record = try XCTUnwrap(InstallRecord.read(prefix: prefix))
        XCTAssertEqual(record.course, course.path)
        XCTAssertEqual(record.files.map(\.path), [InstallLayout.binary] + InstallLayout.completionFiles.map(\.path))
        XCTAssertTrue(result.stdout.contains("  \(prefix.path)/bin/memorize-course  (the release build, copied from \(course.path)/.build/release/memorize-course)\n"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("\(prefix.path)/bin is not on your PATH. Add this line to ~/.bashrc, then open a new terminal:\n"
            + "  export PATH=\"\(prefix.path)/bin:$PATH\"\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Tab completion for bash: add this line to ~/.bashrc:\n"
            + "  source \"\(prefix.path)/share/bash-completion/completions/memorize-course\"\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("Remove it all again with: memorize-course uninstall --prefix \"\(prefix.path)\"\n"), result.stdout)
    }

    /// On a terminal the report is broken between words to its width, but a command to copy
    /// stays one line; piped, it is as above.
    func testTheReportFitsTheTerminalButKeepsCommandsWhole() throws {
        let deep = folder.appendingPathComponent("a-prefix-folder-with-a-rather-long-name/for-this-test")
        let terminal = TerminalInfo(outputIsTerminal: true, inputIsTerminal: false, width: 60, usesColor: false)
        let result = Harness.run(["install", "--prefix", deep.path], terminal: terminal, environment: environment,
                                 currentDirectory: course, demos: [], processRunner: build)
        XCTAssertEqual(result.status, 0, result.stderr)
        for line in result.stdout.split(separator: "\n") where DisplayWidth.of(String(line)) > 60 {
            XCTAssertTrue(line.split(separator: " ").count == 1 || InstallReport.isCommand(line), "wider than 60: \(line)")
        }
        XCTAssertTrue(result.stdout.contains("\n    (the release build, copied from\n    \(course.path)/.build/release/memorize-course)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\n  export PATH=\"\(deep.path)/bin:$PATH\"\n"), result.stdout)
        let uninstalled = Harness.run(["uninstall", "--prefix", deep.path], terminal: terminal, environment: environment,
                                      currentDirectory: course, demos: [], processRunner: build)
        XCTAssertTrue(uninstalled.stdout.hasPrefix("Uninstalled memorize-course from\n  \(deep.path):\n"), uninstalled.stdout)
        for line in uninstalled.stdout.split(separator: "\n") where DisplayWidth.of(String(line)) > 60 {
            XCTAssertEqual(line.split(separator: " ").count, 1, "wider than 60: \(line)")
        }
    }

    func testDefaultPrefixIsDotLocalInHomeAndPathAdviceFollowsTheShell() throws {
        environment["SHELL"] = "/usr/bin/zsh"
        environment["PATH"]! += ":" + folder.appendingPathComponent("home/.local/bin").path
        let result = run(["install"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotNil(contents("home/.local/bin/memorize-course", under: folder))
        XCTAssertFalse(result.stdout.contains("not on your PATH"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Tab completion for zsh: add this line to ~/.zshrc, before compinit:\n"
            + "  fpath=(\"$HOME/.local/share/zsh/site-functions\" $fpath)\n"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("Remove it all again with: memorize-course uninstall\n"), result.stdout)
    }

    func testAFileInstallDidNotWriteIsNeverReplacedWithoutForce() throws {
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try "someone else's\n".write(to: prefix.appendingPathComponent("bin/memorize-course"), atomically: true, encoding: .utf8)
        let refused = run(["install", "--prefix", prefix.path])
        XCTAssertEqual(refused.status, 64)
        XCTAssertEqual(refused.stderr, "error: \(prefix.path)/bin/memorize-course already exists and install did not write it "
            + "(or it changed since); nothing was written; move it away, choose another --prefix, or replace it with --force\n")
        XCTAssertEqual(refused.stdout, "")
        XCTAssertEqual(build.builds.count, 0, "nothing is built when install would refuse")
        XCTAssertEqual(contents("bin/memorize-course"), "someone else's\n")
        XCTAssertNil(InstallRecord.read(prefix: prefix))
        XCTAssertNil(contents(InstallLayout.completionFiles[0].path))

        let forced = run(["install", "--prefix", prefix.path, "--force"])
        XCTAssertEqual(forced.status, 0, forced.stderr)
        XCTAssertEqual(contents("bin/memorize-course"), "fake memorize-course v1\n")
        XCTAssertTrue(forced.stdout.contains("Replaced \(prefix.path)/bin/memorize-course, which install had not written (--force).\n"), forced.stdout)
    }

    func testInstallingAgainReplacesItsOwnFilesButNotOnesChangedSince() throws {
        XCTAssertEqual(run(["install", "--prefix", prefix.path]).status, 0)
        build.bytes = Data("fake memorize-course v2\n".utf8)
        let again = run(["install", "--prefix", prefix.path])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(contents("bin/memorize-course"), "fake memorize-course v2\n")
        XCTAssertFalse(again.stdout.contains("Replaced"), again.stdout)

        let fish = InstallLayout.completionFiles[2].path
        try "# my own edits\n".write(to: prefix.appendingPathComponent(fish), atomically: true, encoding: .utf8)
        let refused = run(["install", "--prefix", prefix.path])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.hasPrefix("error: \(prefix.path)/\(fish) already exists and install did not write it"), refused.stderr)
        XCTAssertEqual(contents(fish), "# my own edits\n")
    }

    func testUninstallRemovesExactlyWhatInstallWrote() throws {
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try "other tool\n".write(to: prefix.appendingPathComponent("bin/other-tool"), atomically: true, encoding: .utf8)
        XCTAssertEqual(run(["install", "--prefix", prefix.path]).status, 0)
        let zsh = InstallLayout.completionFiles[1].path
        try "# changed by hand\n".write(to: prefix.appendingPathComponent(zsh), atomically: true, encoding: .utf8)

        let result = run(["uninstall", "--prefix", prefix.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNil(contents("bin/memorize-course"))
        XCTAssertNil(contents(InstallLayout.completionFiles[0].path))
        XCTAssertNil(contents(InstallRecord.relativePath))
        XCTAssertEqual(contents("bin/other-tool"), "other tool\n", "a file install did not write stays")
        XCTAssertEqual(contents(zsh), "# changed by hand\n", "a file changed since install stays")
        XCTAssertTrue(result.stdout.contains("  left \(prefix.path)/\(zsh): it changed since install wrote it\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  removed \(prefix.path)/bin/memorize-course\n"), result.stdout)
        // Folders install created go when empty; bin/ existed before, and the zsh folder is not empty.
        var isFolder: ObjCBool = false
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/bash-completion").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/memorize-course").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin").path, isDirectory: &isFolder))
        XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/zsh/site-functions").path))

        let again = run(["uninstall", "--prefix", prefix.path])
        XCTAssertEqual(again.status, 64)
        XCTAssertEqual(again.stderr, "error: nothing was installed in \(prefix.path) (no share/memorize-course/install.json); "
            + "give --prefix DIR as it was given to install\n")
    }

    func testTheInstalledBinaryFindsItsCourseFromAnywhereAndSaysWhenItMoved() throws {
        try TemporaryCourse.lessonText(number: 4, title: "Game logic").write(
            to: try makeLessonFile(), atomically: true, encoding: .utf8)
        XCTAssertEqual(run(["install", "--prefix", prefix.path]).status, 0)
        let installed = prefix.appendingPathComponent("bin/memorize-course")
        let elsewhere = folder.appendingPathComponent("elsewhere")
        let found = run(["lessons"], from: elsewhere, executable: installed)
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertTrue(found.stdout.contains("Game logic"), found.stdout)
        // Without the record, the same binary would not know the course.
        let notInstalled = run(["lessons"], from: elsewhere, executable: elsewhere.appendingPathComponent("memorize-course"))
        XCTAssertEqual(notInstalled.status, 2)

        try FileManager.default.moveItem(at: course, to: folder.appendingPathComponent("moved"))
        let moved = run(["lessons"], from: elsewhere, executable: installed)
        XCTAssertEqual(moved.status, 2)
        XCTAssertTrue(moved.stderr.hasPrefix("error: this memorize-course was installed from \(course.path), which has no Lessons/ and Exercises/ any more; "
            + "run 'swift run memorize-course install' in the course's new place"), moved.stderr)
    }

    func testWithoutAPackageOrASwiftToolchainNothingIsWritten() throws {
        environment["PATH"] = folder.appendingPathComponent("home").path
        let noSwift = run(["install", "--prefix", prefix.path])
        XCTAssertEqual(noSwift.status, 2)
        XCTAssertTrue(noSwift.stderr.hasPrefix("error: install builds the tool with `swift build`, and there is no `swift` on PATH"), noSwift.stderr)
        try FileManager.default.removeItem(at: course.appendingPathComponent("Package.swift"))
        let noPackage = run(["install", "--prefix", prefix.path])
        XCTAssertEqual(noPackage.status, 2)
        XCTAssertTrue(noPackage.stderr.contains("has no Package.swift"), noPackage.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.path))
    }

    private func makeLessonFile() throws -> URL {
        let lesson = course.appendingPathComponent("Lessons/04-logic")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        return lesson.appendingPathComponent("lesson.md")
    }
}

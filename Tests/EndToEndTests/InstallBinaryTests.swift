import XCTest
import TestSupport

/// install and uninstall with the built binary, end to end: a `swift` on PATH that stands in for
/// `swift build -c release` by copying the built binary, so the installed copy is a real
/// memorize-course, run from elsewhere to prove it finds its course. Prefix and HOME are
/// inside this test's temporary folder.
final class InstallBinaryTests: XCTestCase {
    func testInstalledCopyFindsItsCourseFromAnywhereAndUninstallRemovesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("install-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        for path in ["toolchain", "home", "elsewhere"] {
            try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let course = try TemporaryCourse.copyOfRealLessons()
        defer { course.remove() }
        try "// swift-tools-version:6.0\n".write(to: course.root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let swift = folder.appendingPathComponent("toolchain/swift")
        try """
        #!/bin/sh
        # Stands in for `swift build -c release --product memorize-course`.
        [ "$1 $2 $3" = "build -c release" ] || exit 3
        mkdir -p .build/release && cp "$MEMORIZE_TEST_BUILT_BINARY" .build/release/memorize-course

        """.write(to: swift, atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        let prefix = folder.appendingPathComponent("prefix")
        let environment = [
            "PATH": swift.deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": folder.appendingPathComponent("home").path,
            "SHELL": "/bin/bash",
            "MEMORIZE_TEST_BUILT_BINARY": BuiltBinary.executable.path,
        ]

        let install = try BuiltBinary.run(["install", "--prefix", prefix.path], currentDirectory: course.root, environment: environment)
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertTrue(install.stdout.contains("is not on your PATH"), install.stdout)
        let installed = prefix.appendingPathComponent("bin/memorize-course")
        XCTAssertEqual(manager.contents(atPath: installed.path), manager.contents(atPath: BuiltBinary.executable.path))

        // From a folder outside any course, the copy in PREFIX/bin finds the course it was installed from.
        let lessons = try BuiltBinary.runProgram(installed, ["lessons"], currentDirectory: folder.appendingPathComponent("elsewhere"),
                                                 environment: environment)
        XCTAssertEqual(lessons.status, 0, lessons.stderr)
        XCTAssertTrue(lessons.stdout.contains(" 4  "), lessons.stdout)
        let help = try BuiltBinary.runProgram(installed, ["install", "-h"], environment: environment)
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("USAGE: memorize-course install"), help.stdout)

        // The installed copy uninstalls itself, and only what install wrote.
        try "mine\n".write(to: prefix.appendingPathComponent("bin/other-tool"), atomically: true, encoding: .utf8)
        let uninstall = try BuiltBinary.runProgram(installed, ["uninstall", "--prefix", prefix.path],
                                                   currentDirectory: folder.appendingPathComponent("elsewhere"), environment: environment)
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        XCTAssertFalse(manager.fileExists(atPath: installed.path))
        XCTAssertFalse(manager.fileExists(atPath: prefix.appendingPathComponent("share").path))
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: prefix.appendingPathComponent("bin").path), ["other-tool"])
    }
}

import Foundation
import MemorizePlatform
import XCTest

/// The platform seam: the system's facts agree with what the system itself says, and the
/// portable route (a Mac's) keeps those facts while leaving Linux's shortcuts alone.
final class PlatformTests: XCTestCase {
    let native = Platforms.native
    let portable = Platforms.select("portable")

    func testTheValueThatTurnsOffTheSuspendKeyIsTheOneTheTerminalReports() throws {
        // A pseudo-terminal of our own: the kernel's answer for a real terminal, without one.
        // (Glibc's module leaves the pseudo-terminal calls out: they are looked up by name.)
        let program = dlopen(nil, RTLD_NOW)
        func call<T>(_ name: String, as type: T.Type) -> T? { dlsym(program, name).map { unsafeBitCast($0, to: type) } }
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Grant = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        guard let openpt = call("posix_openpt", as: Open.self), let grantpt = call("grantpt", as: Grant.self),
              let unlockpt = call("unlockpt", as: Grant.self), let ptsname = call("ptsname", as: Name.self) else {
            return XCTFail("the C library has the pseudo-terminal calls")
        }
        let master = openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw XCTSkip("no pseudo-terminal here")
        }
        defer { close(master) }
        let terminal = open(name, O_RDWR | O_NOCTTY)
        XCTAssertGreaterThanOrEqual(terminal, 0)
        defer { close(terminal) }
        let reported = fpathconf(terminal, Int32(_PC_VDISABLE))
        XCTAssertNotEqual(reported, -1, "the terminal has a value that turns a control character off")
        XCTAssertEqual(Int(native.disabledControlCharacter), reported)
        XCTAssertEqual(portable.disabledControlCharacter, native.disabledControlCharacter)
    }

    func testThePortableRouteKeepsTheSystemsFactsAndLeavesLinuxsShortcuts() {
        XCTAssertFalse(portable.quickBuilds, "a Mac's builds are all SwiftPM's")
        XCTAssertFalse(portable.readsProcFiles, "a Mac has no /proc")
        XCTAssertTrue(portable.name.hasPrefix(native.name) && portable.name.contains("portable"), portable.name)
        let product = URL(fileURLWithPath: "/scratch/.build/debug/GradingPackageTests.xctest")
        XCTAssertEqual(portable.checksCommand(testProduct: product, filter: "Checks.a").program,
                       native.checksCommand(testProduct: product, filter: "Checks.a").program)
        XCTAssertEqual(Platforms.select(nil).name, native.name)
        XCTAssertEqual(Platforms.select("linux").name, native.name, "only `portable` changes the route")
        XCTAssertEqual(portable.bashStartupFile, native.bashStartupFile, "the user's terminal is the system's, whatever the route")
        #if os(Linux)
        XCTAssertEqual(native.bashStartupFile, "~/.bashrc", "a Linux terminal starts an interactive shell, which reads ~/.bashrc")
        XCTAssertTrue(native.quickBuilds && native.readsProcFiles)
        XCTAssertEqual(native.checksCommand(testProduct: product, filter: "Checks.a").program, product, "a Linux test product runs itself")
        #endif
    }

    func testAFilesIdentityChangesWithItsContentsAndNoFileHasNone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("platform-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("lesson.md")
        try Data("one".utf8).write(to: file)
        for platform in [native, portable] {
            let first = try XCTUnwrap(platform.fileIdentity(file.path))
            XCTAssertEqual(platform.fileIdentity(file.path), first, "the same file, the same identity")
            XCTAssertNil(platform.fileIdentity(folder.appendingPathComponent("none").path))
        }
        let before = native.fileIdentity(file.path)
        try Data("three".utf8).write(to: file, options: .atomic)   // a new inode, a new size
        XCTAssertNotEqual(native.fileIdentity(file.path), before)
    }

    func testTheEnvironmentAndTheProgramAreThisProcesss() throws {
        for platform in [native, portable] {
            XCTAssertEqual(platform.processEnvironment(), ProcessInfo.processInfo.environment, platform.name)
            let program = try XCTUnwrap(platform.executable(), platform.name)
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: program.path), program.path)
            let start = platform.processStart()
            XCTAssertLessThanOrEqual(start, ProcessInfo.processInfo.systemUptime, platform.name)
            XCTAssertGreaterThan(start, 0, platform.name)
        }
    }
}

import Foundation
import XCTest
@testable import MemorizeGrading

/// The `sandbox-exec` profile a Mac runs a student's program under, written here as there: the
/// folder it may write is named as the kernel sees it, every link resolved.
final class MacProfileTests: XCTestCase {
    func testTheWritableFolderIsNamedByItsRealPath() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
        let real = base.appendingPathComponent("real/package/tmp")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        // A link on the way, as /tmp is to /private/tmp on a Mac.
        let link = base.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: base.appendingPathComponent("real"))
        let profile = Sandbox.macProfile(writable: link.appendingPathComponent("package/tmp"))
        let expected = Sandbox.realPath(real)
        XCTAssertFalse(expected.contains("/link/"))
        XCTAssertTrue(profile.contains("(allow file-write* (subpath \"\(expected)\")"), profile)
        XCTAssertTrue(profile.contains("(deny file-write*)"), "everything else is read-only")
        XCTAssertEqual(Sandbox.realPath(base.appendingPathComponent("none")), base.appendingPathComponent("none").path, "a missing folder keeps its name")
    }

    /// Foundation's `resolvingSymlinksInPath` drops a leading `/private` wherever the rest names
    /// a file (swift-corelibs-foundation does as Apple's does): made to happen here, as root,
    /// with a folder at both names. The profile must keep the name the kernel sees.
    func testAPrivateFolderKeepsItsPrivatePrefix() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root, to make folders at the top of the file system") }
        let name = "memorize-profile-\(UUID().uuidString)"
        let manager = FileManager.default
        let hadPrivate = manager.fileExists(atPath: "/private")
        try manager.createDirectory(atPath: "/private/\(name)", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: "/\(name)", withIntermediateDirectories: false)
        defer {
            try? manager.removeItem(atPath: "/private/\(name)")
            try? manager.removeItem(atPath: "/\(name)")
            if !hadPrivate { try? manager.removeItem(atPath: "/private") }
        }
        let writable = URL(fileURLWithPath: "/private/\(name)")
        XCTAssertEqual(writable.resolvingSymlinksInPath().path, "/\(name)", "the control: Foundation drops /private")
        XCTAssertTrue(Sandbox.macProfile(writable: writable).contains("(subpath \"/private/\(name)\")"))
    }

    /// The student's program, run apart, reads no user's files but its own folder (the course's
    /// reference, a classmate's, a key under HOME are all under /Users or a temporary folder),
    /// connects to no Unix socket and signals no process outside its sandbox (its checks).
    func testTheStudentsProgramReadsOnlyItsOwnFolderOfAnyUsers() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("home"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = Sandbox.macProgramProfile(folder: folder, writable: folder.appendingPathComponent("home"), readable: [])
        let lines = profile.split(separator: "\n").map(String.init)
        let deny = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("(deny file-read*") && $0.contains("(subpath \"/Users\")") }, profile)
        let allow = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("(allow file-read*") && $0.contains(Sandbox.realPath(folder)) }, profile)
        XCTAssertLessThan(deny, allow, "the later rule wins: its own folder is readable, whatever it is under")
        XCTAssertTrue(lines.contains("(deny signal)") && lines.contains("(allow signal (target same-sandbox))"), profile)
        XCTAssertTrue(lines.contains("(deny process-fork)"), "no child to detach itself: \(profile)")
        XCTAssertFalse(profile.contains("unix-socket"), "no Unix socket is allowed: a user's server would run what it was sent")
        XCTAssertTrue(Sandbox.macProfile(writable: folder).contains("unix-socket"), "the control: the checks' own profile keeps them")
        // The command a Mac would run takes this profile for the program alone.
        let sandbox = Sandbox(isolation: .sandboxExec(URL(fileURLWithPath: "/usr/bin/sandbox-exec")))
        let (_, arguments) = sandbox.command(URL(fileURLWithPath: "/usr/bin/env"), [], package: folder, writable: folder.appendingPathComponent("home"), keepsNothing: true)
        XCTAssertEqual(arguments.first, "-p")
        XCTAssertTrue(arguments.dropFirst().first?.contains("(deny signal)") == true, "\(arguments)")
    }
}
